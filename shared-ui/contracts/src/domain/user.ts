// Rules and constants of users (zod-free: the client imports them without zod; contracts/user.ts holds the schemas).

export const PRICE_RANGES = ['$', '$$', '$$$', '$$$$'] as const;
export const DIETARY_OPTIONS = ['Vegetarian', 'Vegan', 'Gluten-free', 'Dairy-free', 'Nut-free', 'Halal'] as const;
export const SUBSCRIPTION_TIERS = ['free', 'monthly', 'annual', 'premium'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

/** What the premium and free-limit rules read of a user (the User of contracts/user.ts has them). */
export interface UserTier {
  subscriptionTier: SubscriptionTier;
  hasPremiumViaPartner: boolean;
}

/** What the greeting reads of a user. */
export interface UserNames {
  firstName: string | null;
  email: string | null;
}

/** True when the user has premium benefits, their own or shared by a partner. */
export function isPremium(user: UserTier): boolean {
  return user.subscriptionTier !== 'free' || user.hasPremiumViaPartner;
}

/** docs/product.md › Limits and constants: a free user without shared premium may start this many sessions a day (solo or partner). */
export const FREE_SESSIONS_PER_DAY = 1;

/** Sessions a free user may still start today; null for premium (own or shared), who has no limit. */
export function freeSessionsLeft(user: UserTier & { sessionsToday: number }): number | null {
  if (isPremium(user)) return null;
  return Math.max(0, FREE_SESSIONS_PER_DAY - user.sessionsToday);
}

/** Home greeting rule: first name, else the part of the e-mail before the @, else 'there'. */
export function greetingName(user: UserNames | null | undefined): string {
  const first = user?.firstName?.trim();
  if (first) return first;
  const local = user?.email?.split('@')[0]?.trim();
  return local || 'there';
}
