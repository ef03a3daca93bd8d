import { premiumViaPartnerPlan } from '../billing/tier-rules';
import type { PartnershipsService } from '../partnerships/partnerships.service';
import type { SessionReads } from '../sessions/session-reads';
import type { UserStats } from './user-view';

/**
 * GET /api/auth/user's figures: sessions the user started today (UTC, the free limit's count), matches
 * in any session they were part of, and premium shared by a live partner with a paid tier.
 */
export class UserStatsProvider {
  constructor(
    private readonly sessions: Pick<SessionReads, 'userCounters'>,
    private readonly partnerships: Pick<PartnershipsService, 'partnerTiers'>,
  ) {}

  async of(userId: string): Promise<UserStats> {
    const [counters, partnerTiers] = await Promise.all([this.sessions.userCounters(userId), this.partnerships.partnerTiers(userId)]);
    const sharedPlan = premiumViaPartnerPlan(partnerTiers);
    return { ...counters, hasPremiumViaPartner: sharedPlan !== null, premiumViaPartnerPlan: sharedPlan };
  }
}
