import type { UserRow } from '../../db/schema';

/**
 * The one admin rule (spec §6): the stored flag (granted with `npm run admin -- grant`) or an address
 * listed in ADMIN_EMAILS. E-mails are stored lower-cased and ADMIN_EMAILS is lower-cased by config.
 */
export function isAdminUser(row: Pick<UserRow, 'isAdmin' | 'email'>, adminEmails: ReadonlySet<string>): boolean {
  return row.isAdmin || adminEmails.has(row.email.toLowerCase());
}
