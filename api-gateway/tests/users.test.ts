import { eq } from 'drizzle-orm';
import request from 'supertest';
import { users } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signIn } from './helpers/sign-in';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const preferences = {
  location: { zipCode: '10001', latitude: 40.7484, longitude: -73.9967, radiusMiles: 5 },
  priceRange: ['$', '$$'],
  dietaryRestrictions: ['Vegan'],
  cuisinePreferences: [],
  minRating: 3,
  allowRepeatRestaurants: false,
};

const rowOf = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];

describe('PUT /api/users/:id', () => {
  it('saves preferences only (onboarding)', async () => {
    const { agent, user } = await signIn(t);
    const res = await agent.put(`/api/users/${user.id}`).send({ preferences }).expect(200);
    expect(res.body.preferences).toEqual(preferences);
    expect(res.body.email).toBe(user.email);
    expect((await agent.get('/api/auth/user').expect(200)).body.preferences).toEqual(preferences);
  });

  it('saves the profile (settings), also through PATCH', async () => {
    const { agent, user } = await signIn(t);
    const res = await agent
      .put(`/api/users/${user.id}`)
      .send({ firstName: 'Sam', lastName: 'Lee', phone: '+1 (555) 010-2000', email: user.email!.toUpperCase() })
      .expect(200);
    expect(res.body).toMatchObject({ firstName: 'Sam', lastName: 'Lee', phone: '+1 (555) 010-2000', email: user.email });
    const patched = await agent.patch(`/api/users/${user.id}`).send({ firstName: 'Sammy' }).expect(200);
    expect(patched.body).toMatchObject({ firstName: 'Sammy', lastName: 'Lee' });
  });

  it('drops control and bidi formatting characters from names, keeping joiners and the rest', async () => {
    const { agent, user } = await signIn(t);
    const typed = {
      firstName: ' \u202Eeva\u202C \u001B[31mAda\u0007\u0085 ',
      lastName: 'Lee\u2066\u2069\u200E\u200F\u061C\u202A\u202B\u202D\u2067\u2068\t\n\u007F',
    };
    const res = await agent.put(`/api/users/${user.id}`).send(typed).expect(200);
    expect(res.body).toMatchObject({ firstName: 'eva [31mAda', lastName: 'Lee' });
    expect(await rowOf(user.id)).toMatchObject({ firstName: 'eva [31mAda', lastName: 'Lee' });
    // A family emoji (joined by ZWJ) and a ZWNJ-joined Persian name are names.
    const kept = await agent
      .patch(`/api/users/${user.id}`)
      .send({ firstName: '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}', lastName: 'می\u200Cخواهم' })
      .expect(200);
    expect(kept.body).toMatchObject({ firstName: '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}', lastName: 'می\u200Cخواهم' });
  });

  it.each([
    ['a bad e-mail', { email: 'nope' }, 'Enter a valid email address'],
    ['a bad phone', { phone: 'call me' }, 'Phone may contain digits, spaces and + ( ) - . only'],
    ['an unknown field', { isAdmin: true }, undefined],
    ['preferences without a price range', { preferences: { ...preferences, priceRange: [] } }, 'Select at least one price range'],
    ['a radius out of range', { preferences: { ...preferences, location: { ...preferences.location, radiusMiles: 99 } } }, undefined],
    ['a radius below 1 mile', { preferences: { ...preferences, location: { ...preferences.location, radiusMiles: 0 } } }, undefined],
    [
      'a radius off the 1-mile step',
      { preferences: { ...preferences, location: { ...preferences.location, radiusMiles: 2.5 } } },
      undefined,
    ],
    ['a minimum rating off the 0.5 step', { preferences: { ...preferences, minRating: 3.3 } }, undefined],
    ['a minimum rating below 1', { preferences: { ...preferences, minRating: 0.5 } }, undefined],
    ['a minimum rating above 5', { preferences: { ...preferences, minRating: 5.5 } }, undefined],
    [
      'a ZIP code longer than 5 digits',
      { preferences: { ...preferences, location: { ...preferences.location, zipCode: '123456' } } },
      undefined,
    ],
  ])('rejects %s with 400 and leaves the row unchanged', async (_label, body, message) => {
    const { agent, user } = await signIn(t);
    const before = await rowOf(user.id);
    const res = await agent.put(`/api/users/${user.id}`).send(body).expect(400);
    expect(typeof res.body.message).toBe('string');
    if (message) expect(res.body.message).toBe(message);
    expect(Array.isArray(res.body.issues)).toBe(true);
    expect(await rowOf(user.id)).toEqual(before);
  });

  it('saves the whole settings form at the bounds (radius 1 and 25, rating 1.0 to 5.0 in halves)', async () => {
    const { agent, user } = await signIn(t);
    for (const [radiusMiles, minRating] of [
      [1, 1],
      [25, 5],
      [12, 4.5],
    ] as const) {
      const body = {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: user.email,
        phone: '555 0100',
        preferences: {
          ...preferences,
          location: { ...preferences.location, radiusMiles },
          minRating,
          cuisinePreferences: ['Thai'],
          allowRepeatRestaurants: true,
        },
      };
      const res = await agent.put(`/api/users/${user.id}`).send(body).expect(200);
      expect(res.body).toMatchObject(body);
    }
  });

  it("answers 403 for another user's id", async () => {
    const { user: other } = await signIn(t);
    const { agent } = await signIn(t);
    const res = await agent.put(`/api/users/${other.id}`).send({ firstName: 'Mallory' }).expect(403);
    expect(res.body).toEqual({ message: 'Forbidden' });
    expect((await rowOf(other.id))?.firstName).toBeNull();
  });

  it('answers 400 for a malformed id', async () => {
    const { agent } = await signIn(t);
    expect((await agent.put('/api/users/not-a-uuid').send({}).expect(400)).body).toEqual({ message: 'Invalid user id' });
  });

  it('answers 401 when signed out', async () => {
    const { user } = await signIn(t);
    const res = await request(t.app).put(`/api/users/${user.id}`).send({ firstName: 'X' }).expect(401);
    expect(res.body).toEqual({ message: 'Unauthorized' });
  });
});
