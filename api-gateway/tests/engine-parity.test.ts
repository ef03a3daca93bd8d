import crypto from 'node:crypto';
import type session from 'express-session';
import type { Preferences, Restaurant } from '@forkcast/contracts';
import type { Db } from '../src/db/database';
import type { SessionFilters } from '../src/db/schema';
import { isUniqueViolation, isUnstorableText } from '../src/db/database-errors';
import { AdminRepository } from '../src/modules/admin/admin.repository';
import { AiCacheRepository } from '../src/modules/ai/ai-cache.repository';
import { OtpRepository } from '../src/modules/auth/otp.repository';
import { SubscriptionsRepository } from '../src/modules/billing/subscriptions.repository';
import { FavoritesRepository } from '../src/modules/favorites/favorites.repository';
import { DevOutboxRepository } from '../src/modules/mail/dev-outbox.repository';
import { NotificationsRepository } from '../src/modules/notifications/notifications.repository';
import { PartnershipsRepository } from '../src/modules/partnerships/partnerships.repository';
import { PushRepository } from '../src/modules/push/push.repository';
import { makePlace } from '../src/modules/restaurants/__tests__/place-fixtures';
import { RestaurantCacheRepository } from '../src/modules/restaurants/restaurant-cache.repository';
import { SessionsRepository } from '../src/modules/sessions/sessions.repository';
import { SharesRepository } from '../src/modules/shares/shares.repository';
import { SwipeRepository } from '../src/modules/sessions/swipe.repository';
import { SpotlightRepository } from '../src/modules/spotlight/spotlight.repository';
import { EmailChangeRepository } from '../src/modules/users/email-change.repository';
import { UsersRepository } from '../src/modules/users/users.repository';
import { DatabaseSessionStore } from '../src/session/database-session-store';
import { createPgliteTestDatabase, createPostgresTestDatabase, type TestDatabase } from './helpers/test-database';

/**
 * Engine parity. CI runs the HTTP API suites on PostgreSQL only; the embedded PGlite (the default engine)
 * runs just a few engine-sensitive suites. This suite is the proof that the two engines agree where it
 * matters: the repositories (and the cookie session store) are the only code that issues SQL, so the same
 * scripted calls on both engines must give the same answers, value for value and type for type (a count
 * as a string or a timestamp as text is a difference). A few absolute checks catch both being wrong alike.
 */

const NOW = new Date('2030-01-01T12:00:00Z');
const now = () => NOW;
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const DAY_START = new Date('2030-01-01T00:00:00Z');
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const PREFERENCES: Preferences = {
  location: { zipCode: '19107', latitude: 39.9524, longitude: -75.1636, radiusMiles: 5 },
  priceRange: ['$', '$$'],
  dietaryRestrictions: ['Vegan'],
  cuisinePreferences: ['Thai'],
  minRating: 3.5,
  allowRepeatRestaurants: false,
};
const FILTERS: SessionFilters = { priceRange: ['$$'], dietaryRestrictions: ['Vegan'], radiusMiles: 5, minRating: null, openNow: true };

const card = (n: number, name: string): Restaurant => ({
  placeId: `fake:${n}`,
  name,
  photoUrl: null,
  cuisineType: 'Italian',
  priceLevel: 2,
  rating: 4.5,
  distance: 0.3 * n,
  vicinity: `${n} Market St, Philadelphia`,
  aiDescription: n === 1 ? 'Wood-fired pizza, café seating 🍕' : null,
  dietaryWarnings: [{ restriction: 'Vegan', severity: 'medium', warning: 'Few vegan mains.' }],
});
const DECK = [card(1, 'Trattoria Uno'), card(2, 'Due Fratelli'), card(3, 'Tre Sorelle')];

const PLACE_1 = makePlace({
  id: 'fake:1',
  name: 'Trattoria Uno',
  cuisines: ['Italian', 'Pizza'],
  priceLevel: 2,
  rating: 4.5,
  diet: { vegan: 'limited' },
  openingHours: 'Mo-Su 11:00-22:00',
  utcOffset: { minutes: -300, observedAt: '2030-01-01T12:00:00.000Z' },
});
const PLACE_2 = makePlace({ id: 'fake:2', name: 'Due Fratelli', lat: 39.9611, lng: -75.1502 });

const AI_VALUE = { text: 'Crisp crust, 🍕 and café seating.', score: 0.1 + 0.2, tags: ['pizza'], nested: { empty: {}, nothing: null } };

type Transcript = [label: string, value: unknown][];

// ---------------------------------------------------------------------------------------------------------
// Coverage: every repository is used through a proxy that notes which methods were called, and a test
// below fails for any public method the scenario never calls (a new method must join the scenario).

/** Each class whose methods issue SQL, with its helpers TypeScript marks private (no trace at runtime). */
const REPOSITORIES: [{ name: string; prototype: object }, privateHelpers: string[]][] = [
  [AiCacheRepository, []],
  [AdminRepository, ['totalsSubquery']],
  [SpotlightRepository, []],
  [EmailChangeRepository, []],
  [UsersRepository, ['columns']],
  [OtpRepository, []],
  [DevOutboxRepository, []],
  [PartnershipsRepository, ['details']],
  [NotificationsRepository, []],
  [PushRepository, []],
  [SubscriptionsRepository, []],
  [SessionsRepository, []],
  [SwipeRepository, []],
  [SharesRepository, []],
  [RestaurantCacheRepository, []],
  [FavoritesRepository, []],
  [DatabaseSessionStore, ['changed', 'forget', 'forgetAll', 'remember', 'rememberExpiry', 'expiryOf']],
];

function publicMethods(repository: { prototype: object }, privateHelpers: string[]): string[] {
  return Object.getOwnPropertyNames(repository.prototype).filter(
    (name) =>
      name !== 'constructor' &&
      typeof Object.getOwnPropertyDescriptor(repository.prototype, name)?.value === 'function' &&
      !privateHelpers.includes(name),
  );
}

const called = new Set<string>();

function tracked<T extends object>(repository: T): T {
  const className = repository.constructor.name;
  const own = Object.getPrototypeOf(repository) as object;
  return new Proxy(repository, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string' || !Object.hasOwn(own, property)) return value;
      return (...args: unknown[]) => {
        called.add(`${className}.${property}`);
        return (value as (...args: unknown[]) => unknown).apply(receiver, args);
      };
    },
  });
}

function repositories(db: Db) {
  return {
    users: tracked(new UsersRepository(db, now)),
    admin: tracked(new AdminRepository(db, now)),
    partnerships: tracked(new PartnershipsRepository(db, now)),
    sessions: tracked(new SessionsRepository(db)),
    swipes: tracked(new SwipeRepository(db)),
    shares: tracked(new SharesRepository(db)),
    notifications: tracked(new NotificationsRepository(db)),
    push: tracked(new PushRepository(db)),
    favorites: tracked(new FavoritesRepository(db)),
    spotlight: tracked(new SpotlightRepository(db)),
    subscriptions: tracked(new SubscriptionsRepository(db)),
    otp: tracked(new OtpRepository(db)),
    emailChange: tracked(new EmailChangeRepository(db)),
    ai: tracked(new AiCacheRepository(db)),
    restaurantCache: tracked(new RestaurantCacheRepository(db)),
    outbox: tracked(new DevOutboxRepository(db)),
    // No read cache: every get goes to the database.
    sessionStore: tracked(new DatabaseSessionStore(db, { now, pruneIntervalMs: 0, cacheTtlMs: 0 })),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Small helpers of the scenario.

/** What a service sees of a failed statement: the helper's verdict and the SQLSTATE under Drizzle's wrapper. */
async function failure(work: () => Promise<unknown>, seenAs: (error: unknown) => boolean) {
  try {
    await work();
  } catch (error) {
    let code: unknown;
    for (
      let current: unknown = error;
      current && typeof current === 'object' && code === undefined;
      current = (current as { cause?: unknown }).cause
    ) {
      code = (current as { code?: unknown }).code;
    }
    return { seen: seenAs(error), code };
  }
  throw new Error('Expected the statement to fail');
}

/**
 * PGlite's clock has millisecond resolution (PostgreSQL's has microseconds): two statements in a row often
 * get the same now(), and a list ordered by a time the database wrote then falls back to its random uuid
 * tie-break. Rows whose order the scenario compares are written a tick apart.
 */
const nextDatabaseTick = async () => {
  // Until the millisecond clock has moved on (the condition itself, not a guessed delay).
  const start = Date.now();
  while (Date.now() <= start) await new Promise((resolve) => setImmediate(resolve));
};

const cookie = (expires: Date, userId: string) => ({ cookie: { expires, originalMaxAge: 1000 }, userId }) as unknown as session.SessionData;
const storeCall = <T>(fn: (done: (error: unknown, value?: T) => void) => void) =>
  new Promise<T | undefined>((resolve, reject) => fn((error, value) => (error ? reject(error) : resolve(value))));

/**
 * Queries without ORDER BY promise no order (the engine's plan decides): their rows are sorted by a key
 * the scenario chose before they are compared. Random uuids are no such key, so people go by name.
 */
const sortedBy = <T>(rows: readonly T[], key: (row: T) => string) => [...rows].sort((a, b) => key(a).localeCompare(key(b)));

// ---------------------------------------------------------------------------------------------------------
// The scenario: the same calls, in a realistic order, on whichever engine `db` is.

async function scenario(db: Db): Promise<Transcript> {
  const transcript: Transcript = [];
  const record = <T>(label: string, value: T): T => {
    transcript.push([label, value]);
    return value;
  };
  const r = repositories(db);

  // Users.
  const ada = record(
    'users.insertOrGetByEmail',
    await r.users.insertOrGetByEmail({
      email: 'Ada@Example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      emailVerifiedAt: NOW,
      preferences: PREFERENCES,
      createdAt: at(-30),
      updatedAt: at(-30),
    }),
  );
  const bob = record(
    'users.insertOrGetByEmail oauth',
    await r.users.insertOrGetByEmail({
      email: 'bob@example.com',
      firstName: 'Bob',
      oauthProvider: 'google',
      oauthSubject: 'google-bob',
      profileImageUrl: 'https://example.com/bob.png',
      createdAt: at(-20),
    }),
  );
  const cy = record(
    'users.insertOrGetByEmail unicode',
    await r.users.insertOrGetByEmail({ email: 'cy@example.com', firstName: 'Zoë 🍝', lastName: 'Éclair', createdAt: at(-10) }),
  );
  const names = new Map([
    [ada.id, 'ada'],
    [bob.id, 'bob'],
    [cy.id, 'cy'],
  ]);
  const byUser = <T extends { userId: string }>(rows: readonly T[]) => sortedBy(rows, (row) => names.get(row.userId) ?? row.userId);
  record('users.insertOrGetByEmail existing', await r.users.insertOrGetByEmail({ email: 'ADA@example.com', firstName: 'Someone else' }));
  record('users.findById', await r.users.findById(ada.id));
  record('users.findById unknown', await r.users.findById(UNKNOWN_ID));
  record('users.findByEmail', await r.users.findByEmail('BOB@EXAMPLE.COM'));
  record('users.findByOauth', await r.users.findByOauth('google', 'google-bob'));
  record(
    'users.update',
    await r.users.update(bob.id, { lastName: 'Builder', phone: '+1 555 0100', preferences: { ...PREFERENCES, minRating: 4 } }),
  );

  // Billing: Ada's monthly plan was cancelled at a period end that has passed (free now); Bob is annual.
  await r.subscriptions.transaction(async (tx) => {
    record('subscriptions.lockUser without subscription', await r.subscriptions.lockUser(tx, ada.id));
    record('subscriptions.lockUser unknown', await r.subscriptions.lockUser(tx, UNKNOWN_ID));
    record('subscriptions.recordEvent', await r.subscriptions.recordEvent(tx, 'stripe', 'evt_1', 'customer.subscription.updated'));
    record(
      'subscriptions.save',
      await r.subscriptions.save(
        tx,
        {
          userId: ada.id,
          plan: 'monthly',
          source: 'stripe',
          status: 'active',
          currentPeriodEnd: at(-24 * 60),
          cancelAtPeriodEnd: true,
          providerCustomerId: 'cus_ada',
          providerSubscriptionId: 'sub_ada',
          stateAt: at(-60),
        },
        'monthly',
      ),
    );
  });
  record(
    'subscriptions.recordEvent redelivery',
    await r.subscriptions.transaction((tx) => r.subscriptions.recordEvent(tx, 'stripe', 'evt_1', 'customer.subscription.updated')),
  );
  await r.subscriptions.transaction(async (tx) => {
    await r.subscriptions.lockUser(tx, bob.id);
    const values = {
      userId: bob.id,
      plan: 'annual',
      source: 'apple',
      status: 'active',
      currentPeriodEnd: at(365 * 24 * 60),
      cancelAtPeriodEnd: false,
      providerCustomerId: null,
      providerSubscriptionId: 'apple-1',
      stateAt: NOW,
    } as const;
    record('subscriptions.save annual', await r.subscriptions.save(tx, values, 'annual'));
  });
  record('subscriptions.lockUser with subscription', await r.subscriptions.transaction((tx) => r.subscriptions.lockUser(tx, ada.id)));
  record('subscriptions.find', await r.subscriptions.find(ada.id));
  record('subscriptions.findByProviderIds subscription', await r.subscriptions.findByProviderIds('stripe', 'sub_ada', null));
  record('subscriptions.findByProviderIds customer', await r.subscriptions.findByProviderIds('stripe', 'sub_gone', 'cus_ada'));
  record('subscriptions.findByProviderIds none', await r.subscriptions.findByProviderIds('apple', 'nope', null));
  record('users.findById tier ended at period end', (await r.users.findById(ada.id))?.subscriptionTier);
  await r.subscriptions.insertDevToken({
    tokenHash: 'token-1',
    userId: ada.id,
    purpose: 'checkout',
    plan: 'annual',
    expiresAt: at(30),
    createdAt: NOW,
  });
  record(
    'subscriptions.insertDevToken duplicate',
    await failure(
      () => r.subscriptions.insertDevToken({ tokenHash: 'token-1', userId: bob.id, purpose: 'portal', expiresAt: at(30) }),
      (e) => isUniqueViolation(e, 'dev_billing_tokens_pkey'),
    ),
  );
  record('subscriptions.findUsableDevToken', await r.subscriptions.findUsableDevToken('token-1', ada.id, NOW));
  record('subscriptions.findUsableDevToken other user', await r.subscriptions.findUsableDevToken('token-1', bob.id, NOW));
  record('subscriptions.consumeDevToken', await r.subscriptions.consumeDevToken('token-1', ada.id, at(1)));
  record('subscriptions.consumeDevToken again', await r.subscriptions.consumeDevToken('token-1', ada.id, at(2)));

  // Partnerships: Ada invites (a second code revokes the first), Bob accepts.
  record(
    'partnerships.insertInvite',
    await r.partnerships.transaction(async (tx) => {
      await r.partnerships.revokeUnusedInvites(tx, ada.id, NOW);
      return r.partnerships.insertInvite(tx, { code: 'FIRST1', inviterId: ada.id, expiresAt: at(60) });
    }),
  );
  record(
    'partnerships.insertInvite taken code',
    await r.partnerships.transaction((tx) => r.partnerships.insertInvite(tx, { code: 'FIRST1', inviterId: bob.id, expiresAt: at(60) })),
  );
  await r.partnerships.transaction(async (tx) => {
    await r.partnerships.revokeUnusedInvites(tx, ada.id, at(1));
    await r.partnerships.insertInvite(tx, { code: 'SECOND', tokenHash: 'hash-of-second-link', inviterId: ada.id, expiresAt: at(60) });
  });
  record('partnerships.findUsableInviter', await r.partnerships.findUsableInviter('hash-of-second-link', NOW));
  record('partnerships.findUsableInviter expired', await r.partnerships.findUsableInviter('hash-of-second-link', at(61)));
  record('partnerships.findUsableInviter unknown', await r.partnerships.findUsableInviter('hash-of-no-link', NOW));
  const adaBob = await r.partnerships.transaction(async (tx) => {
    record('partnerships.lockUsers', await r.partnerships.lockUsers(tx, [bob.id, ada.id]));
    const invite = record('partnerships.findInviteForUpdate', await r.partnerships.findInviteForUpdate(tx, 'SECOND'));
    record('partnerships.findInviteForUpdate revoked', await r.partnerships.findInviteForUpdate(tx, 'FIRST1'));
    record('partnerships.findInviteByTokenForUpdate', await r.partnerships.findInviteByTokenForUpdate(tx, 'hash-of-second-link'));
    record('partnerships.countLive before', await r.partnerships.countLive(tx, bob.id));
    record('partnerships.findLivePair before', await r.partnerships.findLivePair(tx, bob.id, ada.id));
    const row = record('partnerships.insert', await r.partnerships.insert(tx, ada.id, bob.id));
    await r.partnerships.markInviteUsed(tx, invite!.id, bob.id, NOW);
    record('partnerships.findLivePair after', await r.partnerships.findLivePair(tx, bob.id, ada.id));
    record('partnerships.countLive after', await r.partnerships.countLive(tx, bob.id));
    return row;
  });
  record('partnerships.markInviteUsed', await r.partnerships.transaction((tx) => r.partnerships.findInviteForUpdate(tx, 'SECOND')));
  record('partnerships.findUsableInviter used', await r.partnerships.findUsableInviter('hash-of-second-link', NOW));
  record(
    'partnerships.insert live pair again',
    await failure(
      () => r.partnerships.transaction((tx) => r.partnerships.insert(tx, bob.id, ada.id)),
      (e) => isUniqueViolation(e, 'partnerships_live_pair_unique'),
    ),
  );
  await nextDatabaseTick();
  const bobCy = record('partnerships.insert bob-cy', await r.partnerships.transaction((tx) => r.partnerships.insert(tx, bob.id, cy.id)));
  record('partnerships.listLiveForUser', await r.partnerships.listLiveForUser(bob.id));
  record('partnerships.findDetails', await r.partnerships.findDetails(adaBob.id));
  record('partnerships.findLiveById', await r.partnerships.findLiveById(adaBob.id));
  record('partnerships.partnerTiers', await r.partnerships.partnerTiers(ada.id));

  // A partnered session: Ada likes 1, passes 2, likes 3 (done), takes 3 back; Bob likes 1: a match.
  const shared = {
    id: crypto.randomUUID(),
    createdBy: ada.id,
    partnershipId: adaBob.id,
    latitude: 39.9524,
    longitude: -75.1636,
    filters: FILTERS,
    memberIds: [ada.id, bob.id],
    deck: DECK,
  };
  record(
    'sessions.insertSession',
    await r.sessions.transaction(async (tx) => {
      await r.sessions.lockUser(tx, ada.id);
      record('sessions.countStartedSince before', await r.sessions.countStartedSince(ada.id, DAY_START, tx));
      return r.sessions.insertSession(tx, shared, at(-5));
    }),
  );
  /** One swipe as SwipeService takes it: record_swipe (the lock, the insert, a last card's finish); `then` decides in the same transaction. */
  const swipe = (
    sessionId: string,
    userId: string,
    restaurantId: string,
    action: 'like' | 'pass',
    then?: (tx: Db) => Promise<unknown>,
    now: Date = NOW,
  ) =>
    r.swipes.transaction(async (tx) => {
      const recorded = await r.swipes.record(tx, { sessionId, userId, restaurantId, action }, now);
      return recorded && { ...recorded, members: byUser(recorded.members), decided: await then?.(tx) };
    });
  /** An undo as SwipeService takes it; `then` runs after the swipe is deleted. */
  const undo = (sessionId: string, userId: string, restaurantId: string, then?: (tx: Db, createdAt: string) => Promise<unknown>) =>
    r.swipes.transaction(async (tx) => {
      await r.swipes.lockSession(tx, sessionId);
      const state = await r.swipes.undoState(tx, sessionId, userId, restaurantId);
      const [last] = state.recent;
      await r.swipes.deleteSwipe(tx, last!.id);
      const after = await then?.(tx, last!.createdAt);
      await r.swipes.markMemberNotCompleted(tx, sessionId, userId);
      return { state, after };
    });
  /** A swipe's first call; a read's state flattened as the other answers are. */
  const trySwipe = async (sessionId: string, userId: string, restaurantId: string, action: 'like' | 'pass') => {
    const first = await r.swipes.trySwipe({ sessionId, userId, restaurantId, action });
    if (first.outcome === 'read') return { outcome: first.outcome, ...first.state, members: byUser(first.state.members) };
    return first.outcome === 'recorded' ? { ...first, members: byUser(first.members) } : first;
  };
  record('swipes.trySwipe not in deck before any swipe', await trySwipe(shared.id, ada.id, 'fake:99', 'like'));
  record('swipes.record like', await swipe(shared.id, ada.id, 'fake:1', 'like'));
  record('swipes.trySwipe pass', await trySwipe(shared.id, ada.id, 'fake:2', 'pass'));
  record(
    'swipes.earlyEndState',
    await r.swipes.transaction(async (tx) => {
      await r.swipes.lockSession(tx, shared.id);
      const state = await r.swipes.earlyEndState(tx, shared.id);
      return { ...state, memberIds: state.memberIds.map((id) => names.get(id) ?? id).sort() };
    }),
  );
  record('swipes.record last card', await swipe(shared.id, ada.id, 'fake:3', 'like', (tx) => r.swipes.canStillMatch(tx, shared.id)));
  record('swipes.trySwipe repeat, member completed', await trySwipe(shared.id, ada.id, 'fake:1', 'like'));
  record('swipes.undoState', await undo(shared.id, ada.id, 'fake:3', (tx) => r.swipes.canStillMatch(tx, shared.id)));
  record('swipes.trySwipe last card', await trySwipe(shared.id, ada.id, 'fake:3', 'pass'));
  record('swipes.record not in deck', await swipe(shared.id, ada.id, 'fake:99', 'like'));
  record('swipes.trySwipe partner liked', await trySwipe(shared.id, bob.id, 'fake:1', 'like'));
  record(
    'swipes.record partner liked',
    await swipe(shared.id, bob.id, 'fake:1', 'like', async (tx) => [
      await r.swipes.setMatch(tx, shared.id, 'fake:1', NOW),
      await r.swipes.setMatch(tx, shared.id, 'fake:2', NOW),
    ]),
  );
  record('swipes.record after the match', await swipe(shared.id, ada.id, 'fake:1', 'like'));
  record('swipes.trySwipe matched', await trySwipe(shared.id, ada.id, 'fake:1', 'like'));
  record('swipes.trySwipe new card of a matched session', await trySwipe(shared.id, bob.id, 'fake:2', 'pass'));
  record('swipes.trySwipe card not in deck', await trySwipe(shared.id, ada.id, 'fake:99', 'like'));
  record('swipes.trySwipe unknown session', await trySwipe(UNKNOWN_ID, ada.id, 'fake:1', 'like'));
  record('swipes.record unknown session', await swipe(UNKNOWN_ID, ada.id, 'fake:1', 'like'));
  record('swipes.complete matched session', await r.swipes.transaction((tx) => r.swipes.complete(tx, shared.id, NOW)));

  record('sessions.findById', await r.sessions.findById(shared.id));
  record('sessions.members', byUser(await r.sessions.members(shared.id)));
  record('sessions.memberProfiles', byUser(await r.sessions.memberProfiles([shared.id])));
  record('sessions.memberProfiles none', await r.sessions.memberProfiles([]));
  record('sessions.deck', await r.sessions.deck(shared.id));
  record('sessions.swipesOf', await r.sessions.swipesOf(shared.id, ada.id));
  record('sessions.swipeCount', await r.sessions.swipeCount(shared.id, ada.id));
  record('sessions.likedCount', await r.sessions.likedCount(shared.id, ada.id));
  record('sessions.canStillMatch', await r.sessions.canStillMatch(shared.id));
  record('shares.tokenFor', await r.shares.tokenFor(shared.id, 'first-token'));
  record('shares.tokenFor again', await r.shares.tokenFor(shared.id, 'second-token'));
  record('shares.sessionOf', (await r.shares.sessionOf('first-token')) === shared.id);
  record('shares.sessionOf unknown', await r.shares.sessionOf('second-token'));
  record('sessions.swipedPlaceIds', await r.sessions.swipedPlaceIds([ada.id, bob.id]));
  record('sessions.userCounters', await r.sessions.userCounters(ada.id, DAY_START));
  record('sessions.countStartedSince', await r.sessions.countStartedSince(ada.id, DAY_START));

  // A second partnered session Bob has not joined yet; ending the partnership cancels it.
  const waiting = { ...shared, id: crypto.randomUUID(), deck: DECK.slice(0, 2) };
  record('sessions.insertSession waiting', await r.sessions.transaction((tx) => r.sessions.insertSession(tx, waiting, at(1))));
  record('sessions.findWaitingFor', await r.sessions.findWaitingFor(bob.id, DAY_START));
  record('sessions.findWaitingFor starter', await r.sessions.findWaitingFor(ada.id, DAY_START));
  record('sessions.history', await r.sessions.history(ada.id, 10));
  record('partnerships.endForMember', await r.partnerships.endForMember(adaBob.id, ada.id, at(2)));
  record('partnerships.endForMember again', await r.partnerships.endForMember(adaBob.id, ada.id, at(3)));
  record('partnerships.findLiveById ended', await r.partnerships.findLiveById(adaBob.id));
  record('sessions.findById cancelled', await r.sessions.findById(waiting.id));

  // Cy's solo session: a solo like saves a favourite in the swipe's transaction (saved_at = the swipe's
  // created_at, both now()), and its undo removes it by that created_at in the database's text form.
  const solo = {
    id: crypto.randomUUID(),
    createdBy: cy.id,
    partnershipId: null,
    latitude: 39.95,
    longitude: -75.16,
    filters: FILTERS,
    memberIds: [cy.id],
    deck: DECK.slice(0, 2),
  };
  record('sessions.insertSession solo', await r.sessions.transaction((tx) => r.sessions.insertSession(tx, solo, at(3))));
  record('sessions.findInProgressFor solo', await r.sessions.findInProgressFor(cy.id, DAY_START, { soloOnly: true }));
  record('sessions.findInProgressFor none', await r.sessions.findInProgressFor(bob.id, DAY_START));
  const soloFavourite = {
    userId: cy.id,
    restaurantId: 'fake:1',
    restaurantName: 'Trattoria Uno',
    restaurantCuisine: 'Italian',
    restaurantPrice: 2,
    restaurantRating: 45,
    restaurantVicinity: '1 Market St',
  };
  record('swipes.trySwipe solo like', await trySwipe(solo.id, cy.id, 'fake:1', 'like'));
  record('swipes.record solo like', await swipe(solo.id, cy.id, 'fake:1', 'like', (tx) => r.favorites.saveIfAbsent(soloFavourite, tx)));
  record(
    'favorites.removeSavedAt by the swipe time',
    await undo(solo.id, cy.id, 'fake:1', (tx, likedAt) => r.favorites.removeSavedAt(cy.id, 'fake:1', likedAt, tx)),
  );
  record('swipes.record solo pass', await swipe(solo.id, cy.id, 'fake:1', 'pass'));
  record(
    'swipes.complete',
    await swipe(
      solo.id,
      cy.id,
      'fake:2',
      'pass',
      async (tx) => [await r.swipes.complete(tx, solo.id, at(4)), await r.swipes.complete(tx, solo.id, at(5))],
      at(4),
    ),
  );
  record('sessions.findInProgressFor completed', await r.sessions.findInProgressFor(cy.id, DAY_START));
  record('sessions.end completed', await r.sessions.end(solo.id, at(6)));

  // A group session: Bob with Cy and Ada (a new partnership). A like is the match only once every
  // other member liked it; ending Ada's partnership takes her out and the group goes on.
  await nextDatabaseTick();
  const bobAda = record('partnerships.insert bob-ada', await r.partnerships.transaction((tx) => r.partnerships.insert(tx, bob.id, ada.id)));
  const group = {
    id: crypto.randomUUID(),
    createdBy: bob.id,
    partnershipId: bobCy.id,
    latitude: 39.95,
    longitude: -75.16,
    filters: FILTERS,
    memberIds: [bob.id, cy.id, ada.id],
    deck: DECK.slice(0, 3),
    group: { partnershipIdOf: { [cy.id]: bobCy.id, [ada.id]: bobAda.id } },
  };
  record('sessions.insertSession group', await r.sessions.transaction((tx) => r.sessions.insertSession(tx, group, at(6))));
  record('sessions.members group', byUser(await r.sessions.members(group.id)));
  record('sessions.findWaitingFor group', await r.sessions.findWaitingFor(cy.id, DAY_START));
  record('swipes.trySwipe group first like', await trySwipe(group.id, cy.id, 'fake:1', 'like'));
  record('swipes.record group second like', await swipe(group.id, ada.id, 'fake:1', 'like'));
  record('swipes.trySwipe group last like', await trySwipe(group.id, bob.id, 'fake:1', 'like'));
  record('swipes.record group last like', await swipe(group.id, bob.id, 'fake:2', 'like'));
  record('partnerships.endForMember group', await r.partnerships.endForMember(bobAda.id, bob.id, at(7)));
  record('sessions.members group after', byUser(await r.sessions.members(group.id)));
  record('sessions.findById group after', await r.sessions.findById(group.id));

  // Favourites.
  const favourite = (restaurantId: string, savedAt: Date) => ({
    userId: ada.id,
    restaurantId,
    restaurantName: `Name of ${restaurantId}`,
    restaurantCuisine: 'Italian',
    restaurantPrice: 2,
    restaurantRating: 45,
    restaurantVicinity: '1 Market St',
    savedAt,
  });
  record('favorites.saveIfAbsent', await r.favorites.saveIfAbsent(favourite('fake:1', NOW)));
  record('favorites.saveIfAbsent again', await r.favorites.saveIfAbsent(favourite('fake:1', at(5))));
  await r.favorites.saveIfAbsent(favourite('fake:2', at(1)));
  record('favorites.find', await r.favorites.find(ada.id, 'fake:2'));
  record('favorites.find none', await r.favorites.find(ada.id, 'fake:9'));
  record('favorites.listForUser', await r.favorites.listForUser(ada.id));
  record('favorites.restaurantIdsOf', await r.favorites.restaurantIdsOf(ada.id));
  record('favorites.removeSavedAt other time', await r.favorites.removeSavedAt(ada.id, 'fake:2', '2030-01-01 12:00:00+00'));
  record('favorites.removeSavedAt', await r.favorites.removeSavedAt(ada.id, 'fake:2', '2030-01-01 12:01:00+00'));
  record('favorites.remove', await r.favorites.remove(ada.id, 'fake:1'));
  record('favorites.remove again', await r.favorites.remove(ada.id, 'fake:1'));

  // Spotlight.
  const entry = (restaurantId: string, createdAt: Date) => ({
    userId: ada.id,
    restaurantId,
    restaurantName: `Name of ${restaurantId}`,
    restaurantCuisine: null,
    restaurantPrice: 3,
    restaurantRating: 4.5,
    restaurantVicinity: null,
    createdAt,
  });
  const toGo = record('spotlight.insertIfAbsent', await r.spotlight.insertIfAbsent(entry('fake:2', NOW)));
  record('spotlight.insertIfAbsent again', await r.spotlight.insertIfAbsent(entry('fake:2', at(1))));
  await r.spotlight.insertIfAbsent(entry('fake:3', at(1)));
  record('spotlight.listForUser', await r.spotlight.listForUser(ada.id));
  record('spotlight.markVisited', await r.spotlight.markVisited(toGo!.id, ada.id, at(2)));
  record('spotlight.markVisited again', await r.spotlight.markVisited(toGo!.id, ada.id, at(3)));
  record('spotlight.markVisited not theirs', await r.spotlight.markVisited(toGo!.id, bob.id, at(3)));
  record('spotlight.listForUser visited', await r.spotlight.listForUser(ada.id, 'visited'));
  record('spotlight.findById', await r.spotlight.findById(toGo!.id));
  record('spotlight.restaurantIdsOf', await r.spotlight.restaurantIdsOf(ada.id));
  record('spotlight.remove', await r.spotlight.remove(ada.id, 'fake:3'));
  record('spotlight.remove again', await r.spotlight.remove(ada.id, 'fake:3'));

  // Notifications: one statement per row where the list's order matters (rows of one statement share now()).
  const write = (rows: Parameters<NotificationsRepository['insertMany']>[1]) =>
    r.users.transaction((tx) => r.notifications.insertMany(tx, rows, new Set()));
  const [matchFound] = record(
    'notifications.insertMany',
    await write([
      { userId: ada.id, type: 'match_found', data: { sessionId: shared.id, restaurant: { name: 'Trattoria Uno', rating: 4.5 } } },
    ]),
  );
  await nextDatabaseTick();
  await write([{ userId: ada.id, type: 'partner_joined', data: null }]);
  record(
    'notifications.insertMany several',
    await write([
      { userId: cy.id, type: 'a', data: { n: 1 } },
      { userId: cy.id, type: 'b', data: { n: 2 } },
    ]),
  );
  record('notifications.insertMany none', await write([]));
  // A once-per-session notice already written for its (user, type, session) is left out by the same insert.
  const once = (rows: Parameters<NotificationsRepository['insertMany']>[1]) =>
    r.users.transaction((tx) => r.notifications.insertMany(tx, rows, new Set(['match_found'])));
  record(
    'notifications.insertMany once per session',
    await once([
      { userId: ada.id, type: 'match_found', data: { sessionId: shared.id } },
      { userId: bob.id, type: 'match_found', data: { sessionId: shared.id } },
      { userId: bob.id, type: 'partner_joined', data: null },
    ]),
  );
  await nextDatabaseTick();
  record(
    'notifications.insertMany once per session again',
    await once([{ userId: bob.id, type: 'match_found', data: { sessionId: shared.id } }]),
  );
  record('notifications.listForUser', await r.notifications.listForUser(ada.id, 10));
  record('notifications.listForUser limit', await r.notifications.listForUser(ada.id, 1));
  record('notifications.markRead not theirs', await r.notifications.markRead(matchFound!.id, bob.id));
  record('notifications.markRead', await r.notifications.markRead(matchFound!.id, ada.id));
  record('notifications.markAllRead', await r.notifications.markAllRead(ada.id));
  record('notifications.markAllRead again', await r.notifications.markAllRead(ada.id));
  record(
    'notifications.insertMany NUL in jsonb',
    await failure(() => write([{ userId: ada.id, type: 'x', data: { text: 'a\u0000b' } }]), isUnstorableText),
  );

  // Web Push: devices (one row per endpoint), the switches, the one VAPID key pair.
  const device = (userId: string, endpoint: string, sessionHash: string | null) => ({
    userId,
    endpoint,
    p256dh: 'BPublicKey',
    auth: 'authSecret',
    expirationTime: endpoint.endsWith('2') ? 1_900_000_000_000 : null,
    sessionHash,
  });
  record('push.storeSubscription', await r.push.storeSubscription(device(ada.id, 'https://push.example/ada-1', 'hash-ada'), 20));
  await nextDatabaseTick();
  await r.push.storeSubscription(device(ada.id, 'https://push.example/ada-2', 'hash-ada-2'), 20);
  record(
    'push.storeSubscription endpoint taken over',
    await r.push.storeSubscription(device(bob.id, 'https://push.example/bob-1', 'hash-bob'), 20),
  );
  // Another account's endpoint moves only with that device's own keys.
  record(
    'push.storeSubscription foreign endpoint, other keys',
    await r.push.storeSubscription({ ...device(bob.id, 'https://push.example/ada-1', 'hash-bob'), auth: 'otherSecret' }, 20),
  );
  await r.push.storeSubscription(device(bob.id, 'https://push.example/ada-1', 'hash-bob'), 20);
  record('push.subscriptionsOf', await r.push.subscriptionsOf(ada.id, 20));
  record(
    'push.subscriptionsOf after take-over',
    sortedBy(await r.push.subscriptionsOf(bob.id, 20), (row) => row.endpoint),
  );

  record('push.deleteOwn not theirs', await r.push.deleteOwn(ada.id, 'https://push.example/bob-1'));
  record('push.deleteOwn', await r.push.deleteOwn(bob.id, 'https://push.example/bob-1'));
  record('push.deleteForSession', await r.push.deleteForSession('hash-bob'));
  const [adaDevice] = await r.push.subscriptionsOf(ada.id, 20);
  record('push.deleteById', await r.push.deleteById(adaDevice!.id));
  record('push.subscriptionsOf none left', await r.push.subscriptionsOf(ada.id, 20));
  // Past the cap, the one subscribed longest ago goes; a send reads the newest ones only.
  for (const n of [3, 4, 5]) {
    await nextDatabaseTick();
    await r.push.storeSubscription(device(bob.id, `https://push.example/bob-${n}`, 'hash-bob-2'), 2);
  }
  record(
    'push.subscriptionsOf capped',
    (await r.push.subscriptionsOf(bob.id, 20)).map((row) => row.endpoint),
  );
  record(
    'push.subscriptionsOf newest',
    (await r.push.subscriptionsOf(bob.id, 1)).map((row) => row.endpoint),
  );
  record('push.settingsOf default', await r.push.settingsOf(ada.id));
  record('push.updateSettings', await r.push.updateSettings(ada.id, { match: false }));
  record('push.updateSettings again', await r.push.updateSettings(ada.id, { partnerStarted: false, match: true }));
  record('push.settingsOf', await r.push.settingsOf(ada.id));
  record('push.vapidKeysOrInsert', await r.push.vapidKeysOrInsert({ publicKey: 'public-1', privateKey: 'private-1' }));
  record('push.vapidKeysOrInsert again', await r.push.vapidKeysOrInsert({ publicKey: 'public-2', privateKey: 'private-2' }));

  // Sign-in codes (Ada's address before her e-mail change below; Cy's goes with her account).
  // Codes are per address and client: Ada's second browser keeps its own live code.
  await r.otp.replaceLiveCode({ email: 'ada@example.com', clientHash: 'client-a', codeHash: 'otp-1', expiresAt: at(10), createdAt: NOW });
  await r.otp.replaceLiveCode({ email: 'ada@example.com', clientHash: 'client-a', codeHash: 'otp-2', expiresAt: at(11), createdAt: at(1) });
  await r.otp.replaceLiveCode({ email: 'ada@example.com', clientHash: 'client-b', codeHash: 'otp-b', expiresAt: at(11), createdAt: at(1) });
  await r.otp.replaceLiveCode({ email: 'cy@example.com', clientHash: 'client-c', codeHash: 'otp-cy', expiresAt: at(10), createdAt: NOW });
  const code = record('otp.spendAttempt', await r.otp.spendAttempt('ada@example.com', 'client-a', at(2), 5));
  record('otp.spendAttempt out of attempts', await r.otp.spendAttempt('ada@example.com', 'client-a', at(2), 1));
  record('otp.spendAttempt another client', await r.otp.spendAttempt('ada@example.com', 'client-b', at(2), 5));
  record('otp.spendAttempt unknown client', await r.otp.spendAttempt('ada@example.com', 'client-x', at(2), 5));
  record('otp.consume', await r.otp.consume(code!, at(3)));
  record('otp.consume again', await r.otp.consume(code!, at(3)));
  record('otp.spendAttempt consumed', await r.otp.spendAttempt('ada@example.com', 'client-a', at(3), 5));
  // Past the mail budget a browser gets the newest code already mailed; using it ends it for every browser.
  await r.otp.replaceLiveCode({
    email: 'dee@example.com',
    clientHash: 'client-d1',
    codeHash: 'otp-dee-old',
    expiresAt: at(9),
    createdAt: at(-1),
  });
  await r.otp.replaceLiveCode({
    email: 'dee@example.com',
    clientHash: 'client-d2',
    codeHash: 'otp-dee',
    expiresAt: at(10),
    createdAt: NOW,
  });
  await r.otp.shareNewest('dee@example.com', 'client-d3', at(2));
  const sharedCode = record('otp.shareNewest spendAttempt', await r.otp.spendAttempt('dee@example.com', 'client-d3', at(2), 5));
  record('otp.consume shared', await r.otp.consume(sharedCode!, at(3)));
  record('otp.spendAttempt shared, used by another browser', await r.otp.spendAttempt('dee@example.com', 'client-d2', at(3), 5));
  record('otp.spendAttempt older code of the address', (await r.otp.spendAttempt('dee@example.com', 'client-d1', at(3), 5))?.codeHash);
  await r.otp.shareNewest('dee@example.com', 'client-d4', at(4));
  record('otp.spendAttempt newest used: nothing shared', await r.otp.spendAttempt('dee@example.com', 'client-d4', at(4), 5));
  // A browser given the newest code while a newer mail was on its way gets the newer one once it is stored.
  await r.otp.replaceLiveCode({
    email: 'eve@example.com',
    clientHash: 'client-e1',
    codeHash: 'otp-eve-1',
    expiresAt: at(10),
    createdAt: NOW,
  });
  await r.otp.shareNewest('eve@example.com', 'client-e2', at(2));
  await r.otp.replaceLiveCode({
    email: 'eve@example.com',
    clientHash: 'client-e3',
    codeHash: 'otp-eve-2',
    expiresAt: at(11),
    createdAt: at(1),
  });
  await r.otp.shareWithSharedSince({ email: 'eve@example.com', codeHash: 'otp-eve-2', expiresAt: at(11) }, at(1), at(3));
  record('otp.shareWithSharedSince rebound', (await r.otp.spendAttempt('eve@example.com', 'client-e2', at(3), 5))?.codeHash);
  record('otp.shareWithSharedSince mailer keeps its own', (await r.otp.spendAttempt('eve@example.com', 'client-e1', at(3), 5))?.codeHash);

  // E-mail change: Ada's goes through; Bob's, to Cy's address, hits the unique index and is cancelled.
  await r.emailChange.replace({ userId: ada.id, newEmail: 'ada@new.example', codeHash: 'ec-1', expiresAt: at(10), createdAt: NOW });
  await r.emailChange.replace({ userId: ada.id, newEmail: 'ada@new.example', codeHash: 'ec-2', expiresAt: at(11), createdAt: at(1) });
  record('emailChange.pendingEmail', await r.emailChange.pendingEmail(ada.id, at(2)));
  record('emailChange.pendingEmail expired', await r.emailChange.pendingEmail(ada.id, at(12)));
  const change = record('emailChange.spendAttempt', await r.emailChange.spendAttempt(ada.id, at(2), 5));
  record('emailChange.apply', await r.emailChange.apply(change!, at(3)));
  record('emailChange.apply again', await r.emailChange.apply(change!, at(3)));
  record('users.findByEmail changed', await r.users.findByEmail('ada@new.example'));
  await r.emailChange.replace({ userId: bob.id, newEmail: 'cy@example.com', codeHash: 'ec-bob', expiresAt: at(10), createdAt: NOW });
  const taken = await r.emailChange.spendAttempt(bob.id, at(1), 5);
  record(
    'emailChange.apply address taken',
    await failure(
      () => r.emailChange.apply(taken!, at(1)),
      (e) => isUniqueViolation(e, 'users_email_unique'),
    ),
  );
  record('emailChange.pendingEmail after rollback', await r.emailChange.pendingEmail(bob.id, at(1)));
  await r.emailChange.cancel(bob.id);
  record('emailChange.cancel', await r.emailChange.pendingEmail(bob.id, at(1)));

  // AI cache: jsonb objects, arrays, strings and numbers as values; the first answer for a key stays.
  await r.ai.put({ key: 'description:fake:1', kind: 'description', provider: 'fake', model: 'fake-1', value: AI_VALUE }, NOW);
  await r.ai.put(
    { key: 'description:fake:1', kind: 'description', provider: 'fake', model: 'fake-1', value: { text: 'second answer' } },
    at(1),
  );
  await r.ai.put({ key: 'insights:1', kind: 'insights', provider: 'fake', model: 'fake-1', value: ['one', 2, true] }, NOW);
  await r.ai.put({ key: 'compromises:1', kind: 'compromises', provider: 'fake', model: 'fake-1', value: 'plain text' }, NOW);
  await r.ai.put({ key: 'discover:1', kind: 'discover', provider: 'fake', model: 'fake-1', value: 42 }, NOW);
  record('ai.get', await r.ai.get('description:fake:1'));
  record('ai.get string', await r.ai.get('compromises:1'));
  record('ai.get missing', await r.ai.get('missing'));
  record(
    'ai.getMany',
    sortedBy(await r.ai.getMany(['insights:1', 'description:fake:1', 'compromises:1', 'discover:1', 'missing']), (row) => row.key),
  );
  record('ai.getMany none', await r.ai.getMany([]));

  // Restaurant cache.
  await r.restaurantCache.savePlaces([PLACE_1, PLACE_2], NOW);
  await r.restaurantCache.savePlaces([{ ...PLACE_1, rating: 4.6 }], at(1));
  record('restaurantCache.findPlace', await r.restaurantCache.findPlace('fake:1'));
  record('restaurantCache.findPlace missing', await r.restaurantCache.findPlace('missing'));
  record(
    'restaurantCache.placesByIds',
    sortedBy(await r.restaurantCache.placesByIds(['fake:2', 'fake:1', 'missing']), (place) => place.id),
  );
  record('restaurantCache.placesByIds none', await r.restaurantCache.placesByIds([]));
  const area = { areaKey: '39.95,-75.16', latitude: 39.95, longitude: -75.16, radiusMiles: 2.5, placeIds: ['fake:1', 'fake:2'] };
  await r.restaurantCache.saveArea(area, NOW);
  record('restaurantCache.findFreshArea', await r.restaurantCache.findFreshArea(area.areaKey, 2, at(-5)));
  record('restaurantCache.findFreshArea too small', await r.restaurantCache.findFreshArea(area.areaKey, 3, at(-5)));
  record('restaurantCache.findFreshArea stale', await r.restaurantCache.findFreshArea(area.areaKey, 2, at(1)));
  await r.restaurantCache.saveArea({ ...area, radiusMiles: 5, placeIds: ['fake:2'] }, at(1));
  record('restaurantCache.saveArea again', await r.restaurantCache.findFreshArea(area.areaKey, 3, NOW));
  record('restaurantCache.claimRefresh', await r.restaurantCache.claimRefresh(area.areaKey, NOW, at(-1)));
  record('restaurantCache.claimRefresh cooling down', await r.restaurantCache.claimRefresh(area.areaKey, at(0.5), at(-0.5)));
  await r.restaurantCache.releaseRefresh(area.areaKey, at(0.5)); // not the claim: nothing released
  record('restaurantCache.releaseRefresh other claim', await r.restaurantCache.claimRefresh(area.areaKey, at(0.5), at(-0.5)));
  await r.restaurantCache.releaseRefresh(area.areaKey, NOW);
  record('restaurantCache.releaseRefresh', await r.restaurantCache.claimRefresh(area.areaKey, at(0.5), at(-0.5)));

  // Dev outbox (Cy's mail goes with her account).
  await r.outbox.add({ to: 'ada@new.example', subject: 'Your sign-in code', text: '123456' });
  await nextDatabaseTick();
  await r.outbox.add({ to: 'cy@example.com', subject: 'Welcome', text: 'Hi Zoë 🍝' });
  record('outbox.latest', await r.outbox.latest(10));
  record('outbox.latest to', await r.outbox.latest(10, 'cy@example.com'));
  record('outbox.latest limit', await r.outbox.latest(1));
  record(
    'outbox.add NUL in text',
    await failure(() => r.outbox.add({ to: 'ada@new.example', subject: 'bad\u0000subject', text: '' }), isUnstorableText),
  );

  // Cookie sessions.
  const store = r.sessionStore;
  await storeCall((done) => store.set('sid-ada-phone', cookie(at(24 * 60), ada.id), done));
  await storeCall((done) => store.set('sid-ada-laptop', cookie(at(-120), ada.id), done));
  await storeCall((done) => store.set('sid-ada-old', cookie(at(-1), ada.id), done));
  await storeCall((done) => store.set('sid-cy', cookie(at(24 * 60), cy.id), done));
  record('sessionStore.get', await storeCall((done) => store.get('sid-ada-phone', done)));
  record('sessionStore.get expired', await storeCall((done) => store.get('sid-ada-laptop', done)));
  await storeCall((done) => store.touch('sid-ada-laptop', cookie(at(24 * 60), ada.id), done));
  record('sessionStore.touch', await storeCall((done) => store.get('sid-ada-laptop', done)));
  await store.pruneExpired();
  // sid-ada-old is gone already (pruned): only the laptop is signed out.
  record('sessionStore.destroyOthersForUser', await store.destroyOthersForUser(ada.id, 'sid-ada-phone'));
  await storeCall((done) => store.destroy('sid-ada-phone', done));
  record('sessionStore.destroy', await storeCall((done) => store.get('sid-ada-phone', done)));

  // Admin.
  record('admin.countUsers', await r.admin.countUsers([]));
  record('admin.countUsers search', await r.admin.countUsers(['lovelace']));
  record('admin.countUsers unicode search', await r.admin.countUsers(['zoë', 'éclair']));
  record('admin.countUsers like characters', await r.admin.countUsers(['%']));
  record('admin.listUsersPage', await r.admin.listUsersPage({ words: [], sort: 'email', order: 'asc', limit: 10, offset: 0 }));
  record(
    'admin.listUsersPage by sessions',
    await r.admin.listUsersPage({ words: [], sort: 'totalSessions', order: 'desc', limit: 2, offset: 1 }),
  );
  record(
    'admin.listUsersPage by tier',
    await r.admin.listUsersPage({ words: ['example'], sort: 'subscriptionTier', order: 'desc', limit: 10, offset: 0 }),
  );
  record('admin.countUsers by plan and provider', await r.admin.countUsers([], { plan: 'monthly', provider: 'email' }));
  record(
    'admin.listUsersPage filtered',
    await r.admin.listUsersPage({ words: [], plan: 'free', provider: 'google', sort: 'email', order: 'asc', limit: 10, offset: 0 }),
  );
  record('admin.listUsersPage by name', await r.admin.listUsersPage({ words: [], sort: 'name', order: 'asc', limit: 10, offset: 0 }));
  record('admin.findFlagById', await r.admin.findFlagById(ada.id));
  record('admin.findUserWithTotals', await r.admin.findUserWithTotals(ada.id));
  record('admin.findUserWithTotals unknown', await r.admin.findUserWithTotals('00000000-0000-4000-8000-000000000000'));
  record('admin.findSubscription', await r.admin.findSubscription(ada.id));
  record('admin.listPartners', await r.admin.listPartners(ada.id, 20));
  record('admin.listUserSessions', await r.admin.listUserSessions(ada.id, 20));
  record('admin.setAdminFlag', await r.admin.setAdminFlag('BOB@example.com', true));
  record('admin.setAdminFlag nobody', await r.admin.setAdminFlag('nobody@example.com', true));
  record('admin.listFlaggedAdmins', await r.admin.listFlaggedAdmins());
  record(
    'admin.findFlagsByEmails',
    sortedBy(await r.admin.findFlagsByEmails(['ADA@new.example', 'bob@example.com', 'nobody@example.com']), (row) => row.email),
  );
  record('admin.findFlagsByEmails none', await r.admin.findFlagsByEmails([]));

  // Cy deletes her account: the cleanups the deletion registry runs (app.ts), in one transaction.
  record(
    'users.lockForDeletion',
    await r.users.transaction(async (tx) => {
      const account = await r.users.lockForDeletion(tx, cy.id);
      await r.partnerships.detachUser(tx, cy.id, at(5));
      await r.sessions.detachUser(tx, cy.id);
      await r.otp.deleteForEmail(tx, account!.email);
      await r.outbox.deleteForRecipient(tx, account!.email);
      await r.sessionStore.destroyAllForUser(tx, cy.id);
      await r.users.delete(tx, cy.id);
      return account;
    }),
  );
  record('deleted: users.findById', await r.users.findById(cy.id));
  record('deleted: users.lockForDeletion', await r.users.transaction((tx) => r.users.lockForDeletion(tx, cy.id)));
  record('deleted: partnerships.findLiveById', await r.partnerships.findLiveById(bobCy.id));
  record('deleted: partnerships.findDetails', await r.partnerships.findDetails(bobCy.id));
  record('deleted: partnerships.listLiveForUser', await r.partnerships.listLiveForUser(bob.id));
  record('deleted: sessions.findById solo', await r.sessions.findById(solo.id));
  record('deleted: otp.spendAttempt', await r.otp.spendAttempt('cy@example.com', 'client-c', NOW, 5));
  record('deleted: outbox.latest', await r.outbox.latest(10, 'cy@example.com'));
  record('deleted: sessionStore.get', await storeCall((done) => store.get('sid-cy', done)));
  record('deleted: admin.countUsers', await r.admin.countUsers([]));
  store.close();
  return transcript;
}

// ---------------------------------------------------------------------------------------------------------
// Normalisation: only what legitimately differs between two runs. Generated uuids become <id1>, <id2>...
// in order of first appearance. Times the database's own clock wrote (now(), column defaults) become a
// placeholder, but only a Date becomes `<db clock: Date>` and only PostgreSQL's text form becomes
// `<db clock: text+00>` (its offset kept): a driver answering a timestamp in another form still differs.
// Numbers, booleans, Dates of the scenario and everything else stay exactly as the driver gave them.

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const PG_TIMESTAMPTZ_TEXT = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(\.\d+)?([+-]\d\d)(?::(\d\d))?$/;

function normalise(transcript: Transcript, dbClock: { from: number; to: number }): Transcript {
  const ids = new Map<string, string>();
  const id = (uuid: string) => {
    const key = uuid.toLowerCase();
    if (!ids.has(key)) ids.set(key, `<id${ids.size + 1}>`);
    return ids.get(key)!;
  };
  const byDbClock = (time: number) => time >= dbClock.from && time <= dbClock.to;
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const text = PG_TIMESTAMPTZ_TEXT.exec(value);
      if (text) {
        const [, date, time, fraction = '', hours, minutes = '00'] = text;
        if (byDbClock(Date.parse(`${date}T${time}${fraction.slice(0, 4)}${hours}:${minutes}`))) return `<db clock: text${hours}>`;
      }
      return value.replace(UUID, id);
    }
    if (value instanceof Date) return byDbClock(value.getTime()) ? '<db clock: Date>' : value;
    if (Array.isArray(value)) return value.map(walk);
    if (value instanceof Map) return new Map([...value].map(([key, entry]) => [walk(key), walk(entry)]));
    if (value instanceof Set) return new Set([...value].map(walk));
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, walk(entry)]));
    return value;
  };
  return transcript.map(([label, value]) => [label, walk(value)]);
}

// ---------------------------------------------------------------------------------------------------------
// Absolute answers: what the scenario must give on any engine, exactly (a '3' is not a 3).

const EXPECTED: Record<string, unknown> = {
  'admin.countUsers': {
    stats: {
      totalUsers: 3,
      premiumUsers: 1,
      totalSessions: 7,
      totalMatches: 2,
      sessionsOnce: 4,
      matchesOnce: 1,
      newUsers: 3,
      previousNewUsers: 0,
    },
    matching: 3,
  },
  'admin.countUsers unicode search': {
    stats: {
      totalUsers: 3,
      premiumUsers: 1,
      totalSessions: 7,
      totalMatches: 2,
      sessionsOnce: 4,
      matchesOnce: 1,
      newUsers: 3,
      previousNewUsers: 0,
    },
    matching: 1,
  },
  'deleted: admin.countUsers': {
    stats: {
      totalUsers: 2,
      premiumUsers: 1,
      totalSessions: 5,
      totalMatches: 2,
      sessionsOnce: 3,
      matchesOnce: 1,
      newUsers: 2,
      previousNewUsers: 0,
    },
    matching: 2,
  },
  'partnerships.countLive after': 1,
  'partnerships.findUsableInviter expired': undefined,
  'partnerships.findUsableInviter unknown': undefined,
  'partnerships.findUsableInviter used': undefined,
  'sessions.swipeCount': 2,
  'swipes.trySwipe last card': { outcome: 'deferred' },
  'swipes.trySwipe partner liked': { outcome: 'deferred' },
  'swipes.trySwipe solo like': { outcome: 'deferred' },
  'swipes.trySwipe unknown session': { outcome: 'unknown' },
  'swipes.record unknown session': undefined,
  'sessions.userCounters': { sessionsToday: 1, totalMatches: 1 },
  'sessions.findInProgressFor none': undefined,
  'sessions.findInProgressFor completed': undefined,
  'sessions.end completed': false,
  'sessions.swipedPlaceIds': new Set(['fake:1', 'fake:2']),
  'notifications.markAllRead': 1,
  'push.storeSubscription foreign endpoint, other keys': undefined,
  'push.subscriptionsOf capped': ['https://push.example/bob-5', 'https://push.example/bob-4'],
  'push.subscriptionsOf newest': ['https://push.example/bob-5'],
  'push.deleteOwn not theirs': false,
  'push.deleteOwn': true,
  'push.deleteForSession': 1,
  'push.deleteById': undefined,
  'push.subscriptionsOf none left': [],
  'push.settingsOf default': { partnerStarted: true, match: true, partnerFinished: true, inviteAccepted: true },
  'push.updateSettings': { partnerStarted: true, match: false, partnerFinished: true, inviteAccepted: true },
  'push.settingsOf': { partnerStarted: false, match: true, partnerFinished: true, inviteAccepted: true },
  'push.vapidKeysOrInsert': { publicKey: 'public-1', privateKey: 'private-1' },
  'push.vapidKeysOrInsert again': { publicKey: 'public-1', privateKey: 'private-1' },
  'users.findById tier ended at period end': 'free',
  'partnerships.partnerTiers': ['annual'],
  'ai.get': AI_VALUE,
  'ai.get string': 'plain text',
  'ai.getMany': [
    { key: 'compromises:1', value: 'plain text' },
    { key: 'description:fake:1', value: AI_VALUE },
    { key: 'discover:1', value: 42 },
    { key: 'insights:1', value: ['one', 2, true] },
  ],
  'favorites.removeSavedAt': true,
  'spotlight.remove': true,
  'otp.consume': true,
  'otp.consume again': false,
  'otp.consume shared': true,
  'otp.spendAttempt shared, used by another browser': undefined,
  'otp.spendAttempt older code of the address': 'otp-dee-old',
  'otp.spendAttempt newest used: nothing shared': undefined,
  'otp.shareWithSharedSince rebound': 'otp-eve-2',
  'otp.shareWithSharedSince mailer keeps its own': 'otp-eve-1',
  'subscriptions.recordEvent': true,
  'subscriptions.recordEvent redelivery': false,
  'restaurantCache.claimRefresh cooling down': false,
  'subscriptions.insertDevToken duplicate': { seen: true, code: '23505' },
  'partnerships.insert live pair again': { seen: true, code: '23505' },
  'emailChange.apply address taken': { seen: true, code: '23505' },
  'notifications.insertMany NUL in jsonb': { seen: true, code: '22P05' },
  'outbox.add NUL in text': { seen: true, code: '22021' },
  'emailChange.apply': { oldEmail: 'ada@example.com' },
};

function answer(transcript: Transcript, label: string): unknown {
  const found = transcript.filter(([entry]) => entry === label);
  if (found.length !== 1) throw new Error(`${found.length} transcript entries are labelled "${label}"`);
  return found[0]![1];
}

/** Checks that hold of any run, beyond the table: types of rows and the round trips of written values. */
function expectAnswers(transcript: Transcript): void {
  for (const [label, expected] of Object.entries(EXPECTED))
    expect({ label, value: answer(transcript, label) }).toEqual({ label, value: expected });

  const ada = answer(transcript, 'users.insertOrGetByEmail') as Record<string, unknown>;
  expect(ada).toMatchObject({
    email: 'ada@example.com',
    createdAt: at(-30),
    emailVerifiedAt: NOW,
    preferences: PREFERENCES,
    isAdmin: false,
    subscriptionTier: 'free',
  });
  expect(ada.createdAt).toBeInstanceOf(Date);
  expect((answer(transcript, 'sessions.insertSession') as Record<string, unknown>).filters).toEqual(FILTERS);
  // The group: a like is recorded at once until every other member liked the card; then it is the match's to decide.
  expect(answer(transcript, 'sessions.insertSession group')).toMatchObject({ isGroup: true });
  expect(answer(transcript, 'swipes.trySwipe group first like')).toMatchObject({ outcome: 'recorded' });
  expect(answer(transcript, 'swipes.record group second like')).toMatchObject({ inserted: true, partnerLiked: false });
  expect(answer(transcript, 'swipes.trySwipe group last like')).toEqual({ outcome: 'deferred' });
  expect(answer(transcript, 'swipes.record group last like')).toMatchObject({ inserted: true, partnerLiked: false });
  expect(answer(transcript, 'sessions.findWaitingFor group')).toMatchObject({ isGroup: true, status: 'active' });
  expect((answer(transcript, 'sessions.members group after') as unknown[]).length).toBe(2);
  expect(answer(transcript, 'partnerships.endForMember group')).toEqual({
    memberIds: [expect.any(String), expect.any(String)],
    groups: [
      {
        sessionId: expect.any(String),
        userIds: [expect.any(String)],
        memberIds: expect.arrayContaining([expect.any(String)]),
        status: 'active',
        match: null,
      },
    ],
  });
  expect(answer(transcript, 'partnerships.endForMember again')).toBeNull();
  expect(answer(transcript, 'sessions.findById group after')).toMatchObject({ status: 'active' });
  expect((answer(transcript, 'sessions.deck') as { restaurant: Restaurant }[]).map((row) => row.restaurant)).toEqual(DECK);
  expect(answer(transcript, 'sessions.findInProgressFor solo')).toMatchObject({
    status: 'active',
    completedAt: null,
    partnershipId: null,
    createdAt: at(3),
  });
  expect(answer(transcript, 'sessions.findById')).toMatchObject({
    status: 'completed',
    matchedRestaurantId: 'fake:1',
    matchedAt: NOW,
    createdAt: at(-5),
    latitude: 39.9524,
  });
  expect(answer(transcript, 'swipes.record partner liked')).toMatchObject({
    status: 'active',
    inserted: true,
    swipesBefore: 0,
    deckSize: 3,
    partnerLiked: true,
    decided: [true, false],
  });
  // Ada passed fake:2: the other two cards can still match, before and after her undo of fake:3 (a like).
  expect(answer(transcript, 'swipes.record like')).toMatchObject({ canStillMatch: 3 });
  expect(answer(transcript, 'swipes.earlyEndState')).toEqual({ memberIds: ['ada', 'bob'], canStillMatch: 2 });
  expect(answer(transcript, 'swipes.undoState')).toMatchObject({ after: 2 });
  expect(answer(transcript, 'sessions.canStillMatch')).toBe(2);
  expect(answer(transcript, 'shares.tokenFor again')).toBe('first-token');
  expect(answer(transcript, 'shares.sessionOf')).toBe(true);
  expect(answer(transcript, 'shares.sessionOf unknown')).toBeUndefined();
  expect(answer(transcript, 'swipes.trySwipe pass')).toMatchObject({
    outcome: 'recorded',
    swipesBefore: 1,
    deckSize: 3,
    canStillMatch: 2,
    members: [{ completed: false }, { completed: false }],
  });
  expect(answer(transcript, 'swipes.trySwipe repeat, member completed')).toMatchObject({
    outcome: 'read',
    status: 'active',
    swiped: true,
    members: [{ completed: true }, { completed: false }],
  });
  expect(answer(transcript, 'swipes.trySwipe new card of a matched session')).toMatchObject({
    outcome: 'read',
    status: 'completed',
    swiped: false,
    card: { position: 2 },
  });
  expect(answer(transcript, 'swipes.trySwipe card not in deck')).toMatchObject({ outcome: 'read', card: null, swiped: false });
  expect(answer(transcript, 'swipes.trySwipe matched')).toMatchObject({
    outcome: 'read',
    status: 'completed',
    match: DECK[0],
    swiped: true,
    card: { position: 1, placeId: 'fake:1' },
  });
  const undone = answer(transcript, 'swipes.undoState') as {
    state: { recent: { createdAt: unknown; position: unknown }[]; matched: unknown };
  };
  expect(undone.state).toMatchObject({ member: true, memberCount: 2, matched: false, swiped: 3, deckSize: 3, targetSwiped: true });
  expect(undone.state.recent.map((swipe) => swipe.position)).toEqual([3, 2]);
  expect(undone.state.recent[0]!.createdAt).toMatch(PG_TIMESTAMPTZ_TEXT);
  expect(answer(transcript, 'favorites.removeSavedAt by the swipe time')).toMatchObject({ after: true });
  expect(answer(transcript, 'favorites.saveIfAbsent')).toMatchObject({
    created: true,
    row: { savedAt: NOW, restaurantRating: 45, restaurantPrice: 2 },
  });
  expect(answer(transcript, 'spotlight.markVisited')).toMatchObject({
    status: 'visited',
    visitedAt: at(2),
    createdAt: NOW,
    restaurantRating: 4.5,
  });
  expect(answer(transcript, 'restaurantCache.saveArea again')).toMatchObject({
    latitude: 39.95,
    radiusMiles: 5,
    placeIds: ['fake:2'],
    fetchedAt: at(1),
  });
  expect(answer(transcript, 'restaurantCache.findPlace')).toEqual({ ...PLACE_1, rating: 4.6 });
  expect((answer(transcript, 'notifications.insertMany') as { data: unknown }[])[0]!.data).toEqual({
    sessionId: expect.any(String),
    restaurant: { name: 'Trattoria Uno', rating: 4.5 },
  });
  expect(answer(transcript, 'otp.shareNewest spendAttempt')).toMatchObject({
    codeHash: 'otp-dee',
    clientHash: 'client-d3',
    expiresAt: at(10),
    createdAt: at(2),
    attempts: 1,
  });
  expect(answer(transcript, 'push.subscriptionsOf')).toMatchObject([
    { endpoint: 'https://push.example/ada-2', expirationTime: 1_900_000_000_000, sessionHash: 'hash-ada-2' },
  ]);
  expect(answer(transcript, 'push.subscriptionsOf after take-over')).toMatchObject([
    { endpoint: 'https://push.example/ada-1', sessionHash: 'hash-bob' },
    { endpoint: 'https://push.example/bob-1' },
  ]);
  expect((answer(transcript, 'push.storeSubscription') as { createdAt: unknown }).createdAt).toBeInstanceOf(Date);
  expect((answer(transcript, 'notifications.markRead') as { readAt: unknown }).readAt).toBeInstanceOf(Date);
  // Ada has a match notice for the shared session; Bob has none.
  const onceWritten = answer(transcript, 'notifications.insertMany once per session') as { type: string }[];
  expect(onceWritten.map((row) => row.type)).toEqual(['match_found', 'partner_joined']);
  expect(answer(transcript, 'notifications.insertMany once per session again')).toEqual([]);
  expect(answer(transcript, 'partnerships.lockUsers')).toBeInstanceOf(Map);
  expect(answer(transcript, 'sessionStore.get')).toMatchObject({
    userId: expect.any(String),
    cookie: { expires: at(24 * 60).toISOString() },
  });
  expect(answer(transcript, 'sessionStore.destroyOthersForUser')).toEqual(['sid-ada-laptop']);
}

// ---------------------------------------------------------------------------------------------------------

const postgresUrl = process.env.TEST_DATABASE_URL;
const postgresRequired = Boolean(process.env.REQUIRE_POSTGRES);
if (!postgresUrl && !postgresRequired) console.log('SKIPPED: engine parity (PGlite against PostgreSQL) needs TEST_DATABASE_URL.');

(postgresUrl || postgresRequired ? describe : describe.skip)('engine parity: the same repository calls on PGlite and PostgreSQL', () => {
  const databases: TestDatabase[] = [];
  const transcripts: Record<'pglite' | 'postgres', Transcript> = { pglite: [], postgres: [] };
  let dbClock = { from: 0, to: 0 };

  beforeAll(async () => {
    if (!postgresUrl) throw new Error('REQUIRE_POSTGRES is set but TEST_DATABASE_URL is not: the engine parity suite cannot run.');
    // One engine at a time, PostgreSQL first: PGlite's start-up and its queries run on this thread and hold
    // the event loop for seconds on a loaded machine, and a PostgreSQL connection opened meanwhile timed out
    // (the pool's 5 s connectionTimeoutMillis fires before the handshake's reply is read) and failed CI.
    const postgres = await createPostgresTestDatabase(postgresUrl);
    databases.push(postgres);
    const pglite = await createPgliteTestDatabase();
    databases.push(pglite);
    expect([pglite.database.engine, postgres.database.engine]).toEqual(['pglite', 'postgres']);
    // The window the database clocks can write in (now() is the transaction's start), with slack for skew.
    const from = Date.now() - 60_000;
    transcripts.postgres = await scenario(postgres.database.db);
    transcripts.pglite = await scenario(pglite.database.db);
    dbClock = { from, to: Date.now() + 60_000 };
  });

  afterAll(async () => {
    await Promise.all(databases.map((database) => database.cleanup()));
  });

  it('gives the same answers on both engines', () => {
    const pglite = normalise(transcripts.pglite, dbClock);
    const postgres = normalise(transcripts.postgres, dbClock);
    expect(pglite.map(([label]) => label)).toEqual(postgres.map(([label]) => label));
    expect(pglite).toEqual(postgres);
  });

  it.each(['pglite', 'postgres'] as const)('gives the expected answers on %s', (engine) => {
    expectAnswers(transcripts[engine]);
  });

  it('calls every public method of every repository', () => {
    const missed = REPOSITORIES.flatMap(([repository, privateHelpers]) =>
      publicMethods(repository, privateHelpers)
        .map((method) => `${repository.name}.${method}`)
        .filter((method) => !called.has(method)),
    );
    expect(missed).toEqual([]);
  });
});
