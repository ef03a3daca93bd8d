import type { AdminUser } from '@forkcast/shared-ui/contracts';

export interface PlatformStats {
  totalUsers: number;
  premiumUsers: number;
  totalSessions: number;
  totalMatches: number;
}

/** Spec §2 /admin: the four totals come from the user list itself, not from a separate endpoint. */
export function computePlatformStats(users: readonly AdminUser[]): PlatformStats {
  let premiumUsers = 0;
  let totalSessions = 0;
  let totalMatches = 0;
  for (const user of users) {
    if (user.subscriptionTier !== 'free') premiumUsers += 1;
    totalSessions += user.totalSessions;
    totalMatches += user.totalMatches;
  }
  return { totalUsers: users.length, premiumUsers, totalSessions, totalMatches };
}
