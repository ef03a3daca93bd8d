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

/**
 * Control characters (Unicode Cc: NUL to US, DEL, the C1 block, so ESC and BEL too) and the bidirectional
 * formatting ones (LRM, RLM, ALM, LRE to RLO, LRI to PDI): none belongs in a name, and shown to others (a
 * push title, the admin list) they reorder or hide the text around them. Joiners (ZWJ, ZWNJ) stay: emoji
 * sequences and some scripts need them.
 */
const CONTROL_OR_BIDI = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/** `text` without control and bidirectional formatting characters (names, at every way in). */
export function withoutControlCharacters(text: string): string {
  return text.replace(CONTROL_OR_BIDI, '');
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
