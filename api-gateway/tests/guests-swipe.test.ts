import { compromiseResponseSchema, sessionRankingSchema, sessionSchema, swipeResultSchema } from '@forkcast/contracts';
import { guestLink, joinAsGuest, pairSession } from './helpers/guest-fixtures';
import { FakeRestaurantSource, RecordingLiveEvents, fakePlace, swipeCard } from './helpers/swipe-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * A guest swipes like a member (issue 43 part 1): its swipes and undos, the room's progress, a match that
 * needs its like too (exactly one when everyone likes at once), the ranking with its name.
 */
let testApp: TestApp;
const live = new RecordingLiveEvents();
const DECK = 4;
const source = new FakeRestaurantSource(Array.from({ length: DECK }, (_, i) => fakePlace(i + 1, { rating: 4 })));

beforeAll(async () => {
  testApp = await createTestApp({ restaurantSource: source, liveEvents: live });
});

async function withGuest(names: string[] = ['Gus']) {
  const pair = await pairSession(testApp);
  const link = await guestLink(pair.host.agent, pair.started.session.id);
  const guests = [];
  for (const name of names) guests.push(await joinAsGuest(testApp, link.token, name));
  return { ...pair, guests };
}

describe('a guest in the swipe room', () => {
  it('makes a unanimous match wait for the guest’s like', async () => {
    const { host, partner, started, guests } = await withGuest();
    const guest = guests[0]!;
    await swipeCard(host, started, 0, 'like').expect(200);
    const partnerLike = swipeResultSchema.parse((await swipeCard(partner, started, 0, 'like').expect(200)).body);
    // Host and partner liked it: without the guest's like it is no match.
    expect(partnerLike.match).toBeNull();
    const sessionId = started.session.id;
    expect(live.of('match_found', sessionId)).toHaveLength(0);
    // The room hears the guest's progress like anyone's.
    const guestLike = swipeResultSchema.parse((await swipeCard(guest, started, 0, 'like').expect(200)).body);
    expect(guestLike.match?.placeId).toBe(started.restaurants[0]!.placeId);
    expect(live.of('partner_swipe', sessionId).some((event) => (event.payload as { userId: string }).userId === guest.user.id)).toBe(true);
    expect(live.of('match_found', sessionId)).toHaveLength(1);
    // Everyone, the guest included, reads the match and the ranking with the guest's name.
    const read = sessionSchema.parse((await guest.agent.get(`/api/sessions/${sessionId}`).expect(200)).body);
    expect(read.matchedRestaurantId).toBe(started.restaurants[0]!.placeId);
    const ranking = sessionRankingSchema.parse((await guest.agent.get(`/api/sessions/${sessionId}/ranking`).expect(200)).body);
    expect(ranking.memberCount).toBe(3);
    expect(ranking.places[0]!.likedBy).toEqual(['Gus', 'Hana', 'Pia']);
    // And every member's swipes, once it is over.
    await guest.agent.get(`/api/sessions/${sessionId}/swipes/${host.user.id}`).expect(200);
    // The match screen's Share works for the guest too: the same public link the members get.
    const shared = (await guest.agent.post(`/api/sessions/${sessionId}/share`).send({}).expect(200)).body as { url: string };
    expect((await host.agent.post(`/api/sessions/${sessionId}/share`).send({}).expect(200)).body).toEqual(shared);
  });

  it('lets a guest undo its last swipe, and refuses swipes as someone else', async () => {
    const { host, started, guests } = await withGuest();
    const guest = guests[0]!;
    await swipeCard(guest, started, 0, 'pass').expect(200);
    const card = started.restaurants[0]!.placeId;
    const undone = await guest.agent
      .post(`/api/sessions/${started.session.id}/undo`)
      .send({ userId: guest.user.id, restaurantId: card })
      .expect(200);
    expect(undone.body.undone).toEqual({ restaurantId: card, action: 'pass', position: 1 });
    await guest.agent.get(`/api/sessions/${started.session.id}/swipes/${guest.user.id}`).expect(200, []);
    // Only as itself, and the others' swipes stay private while the session goes on.
    await swipeCard({ agent: guest.agent, user: host.user }, started, 1, 'like').expect(403);
    await guest.agent.get(`/api/sessions/${started.session.id}/swipes/${host.user.id}`).expect(403);
  });

  it('ends without a match once everyone, the guest included, has swiped every card', async () => {
    const { host, partner, started, guests } = await withGuest();
    const guest = guests[0]!;
    for (let i = 0; i < DECK; i++) {
      await swipeCard(host, started, i, 'like').expect(200);
      await swipeCard(partner, started, i, 'like').expect(200);
    }
    const read = sessionSchema.parse((await host.agent.get(`/api/sessions/${started.session.id}`).expect(200)).body);
    expect(read.status).toBe('active');
    let last;
    for (let i = 0; i < DECK; i++) last = swipeResultSchema.parse((await swipeCard(guest, started, i, 'pass').expect(200)).body);
    expect(last!.bothCompleted).toBe(true);
    expect(last!.match).toBeNull();
    const ranking = sessionRankingSchema.parse((await guest.agent.get(`/api/sessions/${started.session.id}/ranking`).expect(200)).body);
    expect(ranking.places.map((place) => place.likes)).toEqual(Array(DECK).fill(2));
    // The compromises, as for any member.
    const { compromises } = compromiseResponseSchema.parse(
      (await guest.agent.post(`/api/sessions/${started.session.id}/compromise`).send({}).expect(200)).body,
    );
    expect(compromises.length).toBeGreaterThan(0);
  });

  it('decides exactly one match when the host and two guests like the last missing card at once', async () => {
    for (let round = 0; round < 3; round++) {
      const { host, partner, started, guests } = await withGuest(['Gus', 'Gia']);
      const [g1, g2] = [guests[0]!, guests[1]!];
      // The partner liked card 2 and card 3 already; the host and both guests like both at once.
      await swipeCard(partner, started, 1, 'like').expect(200);
      await swipeCard(partner, started, 2, 'like').expect(200);
      const answers = await Promise.all(
        [host, g1, g2].flatMap((side) => [swipeCard(side, started, 1, 'like'), swipeCard(side, started, 2, 'like')]),
      );
      expect(answers.map((res) => res.status).every((status) => status === 200 || status === 409)).toBe(true);
      expect(live.of('match_found', started.session.id)).toHaveLength(1);
      const read = sessionSchema.parse((await g2.agent.get(`/api/sessions/${started.session.id}`).expect(200)).body);
      expect(read.status).toBe('completed');
      expect([started.restaurants[1]!.placeId, started.restaurants[2]!.placeId]).toContain(read.matchedRestaurantId);
    }
  });

  it('settles the session when the host takes out the one guest who had not liked a place yet', async () => {
    const { host, partner, started, guests } = await withGuest();
    const guest = guests[0]!;
    await swipeCard(host, started, 0, 'like').expect(200);
    await swipeCard(partner, started, 0, 'like').expect(200);
    await host.agent.delete(`/api/sessions/${started.session.id}/guests/${guest.user.id}`).expect(200);
    const read = sessionSchema.parse((await host.agent.get(`/api/sessions/${started.session.id}`).expect(200)).body);
    expect(read.matchedRestaurantId).toBe(started.restaurants[0]!.placeId);
    expect(live.of('session_results', started.session.id)).toHaveLength(1);
    expect(live.of('session_members', started.session.id)).toHaveLength(2);
  });
});
