/**
 * @jest-environment node
 */
// The partner a remote's dev server plays for its standalone harness, against a fake gateway (and against the
// real one, sign-in cookies and all: api-gateway/tests/dev-partner.test.ts).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a plain JS module without types
const { createDevPartner, devPartnerEmail } = require('../dev-partner.js') as {
  createDevPartner: (options: { gatewayUrl: string; fetchImpl: typeof fetch }) => {
    partnerFor: (userId: string) => Promise<Record<string, string>>;
    likeAll: (userId: string, sessionId: string) => Promise<{ liked: number }>;
  };
  devPartnerEmail: (userId: string) => string;
};

const USER_ID = 'aaaaaaaa-1111-4111-8111-111111111111';
const PARTNER_ID = 'bbbbbbbb-2222-4222-8222-222222222222';
const EMAIL = devPartnerEmail(USER_ID);

interface Call {
  method: string;
  path: string;
  cookie: string | null;
  body: unknown;
}

/** A gateway that signs the partner in with code 135790 and answers the rest from `routes`. */
function fakeGateway(routes: Record<string, (call: Call) => Response> = {}) {
  const calls: Call[] = [];
  let cookieValid = true;
  const json = (body: unknown, init: ResponseInit = {}) => new Response(JSON.stringify(body), init);
  const fetchImpl = (async (input: URL | string, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const headers = new Headers(init.headers);
    const call: Call = {
      method: init.method ?? 'GET',
      path: url.pathname + url.search,
      cookie: headers.get('cookie'),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const key = `${call.method} ${call.path}`;
    if (key === 'GET /api/auth/user') return cookieValid && call.cookie === 'sid=s1' ? json({ id: PARTNER_ID }) : json({}, { status: 401 });
    if (key === 'POST /api/auth/email/request-otp') return json({ message: 'Code sent' });
    if (key === `GET /api/dev/outbox?to=${encodeURIComponent(EMAIL)}`) return json([{ text: 'Your Forkcast sign-in code is 135790' }]);
    if (key === 'POST /api/auth/email/verify-otp') {
      cookieValid = true;
      return json({ id: PARTNER_ID }, { headers: [['set-cookie', 'sid=s1; Path=/; HttpOnly; SameSite=Lax']] });
    }
    const route = routes[key];
    return route ? route(call) : json({ message: `no route ${key}` }, { status: 404 });
  }) as typeof fetch;
  return { fetchImpl, calls, expireCookie: () => (cookieValid = false) };
}

it('signs the partner in with the code from the dev outbox and offers an invite when the two are not partners yet', async () => {
  const gateway = fakeGateway({
    [`GET /api/partnerships/user/${PARTNER_ID}`]: () => new Response('[]'),
    'POST /api/partnerships/invite': () => new Response(JSON.stringify({ inviteCode: 'XYZ234' })),
  });
  const partner = createDevPartner({ gatewayUrl: 'http://gw.test', fetchImpl: gateway.fetchImpl });

  await expect(partner.partnerFor(USER_ID)).resolves.toEqual({ email: EMAIL, inviteCode: 'XYZ234' });
  expect(gateway.calls.find((c) => c.path === '/api/auth/email/verify-otp')?.body).toEqual({ email: EMAIL, otp: '135790' });
  // Everything after the sign-in is the partner's own session.
  expect(gateway.calls.find((c) => c.path === '/api/partnerships/invite')).toMatchObject({
    cookie: 'sid=s1',
    body: { userId: PARTNER_ID },
  });
});

it('answers the partnership the two already share instead of a new invite', async () => {
  const gateway = fakeGateway({
    [`GET /api/partnerships/user/${PARTNER_ID}`]: () =>
      new Response(
        JSON.stringify([
          { id: 'p-other', user1Id: PARTNER_ID, user2Id: 'someone-else' },
          { id: 'p-1', user1Id: PARTNER_ID, user2Id: USER_ID },
        ]),
      ),
  });
  const partner = createDevPartner({ gatewayUrl: 'http://gw.test', fetchImpl: gateway.fetchImpl });
  await expect(partner.partnerFor(USER_ID)).resolves.toEqual({ email: EMAIL, partnershipId: 'p-1' });
  expect(gateway.calls.map((c) => c.path)).not.toContain('/api/partnerships/invite');
});

it('likes every card of the session in deck order, signing in again once its session is gone', async () => {
  const swipes: unknown[] = [];
  const gateway = fakeGateway({
    [`GET /api/partnerships/user/${PARTNER_ID}`]: () => new Response('[]'),
    'POST /api/partnerships/invite': () => new Response(JSON.stringify({ inviteCode: 'XYZ234' })),
    'GET /api/sessions/s-9': () =>
      new Response(JSON.stringify({ id: 's-9', restaurants: [{ placeId: 'osm:node/1' }, { placeId: 'osm:node/2' }] })),
    'POST /api/sessions/s-9/swipe': (call) => {
      swipes.push(call.body);
      return new Response(JSON.stringify({ solo: false }));
    },
  });
  const partner = createDevPartner({ gatewayUrl: 'http://gw.test', fetchImpl: gateway.fetchImpl });
  await partner.partnerFor(USER_ID);
  gateway.expireCookie();

  await expect(partner.likeAll(USER_ID, 's-9')).resolves.toEqual({ liked: 2 });
  expect(swipes).toEqual([
    { userId: PARTNER_ID, restaurantId: 'osm:node/1', action: 'like', position: 1 },
    { userId: PARTNER_ID, restaurantId: 'osm:node/2', action: 'like', position: 2 },
  ]);
  expect(gateway.calls.filter((c) => c.path === '/api/auth/email/verify-otp')).toHaveLength(2);
});

it('reports a gateway refusal with its status and answer', async () => {
  const gateway = fakeGateway({
    [`GET /api/partnerships/user/${PARTNER_ID}`]: () => new Response('[]'),
    'POST /api/partnerships/invite': () => new Response(JSON.stringify({ message: 'Partner limit reached' }), { status: 403 }),
  });
  const partner = createDevPartner({ gatewayUrl: 'http://gw.test', fetchImpl: gateway.fetchImpl });
  await expect(partner.partnerFor(USER_ID)).rejects.toThrow(
    'dev partner: POST /api/partnerships/invite answered 403 {"message":"Partner limit reached"}',
  );
});

it('gives each harness user a partner of their own', () => {
  expect(devPartnerEmail(USER_ID)).toBe('partner-aaaaaaaa@dev.forkcast.test');
  expect(devPartnerEmail('cccccccc-3333')).not.toBe(devPartnerEmail(USER_ID));
});
