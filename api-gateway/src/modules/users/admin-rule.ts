import type { UserRow } from '../../db/schema';

/**
 * The one admin rule (docs: Roles): the stored flag, nothing else. The flag is set by `npm run admin --
 * grant`, or at a *verified* sign-in of an address listed in ADMIN_EMAILS (sign-in.service.ts). Why not
 * match ADMIN_EMAILS against the stored address on every request: that address is what a profile edit
 * changes, so anyone could have made themselves an admin by typing a listed address.
 */
export function isAdminUser(row: Pick<UserRow, 'isAdmin'>): boolean {
  return row.isAdmin;
}

/** Whether a verified sign-in of this address grants the stored flag. */
export function isListedAdminEmail(email: string, adminEmails: ReadonlySet<string>): boolean {
  return adminEmails.has(email.trim().toLowerCase());
}
