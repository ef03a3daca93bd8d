import { z } from 'zod';
import type { AdminService } from '../modules/admin/admin.service';

/** Exit codes of `npm run admin`: scripts can tell a typo from an unknown account. */
export const ADMIN_EXIT = { ok: 0, failed: 1, usage: 2 } as const;

export const ADMIN_USAGE = `Usage: npm run admin -w @forkcast/api-gateway -- <command>

Commands:
  grant <email>    make the user with this e-mail an admin (they must have signed in once)
  revoke <email>   take the stored admin flag away from that user
  list             show every admin: stored flag and ADMIN_EMAILS

Uses the gateway's configuration: DATABASE_URL (PostgreSQL) or the embedded database in
FORKCAST_DATA_DIR (default api-gateway/data; stop the server first: the embedded database
allows one process at a time).`;

export type AdminCommand = { name: 'grant' | 'revoke'; email: string } | { name: 'list' };

const emailSchema = z.email();

/** argv after the script name → a command, or the message of a usage error. */
export function parseAdminArgs(argv: readonly string[]): AdminCommand | { name: 'help' } | { error: string } {
  const [name, ...rest] = argv;
  switch (name) {
    case 'grant':
    case 'revoke': {
      if (rest.length !== 1) return { error: `${name} takes exactly one e-mail address` };
      const email = rest[0]!.trim().toLowerCase();
      if (!emailSchema.safeParse(email).success) return { error: `Not an e-mail address: ${rest[0]}` };
      return { name, email };
    }
    case 'list':
      return rest.length === 0 ? { name } : { error: 'list takes no arguments' };
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      return { name: 'help' };
    default:
      return { error: `Unknown command: ${name}` };
  }
}

export interface AdminCommandOutput {
  out(line: string): void;
  err(line: string): void;
}

/** Runs one parsed command; returns the process exit code. */
export async function runAdminCommand(
  command: AdminCommand,
  admin: AdminService,
  output: AdminCommandOutput,
  /** Names the database in "no such user" messages, so a wrong DATABASE_URL or data dir is obvious. */
  databaseLabel: string,
): Promise<number> {
  switch (command.name) {
    case 'list': {
      const admins = await admin.listAdmins();
      if (admins.length === 0) {
        output.out('No admins. Grant one with: npm run admin -w @forkcast/api-gateway -- grant <email>');
        return ADMIN_EXIT.ok;
      }
      for (const entry of admins) {
        const listed = entry.viaAdminEmails && (entry.viaFlag ? 'ADMIN_EMAILS' : 'ADMIN_EMAILS (admin from the next verified sign-in)');
        const via = [entry.viaFlag && 'granted', listed].filter(Boolean).join(' + ');
        output.out(`${entry.email}\t${entry.userId ?? '(has not signed in yet)'}\t${via}`);
      }
      return ADMIN_EXIT.ok;
    }
    case 'grant':
    case 'revoke': {
      const change = command.name === 'grant' ? await admin.grant(command.email) : await admin.revoke(command.email);
      if (!change.found) {
        output.err(`No user with the e-mail ${change.email} in ${databaseLabel}. They must sign in once before they can be made an admin.`);
        return ADMIN_EXIT.failed;
      }
      if (command.name === 'grant') {
        output.out(change.changed ? `${change.email} is now an admin.` : `${change.email} was already an admin; nothing changed.`);
        return ADMIN_EXIT.ok;
      }
      output.out(
        change.changed ? `${change.email} is no longer an admin by grant.` : `${change.email} had no admin grant; nothing changed.`,
      );
      if (change.viaAdminEmails) {
        output.err(
          `${change.email} is listed in ADMIN_EMAILS and becomes an admin again at its next sign-in: remove it there and restart the gateway.`,
        );
        return ADMIN_EXIT.failed;
      }
      return ADMIN_EXIT.ok;
    }
  }
}
