import { activeSessionResponseSchema, currentOpeningStatus, sessionSchema, startSessionResponseSchema } from '@forkcast/contracts';
import { eq } from 'drizzle-orm';
import { swipeSessions } from '../src/db/schema';
import { signIn } from './helpers/sign-in';
import { FakeRestaurantSource, fakePlace, signInPartners, startBody } from './helpers/swipe-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

// Friday 17 Jan 2025, 21:45 in Philadelphia (UTC-5), where the fake places are.
const NOW = new Date('2025-01-18T02:45:00Z');
const source = new FakeRestaurantSource([
  fakePlace(1, { name: 'Late Kitchen', openingHours: 'Mo-Su 11:00-23:00' }),
  fakePlace(2, { name: 'Closing Diner', openingHours: 'Mo-Su 11:00-22:00' }),
  fakePlace(3, { name: 'Breakfast Bar', openingHours: 'Mo-Su 06:00-15:00' }),
  fakePlace(4, { name: 'Mystery Spot', openingHours: null }),
  fakePlace(5, { name: 'All Nighter', openingHours: '24/7' }),
  fakePlace(6, { name: 'Night Owl', openingHours: 'Mo-Su 18:00-02:00' }),
  fakePlace(7, { name: 'Weekday Lunch', openingHours: 'Mo-Fr 11:00-14:00' }),
]);

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ restaurantSource: source, now: () => NOW });
});

const labelsByName = (restaurants: { name: string; openingStatus?: { label: string } }[]) =>
  Object.fromEntries(restaurants.map((restaurant) => [restaurant.name, restaurant.openingStatus?.label]));

describe('"Open now" in POST /api/sessions/start', () => {
  it('without the filter, every card carries its status on the place’s clock', async () => {
    const a = await signIn(testApp);
    const res = await a.agent.post('/api/sessions/start').send(startBody(a.user.id)).expect(201);
    const body = startSessionResponseSchema.parse(res.body);
    expect(labelsByName(body.restaurants)).toEqual({
      'Late Kitchen': 'Open · closes 23:00',
      'Closing Diner': 'Closing soon · 22:00',
      'Breakfast Bar': 'Closed · opens tomorrow 06:00',
      'Mystery Spot': 'Hours not listed',
      'All Nighter': 'Open 24 hours',
      'Night Owl': 'Open · closes 02:00',
      'Weekday Lunch': 'Closed · opens Mon 11:00',
    });
    const diner = body.restaurants.find((restaurant) => restaurant.name === 'Closing Diner')!;
    expect(diner.openingStatus).toMatchObject({ state: 'open', closesAt: '2025-01-18T03:00:00.000Z', opensAt: null });
    // Shown at 22:05 instead, the same card says what is true then.
    expect(currentOpeningStatus(diner.openingStatus, new Date('2025-01-18T03:05:00Z'))?.label).toBe('Closed · opens tomorrow 11:00');
  });

  it('openNow keeps only places known to be open (unknown hours are left out), and is kept with the session', async () => {
    const a = await signIn(testApp);
    const res = await a.agent
      .post('/api/sessions/start')
      .send(startBody(a.user.id, null, { openNow: true }))
      .expect(201);
    const body = startSessionResponseSchema.parse(res.body);
    expect(body.restaurants.map((restaurant) => restaurant.name).sort()).toEqual([
      'All Nighter',
      'Closing Diner',
      'Late Kitchen',
      'Night Owl',
    ]);
    expect(body.restaurants.every((restaurant) => restaurant.openingStatus?.state === 'open')).toBe(true);
    const [row] = await testApp.database.db.select().from(swipeSessions).where(eq(swipeSessions.id, body.session.id));
    expect(row!.filters).toMatchObject({ openNow: true });

    // Reading the session back gives the same cards and statuses.
    const read = sessionSchema.parse((await a.agent.get(`/api/sessions/${body.session.id}`).expect(200)).body);
    expect(read.restaurants).toEqual(body.restaurants);
  });

  it('a partner gets the same deck with the same statuses', async () => {
    const { a, b, partnership } = await signInPartners(testApp);
    const res = await a.agent
      .post('/api/sessions/start')
      .send(startBody(a.user.id, partnership.id, { openNow: true }))
      .expect(201);
    const body = startSessionResponseSchema.parse(res.body);
    const active = activeSessionResponseSchema.parse((await b.agent.get(`/api/sessions/user/${b.user.id}/active`).expect(200)).body);
    expect(active?.restaurants).toEqual(body.restaurants);
  });

  it('rejects an openNow that is not a boolean', async () => {
    const a = await signIn(testApp);
    await a.agent
      .post('/api/sessions/start')
      .send(startBody(a.user.id, null, { openNow: 'yes' }))
      .expect(400);
  });
});
