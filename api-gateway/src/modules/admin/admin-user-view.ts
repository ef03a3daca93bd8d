import type { AdminUser } from '@forkcast/contracts';
import type { UserWithTotals } from './admin.repository';

/** The one mapping from a user with totals to a row of GET /api/admin/users. */
export function toAdminUserView(row: UserWithTotals): AdminUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    profileImageUrl: row.profileImageUrl,
    oauthProvider: row.oauthProvider,
    subscriptionTier: row.subscriptionTier,
    totalSessions: row.totalSessions,
    totalMatches: row.totalMatches,
    createdAt: row.createdAt.toISOString(),
  };
}
