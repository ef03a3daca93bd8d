import { eq } from 'drizzle-orm';
import type { Partnership, Preferences, StartSessionResponse, SubscriptionTier } from '@forkcast/contracts';
import { users } from '../../src/db/schema';
import type { LiveEvents } from '../../src/modules/live/live-events';
import type { Place } from '../../src/modules/restaurants/domain/place';
import { makePlace } from '../../src/modules/restaurants/__tests__/place-fixtures';
import type { NearbyQuery, RestaurantSource } from '../../src/modules/restaurants/sources/restaurant-source';
import { signIn } from './sign-in';
import type { TestApp } from './test-app';

/** Philadelphia City Hall: the fixtures' search origin. */
export const ORIGIN = { latitude: 39.9524, longitude: -75.1636 };

export function fakePlace(index: number, overrides: Partial<Place> = {}): Place {
  return makePlace({
    id: `fake:${index}`,
    name: `Fake Place ${index}`,
    // ~0.07 mile steps north: place n is n × 0.07 miles away.
    lat: ORIGIN.latitude + index * 0.001,
    lng: ORIGIN.longitude,
    cuisines: ['Italian'],
    vicinity: `${index} Market St, Philadelphia`,
    ...overrides,
  });
}

/** `count` distinct fake places, numbered from 1. */
export function fakePlaces(count: number): Place[] {
  return Array.from({ length: count }, (_, i) => fakePlace(i + 1));
}

/** A restaurant source with a fixed list of places; counts nearby() calls to prove caching. */
export class FakeRestaurantSource implements RestaurantSource {
  readonly kind = 'catalog' as const;
  nearbyCalls: NearbyQuery[] = [];

  constructor(public places: Place[] = fakePlaces(5)) {}

  async nearby(query: NearbyQuery): Promise<Place[]> {
    this.nearbyCalls.push(query);
    return this.places;
  }

  async details(placeId: string): Promise<Place | null> {
    return this.places.find((place) => place.id === placeId) ?? null;
  }
}

export interface RecordedEvent {
  target: 'session' | 'user';
  id: string;
  event: string;
  payload: unknown;
}

export class RecordingLiveEvents implements LiveEvents {
  events: RecordedEvent[] = [];
  toSession(id: string, event: string, payload: unknown): void {
    this.events.push({ target: 'session', id, event, payload });
  }
  toUser(id: string, event: string, payload: unknown): void {
    this.events.push({ target: 'user', id, event, payload });
  }
  leaveSession(id: string, userIds: readonly string[]): void {
    this.events.push({ target: 'session', id, event: 'leave', payload: { userIds } });
  }
  of(event: string, id?: string): RecordedEvent[] {
    return this.events.filter((entry) => entry.event === event && (id === undefined || entry.id === id));
  }
}

export async function setTier(testApp: TestApp, userId: string, tier: SubscriptionTier): Promise<void> {
  await testApp.database.db.update(users).set({ subscriptionTier: tier }).where(eq(users.id, userId));
}

export async function setPreferences(testApp: TestApp, userId: string, preferences: Partial<Preferences>): Promise<void> {
  const full: Preferences = {
    location: { zipCode: '19107', ...ORIGIN, radiusMiles: 5 },
    priceRange: ['$', '$$'],
    dietaryRestrictions: [],
    cuisinePreferences: [],
    minRating: 3,
    allowRepeatRestaurants: true,
    ...preferences,
  };
  await testApp.database.db.update(users).set({ preferences: full }).where(eq(users.id, userId));
}

export type Agent = Awaited<ReturnType<typeof signIn>>['agent'];

/** One participant of a session: a signed-in agent and its user. */
export type Side = { agent: Agent; user: { id: string } };

/** `side` swipes card `index` of `started` (its position is index + 1); the caller checks the answer. */
export function swipeCard(side: Side, started: StartSessionResponse, index: number, action: 'like' | 'pass') {
  return side.agent
    .post(`/api/sessions/${started.session.id}/swipe`)
    .send({ userId: side.user.id, restaurantId: started.restaurants[index]!.placeId, action, position: index + 1 });
}

/** Two signed-in users linked as partners (user1 invited, user2 accepted). */
export async function signInPartners(testApp: TestApp) {
  const a = await signIn(testApp);
  const b = await signIn(testApp);
  return { a, b, partnership: await linkPartners(a, b) };
}

/** `inviter` invites by code and `invitee` accepts: the partnership they now share. */
export async function linkPartners(inviter: Side, invitee: Side): Promise<Partnership> {
  const invite = await inviter.agent.post('/api/partnerships/invite').send({ userId: inviter.user.id }).expect(200);
  const accepted = await invitee.agent
    .post('/api/partnerships/accept')
    .send({ userId: invitee.user.id, inviteCode: invite.body.inviteCode })
    .expect(200);
  return accepted.body as Partnership;
}

export function startBody(userId: string, partnershipId: string | null = null, filters: Record<string, unknown> = {}) {
  return {
    userId,
    partnershipId,
    location: ORIGIN,
    filters: { priceRange: ['$$'], dietaryRestrictions: [], radiusMiles: 5, minRating: 3, ...filters },
  };
}

export async function startSession(
  agent: Agent,
  userId: string,
  partnershipId: string | null = null,
  filters: Record<string, unknown> = {},
): Promise<StartSessionResponse> {
  const res = await agent.post('/api/sessions/start').send(startBody(userId, partnershipId, filters));
  if (res.status !== 201) throw new Error(`start session answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as StartSessionResponse;
}

/** A group session of Philadelphia's fixture deck: an annual host with `count` partners, each its own partnership. */
export async function groupSession(testApp: TestApp, count: number) {
  const host = await signIn(testApp);
  await setTier(testApp, host.user.id, 'annual');
  const partners = [];
  for (let i = 0; i < count; i++) {
    const partner = await signIn(testApp);
    partners.push({ ...partner, partnership: await linkPartners(host, partner) });
  }
  const res = await host.agent.post('/api/sessions/start').send({
    userId: host.user.id,
    partnershipIds: partners.map((partner) => partner.partnership.id),
    location: { latitude: 39.9524, longitude: -75.1636 },
    filters: { priceRange: [], dietaryRestrictions: [], radiusMiles: 5 },
  });
  if (res.status !== 201) throw new Error(`start group answered ${res.status}: ${JSON.stringify(res.body)}`);
  return { host, partners, started: res.body as StartSessionResponse };
}
