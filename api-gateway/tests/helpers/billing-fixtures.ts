import type { SubscriptionPlan, SubscriptionStatusResponse } from '@forkcast/contracts';
import type { Agent } from './swipe-fixtures';
import type { TestApp } from './test-app';

/** The token in a dev checkout or portal URL. */
export function tokenOf(url: string): string {
  const token = new URL(url, 'http://localhost').searchParams.get('token');
  if (!token) throw new Error(`No token in ${url}`);
  return token;
}

/** Buys `plan` through the offline checkout page like a browser: create-checkout, open the page, press Pay. */
export async function buyPlan(testApp: TestApp, agent: Agent, plan: SubscriptionPlan): Promise<void> {
  const checkout = await agent.post('/api/subscriptions/create-checkout').send({ plan }).expect(200);
  await agent.get(checkout.body.url).expect(200);
  await agent
    .post('/dev-billing/checkout')
    .set('Origin', testApp.config.publicUrl)
    .type('form')
    .send({ token: tokenOf(checkout.body.url), action: 'pay' })
    .expect(303)
    .expect('Location', '/settings');
}

/** Presses a button on the dev billing portal page. */
export async function portalAction(testApp: TestApp, agent: Agent, action: 'renew' | 'cancel' | 'resume'): Promise<void> {
  const portal = await agent.post('/api/subscriptions/portal').send({}).expect(200);
  await agent
    .post('/dev-billing/portal')
    .set('Origin', testApp.config.publicUrl)
    .type('form')
    .send({ token: tokenOf(portal.body.url), action })
    .expect(303);
}

export async function subscriptionStatus(agent: Agent): Promise<SubscriptionStatusResponse> {
  return (await agent.get('/api/subscriptions/status').expect(200)).body as SubscriptionStatusResponse;
}
