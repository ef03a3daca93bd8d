import { LIVE_SOCKET_HEADER } from '@forkcast/contracts';
import { buyPlan } from './helpers/billing-fixtures';
import { LiveTestClient, cookieOf } from './helpers/live-client';
import { setTier, signInPartners, startSession, type Agent } from './helpers/swipe-fixtures';
import { liveGatewayForSuite } from './helpers/live-gateway';

/**
 * One user, several tabs: a swipe or an undo made in one tab is echoed to that user's other sockets (their
 * user room, every instance), never back to the tab that made it and never to the partner, who hears counts
 * only. A start reaches the partner's open home; a subscription change reaches the user and their partners.
 */
const live = liveGatewayForSuite();

/** A tab: a socket registered as the app registers it, and the id `registered` gave it. */
async function openTab(agent: Agent, registration: { userId: string; sessionId?: string; watching?: boolean }) {
  const client = await LiveTestClient.connect(live.port, { cookie: cookieOf(agent) });
  live.clients.push(client);
  client.emit('register', registration);
  const { socketId } = (await client.next('registered')) as { socketId: string };
  return { client, socketId };
}

/** Events already sent to `client` have arrived once a register round trip on its (ordered) connection has. */
async function drain(client: LiveTestClient, registration: { userId: string; sessionId?: string }) {
  const before = client.received('registered').length;
  client.emit('register', registration);
  await client.next('registered', () => client.received('registered').length > before);
}

describe('live echo of a user’s own swipes to their other tabs', () => {
  it('sends own_swipe and own_undo to the other tabs only: not back to the swiping tab, never to the partner', async () => {
    const { a, b, partnership } = await signInPartners(live.app);
    await setTier(live.app, a.user.id, 'annual');
    const started = await startSession(a.agent, a.user.id, partnership.id);
    const sessionId = started.session.id;
    const inSession = { userId: a.user.id, sessionId };

    const tabOne = await openTab(a.agent, inSession);
    const tabTwo = await openTab(a.agent, inSession);
    // A third tab of the same user on home: only the user's room.
    const home = await openTab(a.agent, { userId: a.user.id });
    const partner = await openTab(b.agent, { userId: b.user.id, sessionId });
    expect(tabOne.socketId).not.toBe(tabTwo.socketId);

    const card = started.restaurants[1]!;
    await a.agent
      .post(`/api/sessions/${sessionId}/swipe`)
      .set(LIVE_SOCKET_HEADER, tabOne.socketId)
      .send({ userId: a.user.id, restaurantId: card.placeId, action: 'like', position: 2 })
      .expect(200);
    const swipe = { restaurantId: card.placeId, action: 'like', position: 2 };
    expect(await tabTwo.client.next('own_swipe')).toEqual({ sessionId, swipe });
    expect(await home.client.next('own_swipe')).toEqual({ sessionId, swipe });

    await a.agent
      .post(`/api/sessions/${sessionId}/undo`)
      .set(LIVE_SOCKET_HEADER, tabOne.socketId)
      .send({ userId: a.user.id, restaurantId: card.placeId })
      .expect(200);
    expect(await tabTwo.client.next('own_undo')).toEqual({ sessionId, undone: swipe, lastSwipe: null });

    await drain(tabOne.client, inSession);
    await drain(partner.client, { userId: b.user.id, sessionId });
    expect(tabOne.client.received('own_swipe')).toEqual([]);
    expect(tabOne.client.received('own_undo')).toEqual([]);
    expect(partner.client.received('own_swipe')).toEqual([]);
    expect(partner.client.received('own_undo')).toEqual([]);
    // The partner still hears the progress, as counts.
    expect(partner.client.received('partner_swipe')).toEqual([
      { sessionId, userId: a.user.id, swiped: 1, total: started.restaurants.length, canStillMatch: started.restaurants.length },
      { sessionId, userId: a.user.id, swiped: 0, total: started.restaurants.length, canStillMatch: started.restaurants.length },
    ]);
  });

  it('echoes to every tab when the request names no socket (or something that is not a socket id)', async () => {
    const { a } = await signInPartners(live.app);
    const started = await startSession(a.agent, a.user.id);
    const sessionId = started.session.id;
    const tab = await openTab(a.agent, { userId: a.user.id });

    await a.agent
      .post(`/api/sessions/${sessionId}/swipe`)
      .set(LIVE_SOCKET_HEADER, 'not a socket id!')
      .send({ userId: a.user.id, restaurantId: started.restaurants[0]!.placeId, action: 'pass', position: 1 })
      .expect(200);
    expect(await tab.client.next('own_swipe')).toMatchObject({ sessionId, swipe: { position: 1, action: 'pass' } });
  });

  it('answers a swipe already recorded (in another tab) with alreadySwiped, and echoes nothing', async () => {
    const { a } = await signInPartners(live.app);
    const started = await startSession(a.agent, a.user.id);
    const sessionId = started.session.id;
    const tab = await openTab(a.agent, { userId: a.user.id });
    const body = { userId: a.user.id, restaurantId: started.restaurants[0]!.placeId, action: 'like', position: 1 };

    const first = await a.agent.post(`/api/sessions/${sessionId}/swipe`).send(body).expect(200);
    expect(first.body.alreadySwiped).toBeUndefined();
    await tab.client.next('own_swipe');
    // The other tab, still showing the card, swipes it the other way.
    const again = await a.agent
      .post(`/api/sessions/${sessionId}/swipe`)
      .send({ ...body, action: 'pass' })
      .expect(200);
    expect(again.body).toMatchObject({ alreadySwiped: true, restaurantId: body.restaurantId });
    await drain(tab.client, { userId: a.user.id });
    expect(tab.client.received('own_swipe')).toHaveLength(1);
  });
});

describe('live news for an open home', () => {
  it("tells the partner's home (and the starter's other tabs) that a session started", async () => {
    const { a, b, partnership } = await signInPartners(live.app);
    await setTier(live.app, a.user.id, 'annual');
    const partnerHome = await openTab(b.agent, { userId: b.user.id });
    const starterHome = await openTab(a.agent, { userId: a.user.id });

    const started = await startSession(a.agent, a.user.id, partnership.id);
    const news = { sessionId: started.session.id, userId: a.user.id };
    expect(await partnerHome.client.next('session_started')).toEqual(news);
    expect(await starterHome.client.next('session_started')).toEqual(news);
  });

  it("tells the user and their partners when the user's subscription changes, and nobody else", async () => {
    const { a, b } = await signInPartners(live.app);
    const stranger = await signInPartners(live.app);
    const partnerHome = await openTab(b.agent, { userId: b.user.id });
    const ownHome = await openTab(a.agent, { userId: a.user.id });
    const strangerHome = await openTab(stranger.a.agent, { userId: stranger.a.user.id });

    await buyPlan(live.app, a.agent, 'annual');
    expect(await partnerHome.client.next('subscription_changed')).toEqual({ userId: a.user.id });
    expect(await ownHome.client.next('subscription_changed')).toEqual({ userId: a.user.id });
    await drain(strangerHome.client, { userId: stranger.a.user.id });
    expect(strangerHome.client.received('subscription_changed')).toEqual([]);
  });
});
