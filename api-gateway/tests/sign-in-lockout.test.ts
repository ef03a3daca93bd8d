// A stranger could lock anyone out of e-mail sign-in by spending the address's code
// requests and burning its code with wrong guesses. Codes are now bound to the client that asked for them.
// The limits run at their defaults here, except the per-IP ones (every test request comes from 127.0.0.1).
import request from 'supertest';
import type { MailMessage } from '../src/modules/mail/mailer';
import { latestCode, uniqueEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';
import { waitFor } from './helpers/wait-for';

const TOO_MANY = /^Too many requests\. Please try again in \d+ (seconds|minutes)\.$/;
type Agent = ReturnType<TestApp['agent']>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { OTP_VERIFY_PER_IP: '100000' } });
});

const requestCode = (agent: Agent, email: string) => agent.post('/api/auth/email/request-otp').send({ email });
const verify = (agent: Agent, email: string, otp: string) => agent.post('/api/auth/email/verify-otp').send({ email, otp });
const wrongCode = (code: string, step = 1) => String((Number(code) + step) % 1_000_000).padStart(6, '0');

describe('a stranger cannot lock an address out of e-mail sign-in', () => {
  it('after one client asks for 6 codes and guesses wrong 5 times, the owner from a fresh client asks and signs in', async () => {
    const email = uniqueEmail('owner');
    const stranger = t.agent();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await requestCode(stranger, email)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const strangersCode = await latestCode(t, email);
    for (let i = 1; i <= 5; i += 1) {
      expect((await verify(stranger, email, wrongCode(strangersCode, i)).expect(400)).body).toEqual({ message: 'Invalid code' });
    }

    const owner = t.agent();
    await requestCode(owner, email).expect(200);
    const code = await latestCode(t, email);
    const res = await verify(owner, email, code).expect(200);
    expect(res.body).toMatchObject({ email });
    await owner.get('/api/auth/user').expect(200);
  });

  it('sets the pre-sign-in cookie httpOnly and SameSite=Lax on the code request', async () => {
    const res = await requestCode(t.agent(), uniqueEmail()).expect(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/forkcast\.otp=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('over https the cookie is Secure and __Host- prefixed', async () => {
    const origin = 'https://forkcast.test';
    const https = await createTestApp({ env: { PUBLIC_URL: origin, TRUST_PROXY: 'loopback' } });
    const res = await request(https.app)
      .post('/api/auth/email/request-otp')
      .set('X-Forwarded-Proto', 'https')
      .set('Origin', origin)
      .send({ email: uniqueEmail() })
      .expect(200);
    expect(String(res.headers['set-cookie'])).toMatch(/__Host-forkcast\.otp=[^;]+;.*Secure/);
  });

  it("a code is checked only for the client that asked: another client's guesses neither match nor burn it", async () => {
    const email = uniqueEmail();
    const owner = t.agent();
    await requestCode(owner, email).expect(200);
    const code = await latestCode(t, email);
    // The right code, from a client without the cookie and from another client with its own code.
    await request(t.app).post('/api/auth/email/verify-otp').send({ email, otp: code }).expect(400);
    const other = t.agent();
    await requestCode(other, email).expect(200);
    for (let i = 0; i < 5; i += 1) await verify(other, email, code === (await latestCode(t, email)) ? wrongCode(code) : code).expect(400);
    await verify(owner, email, code).expect(200);
  });

  it("asking for a code from another client does not cancel the owner's", async () => {
    const email = uniqueEmail();
    const owner = t.agent();
    await requestCode(owner, email).expect(200);
    const code = await latestCode(t, email);
    await requestCode(t.agent(), email).expect(200);
    await requestCode(request.agent(t.app), email).expect(200);
    await verify(owner, email, code).expect(200);
  });

  it('still limits each client to 5 code requests per address, and each code to 5 tries', async () => {
    const email = uniqueEmail();
    const client = t.agent();
    for (let i = 0; i < 5; i += 1) await requestCode(client, email).expect(200);
    expect((await requestCode(client, email.toUpperCase()).expect(429)).body.message).toMatch(TOO_MANY);
    const code = await latestCode(t, email);
    for (let i = 1; i <= 5; i += 1) await verify(client, email, wrongCode(code, i)).expect(400);
    await verify(client, email, code).expect(400);
  });

  it('caps the mail to one address, never the asking: past the budget one mail a minute, and the newest code is shared', async () => {
    const capped = await createTestApp({ env: { OTP_REQUESTS_PER_EMAIL_TOTAL: '4' } });
    const email = uniqueEmail();
    const outbox = async () => (await request(capped.app).get('/api/dev/outbox').query({ to: email })).body as unknown[];
    // No cookie kept: each request is a new client (cookie rotation). Each is answered alike.
    const clients = Array.from({ length: 8 }, (_, i) => `forkcast.otp=${String(i).repeat(43)}`);
    const answers = [];
    for (const cookie of clients)
      answers.push((await request(capped.app).post('/api/auth/email/request-otp').set('Cookie', cookie).send({ email })).body);
    expect(answers).toEqual(Array(8).fill({ message: 'Code sent' }));
    // 4 in the budget, then this minute's one more; clients 6 to 8 were given the newest code, with no mail.
    expect(await outbox()).toHaveLength(5);
    const newest = await latestCode(capped, email);
    const verifyAs = (cookie: string, otp: string) =>
      request(capped.app).post('/api/auth/email/verify-otp').set('Cookie', cookie).send({ email, otp });
    await verifyAs(clients[2]!, newest).expect(400);
    await verifyAs(clients[7]!, newest).expect(200);
    // One code: used by one browser, it is used up for the others that share it.
    await verifyAs(clients[6]!, newest).expect(400);
    expect(capped.config.rateLimit.otpPerEmailTotal).toBe(4);
    expect((await createTestApp()).config.rateLimit.otpPerEmailTotal).toBe(10);
  });

  it('a browser that signed in to the address before always gets a fresh mail past the budget', async () => {
    const capped = await createTestApp({ env: { OTP_REQUESTS_PER_EMAIL_TOTAL: '4' } });
    const email = uniqueEmail('known');
    const mails = async () => ((await request(capped.app).get('/api/dev/outbox').query({ to: email })).body as unknown[]).length;
    const owner = capped.agent();
    await requestCode(owner, email).expect(200);
    await verify(owner, email, await latestCode(capped, email)).expect(200);
    await owner.post('/api/auth/logout').send({}).expect(200);
    // Strangers rotating cookies spend the budget and this minute's one more mail; the next one gets no mail.
    for (let i = 0; i < 4; i += 1) await request(capped.app).post('/api/auth/email/request-otp').send({ email }).expect(200);
    expect(await mails()).toBe(5);
    await request(capped.app).post('/api/auth/email/request-otp').send({ email }).expect(200);
    expect(await mails()).toBe(5);
    // The owner's browser gets a mail of its own and signs in; another address's known cookie does not help.
    await requestCode(owner, email).expect(200);
    expect(await mails()).toBe(6);
    await verify(owner, email, await latestCode(capped, email)).expect(200);
    const elsewhere = capped.agent();
    const other = uniqueEmail('other');
    await requestCode(elsewhere, other).expect(200);
    await verify(elsewhere, other, await latestCode(capped, other)).expect(200);
    await requestCode(elsewhere, email).expect(200);
    expect(await mails()).toBe(6);
  });

  it('bounds wrong codes per address: once spent, clients that guessed wrong get 429, a fresh client is still checked', async () => {
    const email = uniqueEmail();
    const budget = 25; // 5 tries × 5 codes, what one client could try before
    let spent = 0;
    const guessers: Agent[] = [];
    while (spent < budget) {
      const guesser = t.agent();
      guessers.push(guesser);
      await requestCode(guesser, email).expect(200);
      const code = await latestCode(t, email);
      for (let i = 1; i <= 5 && spent < budget; i += 1, spent += 1) await verify(guesser, email, wrongCode(code, i)).expect(400);
    }
    // A guesser that has failed is refused, whatever it sends.
    const [first] = guessers;
    await requestCode(first!, email).expect(200);
    expect((await verify(first!, email, wrongCode(await latestCode(t, email))).expect(429)).body.message).toMatch(TOO_MANY);
    // A fresh client gets its one wrong try checked, then is refused too.
    const late = t.agent();
    await requestCode(late, email).expect(200);
    const lateCode = await latestCode(t, email);
    await verify(late, email, wrongCode(lateCode)).expect(400);
    await verify(late, email, lateCode).expect(429);
    // The owner, from a fresh client, signs in.
    const owner = t.agent();
    await requestCode(owner, email).expect(200);
    await verify(owner, email, await latestCode(t, email)).expect(200);
  });
});

describe('a flood of code requests for one address (issue #40, point 3)', () => {
  it("a browser that asks while the minute's mail is on its way is given that mail's code once it is sent", async () => {
    const sent: MailMessage[] = [];
    let started = 0;
    let slow = false;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const mailer = {
      send: async (message: MailMessage) => {
        started += 1;
        if (slow) await gate;
        sent.push(message);
      },
    };
    const capped = await createTestApp({ env: { OTP_REQUESTS_PER_EMAIL_TOTAL: '1' }, mailer });
    const email = uniqueEmail();
    const ask = (agent: Agent) => agent.post('/api/auth/email/request-otp').send({ email });
    await ask(capped.agent()).expect(200);
    // The budget is spent: the next request is this minute's one more mail, and the mail server is slow.
    slow = true;
    const onItsWay = ask(capped.agent()).then((res) => res.status);
    await waitFor('the mail to be on its way', () => started === 2, 5_000, 5);
    const owner = capped.agent();
    await ask(owner).expect(200);
    release();
    expect(await onItsWay).toBe(200);
    // The owner types the newest mail's code, the one that arrived after they asked.
    const newest = /\b(\d{6})\b/.exec(sent.at(-1)!.text)![1]!;
    await owner.post('/api/auth/email/verify-otp').send({ email, otp: newest }).expect(200);
  });

  it("120 browsers on 8 networks asking for the owner's codes: mail stays bounded, the owner's new browser signs in at once", async () => {
    // The per-IP limits at their defaults; each network is an X-Forwarded-For from the trusted loopback proxy.
    const flood = await createTestApp({ env: { TRUST_PROXY: 'loopback', OTP_REQUESTS_PER_IP: '30' } });
    const email = uniqueEmail('victim');
    const mails = async () => ((await request(flood.app).get('/api/dev/outbox').query({ to: email })).body as unknown[]).length;
    const from = (ip: string) => ({
      ask: (agent: Agent) => agent.post('/api/auth/email/request-otp').set('X-Forwarded-For', ip).send({ email }),
      verify: (agent: Agent, otp: string) => agent.post('/api/auth/email/verify-otp').set('X-Forwarded-For', ip).send({ email, otp }),
    });
    // The owner has an account, made on another browser long ago.
    const old = flood.agent();
    await from('198.51.100.7').ask(old).expect(200);
    await from('198.51.100.7')
      .verify(old, await latestCode(flood, email))
      .expect(200);

    const statuses = new Map<number, number>();
    const jars = Array.from({ length: 120 }, () => flood.agent());
    for (let round = 0; round < 2; round += 1) {
      for (const [i, jar] of jars.entries()) {
        const { status } = await from(`203.0.113.${i % 8}`).ask(jar);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }
    // Every network spent its own 30 requests; none was refused for the address.
    expect(Object.fromEntries(statuses)).toEqual({ 200: 240 });
    const flooded = await mails();

    // The owner, on a browser and a network never seen, asks; the newest mail in their inbox signs them in.
    const owner = flood.agent();
    const started = performance.now();
    await from('192.0.2.44').ask(owner).expect(200);
    // More of the flood between the ask and the code typed in changes nothing.
    for (const [i, jar] of jars.slice(0, 16).entries())
      await from(`203.0.113.${(i % 8) + 16}`)
        .ask(jar)
        .expect(200);
    const res = await from('192.0.2.44')
      .verify(owner, await latestCode(flood, email))
      .expect(200);
    const seconds = (performance.now() - started) / 1000;
    expect(res.body).toMatchObject({ email });
    await owner.get('/api/auth/user').expect(200);
    // A brand-new sign-up under the same flood: the same way in.
    const newcomer = uniqueEmail('newcomer');
    for (const [i, jar] of jars.slice(0, 40).entries()) {
      await jar
        .post('/api/auth/email/request-otp')
        .set('X-Forwarded-For', `203.0.113.${(i % 8) + 8}`)
        .send({ email: newcomer })
        .expect(200);
    }
    const fresh = flood.agent();
    await fresh.post('/api/auth/email/request-otp').set('X-Forwarded-For', '192.0.2.45').send({ email: newcomer }).expect(200);
    await fresh
      .post('/api/auth/email/verify-otp')
      .set('X-Forwarded-For', '192.0.2.45')
      .send({ email: newcomer, otp: await latestCode(flood, newcomer) })
      .expect(200);

    // Mail to the address: the 10 of the budget and at most one a minute, whatever was asked.
    const total = await mails();
    expect(flooded).toBeLessThanOrEqual(1 + 10 + 2);
    expect(total).toBeLessThanOrEqual(flooded + 1);
    console.info(
      `code flood: 240 requests from 120 browsers on 8 networks → ${flooded - 1} mails; the owner's new browser signed in ${(seconds * 1000).toFixed(0)} ms after asking (${total} mails in all)`,
    );
  });
});
