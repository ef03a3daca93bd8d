import request from 'supertest';
import type { User } from '@forkcast/contracts';
import type { TestApp } from './test-app';

let counter = 0;
/** A unique address per call, so tests sharing a file's database never collide. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}.${process.pid}.${Date.now()}.${counter}@example.com`;
}

/** The latest sign-in code mailed to `email`, read from the dev outbox like a developer would. */
export async function latestCode(testApp: TestApp, email: string): Promise<string> {
  const res = await request(testApp.app).get('/api/dev/outbox').query({ to: email }).expect(200);
  const text = (res.body as { text: string }[])[0]?.text ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`No sign-in code in the outbox for ${email}`);
  return code;
}

/** Signs in through the real OTP flow and returns the cookie-carrying agent and the user. */
export async function signIn(testApp: TestApp, email = uniqueEmail()) {
  const agent = testApp.agent();
  await agent.post('/api/auth/email/request-otp').send({ email }).expect(200);
  const otp = await latestCode(testApp, email);
  const res = await agent.post('/api/auth/email/verify-otp').send({ email, otp }).expect(200);
  return { agent, user: res.body as User, email };
}

/**
 * One browser's pre-sign-in cookie, for requests sent without an agent: a code is checked only for the
 * client that asked for it (src/modules/auth/sign-in-client.ts), as a browser keeps its cookie.
 */
export const ONE_CLIENT = `forkcast.otp=${'t'.repeat(43)}`;
/** The same over https (PUBLIC_URL https): the cookie is Secure and `__Host-` prefixed. */
export const ONE_HTTPS_CLIENT = `__Host-${ONE_CLIENT}`;
