import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { INVITE_CODE_ALPHABET, partnershipSchema } from '@forkcast/contracts';
import { partnerInvites, partnerships } from '../src/db/schema';
import { signIn } from './helpers/sign-in';
import { RecordingLiveEvents, setTier, signInPartners } from './helpers/swipe-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let testApp: TestApp;
const live = new RecordingLiveEvents();
beforeAll(async () => {
  testApp = await createTestApp({ liveEvents: live });
});

const invite = (agent: Awaited<ReturnType<typeof signIn>>['agent'], userId: string) =>
  agent.post('/api/partnerships/invite').send({ userId });
const accept = (agent: Awaited<ReturnType<typeof signIn>>['agent'], userId: string, inviteCode: string) =>
  agent.post('/api/partnerships/accept').send({ userId, inviteCode });

async function liveCount(userId: string): Promise<number> {
  const rows = await testApp.database.db.select().from(partnerships);
  return rows.filter((row) => !row.endedAt && (row.user1Id === userId || row.user2Id === userId)).length;
}

describe('partner invites', () => {
  it('creates a 6-character code without ambiguous characters; a new code revokes the previous one', async () => {
    const a = await signIn(testApp);
    const first = await invite(a.agent, a.user.id).expect(200);
    expect(first.body.inviteCode).toMatch(new RegExp(`^[${INVITE_CODE_ALPHABET}]{6}$`));
    expect(first.body.inviteCode).not.toMatch(/[01OIL]/);
    const second = await invite(a.agent, a.user.id).expect(200);
    expect(second.body.inviteCode).not.toBe(first.body.inviteCode);

    const b = await signIn(testApp);
    const old = await accept(b.agent, b.user.id, first.body.inviteCode).expect(400);
    expect(old.body.message).toBe('Invalid code or code already used');
    await accept(b.agent, b.user.id, second.body.inviteCode.toLowerCase()).expect(200);
  });

  it('links two users once; the code is single use and answers the spec Partnership', async () => {
    const { a, b, partnership } = await signInPartners(testApp);
    expect(partnershipSchema.parse(partnership)).toMatchObject({
      user1Id: a.user.id,
      user2Id: b.user.id,
      user1Email: a.email,
      user2Email: b.email,
      sessionsTogether: 0,
    });
    const [row] = await testApp.database.db.select().from(partnerInvites).where(eq(partnerInvites.inviterId, a.user.id));
    expect(row?.usedBy).toBe(b.user.id);

    // The same code again (by anyone) is refused.
    const c = await signIn(testApp);
    await setTier(testApp, c.user.id, 'annual');
    const reused = await accept(c.agent, c.user.id, row!.code).expect(400);
    expect(reused.body).toEqual({ message: 'Invalid code or code already used' });

    for (const side of [a, b]) {
      const list = await side.agent.get(`/api/partnerships/user/${side.user.id}`).expect(200);
      expect(list.body).toHaveLength(1);
      expect(list.body[0].id).toBe(partnership.id);
    }
  });

  it('refuses an unknown, own or expired code with 400 and changes nothing', async () => {
    const a = await signIn(testApp);
    await accept(a.agent, a.user.id, 'ZZZZZZ').expect(400, { message: 'Invalid code or code already used' });
    const own = await invite(a.agent, a.user.id).expect(200);
    await accept(a.agent, a.user.id, own.body.inviteCode).expect(400, { message: 'Invalid code or code already used' });

    await testApp.database.db
      .update(partnerInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(partnerInvites.code, own.body.inviteCode));
    const b = await signIn(testApp);
    await accept(b.agent, b.user.id, own.body.inviteCode).expect(400, { message: 'Invalid code or code already used' });
    expect(await liveCount(a.user.id)).toBe(0);
  });

  it('answers 409 when the two are already partners', async () => {
    const { a, b } = await signInPartners(testApp);
    await setTier(testApp, a.user.id, 'annual');
    await setTier(testApp, b.user.id, 'annual');
    const again = await invite(a.agent, a.user.id).expect(200);
    const res = await accept(b.agent, b.user.id, again.body.inviteCode).expect(409);
    expect(res.body.message).toBe('You are already partners');
    expect(await liveCount(a.user.id)).toBe(1);
  });

  it('validates bodies and ownership', async () => {
    const a = await signIn(testApp);
    const b = await signIn(testApp);
    const bad = await a.agent.post('/api/partnerships/invite').send({ userId: 'nope' }).expect(400);
    expect(bad.body.message).toBe('Invalid user id');
    await a.agent.post('/api/partnerships/invite').send({}).expect(400);
    await invite(a.agent, b.user.id).expect(403);
    const empty = await accept(a.agent, a.user.id, '').expect(400);
    expect(empty.body.message).toBe('Enter an invite code');
    await a.agent.post('/api/partnerships/accept').send({ userId: a.user.id }).expect(400);
    const code = (await invite(b.agent, b.user.id).expect(200)).body.inviteCode;
    await accept(a.agent, b.user.id, code).expect(403);
    await a.agent.get(`/api/partnerships/user/${b.user.id}`).expect(403);
    await a.agent.get('/api/partnerships/user/not-a-uuid').expect(400);
    await testApp.agent().post('/api/partnerships/invite').send({ userId: a.user.id }).expect(401);
    expect(await liveCount(a.user.id)).toBe(0);
  });
});

describe('partner limits (docs/product.md › Tiers and roles)', () => {
  it('a free user with a partner cannot create an invite: 403 upgradeRequired, tier free', async () => {
    const { a } = await signInPartners(testApp);
    const res = await invite(a.agent, a.user.id).expect(403);
    expect(res.body).toEqual({
      message: 'Free users can have 1 partner. Upgrade to Premium for unlimited!',
      upgradeRequired: true,
      tier: 'free',
    });
  });

  it('a monthly user is limited to 1 too; annual and premium are unlimited', async () => {
    const { a } = await signInPartners(testApp);
    await setTier(testApp, a.user.id, 'monthly');
    const res = await invite(a.agent, a.user.id).expect(403);
    expect(res.body).toMatchObject({ upgradeRequired: true, tier: 'monthly' });
    expect(res.body.message).toBe('Monthly subscribers can have 1 partner. Upgrade to Annual for unlimited!');

    for (const tier of ['annual', 'premium'] as const) {
      await setTier(testApp, a.user.id, tier);
      const code = (await invite(a.agent, a.user.id).expect(200)).body.inviteCode;
      const next = await signIn(testApp);
      await accept(next.agent, next.user.id, code).expect(200);
    }
    expect(await liveCount(a.user.id)).toBe(3);
  });

  it('premium inherited from an annual partner lifts the partner limit; it does not chain', async () => {
    const { a, b } = await signInPartners(testApp);
    await setTier(testApp, a.user.id, 'annual');
    // b is free, with one partner (a, annual): b may still invite and be invited.
    const code = (await invite(b.agent, b.user.id).expect(200)).body.inviteCode;
    const c = await signIn(testApp);
    await accept(c.agent, c.user.id, code).expect(200);
    const d = await signIn(testApp);
    const dCode = (await invite(d.agent, d.user.id).expect(200)).body.inviteCode;
    await accept(b.agent, b.user.id, dCode).expect(200);
    expect(await liveCount(b.user.id)).toBe(3);
    // c's only partner is b, whose own plan is free: c inherits nothing and stays at 1.
    expect((await invite(c.agent, c.user.id).expect(403)).body).toMatchObject({ upgradeRequired: true, tier: 'free' });
    // When a's plan ends, b is back to the free limit for new partners (existing ones stay).
    await setTier(testApp, a.user.id, 'free');
    expect((await invite(b.agent, b.user.id).expect(403)).body).toMatchObject({ upgradeRequired: true, tier: 'free' });
  });

  it('checks both sides on accept and keeps the code usable', async () => {
    // The accepter is at their limit.
    const { b } = await signInPartners(testApp);
    const inviter = await signIn(testApp);
    await setTier(testApp, inviter.user.id, 'annual');
    const code = (await invite(inviter.agent, inviter.user.id).expect(200)).body.inviteCode;
    const own = await accept(b.agent, b.user.id, code).expect(403);
    expect(own.body).toMatchObject({ upgradeRequired: true, tier: 'free' });

    // The inviter reached their limit after creating the code.
    const free = await signIn(testApp);
    const freeCode = (await invite(free.agent, free.user.id).expect(200)).body.inviteCode;
    const other = await signIn(testApp);
    // Monthly: a partner's monthly plan passes on no more than its own single partner.
    await setTier(testApp, other.user.id, 'monthly');
    const otherCode = (await invite(other.agent, other.user.id).expect(200)).body.inviteCode;
    await accept(free.agent, free.user.id, otherCode).expect(200);
    const late = await signIn(testApp);
    const res = await accept(late.agent, late.user.id, freeCode).expect(403);
    expect(res.body).toMatchObject({ upgradeRequired: true, tier: 'free' });
    expect(await liveCount(late.user.id)).toBe(0);

    // After upgrading, the same code works.
    await setTier(testApp, free.user.id, 'annual');
    await accept(late.agent, late.user.id, freeCode).expect(200);
  });
});

describe('the inviter is told their invite was accepted', () => {
  it("stores a 'partner_joined' notification naming the new partner and pushes it live to the inviter only", async () => {
    const a = await signIn(testApp);
    const b = await signIn(testApp);
    await b.agent.put(`/api/users/${b.user.id}`).send({ firstName: 'Bea' }).expect(200);
    const code = (await invite(a.agent, a.user.id).expect(200)).body.inviteCode;
    const partnership = (await accept(b.agent, b.user.id, code).expect(200)).body;

    const stored = (await a.agent.get('/api/notifications').expect(200)).body;
    expect(stored).toEqual([
      expect.objectContaining({ type: 'partner_joined', read: false, data: { partnershipId: partnership.id, partnerName: 'Bea' } }),
    ]);
    expect((await b.agent.get('/api/notifications').expect(200)).body).toEqual([]);

    const pushed = live.of('notification', a.user.id);
    expect(pushed).toEqual([{ target: 'user', id: a.user.id, event: 'notification', payload: { notification: stored[0] } }]);
    expect(live.of('notification', b.user.id)).toEqual([]);
  });

  it('names a partner without a first name by their e-mail, and tells nobody when the accept fails', async () => {
    const a = await signIn(testApp);
    const b = await signIn(testApp);
    const code = (await invite(a.agent, a.user.id).expect(200)).body.inviteCode;
    await accept(b.agent, b.user.id, code).expect(200);
    const [joined] = (await a.agent.get('/api/notifications').expect(200)).body;
    expect(joined.data.partnerName).toBe(b.email.split('@')[0]);

    // A refused accept (already partners) writes and sends nothing.
    await setTier(testApp, a.user.id, 'annual');
    const before = live.events.length;
    const again = (await invite(a.agent, a.user.id).expect(200)).body.inviteCode;
    await accept(b.agent, b.user.id, again).expect(409);
    expect((await a.agent.get('/api/notifications').expect(200)).body).toHaveLength(1);
    expect(live.events.slice(before).filter((entry) => entry.event === 'notification')).toEqual([]);
  });
});

describe('premium shared through a partner, as the user view reports it', () => {
  it("premiumViaPartnerPlan: 'annual' from an annual/premium partner, 'monthly' from a monthly one, null without", async () => {
    const { a, b, partnership } = await signInPartners(testApp);
    const plan = async (side: typeof a) => (await side.agent.get('/api/auth/user').expect(200)).body.premiumViaPartnerPlan;
    expect(await plan(b)).toBeNull();
    await setTier(testApp, a.user.id, 'monthly');
    expect(await plan(b)).toBe('monthly');
    await setTier(testApp, a.user.id, 'annual');
    expect(await plan(b)).toBe('annual');
    await setTier(testApp, a.user.id, 'premium');
    expect(await plan(b)).toBe('annual');
    // Never chained back: the subscriber's own view is about their partner (free), not themselves.
    expect(await plan(a)).toBeNull();
    await b.agent.delete(`/api/partnerships/${partnership.id}`).expect(200);
    expect(await plan(b)).toBeNull();
  });
});

describe('removing a partner', () => {
  it('only a member may remove; others get 404; the list empties and premium-via-partner goes', async () => {
    const { a, b, partnership } = await signInPartners(testApp);
    await setTier(testApp, a.user.id, 'monthly');
    const before = await b.agent.get('/api/auth/user').expect(200);
    expect(before.body.hasPremiumViaPartner).toBe(true);
    const own = await a.agent.get('/api/auth/user').expect(200);
    expect(own.body.hasPremiumViaPartner).toBe(false);

    const stranger = await signIn(testApp);
    await stranger.agent.delete(`/api/partnerships/${partnership.id}`).expect(404);
    await stranger.agent.delete('/api/partnerships/not-a-uuid').expect(400);
    await b.agent.delete(`/api/partnerships/${partnership.id}`).expect(200);
    await a.agent.delete(`/api/partnerships/${partnership.id}`).expect(404);
    // Both members hear it live (the removed one's home, settings and tier; the remover's other tabs), once.
    const ended = live
      .of('partnership_ended')
      .filter((entry) => (entry.payload as { partnershipId: string }).partnershipId === partnership.id);
    expect(ended.map((entry) => entry.id).sort()).toEqual([a.user.id, b.user.id].sort());
    expect(ended.every((entry) => (entry.payload as { userId: string }).userId === b.user.id)).toBe(true);

    expect((await a.agent.get(`/api/partnerships/user/${a.user.id}`).expect(200)).body).toEqual([]);
    const after = await b.agent.get('/api/auth/user').expect(200);
    expect(after.body.hasPremiumViaPartner).toBe(false);

    // They can link again later.
    const code = (await invite(a.agent, a.user.id).expect(200)).body.inviteCode;
    await accept(b.agent, b.user.id, code).expect(200);
  });
});

describe('invite links with PUBLIC_URL', () => {
  it('point at PUBLIC_URL whatever address the request came to', async () => {
    const configured = await createTestApp({ env: { PUBLIC_URL: 'http://forkcast.lan:8080' } });
    const a = await signIn(configured);
    const res = await invite(a.agent, a.user.id).set('Host', 'evil.example').expect(200);
    expect(res.body.inviteUrl).toMatch(/^http:\/\/forkcast\.lan:8080\/invite\/[A-Za-z0-9_-]{43}$/);
  });
});

describe('invite links', () => {
  const tokenOf = (inviteUrl: string) => inviteUrl.split('/invite/')[1]!;
  const preview = (agent: Awaited<ReturnType<typeof signIn>>['agent'], token: string) => agent.get(`/api/partnerships/invite/${token}`);
  const NOT_FOUND = { message: 'Invite not found' };

  it('answers a link on the address the app was opened on with a 256-bit token beside the code, and stores only its SHA-256', async () => {
    const a = await signIn(testApp);
    const res = await invite(a.agent, a.user.id).set('Host', '192.168.1.20:8080').expect(200);
    expect(Object.keys(res.body).sort()).toEqual(['expiresAt', 'inviteCode', 'inviteUrl']);
    // Without PUBLIC_URL (development), a phone that opened the app on the machine's LAN address gets a link
    // it can open, not one on localhost.
    expect(res.body.inviteUrl).toMatch(/^http:\/\/192\.168\.1\.20:8080\/invite\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(res.body.inviteUrl);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    // Seven days, like the code.
    expect(new Date(res.body.expiresAt).getTime() - Date.now()).toBeGreaterThan(7 * 24 * 3600_000 - 60_000);

    const [row] = await testApp.database.db.select().from(partnerInvites).where(eq(partnerInvites.code, res.body.inviteCode));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('previews the inviter by display name to a signed-in user; the inviter sees their own link as such', async () => {
    const a = await signIn(testApp);
    await a.agent.put(`/api/users/${a.user.id}`).send({ firstName: 'Ada', lastName: 'Byron' }).expect(200);
    const token = tokenOf((await invite(a.agent, a.user.id).expect(200)).body.inviteUrl);
    const b = await signIn(testApp);
    expect((await preview(b.agent, token).expect(200)).body).toEqual({ inviterName: 'Ada Byron', ownInvite: false });
    expect((await preview(a.agent, token).expect(200)).body).toEqual({ inviterName: 'Ada Byron', ownInvite: true });
    await testApp.agent().get(`/api/partnerships/invite/${token}`).expect(401);

    // A name-less inviter is "Your friend": whoever holds a link learns nothing of the inviter's address.
    const c = await signIn(testApp);
    const cToken = tokenOf((await invite(c.agent, c.user.id).expect(200)).body.inviteUrl);
    const nameless = await preview(b.agent, cToken).expect(200);
    expect(nameless.body).toEqual({ inviterName: 'Your friend', ownInvite: false });
    expect(nameless.text).not.toContain(c.email.split('@')[0]);
  });

  it('accepts the token in inviteCode, exactly as written, once; the code of the same invite goes with it', async () => {
    const a = await signIn(testApp);
    await setTier(testApp, a.user.id, 'annual');
    const created = (await invite(a.agent, a.user.id).expect(200)).body;
    const token = tokenOf(created.inviteUrl);
    const b = await signIn(testApp);
    // Case matters for a token (it is not upper-cased like a typed code).
    const flipped = token.replace(/[a-z]/, (ch) => ch.toUpperCase()).replace(/[A-Z]/, (ch) => ch.toLowerCase());
    if (flipped !== token) await accept(b.agent, b.user.id, flipped).expect(400, { message: 'Invalid code or code already used' });

    const partnership = (await accept(b.agent, b.user.id, ` ${token} `).expect(200)).body;
    expect(partnershipSchema.parse(partnership)).toMatchObject({ user1Id: a.user.id, user2Id: b.user.id });
    // The inviter is told, as with a code.
    expect(live.of('notification', a.user.id)).toEqual([
      expect.objectContaining({ payload: { notification: expect.objectContaining({ type: 'partner_joined' }) } }),
    ]);

    // Reuse: the link, its preview and the code of that invite are all spent.
    const c = await signIn(testApp);
    await accept(c.agent, c.user.id, token).expect(400, { message: 'Invalid code or code already used' });
    await accept(c.agent, c.user.id, created.inviteCode).expect(400, { message: 'Invalid code or code already used' });
    await preview(c.agent, token).expect(404, NOT_FOUND);
    expect(await liveCount(a.user.id)).toBe(1);
  });

  it('a used code spends the link too', async () => {
    const a = await signIn(testApp);
    const created = (await invite(a.agent, a.user.id).expect(200)).body;
    const b = await signIn(testApp);
    await accept(b.agent, b.user.id, created.inviteCode).expect(200);
    const c = await signIn(testApp);
    await accept(c.agent, c.user.id, tokenOf(created.inviteUrl)).expect(400, { message: 'Invalid code or code already used' });
  });

  it('an expired link is refused and previews as not found', async () => {
    const a = await signIn(testApp);
    const created = (await invite(a.agent, a.user.id).expect(200)).body;
    const token = tokenOf(created.inviteUrl);
    await testApp.database.db
      .update(partnerInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(partnerInvites.code, created.inviteCode));
    const b = await signIn(testApp);
    await preview(b.agent, token).expect(404, NOT_FOUND);
    await accept(b.agent, b.user.id, token).expect(400, { message: 'Invalid code or code already used' });
    expect(await liveCount(a.user.id)).toBe(0);
  });

  it('refuses a self-invite by link', async () => {
    const a = await signIn(testApp);
    const token = tokenOf((await invite(a.agent, a.user.id).expect(200)).body.inviteUrl);
    await accept(a.agent, a.user.id, token).expect(400, { message: 'Invalid code or code already used' });
    expect(await liveCount(a.user.id)).toBe(0);
    // Still usable by someone else.
    const b = await signIn(testApp);
    await accept(b.agent, b.user.id, token).expect(200);
  });

  it('a new code revokes the previous link', async () => {
    const a = await signIn(testApp);
    const first = tokenOf((await invite(a.agent, a.user.id).expect(200)).body.inviteUrl);
    const second = tokenOf((await invite(a.agent, a.user.id).expect(200)).body.inviteUrl);
    expect(second).not.toBe(first);
    const b = await signIn(testApp);
    await preview(b.agent, first).expect(404, NOT_FOUND);
    await accept(b.agent, b.user.id, first).expect(400, { message: 'Invalid code or code already used' });
    expect((await preview(b.agent, second).expect(200)).body.ownInvite).toBe(false);
    await accept(b.agent, b.user.id, second).expect(200);
  });

  it('applies the partner limits of both sides, as for codes', async () => {
    // The accepter is free with a partner already.
    const { b } = await signInPartners(testApp);
    const inviter = await signIn(testApp);
    await setTier(testApp, inviter.user.id, 'annual');
    const token = tokenOf((await invite(inviter.agent, inviter.user.id).expect(200)).body.inviteUrl);
    const own = await accept(b.agent, b.user.id, token).expect(403);
    expect(own.body).toEqual({
      message: 'Free users can have 1 partner. Upgrade to Premium for unlimited!',
      upgradeRequired: true,
      tier: 'free',
    });

    // The inviter (monthly) reached their limit after sharing the link.
    const monthly = await signIn(testApp);
    await setTier(testApp, monthly.user.id, 'monthly');
    const monthlyToken = tokenOf((await invite(monthly.agent, monthly.user.id).expect(200)).body.inviteUrl);
    const first = await signIn(testApp);
    const firstCode = (await invite(first.agent, first.user.id).expect(200)).body.inviteCode;
    await accept(monthly.agent, monthly.user.id, firstCode).expect(200);
    const late = await signIn(testApp);
    const res = await accept(late.agent, late.user.id, monthlyToken).expect(403);
    expect(res.body).toMatchObject({ upgradeRequired: true, tier: 'monthly' });
    expect(await liveCount(late.user.id)).toBe(0);
  });

  it('answers 404 alike for unknown and malformed tokens, whoever asks', async () => {
    const a = await signIn(testApp);
    await preview(a.agent, 'A'.repeat(43)).expect(404, NOT_FOUND);
    await preview(a.agent, 'short').expect(404, NOT_FOUND);
    await preview(a.agent, `${'A'.repeat(42)}%24`).expect(404, NOT_FOUND);
    await accept(a.agent, a.user.id, 'B'.repeat(43)).expect(400, { message: 'Invalid code or code already used' });
    expect((await accept(a.agent, a.user.id, 'B'.repeat(44)).expect(400)).body.message).toBe('Invalid code or code already used');
  });
});
