import { apiRequest } from '@forkcast/api-client';
import type { Partnership } from '@forkcast/contracts';
import type { Session } from '@forkcast/contracts';
import { startSessionResponseSchema } from '@forkcast/contracts';
import { userSchema, type Preferences, type User } from '@forkcast/contracts';

// What a remote's standalone harness does for its developer, through the real gateway (the dev server
// proxies /api to it): the steps the shell's screens would take before the remote's own screens appear.

/** Where the dev server plays the partner (build-preset/dev-partner.js). */
export const DEV_PARTNER_URL = '/__harness/partner';

/**
 * A new address each page load: a free user starts one session a day (docs/product.md › Tiers and roles),
 * so a fresh account is the quick way to another one. Type your own to keep your data.
 */
export function freshDevEmail(random: () => number = Math.random): string {
  return `dev-${random().toString(36).slice(2, 8)}@dev.forkcast.test`;
}

/** The sign-in code of an outbox message ("Your Forkcast sign-in code is 123456 ..."). */
export function codeInMessage(text: string | undefined): string | null {
  return /\b(\d{6})\b/.exec(text ?? '')?.[1] ?? null;
}

/**
 * Email sign-in as a person would do it, except that the code is read from the gateway's dev outbox
 * (GET /api/dev/outbox, which answers this machine only; the dev server's proxy runs on it).
 */
export async function signInWithDevCode(email: string): Promise<User> {
  await apiRequest('POST', '/api/auth/email/request-otp', { email });
  const outbox = await apiRequest<{ text: string }[]>('GET', `/api/dev/outbox?to=${encodeURIComponent(email.trim().toLowerCase())}`);
  const otp = codeInMessage(outbox[0]?.text);
  if (!otp) throw new Error(`No sign-in code for ${email} in the gateway's dev outbox`);
  return userSchema.parse(await apiRequest('POST', '/api/auth/email/verify-otp', { email, otp }));
}

/** What onboarding would have saved: central Philadelphia, where the offline restaurant data lives. */
export const DEV_PREFERENCES: Preferences = {
  location: { zipCode: '19103', latitude: 39.9525, longitude: -75.1741, radiusMiles: 5 },
  priceRange: ['$', '$$'],
  dietaryRestrictions: [],
  cuisinePreferences: [],
  minRating: 3,
  allowRepeatRestaurants: false,
};

/** A session needs saved preferences (onboarding is the shell's): a new account gets DEV_PREFERENCES. */
async function withPreferences(user: User): Promise<User & { preferences: Preferences }> {
  if (user.preferences) return { ...user, preferences: user.preferences };
  const saved = userSchema.parse(await apiRequest('PUT', `/api/users/${user.id}`, { preferences: DEV_PREFERENCES }));
  return { ...saved, preferences: saved.preferences ?? DEV_PREFERENCES };
}

/**
 * POST /api/sessions/start with the user's saved filters at their saved location, as home's Start does.
 * Returns the session with its deck, ready for the store's activeSessionChosen.
 */
export async function startHarnessSession(user: User, partnershipId: string | null = null): Promise<Session> {
  const { preferences } = await withPreferences(user);
  const started = startSessionResponseSchema.parse(
    await apiRequest('POST', '/api/sessions/start', {
      userId: user.id,
      partnershipId,
      location: { latitude: preferences.location.latitude, longitude: preferences.location.longitude },
      filters: {
        priceRange: preferences.priceRange,
        dietaryRestrictions: preferences.dietaryRestrictions,
        radiusMiles: preferences.location.radiusMiles,
        minRating: preferences.minRating,
      },
    }),
  );
  const { session, restaurants } = started;
  return { ...session, restaurants: restaurants.length > 0 ? restaurants : session.restaurants };
}

type DevPartnerAnswer = { email: string; partnershipId: string } | { email: string; inviteCode: string };

/** The partnership with the dev server's partner account: the one they share, or a new one (the user accepts its invite). */
export async function devPartnership(userId: string): Promise<string> {
  const answer = await apiRequest<DevPartnerAnswer>('POST', DEV_PARTNER_URL, { userId });
  if ('partnershipId' in answer) return answer.partnershipId;
  const accepted = await apiRequest<Partnership>('POST', '/api/partnerships/accept', { userId, inviteCode: answer.inviteCode });
  return accepted.id;
}

/**
 * A partnered session with the dev partner, who has already liked every card: the user's first like is a
 * match (/match), passing them all a no-match (/no-match).
 */
export async function startDevPartnerSession(user: User): Promise<Session> {
  const session = await startHarnessSession(user, await devPartnership(user.id));
  await apiRequest('POST', `${DEV_PARTNER_URL}/like-all`, { userId: user.id, sessionId: session.id });
  return session;
}
