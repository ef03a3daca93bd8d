import type { GuestJoinResponse, GuestLink, Partnership, StartSessionResponse } from '@forkcast/contracts';
import { signIn } from './sign-in';
import { setTier, signInPartners, startSession, type Agent } from './swipe-fixtures';
import type { TestApp } from './test-app';

export interface GuestSide {
  agent: Agent;
  user: { id: string };
  joined: GuestJoinResponse;
}

/** A host (paying `tier`) and a partner in a partner session of the fixture deck. */
export async function pairSession(testApp: TestApp, tier: 'free' | 'monthly' | 'annual' = 'monthly') {
  const { a: host, b: partner, partnership } = await signInPartners(testApp);
  await host.agent.put(`/api/users/${host.user.id}`).send({ firstName: 'Hana' }).expect(200);
  await partner.agent.put(`/api/users/${partner.user.id}`).send({ firstName: 'Pia' }).expect(200);
  await setTier(testApp, host.user.id, tier);
  const started = await startSession(host.agent, host.user.id, partnership.id, { priceRange: [] });
  return { host, partner, partnership: partnership as Partnership, started: started as StartSessionResponse };
}

/** A group session: an annual host with `count` partners. */
export async function groupSession(testApp: TestApp, count: number) {
  const host = await signIn(testApp);
  await setTier(testApp, host.user.id, 'annual');
  const partners = [];
  for (let i = 0; i < count; i++) {
    const partner = await signIn(testApp);
    const invite = await host.agent.post('/api/partnerships/invite').send({ userId: host.user.id }).expect(200);
    const accepted = await partner.agent
      .post('/api/partnerships/accept')
      .send({ userId: partner.user.id, inviteCode: invite.body.inviteCode })
      .expect(200);
    partners.push({ ...partner, partnership: accepted.body as Partnership });
  }
  const res = await host.agent.post('/api/sessions/start').send({
    userId: host.user.id,
    partnershipIds: partners.map((partner) => partner.partnership.id),
    location: { latitude: 39.9524, longitude: -75.1636 },
    filters: { priceRange: [], dietaryRestrictions: [], radiusMiles: 5 },
  });
  if (res.status !== 201) throw new Error(`start group answered ${res.status}: ${JSON.stringify(res.body)}`);
  return { host, partners, started: res.body as StartSessionResponse };
}

export async function guestLink(agent: Agent, sessionId: string): Promise<GuestLink> {
  const res = await agent.post(`/api/sessions/${sessionId}/guest-link`).send({});
  if (res.status !== 201) throw new Error(`guest-link answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as GuestLink;
}

/** A signed-out browser that joins by `token` as `firstName`. */
export async function joinAsGuest(testApp: TestApp, token: string, firstName = 'Gus'): Promise<GuestSide> {
  const agent = testApp.agent();
  const res = await agent.post('/api/guests/join').send({ token, firstName });
  if (res.status !== 201) throw new Error(`join answered ${res.status}: ${JSON.stringify(res.body)}`);
  const joined = res.body as GuestJoinResponse;
  return { agent, user: { id: joined.guest.userId }, joined };
}
