import type { z } from 'zod';
import type {
  openingChangeSchema,
  openingStatusSchema,
  openingTimelineSchema,
  partnershipSchema,
  sessionSchema,
  subscriptionPlanSchema,
  subscriptionTierSchema,
  userSchema,
} from '../index';
import type {
  OpeningChange,
  OpeningStatus,
  OpeningTimeline,
  PartnershipMembers,
  SubscriptionPlan,
  SubscriptionTier,
  UserNames,
  UserTier,
} from '../../domain';

/**
 * Types flow one way: contracts/src/domain declares the types its rules read, the schemas in contracts/src/contracts
 * parse them, and no domain file imports a contract. These checks fail the typecheck when a schema and the
 * domain type it parses drift apart (the jest assertion only keeps the file a test).
 */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Accepts<Rule, Value> = Value extends Rule ? true : false;

const checks = {
  openingChange: true satisfies Same<z.infer<typeof openingChangeSchema>, OpeningChange>,
  openingTimeline: true satisfies Same<z.infer<typeof openingTimelineSchema>, OpeningTimeline>,
  openingStatus: true satisfies Same<z.infer<typeof openingStatusSchema>, OpeningStatus>,
  subscriptionPlan: true satisfies Same<z.infer<typeof subscriptionPlanSchema>, SubscriptionPlan>,
  subscriptionTier: true satisfies Same<z.infer<typeof subscriptionTierSchema>, SubscriptionTier>,
  userTier: true satisfies Accepts<UserTier, z.infer<typeof userSchema>>,
  userNames: true satisfies Accepts<UserNames, z.infer<typeof userSchema>>,
  partnership: true satisfies Accepts<PartnershipMembers, z.infer<typeof partnershipSchema>>,
  session: true satisfies Accepts<{ status: string; completedAt: string | null }, z.infer<typeof sessionSchema>>,
};

describe('contracts: domain types are the source', () => {
  it('every schema parses the domain type it stands for (checked by the typecheck)', () => {
    expect(Object.values(checks).every(Boolean)).toBe(true);
  });
});
