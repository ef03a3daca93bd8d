import type { User } from '@forkcast/shared-ui/contracts';
import type { UserRow } from '../../db/schema';

/**
 * The one mapping from a users row to the `userSchema` shape the front end reads.
 * Counters and partner premium are filled by later features; they are 0/false until then.
 */
export function toUserView(row: UserRow, adminEmails: ReadonlySet<string>): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    profileImageUrl: row.profileImageUrl,
    isAdmin: row.isAdmin || adminEmails.has(row.email.toLowerCase()),
    subscriptionTier: row.subscriptionTier,
    hasPremiumViaPartner: false,
    oauthProvider: row.oauthProvider,
    createdAt: row.createdAt.toISOString(),
    sessionsToday: 0,
    totalMatches: 0,
    preferences: row.preferences ?? null,
  };
}
