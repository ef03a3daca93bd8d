import { signIn } from './helpers/sign-in';
import { LiveTestClient, cookieOf } from './helpers/live-client';
import { groupSession, setTier, signInPartners, startSession } from './helpers/swipe-fixtures';
import { liveGatewayForSuite } from './helpers/live-gateway';

const live = liveGatewayForSuite();

async function connect(options: { cookie?: string; origin?: string }) {
  const client = await LiveTestClient.connect(live.port, options);
  live.clients.push(client);
  return client;
}

describe('live channel /ws', () => {
  it('refuses a connection without a signed-in session cookie', async () => {
    await expect(LiveTestClient.connect(live.port)).rejects.toThrow(/handshake refused/);
    await expect(LiveTestClient.connect(live.port, { cookie: 'forkcast.sid=s%3Aforged.sig' })).rejects.toThrow(/handshake refused/);
  });

  it('refuses a cross-origin handshake even with a valid cookie', async () => {
    const a = await signIn(live.app);
    await expect(connect({ cookie: cookieOf(a.agent), origin: 'https://evil.example' })).rejects.toThrow(/handshake refused/);
    const ok = await connect({ cookie: cookieOf(a.agent), origin: `http://127.0.0.1:${live.port}` });
    expect(ok.connected).toBe(true);
  });

  it('refuses register for a session the user is not part of, or as someone else', async () => {
    const owner = await signIn(live.app);
    const started = await startSession(owner.agent, owner.user.id);
    const stranger = await signIn(live.app);

    const client = await connect({ cookie: cookieOf(stranger.agent) });
    client.emit('register', { userId: stranger.user.id, sessionId: started.session.id });
    expect(await client.next('error')).toEqual({ message: 'You are not part of this session' });
    await client.waitClosed();

    const impostor = await connect({ cookie: cookieOf(stranger.agent) });
    impostor.emit('register', { userId: owner.user.id, sessionId: started.session.id });
    expect(await impostor.next('error')).toEqual({ message: 'You can only register as yourself' });
    await impostor.waitClosed();

    const garbage = await connect({ cookie: cookieOf(stranger.agent) });
    garbage.emit('register', { userId: 'x' });
    expect(await garbage.next('error')).toEqual({ message: 'Invalid register message' });
  });

  it('tells partners about each other and delivers match_found and notifications to both', async () => {
    const { a, b, partnership } = await signInPartners(live.app);
    await setTier(live.app, a.user.id, 'annual');
    const started = await startSession(a.agent, a.user.id, partnership.id);
    const sessionId = started.session.id;

    const aSocket = await connect({ cookie: cookieOf(a.agent) });
    aSocket.emit('register', { userId: a.user.id, sessionId });
    await aSocket.next('registered');
    expect(await aSocket.next('partner_status')).toEqual({ sessionId, userId: b.user.id, status: 'offline' });

    const bSocket = await connect({ cookie: cookieOf(b.agent) });
    bSocket.emit('register', { userId: b.user.id, sessionId });
    expect(await bSocket.next('partner_status')).toEqual({ sessionId, userId: a.user.id, status: 'online' });
    expect(await aSocket.next('partner_status', (p) => p.status === 'online')).toEqual({
      sessionId,
      userId: b.user.id,
      status: 'online',
    });

    const card = started.restaurants[1]!;
    await a.agent
      .post(`/api/sessions/${sessionId}/swipe`)
      .send({ userId: a.user.id, restaurantId: card.placeId, action: 'like', position: 2 })
      .expect(200);
    // Progress only: never the partner's choice or the place before the results.
    const progress = await bSocket.next('partner_swipe');
    expect(progress).toEqual({
      sessionId,
      userId: a.user.id,
      swiped: expect.any(Number),
      total: expect.any(Number),
      canStillMatch: expect.any(Number),
    });
    expect(JSON.stringify(progress)).not.toContain(card.placeId);
    await b.agent
      .post(`/api/sessions/${sessionId}/swipe`)
      .send({ userId: b.user.id, restaurantId: card.placeId, action: 'like', position: 2 })
      .expect(200);

    for (const [socket, userId] of [
      [aSocket, a.user.id],
      [bSocket, b.user.id],
    ] as const) {
      expect(await socket.next('match_found')).toEqual({ sessionId, restaurant: card });
      expect(await socket.next('session_results')).toEqual({ sessionId, match: card });
      const { notification } = await socket.next('notification');
      expect(notification).toMatchObject({ type: 'session_match', read: false, data: { sessionId, restaurantName: card.name } });
      const own = (await (userId === a.user.id ? a : b).agent.get('/api/notifications').expect(200)).body;
      expect(own[0].id).toBe(notification.id);
    }
    expect(aSocket.received('match_found')).toHaveLength(1);

    bSocket.close();
    expect(await aSocket.next('partner_status', (p) => p.status === 'offline' && p.userId === b.user.id)).toBeTruthy();
  });
  it('accepts a user-only register (the bell): only the user room, and still only as yourself', async () => {
    const { a, b, partnership } = await signInPartners(live.app);
    await setTier(live.app, a.user.id, 'annual');
    const started = await startSession(a.agent, a.user.id, partnership.id);
    const sessionId = started.session.id;

    const impostor = await connect({ cookie: cookieOf(a.agent) });
    impostor.emit('register', { userId: b.user.id });
    expect(await impostor.next('error')).toEqual({ message: 'You can only register as yourself' });
    await impostor.waitClosed();

    const aSession = await connect({ cookie: cookieOf(a.agent) });
    aSession.emit('register', { userId: a.user.id, sessionId });
    await aSession.next('registered');

    const bBell = await connect({ cookie: cookieOf(b.agent) });
    bBell.emit('register', { userId: b.user.id.toUpperCase() });
    expect(await bBell.next('registered')).toEqual({ userId: b.user.id, socketId: expect.any(String) });
    // Not in the session room: no partner events, and a does not see b come online.
    await a.agent
      .post(`/api/sessions/${sessionId}/swipe`)
      .send({ userId: a.user.id, restaurantId: started.restaurants[0]!.placeId, action: 'pass', position: 1 })
      .expect(200);
    // The swipe's events were sent before its answer; a round trip on bBell's own (ordered) connection
    // brings anything sent to it by then, instead of a sleep.
    bBell.emit('register', { userId: b.user.id });
    await bBell.next('registered', () => bBell.received('registered').length === 2);
    expect(bBell.received('partner_swipe')).toEqual([]);
    expect(bBell.received('partner_status')).toEqual([]);
    expect(aSession.received('partner_status')).toEqual([{ sessionId, userId: b.user.id, status: 'offline' }]);
    expect(bBell.connected).toBe(true);
  });

  it("delivers the session_match row to the partner's user-only socket when the match is decided", async () => {
    const { a, b, partnership } = await signInPartners(live.app);
    await setTier(live.app, a.user.id, 'annual');
    const started = await startSession(a.agent, a.user.id, partnership.id);
    const sessionId = started.session.id;
    const card = started.restaurants[0]!;

    const bBell = await connect({ cookie: cookieOf(b.agent) });
    bBell.emit('register', { userId: b.user.id });
    await bBell.next('registered');

    for (const { agent, user } of [a, b]) {
      await agent
        .post(`/api/sessions/${sessionId}/swipe`)
        .send({ userId: user.id, restaurantId: card.placeId, action: 'like', position: 1 })
        .expect(200);
    }
    const { notification } = await bBell.next('notification', (payload) => payload.notification.type === 'session_match');
    expect(notification).toMatchObject({ type: 'session_match', read: false, data: { sessionId, restaurantName: card.name } });
    const stored = (await b.agent.get('/api/notifications').expect(200)).body as { id: string }[];
    expect(stored[0]).toEqual(notification);
    expect(bBell.received('match_found')).toEqual([]);
  });

  it("a socket watching a session from home hears it without counting as online: the partner's pill keeps meaning the swipe screen", async () => {
    const { a, b, partnership } = await signInPartners(live.app);
    await setTier(live.app, a.user.id, 'annual');
    const started = await startSession(a.agent, a.user.id, partnership.id);
    const sessionId = started.session.id;
    const statusesOf = (client: LiveTestClient, userId: string) =>
      (client.received('partner_status') as { userId: string; status: string }[]).filter((p) => p.userId === userId).map((p) => p.status);

    const aSwipe = await connect({ cookie: cookieOf(a.agent) });
    aSwipe.emit('register', { userId: a.user.id, sessionId });
    await aSwipe.next('registered');

    // Ben on home: he hears that Ana is swiping, and her progress, while Ana still sees him as away.
    const bHome = await connect({ cookie: cookieOf(b.agent) });
    bHome.emit('register', { userId: b.user.id, sessionId, watching: true });
    expect(await bHome.next('registered')).toEqual({ userId: b.user.id, sessionId, socketId: expect.any(String) });
    expect(await bHome.next('partner_status')).toEqual({ sessionId, userId: a.user.id, status: 'online' });
    await a.agent
      .post(`/api/sessions/${sessionId}/swipe`)
      .send({ userId: a.user.id, restaurantId: started.restaurants[0]!.placeId, action: 'pass', position: 1 })
      .expect(200);
    expect(await bHome.next('partner_swipe')).toEqual({
      sessionId,
      userId: a.user.id,
      swiped: 1,
      total: started.restaurants.length,
      canStillMatch: started.restaurants.length - 1,
    });
    // Ana's own screen hears her swipe too, sent after Ben's register was done: on her ordered connection,
    // anything his register sent her has arrived by then.
    await aSwipe.next('partner_swipe', (p) => p.swiped === 1);
    expect(statusesOf(aSwipe, b.user.id)).toEqual(['offline']);

    // Join Now: the same socket now registers from the swipe screen, and only now is Ben online to Ana.
    bHome.emit('register', { userId: b.user.id, sessionId });
    await aSwipe.next('partner_status', (p) => p.userId === b.user.id && p.status === 'online');
    // Back home: still in the room (he keeps hearing Ana), away again for her.
    bHome.emit('register', { userId: b.user.id, sessionId, watching: true });
    await aSwipe.next('partner_status', () => statusesOf(aSwipe, b.user.id).length === 3);
    expect(statusesOf(aSwipe, b.user.id)).toEqual(['offline', 'online', 'offline']);
    await a.agent
      .post(`/api/sessions/${sessionId}/swipe`)
      .send({ userId: a.user.id, restaurantId: started.restaurants[1]!.placeId, action: 'pass', position: 2 })
      .expect(200);
    expect(await bHome.next('partner_swipe', (p) => p.swiped === 2)).toMatchObject({ userId: a.user.id, swiped: 2 });

    // Home's socket going away announces nothing: Ana had not seen Ben there. Signing out closes it on the
    // server before the answer (the same disconnect as a closed tab), and Ana's next swipe, heard on her own
    // connection, comes after anything that disconnect sent her.
    await b.agent.post('/api/auth/logout').send({}).expect(200);
    await bHome.waitClosed();
    await a.agent
      .post(`/api/sessions/${sessionId}/swipe`)
      .send({ userId: a.user.id, restaurantId: started.restaurants[2]!.placeId, action: 'pass', position: 3 })
      .expect(200);
    await aSwipe.next('partner_swipe', (p) => p.swiped === 3);
    expect(statusesOf(aSwipe, b.user.id)).toEqual(['offline', 'online', 'offline']);
  });

  it('a socket moving from a session to user-only leaves the session room', async () => {
    const { a, b, partnership } = await signInPartners(live.app);
    await setTier(live.app, a.user.id, 'annual');
    const started = await startSession(a.agent, a.user.id, partnership.id);
    const sessionId = started.session.id;

    const aSocket = await connect({ cookie: cookieOf(a.agent) });
    aSocket.emit('register', { userId: a.user.id, sessionId });
    await aSocket.next('registered');
    const bSocket = await connect({ cookie: cookieOf(b.agent) });
    bSocket.emit('register', { userId: b.user.id, sessionId });
    await aSocket.next('partner_status', (p) => p.status === 'online');

    bSocket.emit('register', { userId: b.user.id });
    expect(await aSocket.next('partner_status', (p) => p.status === 'offline' && p.userId === b.user.id)).toBeTruthy();
    expect(await bSocket.next('registered', (p) => p.sessionId === undefined)).toEqual({ userId: b.user.id, socketId: expect.any(String) });
  });

  it('a group: each member registers and hears the match within a second; a non-member is refused', async () => {
    const { host: a, partners, started } = await groupSession(live.app, 2);
    const [b, c] = partners as [(typeof partners)[0], (typeof partners)[0]];
    const sessionId = started.session.id;

    const stranger = await signIn(live.app);
    const refused = await connect({ cookie: cookieOf(stranger.agent) });
    refused.emit('register', { userId: stranger.user.id, sessionId });
    expect(await refused.next('error')).toEqual({ message: 'You are not part of this session' });

    const sockets = [];
    for (const member of [a, b, c]) {
      const socket = await connect({ cookie: cookieOf(member.agent) });
      socket.emit('register', { userId: member.user.id, sessionId });
      await socket.next('registered');
      sockets.push(socket);
    }
    const card = started.restaurants[0]!;
    for (const member of [a, b, c]) {
      await member.agent
        .post(`/api/sessions/${sessionId}/swipe`)
        .send({ userId: member.user.id, restaurantId: card.placeId, action: 'like', position: 1 })
        .expect(200);
    }
    const sent = Date.now();
    for (const socket of sockets) expect(await socket.next('match_found')).toEqual({ sessionId, restaurant: card });
    expect(Date.now() - sent).toBeLessThan(1000);
    for (const socket of sockets) expect(socket.received('match_found')).toHaveLength(1);
  });

  it('a member taken out of a group (partnership ended) stops hearing the session on the socket already open', async () => {
    const { host: a, partners, started } = await groupSession(live.app, 2);
    const [b, c] = partners as [(typeof partners)[0], (typeof partners)[0]];
    const sessionId = started.session.id;
    const sockets = [];
    for (const member of [a, b, c]) {
      const socket = await connect({ cookie: cookieOf(member.agent) });
      socket.emit('register', { userId: member.user.id, sessionId });
      await socket.next('registered');
      sockets.push(socket);
    }
    const [aSocket, bSocket, cSocket] = sockets as [LiveTestClient, LiveTestClient, LiveTestClient];

    await a.agent.delete(`/api/partnerships/${c.partnership.id}`).expect(200);
    expect(await aSocket.next('partner_status', (p) => p.userId === c.user.id && p.status === 'offline')).toBeTruthy();
    const card = started.restaurants[0]!;
    for (const member of [a, b]) {
      await member.agent
        .post(`/api/sessions/${sessionId}/swipe`)
        .send({ userId: member.user.id, restaurantId: card.placeId, action: 'like', position: 1 })
        .expect(200);
    }
    for (const socket of [aSocket, bSocket]) expect(await socket.next('session_results')).toEqual({ sessionId, match: card });
    expect(await aSocket.next('match_found')).toEqual({ sessionId, restaurant: card });
    // The removed member heard none of it: no progress, no place, no results.
    expect([cSocket.received('partner_swipe'), cSocket.received('match_found'), cSocket.received('session_results')]).toEqual([[], [], []]);
    // …and registering the same room again on that socket is checked, not waved through.
    cSocket.emit('register', { userId: c.user.id, sessionId });
    expect(await cSocket.next('error')).toEqual({ message: 'You are not part of this session' });
  });
});
