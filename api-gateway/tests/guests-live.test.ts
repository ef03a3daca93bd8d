import { LiveTestClient, cookieOf } from './helpers/live-client';
import { liveGatewayForSuite } from './helpers/live-gateway';
import { guestLink, joinAsGuest, pairSession } from './helpers/guest-fixtures';
import { swipeCard } from './helpers/swipe-fixtures';

/** The live channel and guests (issue 43 part 1): a guest's socket joins its one session's room, and nothing else. */
const live = liveGatewayForSuite();

async function connect(cookie: string) {
  const client = await LiveTestClient.connect(live.port, { cookie });
  live.clients.push(client);
  return client;
}

describe('a guest on the live channel', () => {
  it('joins its session’s room, hears progress and presence and the match, and is dropped when taken out', async () => {
    const { host, partner, started } = await pairSession(live.app);
    const sessionId = started.session.id;
    const guest = await joinAsGuest(live.app, (await guestLink(host.agent, sessionId)).token);

    const hostSocket = await connect(cookieOf(host.agent));
    hostSocket.emit('register', { userId: host.user.id, sessionId });
    await hostSocket.next('registered');
    const guestSocket = await connect(cookieOf(guest.agent));
    guestSocket.emit('register', { userId: guest.user.id, sessionId });
    expect(await guestSocket.next('registered')).toMatchObject({ userId: guest.user.id, sessionId });
    // Presence both ways.
    expect(await guestSocket.next('partner_status', (p) => p.userId === host.user.id)).toMatchObject({ status: 'online' });
    expect(await hostSocket.next('partner_status', (p) => p.userId === guest.user.id && p.status === 'online')).toBeDefined();

    await swipeCard(host, started, 0, 'like').expect(200);
    await swipeCard(partner, started, 0, 'like').expect(200);
    expect(await guestSocket.next('partner_swipe', (p) => p.userId === partner.user.id)).toMatchObject({ sessionId, swiped: 1 });
    await swipeCard(guest, started, 0, 'like').expect(200);
    expect(await guestSocket.next('match_found')).toMatchObject({ sessionId, restaurant: { placeId: started.restaurants[0]!.placeId } });
    expect(await hostSocket.next('match_found')).toMatchObject({ sessionId });

    await host.agent.delete(`/api/sessions/${sessionId}/guests/${guest.user.id}`).expect(200);
    await guestSocket.waitClosed();
    // The cookie no longer opens a socket.
    await expect(LiveTestClient.connect(live.port, { cookie: cookieOf(guest.agent) })).rejects.toThrow(/handshake refused/);
  });

  it('refuses a guest’s register for another session; its own user room alone is allowed', async () => {
    const { host, started } = await pairSession(live.app);
    const other = await pairSession(live.app);
    const guest = await joinAsGuest(live.app, (await guestLink(host.agent, started.session.id)).token);

    const foreign = await connect(cookieOf(guest.agent));
    foreign.emit('register', { userId: guest.user.id, sessionId: other.started.session.id });
    expect(await foreign.next('error')).toEqual({ message: 'Guests can only join the session they joined' });
    await foreign.waitClosed();

    const userOnly = await connect(cookieOf(guest.agent));
    // The store registers the user first, then the session once the room opens (LiveBridge).
    userOnly.emit('register', { userId: guest.user.id });
    expect(await userOnly.next('registered')).toMatchObject({ userId: guest.user.id });
    userOnly.emit('register', { userId: guest.user.id, sessionId: started.session.id });
    expect(await userOnly.next('registered', (p) => p.sessionId === started.session.id)).toBeDefined();

    const impostor = await connect(cookieOf(guest.agent));
    impostor.emit('register', { userId: host.user.id, sessionId: started.session.id });
    expect(await impostor.next('error')).toEqual({ message: 'You can only register as yourself' });
  });
});
