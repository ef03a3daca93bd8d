import { eq } from 'drizzle-orm';
import { GUEST_KEEP_DAYS, sessionHistorySchema } from '@forkcast/contracts';
import { sessionGuests, swipeSessions, users } from '../src/db/schema';
import { createLogger } from '../src/logger';
import { GuestsRepository } from '../src/modules/guests/guests.repository';
import { GuestsService } from '../src/modules/guests/guests.service';
import type { SessionReads } from '../src/modules/sessions/session-reads';
import { guestLink, joinAsGuest, pairSession } from './helpers/guest-fixtures';
import { latestCode, uniqueEmail } from './helpers/sign-in';
import { FakeRestaurantSource, RecordingLiveEvents, fakePlace, swipeCard } from './helpers/swipe-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/** After the session (issue 43 part 1): a guest who signs up keeps it; guests go 7 days after their session ended. */
let testApp: TestApp;
const source = new FakeRestaurantSource(Array.from({ length: 3 }, (_, i) => fakePlace(i + 1, { rating: 4 })));
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  testApp = await createTestApp({ restaurantSource: source });
});

describe('a guest who signs up', () => {
  it('keeps the session in the new account’s history, with its swipes, and loses the guest cookie', async () => {
    const { host, partner, started } = await pairSession(testApp);
    const guest = await joinAsGuest(testApp, (await guestLink(host.agent, started.session.id)).token);
    await swipeCard(host, started, 0, 'like').expect(200);
    await swipeCard(partner, started, 0, 'like').expect(200);
    await swipeCard(guest, started, 0, 'like').expect(200);

    // The e-mail code sign-up, in the browser that holds the guest cookie.
    const email = uniqueEmail('guest');
    await guest.agent.post('/api/auth/email/request-otp').send({ email }).expect(200);
    const signedUp = await guest.agent
      .post('/api/auth/email/verify-otp')
      .send({ email, otp: await latestCode(testApp, email) })
      .expect(200);
    expect(String(signedUp.headers['set-cookie'])).toMatch(/forkcast\.guest=;/);
    const accountId = signedUp.body.id as string;

    const history = sessionHistorySchema.parse((await guest.agent.get(`/api/sessions/user/${accountId}/history`).expect(200)).body);
    expect(history.map((item) => item.id)).toContain(started.session.id);
    const mine = await guest.agent.get(`/api/sessions/${started.session.id}/swipes/${accountId}`).expect(200);
    expect(mine.body).toHaveLength(1);
    // The guest row is gone; the room still counts three people, the account in the guest's place.
    expect(await testApp.database.db.select().from(users).where(eq(users.id, guest.user.id))).toEqual([]);
    const ranking = await host.agent.get(`/api/sessions/${started.session.id}/ranking`).expect(200);
    expect(ranking.body.memberCount).toBe(3);
  });
});

describe('the guest sweep', () => {
  it(`deletes guests ${GUEST_KEEP_DAYS} days after their session ended, not before`, async () => {
    const ended = await pairSession(testApp);
    const recent = await pairSession(testApp);
    const old = await joinAsGuest(testApp, (await guestLink(ended.host.agent, ended.started.session.id)).token);
    const kept = await joinAsGuest(testApp, (await guestLink(recent.host.agent, recent.started.session.id)).token);
    const now = Date.now();
    const endAt = (id: string, at: number) =>
      testApp.database.db
        .update(swipeSessions)
        .set({ status: 'completed', completedAt: new Date(at) })
        .where(eq(swipeSessions.id, id));
    await endAt(ended.started.session.id, now - (GUEST_KEEP_DAYS * DAY_MS + 60_000));
    await endAt(recent.started.session.id, now - (GUEST_KEEP_DAYS * DAY_MS - 60_000));

    const service = new GuestsService(
      new GuestsRepository(testApp.database.db),
      {} as Pick<SessionReads, 'memberSession' | 'get'>,
      { account: async () => undefined },
      new RecordingLiveEvents(),
      () => undefined,
      () => new Date(now),
      createLogger(testApp.config),
    );
    expect(await service.sweep()).toBeGreaterThanOrEqual(1);
    const left = await testApp.database.db.select({ userId: sessionGuests.userId }).from(sessionGuests);
    expect(left.map((row) => row.userId)).toContain(kept.user.id);
    expect(left.map((row) => row.userId)).not.toContain(old.user.id);
    expect(await testApp.database.db.select().from(users).where(eq(users.id, old.user.id))).toEqual([]);
    // The members who are accounts keep the session.
    await ended.host.agent.get(`/api/sessions/${ended.started.session.id}`).expect(200);
  });
});
