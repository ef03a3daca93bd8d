import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import express from 'express';
import request from 'supertest';
import {
  GUEST_FORBIDDEN_MESSAGE,
  GUEST_LINK_EXPIRED_MESSAGE,
  GUEST_LINK_INVALID_MESSAGE,
  GUEST_LINK_TTL_MS,
  GUEST_LINK_USED_UP_MESSAGE,
  GUEST_NAME_MESSAGE,
  GUEST_SESSION_ENDED_MESSAGE,
  SESSION_FULL_MESSAGE,
  guestJoinResponseSchema,
  guestLinkSchema,
} from '@forkcast/contracts';
import { guestLinks, swipeSessions, users } from '../src/db/schema';
import { GUEST_ROUTES, GUEST_SIGNED_OUT_ROUTES } from '../src/modules/guests/guest-access';
import { setGuestCookie } from '../src/modules/guests/guest-cookie';
import { guestLink, joinAsGuest, pairSession } from './helpers/guest-fixtures';
import { listRoutes } from './helpers/routes';
import { signIn } from './helpers/sign-in';
import { FakeRestaurantSource, fakePlace, groupSession, startSession } from './helpers/swipe-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Guests by link (issue 43 part 1): who may create a link, joining by it (name rules, expired, used up,
 * ended, unknown, a seventh person), what a guest cookie reaches (its one session, nothing else), and
 * taking a guest out.
 */
let testApp: TestApp;
let clockOffsetMs = 0;
const DECK = 6;
const source = new FakeRestaurantSource(Array.from({ length: DECK }, (_, i) => fakePlace(i + 1, { rating: 4 })));

beforeAll(async () => {
  // Every join here comes from one address: the per-address limit has its own test (join limits) and app.
  testApp = await createTestApp({
    restaurantSource: source,
    now: () => new Date(Date.now() + clockOffsetMs),
    env: { GUEST_JOINS_PER_IP: '1000' },
  });
});
afterEach(() => {
  clockOffsetMs = 0;
});

describe('POST /api/sessions/:id/guest-link', () => {
  it('gives a member of a paying host’s partner session a 256-bit link to /join/<token>, for 12 hours at most', async () => {
    const { partner, started } = await pairSession(testApp, 'monthly');
    const before = Date.now();
    // The partner (not only the host) may invite.
    const link = guestLinkSchema.parse((await partner.agent.post(`/api/sessions/${started.session.id}/guest-link`).expect(201)).body);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.url).toBe(`${new URL(link.url).origin}/join/${link.token}`);
    const expires = new Date(link.expiresAt).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + GUEST_LINK_TTL_MS);
    expect(expires).toBeLessThanOrEqual(Date.now() + GUEST_LINK_TTL_MS);
    // Only the hash is kept.
    const stored = await testApp.database.db.select().from(guestLinks).where(eq(guestLinks.sessionId, started.session.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(link.token);
  });

  it('holds one link per member and session: asking again replaces that member’s link, the old one lets no one in', async () => {
    const { host, partner, started } = await pairSession(testApp, 'annual');
    const first = await guestLink(host.agent, started.session.id);
    const kept = await joinAsGuest(testApp, first.token, 'Gia');
    const partners = await guestLink(partner.agent, started.session.id);
    const second = await guestLink(host.agent, started.session.id);
    const third = await guestLink(host.agent, started.session.id);
    expect(new Set([first.token, second.token, third.token]).size).toBe(3);
    // The host's newest and the partner's: nothing piles up however often a member asks.
    const stored = await testApp.database.db.select().from(guestLinks).where(eq(guestLinks.sessionId, started.session.id));
    expect(stored).toHaveLength(2);
    const res = await testApp.agent().post('/api/guests/join').send({ token: first.token, firstName: 'Late' }).expect(404);
    expect(res.body.message).toBe(GUEST_LINK_INVALID_MESSAGE);
    // A guest who came by a replaced link keeps the seat; the member's current link and the partner's still work.
    await kept.agent.get(`/api/sessions/${started.session.id}`).expect(200);
    await joinAsGuest(testApp, third.token, 'Hal');
    await joinAsGuest(testApp, partners.token, 'Ivy');
  });

  it('offers a free host’s session the upgrade (403 with upgradeRequired), as the partner limit does', async () => {
    const { host, partner, started } = await pairSession(testApp, 'free');
    for (const member of [host, partner]) {
      const res = await member.agent.post(`/api/sessions/${started.session.id}/guest-link`).expect(403);
      expect(res.body).toEqual({ message: expect.stringMatching(/Upgrade/), upgradeRequired: true, tier: 'free' });
    }
  });

  it('refuses a solo session, a stranger, an unknown or malformed id, and signed-out callers', async () => {
    const { host, started } = await pairSession(testApp, 'annual');
    const solo = await startSession(host.agent, host.user.id, null, { priceRange: [] });
    expect((await host.agent.post(`/api/sessions/${solo.session.id}/guest-link`).expect(409)).body.message).toMatch(/partner and group/);
    const stranger = await signIn(testApp);
    await stranger.agent.post(`/api/sessions/${started.session.id}/guest-link`).expect(403);
    await host.agent.post(`/api/sessions/${randomUUID()}/guest-link`).expect(404);
    expect((await host.agent.post('/api/sessions/nope/guest-link').expect(400)).body.message).toBe('Invalid session id');
    await testApp.agent().post(`/api/sessions/${started.session.id}/guest-link`).expect(401);
  });
});

describe('POST /api/guests/join', () => {
  it('answers 201 with the guest and the session, and sets an httpOnly SameSite=Lax cookie', async () => {
    const { host, partner, started } = await pairSession(testApp);
    const link = await guestLink(host.agent, started.session.id);
    const agent = testApp.agent();
    const res = await agent.post('/api/guests/join').send({ token: link.token, firstName: '  Gus\u202e ' }).expect(201);
    const joined = guestJoinResponseSchema.parse(res.body);
    // The name rules of every name: bidi and control characters dropped, trimmed.
    expect(joined.guest).toEqual({ userId: expect.any(String), firstName: 'Gus', sessionId: started.session.id });
    expect(joined.session.id).toBe(started.session.id);
    expect(joined.session.restaurants).toHaveLength(DECK);
    // Everyone in the room, the guest included, with their progress.
    expect(joined.session.members?.map((member) => member.name).sort()).toEqual(['Gus', 'Hana', 'Pia']);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^forkcast\.guest=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    // The host reads the guest in the session's members, and in its guest list (for Remove).
    const read = await host.agent.get(`/api/sessions/${started.session.id}`).expect(200);
    expect(read.body.members.map((member: { name: string }) => member.name)).toContain('Gus');
    expect((await host.agent.get(`/api/sessions/${started.session.id}/guests`).expect(200)).body).toEqual({
      guests: [{ userId: joined.guest.userId, firstName: 'Gus' }],
      canRemove: true,
    });
    expect((await partner.agent.get(`/api/sessions/${started.session.id}/guests`).expect(200)).body.canRemove).toBe(false);
    expect((await agent.get('/api/guests/me').expect(200)).body).toEqual(joined.guest);
    // The link opened again in the same browser is the same guest (200), not a second seat.
    const again = await agent.post('/api/guests/join').send({ token: link.token, firstName: 'Gustav' }).expect(200);
    expect(again.body.guest).toEqual(joined.guest);
    expect((await host.agent.get(`/api/sessions/${started.session.id}/guests`).expect(200)).body.guests).toHaveLength(1);
  });

  it('sets the cookie Secure (and __Host-) behind https', async () => {
    const app = express();
    app.get('/', (_req, res) => {
      setGuestCookie(res, 'secret', true);
      res.end();
    });
    const res = await request(app).get('/').expect(200);
    expect(String(res.headers['set-cookie'])).toMatch(
      /^__Host-forkcast\.guest=secret; Max-Age=\d+; Path=\/; Expires=.*; HttpOnly; Secure; SameSite=Lax$/,
    );
  });

  it.each([
    [{ firstName: 'Gus' }, GUEST_LINK_INVALID_MESSAGE],
    [{ token: 'short', firstName: 'Gus' }, GUEST_LINK_INVALID_MESSAGE],
    [{ token: 'a'.repeat(43) }, GUEST_NAME_MESSAGE],
    [{ token: 'a'.repeat(43), firstName: '   ' }, GUEST_NAME_MESSAGE],
    [{ token: 'a'.repeat(43), firstName: '\u200e\u202e\u0007' }, GUEST_NAME_MESSAGE],
    [{ token: 'a'.repeat(43), firstName: 'x'.repeat(41) }, GUEST_NAME_MESSAGE],
    [{ token: 'a'.repeat(43), firstName: 42 }, GUEST_NAME_MESSAGE],
  ])('answers 400 with a message for %j', async (body, message) => {
    const res = await testApp.agent().post('/api/guests/join').send(body).expect(400);
    expect(res.body.message).toBe(message);
  });

  it('takes a name of exactly 40 characters', async () => {
    const { host, started } = await pairSession(testApp);
    const link = await guestLink(host.agent, started.session.id);
    await testApp
      .agent()
      .post('/api/guests/join')
      .send({ token: link.token, firstName: 'x'.repeat(40) })
      .expect(201);
  });

  it('refuses an unknown token (404), a partner invite’s token (404), an expired link and an ended session (410)', async () => {
    const { host, started } = await pairSession(testApp);
    await testApp
      .agent()
      .post('/api/guests/join')
      .send({ token: 'a'.repeat(43), firstName: 'Gus' })
      .expect(404);
    const inviter = await signIn(testApp);
    const invite = await inviter.agent.post('/api/partnerships/invite').send({ userId: inviter.user.id }).expect(200);
    const inviteToken = new URL(invite.body.inviteUrl).pathname.split('/').pop()!;
    const foreign = await testApp.agent().post('/api/guests/join').send({ token: inviteToken, firstName: 'Gus' }).expect(404);
    expect(foreign.body.message).toBe(GUEST_LINK_INVALID_MESSAGE);

    const link = await guestLink(host.agent, started.session.id);
    clockOffsetMs = GUEST_LINK_TTL_MS + 1000;
    expect((await testApp.agent().post('/api/guests/join').send({ token: link.token, firstName: 'Gus' }).expect(410)).body.message).toBe(
      GUEST_LINK_EXPIRED_MESSAGE,
    );
    clockOffsetMs = 0;
    await testApp.database.db
      .update(swipeSessions)
      .set({ status: 'completed', completedAt: new Date() })
      .where(eq(swipeSessions.id, started.session.id));
    expect((await testApp.agent().post('/api/guests/join').send({ token: link.token, firstName: 'Gus' }).expect(410)).body.message).toBe(
      GUEST_SESSION_ENDED_MESSAGE,
    );
    // And an ended session gives no new link either.
    await host.agent.post(`/api/sessions/${started.session.id}/guest-link`).expect(409);
  });

  it('refuses a used-up link (410), and a seventh person in the session (409)', async () => {
    // A host and three partners: four people; two guests make six.
    const { host, started } = await groupSession(testApp, 3);
    const link = await guestLink(host.agent, started.session.id);
    await joinAsGuest(testApp, link.token, 'Five');
    await joinAsGuest(testApp, link.token, 'Six');
    const seventh = await testApp.agent().post('/api/guests/join').send({ token: link.token, firstName: 'Seven' }).expect(409);
    expect(seventh.body.message).toBe(SESSION_FULL_MESSAGE);
    expect((await host.agent.get(`/api/sessions/${started.session.id}`).expect(200)).body.members).toHaveLength(6);

    const { host: other, started: pair } = await pairSession(testApp);
    const used = await guestLink(other.agent, pair.session.id);
    await testApp.database.db.update(guestLinks).set({ joins: 5 }).where(eq(guestLinks.sessionId, pair.session.id));
    const res = await testApp.agent().post('/api/guests/join').send({ token: used.token, firstName: 'Gus' }).expect(410);
    expect(res.body.message).toBe(GUEST_LINK_USED_UP_MESSAGE);
  });

  it('lets exactly six in when the last seats are taken at once', async () => {
    const { host, started } = await groupSession(testApp, 3);
    const link = await guestLink(host.agent, started.session.id);
    const answers = await Promise.all(
      ['A', 'B', 'C', 'D'].map((name) => testApp.agent().post('/api/guests/join').send({ token: link.token, firstName: name })),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 201, 409, 409]);
  });
});

describe('what a guest cookie reaches', () => {
  it('answers 401/403 on every /api route outside the guest’s own session', async () => {
    const { host, started } = await pairSession(testApp);
    const guest = await joinAsGuest(testApp, (await guestLink(host.agent, started.session.id)).token);
    const own = started.session.id;
    const allowed = [...GUEST_ROUTES, ...GUEST_SIGNED_OUT_ROUTES].map(
      ([method, path]) => `${method} /api${path.replace(':session', ':id')}`,
    );
    const routes = listRoutes(testApp.app).filter(
      (route) =>
        route.path.startsWith('/api/') &&
        // Probes and provider webhooks come before cookies are read at all (app.ts): public, or signed by the provider.
        !['/api/health', '/api/ready'].includes(route.path) &&
        !route.path.startsWith('/api/subscriptions/webhook') &&
        !route.path.startsWith('/api/subscriptions/apple') &&
        !allowed.includes(`${route.method} ${route.path.replace(/:\w+/g, (name) => (name === ':id' ? ':id' : ':any'))}`),
    );
    expect(routes.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const route of routes) {
      // The guest's own session and user id wherever a route names one: still refused.
      const path = route.path.replace(/:(\w+)/g, (_match, name: string) =>
        name === 'id' && route.path.startsWith('/api/sessions') ? own : name === 'ref' || name === 'token' ? 'x' : guest.user.id,
      );
      const res = await guest.agent[route.method.toLowerCase() as 'get'](path).send({});
      if (res.status !== 401 && res.status !== 403) failures.push(`${route.method} ${path} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('reaches its own session only: another session is 403, and the cookie names no account', async () => {
    const { host, started } = await pairSession(testApp);
    const other = await pairSession(testApp);
    const guest = await joinAsGuest(testApp, (await guestLink(host.agent, started.session.id)).token);
    await guest.agent.get(`/api/sessions/${started.session.id}`).expect(200);
    const foreign = await guest.agent.get(`/api/sessions/${other.started.session.id}`).expect(403);
    expect(foreign.body.message).toBe(GUEST_FORBIDDEN_MESSAGE);
    await guest.agent.post(`/api/sessions/${other.started.session.id}/swipe`).send({}).expect(403);
    await guest.agent.get('/api/auth/user').expect(401);
    await guest.agent.get(`/api/users/${guest.user.id}`).expect(403);
    // A forged cookie is a signed-out request.
    await testApp
      .agent()
      .get(`/api/sessions/${started.session.id}`)
      .set('Cookie', `forkcast.guest=${'a'.repeat(43)}`)
      .expect(401);
    // The guest's account row can't receive mail.
    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, guest.user.id));
    expect(row!.email).toMatch(/@guests\.invalid$/);
  });
});

describe('guests and the admin', () => {
  it('lists and counts accounts only, never a guest', async () => {
    const { host, started } = await pairSession(testApp);
    await testApp.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, host.user.id));
    const before = (await host.agent.get('/api/admin/users').expect(200)).body.stats.totalUsers as number;
    await joinAsGuest(testApp, (await guestLink(host.agent, started.session.id)).token);
    const after = await host.agent.get('/api/admin/users').query({ q: 'guests.invalid' }).expect(200);
    expect(after.body.total).toBe(0);
    expect(after.body.stats.totalUsers).toBe(before);
  });
});

describe('DELETE /api/sessions/:id/guests/:guestId', () => {
  it('lets the host alone take a guest out; the guest’s cookie then stops working', async () => {
    const { host, partner, started } = await pairSession(testApp);
    const guest = await joinAsGuest(testApp, (await guestLink(host.agent, started.session.id)).token);
    const other = await joinAsGuest(testApp, (await guestLink(host.agent, started.session.id)).token, 'Olga');
    const path = `/api/sessions/${started.session.id}/guests/${guest.user.id}`;
    expect((await partner.agent.delete(path).expect(403)).body.message).toBe('Only the host can remove a guest');
    await other.agent.delete(path).expect(403);
    await host.agent.delete(`/api/sessions/${started.session.id}/guests/${host.user.id}`).expect(404);
    await host.agent.delete(`/api/sessions/${started.session.id}/guests/nope`).expect(400);
    await host.agent.delete(path).expect(200);
    await guest.agent.get(`/api/sessions/${started.session.id}`).expect(401);
    await guest.agent.get('/api/guests/me').expect(401);
    const read = await host.agent.get(`/api/sessions/${started.session.id}`).expect(200);
    expect(read.body.members.map((member: { name: string }) => member.name).sort()).toEqual(['Hana', 'Olga', 'Pia']);
    await host.agent.delete(path).expect(404);
  });
});

describe('join limits', () => {
  it('answers 429 with Retry-After past the joins per link, as the other limits do', async () => {
    const limited = await createTestApp({ restaurantSource: source, env: { GUEST_JOINS_PER_LINK: '2', GUEST_JOINS_PER_SESSION: '3' } });
    const { host, started } = await pairSession(limited);
    const link = await guestLink(host.agent, started.session.id);
    await joinAsGuest(limited, link.token, 'One');
    await joinAsGuest(limited, link.token, 'Two');
    const res = await limited.agent().post('/api/guests/join').send({ token: link.token, firstName: 'Three' }).expect(429);
    expect(res.body.message).toMatch(/^Too many requests\. Please try again in /);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Per session: another link to the same session has one join left of three.
    const second = await guestLink(host.agent, started.session.id);
    await limited.agent().post('/api/guests/join').send({ token: second.token, firstName: 'Four' }).expect(201);
    await limited.agent().post('/api/guests/join').send({ token: second.token, firstName: 'Five' }).expect(429);
  });

  it('answers 429 past the joins per address', async () => {
    const limited = await createTestApp({ restaurantSource: source, env: { GUEST_JOINS_PER_IP: '2' } });
    for (let i = 0; i < 2; i++)
      await limited
        .agent()
        .post('/api/guests/join')
        .send({ token: 'b'.repeat(43), firstName: 'Gus' })
        .expect(404);
    await limited
      .agent()
      .post('/api/guests/join')
      .send({ token: 'b'.repeat(43), firstName: 'Gus' })
      .expect(429);
  });
});
