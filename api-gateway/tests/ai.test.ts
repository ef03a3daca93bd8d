import { eq } from 'drizzle-orm';
import {
  compromiseResponseSchema,
  restaurantInsightsSchema,
  restaurantSchema,
  soloInsightsSchema,
  type StartSessionResponse,
} from '@forkcast/contracts';
import { aiCache, users } from '../src/db/schema';
import { startChatServer } from '../src/modules/ai/__tests__/chat-server';
import type { Place } from '../src/modules/restaurants/domain/place';
import { signIn } from './helpers/sign-in';
import {
  FakeRestaurantSource,
  fakePlace,
  setPreferences,
  setTier,
  signInPartners,
  startSession,
  type Agent,
} from './helpers/swipe-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { waitFor } from './helpers/wait-for';

// Wed 15 Jan 2025, 12:00 in Philadelphia.
const NOW = new Date('2025-01-15T17:00:00Z');

const places: Place[] = [
  fakePlace(1, {
    id: 'osm:node/101',
    name: "Dante & Luigi's",
    cuisines: ['Italian'],
    openingHours: 'Mo-Su 11:00-22:00',
    phone: '+1 215 555 0101',
  }),
  fakePlace(2, { id: 'osm:node/102', name: 'Prime Cuts', cuisines: ['Steakhouse'], priceLevel: 2 }),
  fakePlace(3, { id: 'osm:node/103', name: 'Trattoria Uno', cuisines: ['Italian'] }),
  fakePlace(4, { id: 'osm:node/104', name: 'Siam', cuisines: ['Thai'] }),
  fakePlace(5, { id: 'osm:node/105', name: 'Green Leaf', cuisines: ['Vegan'], diet: { vegan: 'only' } }),
];
// Nearby but never dealt: what solo recommendations can point to (the deck takes 20, so keep the catalog small).
const source = new FakeRestaurantSource(places);

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ restaurantSource: source, now: () => NOW });
});

type Side = { agent: Agent; user: { id: string }; email: string };

async function name(side: Side, firstName: string | null, lastName: string | null) {
  await testApp.database.db.update(users).set({ firstName, lastName }).where(eq(users.id, side.user.id));
}

async function premium(side: Side, dietaryRestrictions: string[] = []) {
  await setTier(testApp, side.user.id, 'annual');
  await setPreferences(testApp, side.user.id, { allowRepeatRestaurants: true, dietaryRestrictions });
}

/** Swipes every card: likes the named places, passes the rest. */
async function swipeAll(side: Side, started: StartSessionResponse, likes: readonly string[]) {
  for (const [index, restaurant] of started.restaurants.entries()) {
    await side.agent
      .post(`/api/sessions/${started.session.id}/swipe`)
      .send({
        userId: side.user.id,
        restaurantId: restaurant.placeId,
        action: likes.includes(restaurant.name) ? 'like' : 'pass',
        position: index + 1,
      })
      .expect(200);
  }
}

async function partners(app: TestApp = testApp) {
  const pair = await signInPartners(app);
  await name(pair.a, 'Ana', 'Lopez');
  await name(pair.b, 'Ben', 'Smith');
  await premium(pair.a);
  await premium(pair.b, ['Vegan']);
  return pair;
}

describe('GET /api/restaurants/:id/insights', () => {
  it('answers facts plus AI insights for an URL-encoded id with a slash', async () => {
    const { agent } = await signIn(testApp);
    const res = await agent.get(`/api/restaurants/${encodeURIComponent('osm:node/101')}/insights`).expect(200);
    const insights = restaurantInsightsSchema.parse(res.body);
    expect(insights).toMatchObject({
      name: "Dante & Luigi's",
      cuisineType: 'Italian',
      phoneNumber: '+1 215 555 0101',
      photoReference: 'cuisine:italian',
      openNow: true,
      attribution: '© OpenStreetMap contributors',
    });
    expect(insights.openingHours).toHaveLength(7);
    expect(insights.openingHours[0]).toBe('Monday: 11:00 AM – 10:00 PM');
    expect(insights.insights.reviewsAnalysis).toMatch(/No reviews are available/);
    expect(insights.insights.menuRecommendations.length).toBeGreaterThan(0);
  });

  it('phrases the signed-in user’s dietary warnings', async () => {
    const side = await signIn(testApp);
    await setPreferences(testApp, side.user.id, { dietaryRestrictions: ['Vegan'] });
    const res = await side.agent.get(`/api/restaurants/${encodeURIComponent('osm:node/102')}/insights`).expect(200);
    expect(res.body.insights.warnings.some((line: string) => line.startsWith('Vegan:'))).toBe(true);
    expect(res.body.openNow).toBeNull();
  });

  it('401 signed out, 404 unknown, 400 for an overlong id', async () => {
    await testApp.agent().get('/api/restaurants/osm%3Anode%2F101/insights').expect(401);
    const { agent } = await signIn(testApp);
    const missing = await agent.get('/api/restaurants/osm%3Anode%2F999/insights').expect(404);
    expect(missing.body).toEqual({ message: 'Restaurant not found' });
    await agent.get(`/api/restaurants/${'x'.repeat(301)}/insights`).expect(400);
  });
});

describe('aiDescription on cards', () => {
  it('GET /api/restaurants/:id generates it; session start then reads it from the cache', async () => {
    const side = await signIn(testApp);
    await premium(side);
    const res = await side.agent.get(`/api/restaurants/${encodeURIComponent('osm:node/104')}`).expect(200);
    const restaurant = restaurantSchema.parse(res.body);
    expect(restaurant.aiDescription).toMatch(/Siam/);

    const started = await startSession(side.agent, side.user.id);
    const siam = started.restaurants.find((card) => card.placeId === 'osm:node/104')!;
    expect(siam.aiDescription).toBe(restaurant.aiDescription);
    // The rest are warmed in the background after the answer.
    const descriptions = () => testApp.database.db.select().from(aiCache).where(eq(aiCache.kind, 'description'));
    await waitFor('every card described', async () => (await descriptions()).length >= places.length, 5_000, 20);
  });
});

describe('POST /api/sessions/:id/compromise', () => {
  it('suggests places one partner liked, ranked for the other, conflicts last and spelled out', async () => {
    const { a, b, partnership } = await partners();
    const started = await startSession(a.agent, a.user.id, partnership.id);
    await swipeAll(a, started, ["Dante & Luigi's", 'Prime Cuts']);
    await swipeAll(b, started, ['Trattoria Uno']);

    const res = await b.agent.post(`/api/sessions/${started.session.id}/compromise`).send({}).expect(200);
    const { compromises } = compromiseResponseSchema.parse(res.body);
    expect(compromises).toHaveLength(3);
    for (const item of compromises) {
      expect(['Ana Lopez', 'Ben Smith']).toContain(item.likedBy);
      expect(item.reason).toMatch(new RegExp(`^${item.likedBy.split(' ')[0]} liked `));
      expect(item.reason).not.toMatch(/@/);
    }
    // An unknown price keeps the spec's 2 and says it was not known; a listed one is sent as listed.
    for (const item of compromises.filter((entry) => entry.name !== 'Prime Cuts'))
      expect(item).toMatchObject({ priceLevel: 2, priceKnown: false });
    const steak = compromises.at(-1)!;
    expect(steak).toMatchObject({ name: 'Prime Cuts', likedBy: 'Ana Lopez', priceLevel: 2, priceKnown: true });
    expect(steak.reason).toMatch(/Warning for Ben \(Vegan\)/);
    const dante = compromises.find((item) => item.name === "Dante & Luigi's")!;
    expect(dante.reason).toMatch(/Ben liked another Italian place/);

    // Both partners get the same answer, and it is generated once.
    const again = await a.agent.post(`/api/sessions/${started.session.id}/compromise`).send({}).expect(200);
    expect(again.body).toEqual(res.body);
  });

  it('gives at most three suggestions when five places were liked, the conflicting one left out', async () => {
    const { a, b, partnership } = await partners();
    const started = await startSession(a.agent, a.user.id, partnership.id);
    await swipeAll(a, started, ["Dante & Luigi's", 'Prime Cuts', 'Siam']);
    await swipeAll(b, started, ['Trattoria Uno', 'Green Leaf']);
    const res = await b.agent.post(`/api/sessions/${started.session.id}/compromise`).send({}).expect(200);
    const { compromises } = compromiseResponseSchema.parse(res.body);
    expect(compromises).toHaveLength(3);
    expect(compromises.map((item) => item.name)).not.toContain('Prime Cuts');
    for (const item of compromises) {
      const other = item.likedBy.startsWith('Ana') ? 'Ben' : 'Ana';
      expect(item.reason).toMatch(new RegExp(`${other} liked`));
    }
  });

  it('answers an empty list when nobody liked anything', async () => {
    const { a, b, partnership } = await partners();
    const started = await startSession(a.agent, a.user.id, partnership.id);
    await swipeAll(a, started, []);
    await swipeAll(b, started, []);
    const res = await a.agent.post(`/api/sessions/${started.session.id}/compromise`).send({}).expect(200);
    expect(res.body).toEqual({ compromises: [] });
  });

  it('409 while active or after a match; 403 for non-members; 404 unknown; 400 bad input', async () => {
    const { a, b, partnership } = await partners();
    const active = await startSession(a.agent, a.user.id, partnership.id);
    const conflict = await a.agent.post(`/api/sessions/${active.session.id}/compromise`).send({}).expect(409);
    expect(conflict.body).toEqual({ message: 'Session is still active' });

    await a.agent
      .post(`/api/sessions/${active.session.id}/swipe`)
      .send({ userId: a.user.id, restaurantId: active.restaurants[0]!.placeId, action: 'like', position: 1 })
      .expect(200);
    await b.agent
      .post(`/api/sessions/${active.session.id}/swipe`)
      .send({ userId: b.user.id, restaurantId: active.restaurants[0]!.placeId, action: 'like', position: 1 })
      .expect(200);
    const matched = await b.agent.post(`/api/sessions/${active.session.id}/compromise`).send({}).expect(409);
    expect(matched.body).toEqual({ message: 'Session already has a match' });

    const stranger = await signIn(testApp);
    await stranger.agent.post(`/api/sessions/${active.session.id}/compromise`).send({}).expect(403);
    await a.agent.post('/api/sessions/00000000-0000-4000-8000-000000000000/compromise').send({}).expect(404);
    await a.agent.post('/api/sessions/not-a-uuid/compromise').send({}).expect(400);
    await a.agent.post(`/api/sessions/${active.session.id}/compromise`).send([1, 2]).expect(400);
    await testApp.agent().post(`/api/sessions/${active.session.id}/compromise`).send({}).expect(401);
  });

  it('409 for a solo session', async () => {
    const side = await signIn(testApp);
    await premium(side);
    const started = await startSession(side.agent, side.user.id);
    await swipeAll(side, started, []);
    await side.agent.post(`/api/sessions/${started.session.id}/compromise`).send({}).expect(409);
  });
});

describe('GET /api/sessions/:id/insights', () => {
  it('reads the solo member’s taste from likes and passes', async () => {
    const side = await signIn(testApp);
    await premium(side);
    const started = await startSession(side.agent, side.user.id);
    await swipeAll(side, started, ["Dante & Luigi's", 'Trattoria Uno']);
    const res = await side.agent.get(`/api/sessions/${started.session.id}/insights`).expect(200);
    const insights = soloInsightsSchema.parse(res.body);
    expect(insights.tasteProfile).toMatch(/^You lean toward Italian/);
    expect(insights.patterns).toContain('You liked 2 of 5 places (40%).');
    expect(insights.recommendations.length).toBeGreaterThan(0);
  });

  it('403 for another user, 404 for a partnered or unknown session, 400 for a bad id', async () => {
    const side = await signIn(testApp);
    await premium(side);
    const started = await startSession(side.agent, side.user.id);
    const other = await signIn(testApp);
    await other.agent.get(`/api/sessions/${started.session.id}/insights`).expect(403);
    await side.agent.get('/api/sessions/00000000-0000-4000-8000-000000000000/insights').expect(404);
    await side.agent.get('/api/sessions/nope/insights').expect(400);

    const { a, partnership } = await partners();
    const partnered = await startSession(a.agent, a.user.id, partnership.id);
    await a.agent.get(`/api/sessions/${partnered.session.id}/insights`).expect(404);
  });
});

describe('with a remote model configured', () => {
  it('sends no e-mail, user id or last name, and falls back to the engine when the model fails', async () => {
    const server = await startChatServer([{ content: 'not json' }]);
    try {
      const app = await createTestApp({
        restaurantSource: source,
        now: () => NOW,
        env: { AI_BASE_URL: server.baseUrl, AI_API_KEY: 'sk-remote-secret', AI_MODEL: 'remote-model', AI_TIMEOUT_MS: '2000' },
      });
      const pair = await signInPartners(app);
      for (const [side, first, last] of [
        [pair.a, 'Ana', 'Lopez'],
        [pair.b, 'Ben', 'Smith'],
      ] as const) {
        await app.database.db.update(users).set({ firstName: first, lastName: last }).where(eq(users.id, side.user.id));
        await setTier(app, side.user.id, 'annual');
        await setPreferences(app, side.user.id, { allowRepeatRestaurants: true, dietaryRestrictions: side === pair.b ? ['Vegan'] : [] });
      }
      const started = await startSession(pair.a.agent, pair.a.user.id, pair.partnership.id);
      await swipeAll(pair.a, started, ['Prime Cuts', 'Siam']);
      await swipeAll(pair.b, started, ['Green Leaf']);
      const res = await pair.b.agent.post(`/api/sessions/${started.session.id}/compromise`).send({}).expect(200);
      expect(res.body.compromises.at(-1).reason).toMatch(/^Ana liked Prime Cuts/);

      const prompts = server.requests.filter((request) => request.raw.includes('Prime Cuts') && request.raw.includes('likedBy'));
      expect(prompts.length).toBeGreaterThan(0);
      for (const request of server.requests) {
        for (const secret of [pair.a.email, pair.b.email, pair.a.user.id, pair.b.user.id, 'Lopez', 'Smith', 'sk-remote-secret']) {
          expect(request.raw).not.toContain(secret);
        }
        expect(request.headers.authorization).toBe('Bearer sk-remote-secret');
      }
      expect(prompts[0]!.raw).toContain('Ana');
    } finally {
      await server.close();
    }
  });
});
