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
 * parse them, and no domain file imports a contract. A type test: `npm run typecheck` compiles it (jest never runs
 * a .test-d.ts), and fails when a schema and the domain type it parses drift apart.
 */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Accepts<Rule, Value> = Value extends Rule ? true : false;
type Expect<T extends true> = T;

export type SchemasParseTheirDomainTypes = [
  Expect<Same<z.infer<typeof openingChangeSchema>, OpeningChange>>,
  Expect<Same<z.infer<typeof openingTimelineSchema>, OpeningTimeline>>,
  Expect<Same<z.infer<typeof openingStatusSchema>, OpeningStatus>>,
  Expect<Same<z.infer<typeof subscriptionPlanSchema>, SubscriptionPlan>>,
  Expect<Same<z.infer<typeof subscriptionTierSchema>, SubscriptionTier>>,
  Expect<Accepts<UserTier, z.infer<typeof userSchema>>>,
  Expect<Accepts<UserNames, z.infer<typeof userSchema>>>,
  Expect<Accepts<PartnershipMembers, z.infer<typeof partnershipSchema>>>,
  Expect<Accepts<{ status: string; completedAt: string | null }, z.infer<typeof sessionSchema>>>,
];

// The checks can fail: a field that becomes nullable on one side is a drift (an unused @ts-expect-error is an error).
// @ts-expect-error: Same tells the two apart
export type NullableDrift = Expect<Same<{ completedAt: string }, { completedAt: string | null }>>;
// @ts-expect-error: a value missing a field the rule reads is not accepted
export type MissingField = Expect<Accepts<{ status: string; completedAt: string | null }, { status: string }>>;
