import type { User } from '@forkcast/contracts';
import type { UserRow } from '../../db/schema';
import { isAdminUser } from './admin-rule';

/** Figures computed from sessions and partnerships (see users/user-stats.ts). */
export interface UserStats {
  sessionsToday: number;
  totalMatches: number;
  hasPremiumViaPartner: boolean;
  premiumViaPartnerPlan: User['premiumViaPartnerPlan'];
}

const NO_STATS: UserStats = { sessionsToday: 0, totalMatches: 0, hasPremiumViaPartner: false, premiumViaPartnerPlan: null };

/** The one mapping from a users row to the `userSchema` shape the front end reads. */
export function toUserView(row: UserRow, stats: UserStats = NO_STATS, pendingEmail: string | null = null): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    pendingEmail,
    phone: row.phone,
    profileImageUrl: row.profileImageUrl,
    // The stored flag only (admin-rule.ts): never derived from the address, which the user can edit.
    isAdmin: isAdminUser(row),
    subscriptionTier: row.subscriptionTier,
    hasPremiumViaPartner: stats.hasPremiumViaPartner,
    premiumViaPartnerPlan: stats.premiumViaPartnerPlan,
    oauthProvider: row.oauthProvider,
    createdAt: row.createdAt.toISOString(),
    sessionsToday: stats.sessionsToday,
    totalMatches: stats.totalMatches,
    preferences: row.preferences ?? null,
  };
}
