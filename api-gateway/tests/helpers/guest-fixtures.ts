import type { GuestJoinResponse, GuestLink, Partnership, StartSessionResponse } from '@forkcast/contracts';
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
