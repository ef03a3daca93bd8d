import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { pushSubscriptions, pushVapidKeys, users } from '../src/db/schema';
import { addressKind, pinPushEndpoint, UnsafePushEndpointError } from '../src/modules/push/push-endpoint';
import { sendPush } from '../src/modules/push/push-sender';
import { decryptPush, LocalPushService, verifyVapid, type TestDevice } from './helpers/push-service';
import { signIn } from './helpers/sign-in';
import {
  FakeRestaurantSource,
  fakePlaces,
  setTier,
  signInPartners as signInFreePartners,
  startSession,
  swipeCard,
} from './helpers/swipe-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { waitFor } from './helpers/wait-for';

/**
 * Web Push: a push service of the test's own receives what the gateway sends; the test
 * decrypts it with the device's private key (aes128gcm) and checks the payload and the VAPID JWT.
 */

// DNS of the test: names a test controls, e.g. one that rebinds between the subscribe and the send.
const dnsAnswers = new Map<string, string[]>();
const resolve = async (hostname: string) => {
  const answers = dnsAnswers.get(hostname);
  if (!answers?.length) throw new Error(`ENOTFOUND ${hostname}`);
  // Each lookup takes the next answer; the last one sticks.
  const address = answers.length > 1 ? (answers.shift() as string) : (answers[0] as string);
  return [{ address, family: address.includes(':') ? 6 : 4 }];
};

let testApp: TestApp;
let pushService: LocalPushService;
const source = new FakeRestaurantSource(fakePlaces(60));

beforeAll(async () => {
  pushService = await new LocalPushService().start();
  testApp = await createTestApp({ restaurantSource: source, pushResolve: resolve, env: { VAPID_SUBJECT: 'mailto:ops@forkcast.example' } });
});

afterAll(async () => {
  await pushService.stop();
});

beforeEach(() => {
  pushService.status = 201;
  pushService.hold = undefined;
});

/** Partners on a paid plan: tests start several sessions a day. */
async function signInPartners(app: TestApp) {
  const partners = await signInFreePartners(app);
  await setTier(app, partners.a.user.id, 'annual');
  await setTier(app, partners.b.user.id, 'annual');
  return partners;
}

const named = (userId: string, firstName: string) => testApp.database.db.update(users).set({ firstName }).where(eq(users.id, userId));

async function subscribe(agent: ReturnType<TestApp['agent']>, device: TestDevice = pushService.device()) {
  await agent.post('/api/push/subscriptions').send(device.subscription).expect(201);
  return device;
}

/** After the queue is idle: `device` got `count` pushes; the last one decrypted, with its VAPID claims. */
async function pushTo(device: TestDevice, count = 1) {
  await testApp.forkcast.push.idle();
  const received = pushService.to(device);
  expect(received).toHaveLength(count);
  const last = received.at(-1)!;
  return { ...last, message: decryptPush(last.body, device) as Record<string, unknown>, vapid: verifyVapid(last.headers.authorization) };
}

describe('VAPID public key', () => {
  it('is generated once, stored, and the same for every instance on the database', async () => {
    const first = await testApp.agent().get('/api/push/vapid-public-key').expect(200);
    const key = Buffer.from(first.body.publicKey as string, 'base64url');
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
    const other = await createTestApp({ restaurantSource: source });
    expect((await other.agent().get('/api/push/vapid-public-key').expect(200)).body).toEqual(first.body);
    const stored = await testApp.database.db.select().from(pushVapidKeys);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.publicKey).toBe(first.body.publicKey);
  });

  it('comes from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when they are set', async () => {
    const keys = webpush.generateVAPIDKeys();
    const configured = await createTestApp({ env: { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey } });
    expect((await configured.agent().get('/api/push/vapid-public-key').expect(200)).body).toEqual({ publicKey: keys.publicKey });
  });
});

describe('subscriptions', () => {
  it('needs a signed-in user, a valid PushSubscription (400 otherwise) and answers 201 / 204', async () => {
    const device = pushService.device();
    await testApp.agent().post('/api/push/subscriptions').send(device.subscription).expect(401);
    await testApp.agent().delete('/api/push/subscriptions').send({ endpoint: device.subscription.endpoint }).expect(401);
    const { agent, user } = await signIn(testApp);
    const bad = [
      {},
      { ...device.subscription, endpoint: 'not a url' },
      { ...device.subscription, endpoint: 'ftp://127.0.0.1/push' },
      { ...device.subscription, keys: { p256dh: 'short', auth: device.subscription.keys.auth } },
      { ...device.subscription, keys: { p256dh: device.subscription.keys.p256dh, auth: 'x'.repeat(40) } },
      // The right length but not an uncompressed point.
      { ...device.subscription, keys: { p256dh: Buffer.alloc(65, 7).toString('base64url'), auth: device.subscription.keys.auth } },
      { ...device.subscription, expirationTime: 'soon' },
    ];
    for (const body of bad) expect((await agent.post('/api/push/subscriptions').send(body)).status).toBe(400);
    await agent.post('/api/push/subscriptions').send(device.subscription).expect(201);
    // Subscribing again (the app syncs on every start) keeps one row.
    await agent.post('/api/push/subscriptions').send(device.subscription).expect(201);
    const rows = await testApp.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sessionHash).toMatch(/^[0-9a-f]{64}$/);
    await agent.delete('/api/push/subscriptions').send({}).expect(400);
    await agent.delete('/api/push/subscriptions').send({ endpoint: device.subscription.endpoint }).expect(204);
    await agent.delete('/api/push/subscriptions').send({ endpoint: device.subscription.endpoint }).expect(204);
    expect(await testApp.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toHaveLength(0);
  });

  it("does not let a user remove someone else's device", async () => {
    const owner = await signIn(testApp);
    const other = await signIn(testApp);
    const device = await subscribe(owner.agent);
    await other.agent.delete('/api/push/subscriptions').send({ endpoint: device.subscription.endpoint }).expect(204);
    expect(await testApp.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, owner.user.id))).toHaveLength(1);
  });
});

describe('one account, many devices', () => {
  const rowsOf = (userId: string) => testApp.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

  it("refuses another account's endpoint offered with other keys; the device itself (its own keys) may move", async () => {
    const owner = await signIn(testApp);
    const other = await signIn(testApp);
    const device = await subscribe(owner.agent);
    const foreignKeys = pushService.device().subscription.keys;
    const res = await other.agent.post('/api/push/subscriptions').send({ ...device.subscription, keys: foreignKeys });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This push endpoint is not allowed');
    expect((await rowsOf(owner.user.id)).map((row) => row.p256dh)).toEqual([device.subscription.keys.p256dh]);
    expect(await rowsOf(other.user.id)).toHaveLength(0);
    // The same browser, now signed in to the other account, sends the keys only it holds.
    await other.agent.post('/api/push/subscriptions').send(device.subscription).expect(201);
    expect(await rowsOf(owner.user.id)).toHaveLength(0);
    expect(await rowsOf(other.user.id)).toHaveLength(1);
  });

  it('keeps at most 20 devices per account: the one subscribed longest ago goes', async () => {
    const { user } = await signIn(testApp);
    const devices = [];
    for (let i = 0; i < 25; i += 1) {
      const device = pushService.device();
      await testApp.forkcast.push.subscribe(user.id, undefined, device.subscription);
      devices.push(device);
    }
    const kept = (await rowsOf(user.id)).map((row) => row.endpoint).sort();
    expect(kept).toEqual(
      devices
        .slice(5)
        .map((device) => device.subscription.endpoint)
        .sort(),
    );
  });

  it('sends one event to at most 20 devices, the newest', async () => {
    const { a, b, partnership } = await signInPartners(testApp);
    // Rows stored before the cap existed, straight into the table.
    const devices = Array.from({ length: 30 }, () => pushService.device());
    for (const [i, device] of devices.entries()) {
      const { endpoint, keys } = device.subscription;
      await testApp.database.db
        .insert(pushSubscriptions)
        .values({ userId: b.user.id, endpoint, p256dh: keys.p256dh, auth: keys.auth, createdAt: new Date(Date.now() - (30 - i) * 1000) });
    }
    const before = pushService.received.length;
    await startSession(a.agent, a.user.id, partnership.id);
    await testApp.forkcast.push.idle();
    expect(pushService.received.length - before).toBe(20);
    expect(devices.slice(10).every((device) => pushService.to(device).length === 1)).toBe(true);
  });
});

describe('pushes', () => {
  it('tells the partner a session started: decrypted payload, VAPID JWT (aud, exp, sub), TTL, urgency', async () => {
    const { a, b, partnership } = await signInPartners(testApp);
    await named(a.user.id, 'Ada');
    const device = await subscribe(b.agent);
    const before = Math.floor(Date.now() / 1000);
    const started = await startSession(a.agent, a.user.id, partnership.id);
    const push = await pushTo(device);

    expect(push.message).toEqual({
      kind: 'partnerStarted',
      title: 'Ada started a session',
      body: 'Tap to join and swipe together.',
      url: '/swipe',
      tag: `session-${started.session.id}`,
    });
    // Nothing but what the notification shows: no address, no user id.
    const text = JSON.stringify(push.message);
    expect(text).not.toContain(a.email);
    expect(text).not.toContain(a.user.id);
    expect(push.vapid.claims.aud).toBe(pushService.origin);
    expect(push.vapid.claims.sub).toBe('mailto:ops@forkcast.example');
    expect(push.vapid.claims.exp).toBeGreaterThan(before);
    expect(push.vapid.claims.exp).toBeLessThanOrEqual(before + 24 * 60 * 60 + 5);
    expect(push.vapid.header).toEqual({ typ: 'JWT', alg: 'ES256' });
    expect(push.vapid.publicKey).toBe((await testApp.agent().get('/api/push/vapid-public-key')).body.publicKey);
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.ttl).toBe('3600');
    expect(push.headers.urgency).toBe('high');
    expect(push.headers.topic).toBe(started.session.id.replace(/-/g, ''));
  });

  it('tells both of a match (→ /match) and the other of a partner finishing (→ /swipe)', async () => {
    const { a, b, partnership } = await signInPartners(testApp);
    const deviceA = await subscribe(a.agent);
    const deviceB = await subscribe(b.agent);
    const started = await startSession(a.agent, a.user.id, partnership.id);
    await testApp.forkcast.push.idle();

    // A passes every card: finished; B hears it.
    for (let i = 0; i < started.restaurants.length; i += 1) await swipeCard(a, started, i, 'pass').expect(200);
    const finished = await pushTo(deviceB, 2);
    expect(finished.message).toEqual({
      kind: 'partnerFinished',
      title: 'Your partner finished swiping!',
      body: 'Finish your cards to see if you matched.',
      url: '/swipe',
      tag: `session-${started.session.id}`,
    });
    expect(finished.headers.urgency).toBe('normal');
    expect(pushService.to(deviceA)).toHaveLength(0);

    // A second session: both like the first card.
    const second = await startSession(b.agent, b.user.id, partnership.id);
    await swipeCard(a, second, 0, 'like').expect(200);
    await swipeCard(b, second, 0, 'like').expect(200);
    const place = second.restaurants[0]!;
    const matchA = await pushTo(deviceA, 2);
    const matchB = await pushTo(deviceB, 3);
    for (const push of [matchA, matchB]) {
      expect(push.message).toEqual({
        kind: 'match',
        title: "It's a match!",
        body: `Match found at ${place.name}!`,
        url: `/match?sessionId=${second.session.id}&restaurantId=${encodeURIComponent(place.placeId)}`,
        tag: `session-${second.session.id}`,
      });
      expect(push.headers.ttl).toBe('86400');
    }
  });

  it('tells the inviter their invite was accepted (→ home), with the first name only', async () => {
    const inviter = await signIn(testApp);
    const invitee = await signIn(testApp);
    await named(invitee.user.id, 'Grace');
    const device = await subscribe(inviter.agent);
    const invite = await inviter.agent.post('/api/partnerships/invite').send({ userId: inviter.user.id }).expect(200);
    const accepted = await invitee.agent
      .post('/api/partnerships/accept')
      .send({ userId: invitee.user.id, inviteCode: invite.body.inviteCode })
      .expect(200);
    const push = await pushTo(device);
    expect(push.message).toEqual({
      kind: 'inviteAccepted',
      title: 'Grace accepted your invite',
      body: 'You can swipe together now.',
      url: '/',
      tag: `partnership-${accepted.body.id}`,
    });
  });

  it('reaches every device of the person, and none whose switch is off', async () => {
    const { a, b, partnership } = await signInPartners(testApp);
    const phone = await subscribe(b.agent);
    const laptop = await subscribe(b.agent);
    await startSession(a.agent, a.user.id, partnership.id);
    await pushTo(phone);
    await pushTo(laptop);

    expect((await b.agent.get('/api/push/settings').expect(200)).body).toEqual({
      partnerStarted: true,
      match: true,
      partnerFinished: true,
      inviteAccepted: true,
    });
    await b.agent.patch('/api/push/settings').send({ partnerStarted: 'no' }).expect(400);
    await b.agent.patch('/api/push/settings').send({ somethingElse: true }).expect(400);
    await testApp.agent().patch('/api/push/settings').send({ partnerStarted: false }).expect(401);
    const saved = await b.agent.patch('/api/push/settings').send({ partnerStarted: false }).expect(200);
    expect(saved.body).toEqual({ partnerStarted: false, match: true, partnerFinished: true, inviteAccepted: true });
    await startSession(a.agent, a.user.id, partnership.id);
    await testApp.forkcast.push.idle();
    expect(pushService.to(phone)).toHaveLength(1);
  });

  it('removes a subscription the push service answers 404 or 410 for, and keeps it on other errors', async () => {
    const { a, b, partnership } = await signInPartners(testApp);
    const device = await subscribe(b.agent);
    const rowsOf = () => testApp.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, b.user.id));
    pushService.status = 500;
    await startSession(a.agent, a.user.id, partnership.id);
    await testApp.forkcast.push.idle();
    expect(await rowsOf()).toHaveLength(1);
    pushService.status = 410;
    await startSession(a.agent, a.user.id, partnership.id);
    await testApp.forkcast.push.idle();
    expect(pushService.to(device)).toHaveLength(2);
    expect(await rowsOf()).toHaveLength(0);
    pushService.status = 201;
    await startSession(a.agent, a.user.id, partnership.id);
    await testApp.forkcast.push.idle();
    expect(pushService.to(device)).toHaveLength(2);

    const again = await subscribe(b.agent);
    pushService.status = 404;
    await startSession(a.agent, a.user.id, partnership.id);
    await testApp.forkcast.push.idle();
    expect(pushService.to(again)).toHaveLength(1);
    expect(await rowsOf()).toHaveLength(0);
  });

  it('never makes the request wait for the push service', async () => {
    const { a, b, partnership } = await signInPartners(testApp);
    const device = await subscribe(b.agent);
    let release = () => {};
    pushService.hold = new Promise<void>((done) => (release = done));
    // The push service holds its answer; the start answers anyway, and the push arrives.
    await startSession(a.agent, a.user.id, partnership.id);
    await waitFor('the push to arrive', () => pushService.to(device).length === 1);
    release();
    await testApp.forkcast.push.idle();
  });

  it('gives up on a push service that does not answer within 5 s, and leaves that device alone for a while', async () => {
    const { a, b, partnership } = await signInPartners(testApp);
    const blackHole = await new LocalPushService().start();
    blackHole.hold = new Promise<void>(() => {});
    try {
      const silent = await subscribe(b.agent, blackHole.device());
      const phone = await subscribe(b.agent);
      const started = performance.now();
      await startSession(a.agent, a.user.id, partnership.id);
      await testApp.forkcast.push.idle();
      const seconds = (performance.now() - started) / 1000;
      expect(seconds).toBeGreaterThan(4.5);
      expect(seconds).toBeLessThan(7);
      expect([blackHole.to(silent).length, pushService.to(phone).length]).toEqual([1, 1]);
      // The next push skips the silent device (no five more seconds held) and still reaches the phone.
      await startSession(a.agent, a.user.id, partnership.id);
      await testApp.forkcast.push.idle();
      expect([blackHole.to(silent).length, pushService.to(phone).length]).toEqual([1, 2]);
    } finally {
      await blackHole.stop();
    }
  });

  it('sign-out removes the signed-out device only; account deletion removes every device', async () => {
    const first = await signIn(testApp);
    // A second browser of the same person.
    const second = await signIn(testApp, first.email);
    await subscribe(first.agent);
    const laptop = await subscribe(second.agent);
    const rows = () => testApp.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, first.user.id));
    expect(await rows()).toHaveLength(2);
    await first.agent.post('/api/auth/logout').expect((res) => expect(res.status).toBeLessThan(300));
    expect((await rows()).map((row) => row.endpoint)).toEqual([laptop.subscription.endpoint]);

    await subscribe(second.agent);
    expect(await rows()).toHaveLength(2);
    await second.agent.delete(`/api/users/${first.user.id}`).expect((res) => expect(res.status).toBeLessThan(300));
    expect(await rows()).toHaveLength(0);
  });
});

describe('SSRF: where a push may go', () => {
  const refusedEndpoints = [
    'http://169.254.169.254/latest/meta-data/',
    'https://169.254.169.254/push',
    'https://[fe80::1]/push',
    'https://[::ffff:169.254.169.254]/push',
    'https://[::ffff:a9fe:a9fe]/push',
    'https://[fd00:ec2::254]/push',
    'https://100.100.100.200/push',
    'https://10.0.0.8/push',
    'https://192.168.1.20/push',
    'https://0.0.0.0/push',
    'https://metadata.google.internal/computeMetadata/v1/',
    'https://rebinding-to-metadata.test/push',
    'http://push.public.test/push',
    'https://user:pass@push.public.test/push',
    'https://unknown-host.test/push',
    // IPv4-compatible (::/96), Teredo (2001::/32) and site-local (fec0::/10): each reaches a host the other checks refuse.
    'https://[::7f00:1]/push',
    'https://[::a9fe:a9fe]/push',
    'https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/push',
    'https://[fec0::1]/push',
    'https://rebinding-to-teredo.test/push',
  ];

  it.each(refusedEndpoints)('refuses %s at subscribe time (400)', async (endpoint) => {
    dnsAnswers.set('rebinding-to-metadata.test', ['169.254.169.254']);
    dnsAnswers.set('push.public.test', ['93.184.216.34']);
    dnsAnswers.set('rebinding-to-teredo.test', ['2001::5efe:a9fe:a9fe']);
    const { agent } = await signIn(testApp);
    const device = pushService.device();
    const res = await agent.post('/api/push/subscriptions').send({ ...device.subscription, endpoint });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This push endpoint is not allowed');
  });

  it('classifies addresses: public, loopback, and refused (link-local, metadata, private, mapped forms)', () => {
    expect(['93.184.216.34', '2606:4700::1111', '::ffff:93.184.216.34'].map(addressKind)).toEqual(['public', 'public', 'public']);
    expect(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'].map(addressKind)).toEqual([
      'loopback',
      'loopback',
      'loopback',
      'loopback',
    ]);
    expect(
      [
        '169.254.169.254',
        'fe80::1',
        '::ffff:a9fe:a9fe',
        'fd00:ec2::254',
        '100.100.100.200',
        '172.16.0.1',
        '::',
        '224.0.0.1',
        'nonsense',
      ].map(addressKind),
    ).toEqual(Array(9).fill('refused'));
    // IPv4-compatible, Teredo, site-local, NAT64 (both prefixes), IPv4-translated, 6to4, benchmarking, and IPv4 spellings only some parsers read.
    const more = [
      '::7f00:1',
      '::a9fe:a9fe',
      '::808:808',
      '2001::1',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      'fec0::1',
      'feff::1',
      '64:ff9b::a9fe:a9fe',
      '64:ff9b:1::1',
    ];
    const evenMore = ['::ffff:0:a9fe:a9fe', '2002:a9fe:a9fe::1', '2001:2::1', '0x7f.1', '127.1', '017700000001', 'fe80::1%eth0'];
    expect([...more, ...evenMore].map(addressKind)).toEqual(Array(more.length + evenMore.length).fill('refused'));
  });

  it('production: https to public addresses only, never loopback or http', async () => {
    dnsAnswers.set('push.public.test', ['93.184.216.34']);
    dnsAnswers.set('mixed.test', ['93.184.216.34']);
    const prod = { allowLoopback: false, resolve };
    await expect(pinPushEndpoint('https://push.public.test/x', prod)).resolves.toMatchObject({ address: '93.184.216.34', family: 4 });
    for (const endpoint of [
      'http://push.public.test/x',
      'https://127.0.0.1/x',
      'http://127.0.0.1/x',
      'https://[::1]/x',
      'https://localhost/x',
    ]) {
      dnsAnswers.set('localhost', ['127.0.0.1']);
      await expect(pinPushEndpoint(endpoint, prod)).rejects.toBeInstanceOf(UnsafePushEndpointError);
    }
    // A name with one public and one private address is refused: the connection could pick either.
    const both = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.1.2.3', family: 4 },
    ];
    await expect(pinPushEndpoint('https://mixed.test/x', { allowLoopback: false, resolve: both })).rejects.toBeInstanceOf(
      UnsafePushEndpointError,
    );
  });

  it.each(['169.254.169.254', '::7f00:1', '2001::5efe:a9fe:a9fe', 'fec0::1'])(
    'checks again at send time and connects to the address it checked (DNS rebinding to %s)',
    async (target) => {
      const { a, b, partnership } = await signInPartners(testApp);
      // Subscribe-time answer: loopback (allowed outside production); send-time answer: a refused address.
      const host = `rebinds-${target.replace(/[^0-9a-f]/g, '-')}.test`;
      dnsAnswers.set(host, ['127.0.0.1', target]);
      const device = pushService.device(`http://${host}:${pushService.port}`);
      await b.agent.post('/api/push/subscriptions').send(device.subscription).expect(201);
      await startSession(a.agent, a.user.id, partnership.id);
      await testApp.forkcast.push.idle();
      expect(pushService.to(device)).toHaveLength(0);
      // The row stays (only the push service's 404/410 removes one).
      expect(await testApp.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, b.user.id))).toHaveLength(1);
    },
  );

  it('pins the connection to the resolved address: the name is never looked up again by the socket', async () => {
    // A name only the test's resolver knows: the request can reach the service only through the pinned address.
    dnsAnswers.set('pinned-push.test', ['127.0.0.1']);
    const device = pushService.device(`http://pinned-push.test:${pushService.port}`);
    const keys = webpush.generateVAPIDKeys();
    const status = await sendPush(
      device.subscription,
      '{"kind":"match"}',
      { subject: 'mailto:ops@forkcast.example', ...keys },
      {
        ttlSeconds: 60,
        urgency: 'low',
        allowLoopback: true,
        resolve,
      },
    );
    expect(status).toBe(201);
    const [received] = pushService.to(device);
    expect(received!.headers.host).toBe(`pinned-push.test:${pushService.port}`);
    expect(decryptPush(received!.body, device)).toEqual({ kind: 'match' });
    expect(verifyVapid(received!.headers.authorization).claims.aud).toBe(`http://pinned-push.test:${pushService.port}`);
  });
});
