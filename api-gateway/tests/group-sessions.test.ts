import { randomUUID } from 'node:crypto';
import {
  activeSessionResponseSchema,
  compromiseResponseSchema,
  sessionHistorySchema,
  sessionRankingSchema,
  sessionSchema,
  startSessionResponseSchema,
  swipeResultSchema,
  type Partnership,
  type StartSessionResponse,
} from '@forkcast/contracts';
import { signIn } from './helpers/sign-in';
import {
  FakeRestaurantSource,
  RecordingLiveEvents,
  fakePlace,
  linkPartners,
  setTier,
  startBody,
  swipeCard,
  type Side,
} from './helpers/swipe-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Group sessions: the starter and 2–5 of their partners swipe one deck; a place every member
 * liked is the match, and without one the results rank places by how many liked them.
 */
let testApp: TestApp;
const live = new RecordingLiveEvents();
const DECK = 6;
const source = new FakeRestaurantSource(Array.from({ length: DECK }, (_, i) => fakePlace(i + 1, { rating: 4 })));

beforeAll(async () => {
  testApp = await createTestApp({ restaurantSource: source, liveEvents: live });
});

type Member = Side & { user: { id: string; firstName?: string | null } };

/** An annual starter with `count` partners (each one a new account that accepted the starter's invite). */
async function starterWithPartners(count: number) {
  const starter = await signIn(testApp);
  await setTier(testApp, starter.user.id, 'annual');
  await starter.agent.put(`/api/users/${starter.user.id}`).send({ firstName: 'Ada' }).expect(200);
  const partners: (Member & { partnership: Partnership })[] = [];
  for (let i = 0; i < count; i++) {
    const partner = await signIn(testApp);
    await partner.agent
      .put(`/api/users/${partner.user.id}`)
      .send({ firstName: `P${i + 1}` })
      .expect(200);
    partners.push({ ...partner, partnership: await linkPartners(starter, partner) });
  }
  return { starter, partners };
}

async function startGroup(starter: Member, partnershipIds: string[]): Promise<StartSessionResponse> {
  const res = await starter.agent.post('/api/sessions/start').send({
    ...startBody(starter.user.id),
    partnershipId: undefined,
    partnershipIds,
    filters: { priceRange: [], dietaryRestrictions: [], radiusMiles: 5 },
  });
  if (res.status !== 201) throw new Error(`start group answered ${res.status}: ${JSON.stringify(res.body)}`);
  return startSessionResponseSchema.parse(res.body);
}

describe('starting a group session', () => {
  it('starts with 2–5 partners and every payload carries the members', async () => {
    const { starter, partners } = await starterWithPartners(3);
    const started = await startGroup(
      starter,
      partners.map((partner) => partner.partnership.id),
    );
    expect(started.session.partnershipId).toBe(partners[0]!.partnership.id);
    expect(started.session.members).toEqual([
      { userId: starter.user.id, name: 'Ada', swiped: 0, total: DECK },
      ...partners.map((partner, i) => ({ userId: partner.user.id, name: `P${i + 1}`, swiped: 0, total: DECK })),
    ]);
    // Every member reads it, with everyone's progress; the partner pill of a pair is not used.
    await swipeCard(partners[1]!, started, 0, 'pass').expect(200);
    const read = sessionSchema.parse((await partners[0]!.agent.get(`/api/sessions/${started.session.id}`).expect(200)).body);
    expect(read.partnerProgress).toBeNull();
    expect(read.members?.map((member) => [member.name, member.swiped])).toEqual([
      ['Ada', 0],
      ['P1', 0],
      ['P2', 1],
      ['P3', 0],
    ]);
    // Home shows the waiting group with its members to each partner, not to the starter.
    const waiting = activeSessionResponseSchema.parse(
      (await partners[2]!.agent.get(`/api/sessions/user/${partners[2]!.user.id}/active`).expect(200)).body,
    );
    expect(waiting).toMatchObject({ id: started.session.id, partnerId: starter.user.id, partnerName: 'Ada', restaurantCount: DECK });
    expect(waiting?.members).toHaveLength(4);
    // Each member was told it started.
    for (const member of [starter, ...partners]) {
      expect(
        live
          .of('session_started', member.user.id)
          .some((event) => (event.payload as { sessionId: string }).sessionId === started.session.id),
      ).toBe(true);
    }
  });

  it('keeps pair and solo payloads as they were: no members', async () => {
    const { starter, partners } = await starterWithPartners(1);
    const pair = await starter.agent
      .post('/api/sessions/start')
      .send(startBody(starter.user.id, partners[0]!.partnership.id, { priceRange: [] }))
      .expect(201);
    expect(pair.body.session).not.toHaveProperty('members');
    const read = await partners[0]!.agent.get(`/api/sessions/${pair.body.session.id}`).expect(200);
    expect(read.body).not.toHaveProperty('members');
    expect(read.body.partnerProgress).toMatchObject({ userId: starter.user.id, name: 'Ada' });
    const solo = await starter.agent
      .post('/api/sessions/start')
      .send(startBody(starter.user.id, null, { priceRange: [] }))
      .expect(201);
    expect(solo.body.session).toMatchObject({ partnershipId: null });
    expect(solo.body.session).not.toHaveProperty('members');
  });

  it('refuses more than 5 partners, a partnership not the starter’s, the same partner twice, and both fields', async () => {
    const { starter, partners } = await starterWithPartners(2);
    const send = (body: Record<string, unknown>) =>
      starter.agent
        .post('/api/sessions/start')
        .send({ ...startBody(starter.user.id, null, { priceRange: [] }), partnershipId: undefined, ...body });
    const ids = partners.map((partner) => partner.partnership.id);

    expect((await send({ partnershipIds: [...ids, ...Array.from({ length: 4 }, () => randomUUID())] }).expect(400)).body.message).toBe(
      'A group session takes 2 to 5 partners',
    );
    expect((await send({ partnershipIds: [ids[0]] }).expect(400)).body.message).toBe('A group session takes 2 to 5 partners');
    expect((await send({ partnershipIds: [ids[0], ids[0]] }).expect(400)).body.message).toBe('The same partner is in the group twice');
    expect((await send({ partnershipIds: [ids[0], ids[0]!.toUpperCase()] }).expect(400)).body.message).toBe(
      'The same partner is in the group twice',
    );
    // Another user's partnership, and an unknown one.
    const other = await starterWithPartners(1);
    expect((await send({ partnershipIds: [ids[0], other.partners[0]!.partnership.id] }).expect(400)).body.message).toBe(
      'Everyone in a group must be your partner',
    );
    expect((await send({ partnershipIds: [ids[0], randomUUID()] }).expect(400)).body.message).toBe(
      'Everyone in a group must be your partner',
    );
    expect((await send({ partnershipId: ids[0], partnershipIds: ids }).expect(400)).body.message).toBe(
      'Send either partnershipId or partnershipIds, not both',
    );
    // A partner cannot start a group of the starter's partnerships: they are not theirs.
    const partner = partners[0]!;
    const res = await partner.agent
      .post('/api/sessions/start')
      .send({ ...startBody(partner.user.id, null, { priceRange: [] }), partnershipId: undefined, partnershipIds: ids })
      .expect(400);
    expect(res.body.message).toBe('Everyone in a group must be your partner');
  });

  it('keeps the free daily limit: a group is a session like any other', async () => {
    const { starter, partners } = await starterWithPartners(2);
    // The starter drops to free while keeping the partners (as after a plan ended): one session a day.
    await setTier(testApp, starter.user.id, 'free');
    await startGroup(
      starter,
      partners.map((partner) => partner.partnership.id),
    );
    const res = await starter.agent
      .post('/api/sessions/start')
      .send({
        ...startBody(starter.user.id, null, { priceRange: [] }),
        partnershipId: undefined,
        partnershipIds: partners.map((partner) => partner.partnership.id),
      })
      .expect(403);
    expect(res.body.code).toBe('SESSION_LIMIT');
  });

  it('answers 403 to a non-member on every session route', async () => {
    const { starter, partners } = await starterWithPartners(2);
    const started = await startGroup(
      starter,
      partners.map((partner) => partner.partnership.id),
    );
    const stranger = await signIn(testApp);
    const id = started.session.id;
    const card = started.restaurants[0]!.placeId;
    await stranger.agent.get(`/api/sessions/${id}`).expect(403);
    await stranger.agent.get(`/api/sessions/${id}/ranking`).expect(403);
    await stranger.agent.get(`/api/sessions/${id}/swipes/${starter.user.id}`).expect(403);
    await stranger.agent
      .post(`/api/sessions/${id}/swipe`)
      .send({ userId: stranger.user.id, restaurantId: card, action: 'like', position: 1 })
      .expect(403);
    await stranger.agent.post(`/api/sessions/${id}/undo`).send({ userId: stranger.user.id, restaurantId: card }).expect(403);
    await stranger.agent.post(`/api/sessions/${id}/end`).send({}).expect(403);
    await stranger.agent.post(`/api/sessions/${id}/compromise`).send({}).expect(403);
    await stranger.agent.get(`/api/sessions/${id}/insights`).expect(403);
    // A member cannot end a group alone.
    await partners[0]!.agent.post(`/api/sessions/${id}/end`).send({}).expect(409);
  });
});

describe('deciding as a group', () => {
  it('a place every member liked is the match, for everyone, announced once', async () => {
    const { starter, partners } = await starterWithPartners(2);
    const started = await startGroup(
      starter,
      partners.map((partner) => partner.partnership.id),
    );
    const [p1, p2] = partners as unknown as [Member, Member];
    // Two of three liking a place is not a match.
    expect(swipeResultSchema.parse((await swipeCard(starter, started, 0, 'like').expect(200)).body).match).toBeNull();
    expect(swipeResultSchema.parse((await swipeCard(p1, started, 0, 'like').expect(200)).body).match).toBeNull();
    expect(swipeResultSchema.parse((await swipeCard(p1, started, 1, 'like').expect(200)).body).match).toBeNull();
    // Others' swipes stay private while it goes on.
    await p1.agent.get(`/api/sessions/${started.session.id}/swipes/${starter.user.id}`).expect(403);
    await p1.agent.get(`/api/sessions/${started.session.id}/ranking`).expect(403);
    const third = swipeResultSchema.parse((await swipeCard(p2, started, 0, 'like').expect(200)).body);
    expect(third).toMatchObject({ solo: false, bothCompleted: true, match: { placeId: started.restaurants[0]!.placeId } });
    expect(live.of('match_found', started.session.id)).toHaveLength(1);
    // Every member gets the match notification.
    for (const member of [starter, p1, p2]) {
      const list = (await member.agent.get('/api/notifications').expect(200)).body as { type: string; data: { sessionId?: string } }[];
      expect(list.filter((item) => item.type === 'session_match' && item.data.sessionId === started.session.id)).toHaveLength(1);
    }
    // After the match, the ranking is open to members.
    const ranking = sessionRankingSchema.parse((await p2.agent.get(`/api/sessions/${started.session.id}/ranking`).expect(200)).body);
    expect(ranking.memberCount).toBe(3);
    expect(ranking.places.map((place) => [place.restaurant.placeId, place.likes])).toEqual([
      [started.restaurants[0]!.placeId, 3],
      [started.restaurants[1]!.placeId, 1],
    ]);
    const history = sessionHistorySchema.parse((await p1.agent.get(`/api/sessions/user/${p1.user.id}/history`).expect(200)).body);
    expect(history[0]).toMatchObject({
      id: started.session.id,
      partnerName: 'Ada and P2',
      matchedRestaurantId: started.restaurants[0]!.placeId,
    });
  });

  it('without a match, the session ends when everyone finished and ranks places by likes', async () => {
    const { starter, partners } = await starterWithPartners(3);
    const started = await startGroup(
      starter,
      partners.map((partner) => partner.partnership.id),
    );
    const members = [starter, ...partners];
    // Member i likes cards 0..(3 - i): card 0 is liked by 3 of 4, card 1 by 2, card 2 by 1; nobody likes all.
    const likes = (member: number, card: number) => member < 3 && card <= 2 - member;
    const answers = [];
    for (const [m, member] of members.entries()) {
      for (let card = 0; card < DECK; card++)
        answers.push(swipeResultSchema.parse((await swipeCard(member, started, card, likes(m, card) ? 'like' : 'pass').expect(200)).body));
    }
    expect(answers.every((answer) => answer.match === null)).toBe(true);
    expect(answers.at(-1)).toMatchObject({ userCompleted: true, bothCompleted: true, waitingForPartner: false });
    expect(answers[DECK - 1]).toMatchObject({ userCompleted: true, waitingForPartner: true, bothCompleted: false });
    const read = sessionSchema.parse((await starter.agent.get(`/api/sessions/${started.session.id}`).expect(200)).body);
    expect(read.status).toBe('completed');
    const ranking = sessionRankingSchema.parse(
      (await partners[2]!.agent.get(`/api/sessions/${started.session.id}/ranking`).expect(200)).body,
    );
    expect(ranking).toEqual({
      memberCount: 4,
      places: [
        { restaurant: started.restaurants[0], likes: 3, likedBy: ['Ada', 'P1', 'P2'] },
        { restaurant: started.restaurants[1], likes: 2, likedBy: ['Ada', 'P1'] },
        { restaurant: started.restaurants[2], likes: 1, likedBy: ['Ada'] },
      ],
    });
    // The compromises weigh every member: the place three of four liked comes first, named by its likers.
    const { compromises } = compromiseResponseSchema.parse(
      (await partners[2]!.agent.post(`/api/sessions/${started.session.id}/compromise`).send({}).expect(200)).body,
    );
    expect(compromises.map((item) => item.placeId)).toEqual(started.restaurants.slice(0, 3).map((restaurant) => restaurant.placeId));
    expect(compromises[0]!.likedBy.split(/, | and /).sort()).toEqual(['Ada', 'P1', 'P2']);
    expect(compromises[0]!.reason).toContain('P3');
    // Everyone gets the no-match notification; each member finishing told the others.
    for (const member of members) {
      const list = (await member.agent.get('/api/notifications').expect(200)).body as { type: string; data: { sessionId?: string } }[];
      const mine = list.filter((item) => item.data.sessionId === started.session.id);
      expect(mine.filter((item) => item.type === 'session_no_match')).toHaveLength(1);
    }
  });

  it('a member finishing tells the others who finished and how many are in the group', async () => {
    const { starter, partners } = await starterWithPartners(2);
    const started = await startGroup(
      starter,
      partners.map((partner) => partner.partnership.id),
    );
    const [p1, p2] = partners as unknown as [Member, Member];
    for (let card = 0; card < DECK; card++) await swipeCard(p1, started, card, 'pass').expect(200);
    for (const member of [starter, p2]) {
      const list = (await member.agent.get('/api/notifications').expect(200)).body as { type: string; data: Record<string, unknown> }[];
      const finished = list.filter((item) => item.type === 'partner_completed' && item.data.sessionId === started.session.id);
      expect(finished.map((item) => item.data)).toEqual([{ sessionId: started.session.id, memberName: 'P1', memberCount: 3 }]);
    }
    // Others' swipes stay private until the group is decided, said as a group.
    const refused = await p1.agent.get(`/api/sessions/${started.session.id}/swipes/${starter.user.id}`).expect(403);
    expect(JSON.stringify(refused.body)).toContain("Everyone's swipes are shown once you match or all finish");
  });

  it('removing a partnership takes that partner out; the rest go on (and may now agree)', async () => {
    const { starter, partners } = await starterWithPartners(3);
    const started = await startGroup(
      starter,
      partners.map((partner) => partner.partnership.id),
    );
    const [p1, p2, p3] = partners as [Member & { partnership: Partnership }, Member, Member];
    await swipeCard(starter, started, 0, 'like').expect(200);
    await swipeCard(p2, started, 0, 'like').expect(200);
    await swipeCard(p3, started, 0, 'like').expect(200);
    await swipeCard(p1, started, 0, 'pass').expect(200);
    await swipeCard(p1, started, 1, 'like').expect(200);
    // P1 removes their partnership with the starter: they leave, and the three who liked card 0 now agree.
    await p1.agent.delete(`/api/partnerships/${p1.partnership.id}`).expect(200);
    await p1.agent.get(`/api/sessions/${started.session.id}`).expect(403);
    const read = sessionSchema.parse((await p2.agent.get(`/api/sessions/${started.session.id}`).expect(200)).body);
    expect(read.members?.map((member) => member.name)).toEqual(['Ada', 'P2', 'P3']);
    expect(read).toMatchObject({ status: 'completed', matchedRestaurantId: started.restaurants[0]!.placeId });
    // The rest hear it live: the leaver goes offline, and the room gets the results.
    expect(live.of('partner_status', started.session.id).map((event) => event.payload)).toContainEqual({
      sessionId: started.session.id,
      userId: p1.user.id,
      status: 'offline',
    });
    expect(live.of('session_results', started.session.id).map((event) => event.payload)).toEqual([
      { sessionId: started.session.id, match: started.restaurants[0] },
    ]);
  });

  it('removing a partnership mid-way leaves the others swiping; a deleted account leaves too', async () => {
    const { starter, partners } = await starterWithPartners(3);
    const started = await startGroup(
      starter,
      partners.map((partner) => partner.partnership.id),
    );
    const [p1, p2, p3] = partners as [Member & { partnership: Partnership }, Member, Member];
    await swipeCard(p1, started, 0, 'like').expect(200);
    await starter.agent.delete(`/api/partnerships/${p1.partnership.id}`).expect(200);
    let read = sessionSchema.parse((await starter.agent.get(`/api/sessions/${started.session.id}`).expect(200)).body);
    expect(read).toMatchObject({ status: 'active' });
    expect(read.members).toHaveLength(3);
    // The starter deletes their account: P2 and P3 go on as a group of two.
    await starter.agent.delete(`/api/users/${starter.user.id}`).expect(200);
    read = sessionSchema.parse((await p2.agent.get(`/api/sessions/${started.session.id}`).expect(200)).body);
    expect(read.status).toBe('active');
    expect(read.members?.map((member) => member.userId).sort()).toEqual([p2.user.id, p3.user.id].sort());
    // The rest hear it live, as for a removed partnership: the room's strip drops the starter, homes re-read.
    expect(live.of('partner_status', started.session.id).map((event) => event.payload)).toContainEqual({
      sessionId: started.session.id,
      userId: starter.user.id,
      status: 'offline',
    });
    for (const member of [p2, p3]) {
      expect(live.of('session_started', member.user.id).map((event) => event.payload)).toContainEqual({
        sessionId: started.session.id,
        userId: starter.user.id,
      });
    }
    await swipeCard(p2, started, 1, 'like').expect(200);
    const matched = swipeResultSchema.parse((await swipeCard(p3, started, 1, 'like').expect(200)).body);
    expect(matched.match?.placeId).toBe(started.restaurants[1]!.placeId);
  });

  it('a deleted account whose members had all liked a place: the rest get the match live', async () => {
    const { starter, partners } = await starterWithPartners(2);
    const started = await startGroup(
      starter,
      partners.map((partner) => partner.partnership.id),
    );
    const [p1, p2] = partners as [Member & { partnership: Partnership }, Member & { partnership: Partnership }];
    await swipeCard(p1, started, 0, 'like').expect(200);
    await swipeCard(p2, started, 0, 'like').expect(200);
    await swipeCard(starter, started, 0, 'pass').expect(200);
    // The one who passed deletes their account: the two left agree on card 0, and their room hears it.
    await starter.agent.delete(`/api/users/${starter.user.id}`).expect(200);
    const read = sessionSchema.parse((await p1.agent.get(`/api/sessions/${started.session.id}`).expect(200)).body);
    expect(read).toMatchObject({ status: 'completed', matchedRestaurantId: started.restaurants[0]!.placeId });
    expect(live.of('session_results', started.session.id).map((event) => event.payload)).toEqual([
      { sessionId: started.session.id, match: started.restaurants[0] },
    ]);
  });
});
