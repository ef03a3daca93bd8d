import { calledUrls, mockApi, reply, sentBodies } from '@forkcast/test-utils/mock-api';
import {
  codeInMessage,
  DEV_PARTNER_URL,
  DEV_PREFERENCES,
  freshDevEmail,
  signInWithDevCode,
  startDevPartnerSession,
  startHarnessSession,
} from '@forkcast/dev-harness/actions';
import { newUser, onboardedUser, startAnswer, USER_ID } from './harness-fixtures';

const OUTBOX = '/api/dev/outbox?to=dev-x%40dev.forkcast.test';

describe('signInWithDevCode', () => {
  it('asks for a code, reads it from the dev outbox and signs in with it', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/email/request-otp': reply(200, { message: 'Code sent' }),
      [`GET ${OUTBOX}`]: reply(200, [{ text: 'Your Forkcast sign-in code is 482913\n\nIt expires in 10 minutes.' }]),
      'POST /api/auth/email/verify-otp': reply(200, newUser),
    });

    await expect(signInWithDevCode('Dev-X@dev.forkcast.test')).resolves.toMatchObject({ id: USER_ID });
    expect(calledUrls(fetchMock)).toEqual(['/api/auth/email/request-otp', OUTBOX, '/api/auth/email/verify-otp']);
    expect(sentBodies(fetchMock, 'POST', '/api/auth/email/verify-otp')).toEqual([{ email: 'Dev-X@dev.forkcast.test', otp: '482913' }]);
  });

  it('says so when the outbox has no code (a gateway with SMTP, or the outbox out of reach)', async () => {
    mockApi({
      'POST /api/auth/email/request-otp': reply(200, { message: 'Code sent' }),
      [`GET ${OUTBOX}`]: reply(200, []),
    });
    await expect(signInWithDevCode('dev-x@dev.forkcast.test')).rejects.toThrow(
      "No sign-in code for dev-x@dev.forkcast.test in the gateway's dev outbox",
    );
  });
});

it('codeInMessage finds the six digits of a sign-in mail and nothing in other text', () => {
  expect(codeInMessage('Your Forkcast sign-in code is 004213')).toBe('004213');
  expect(codeInMessage('Order 1234567 shipped')).toBeNull();
  expect(codeInMessage(undefined)).toBeNull();
});

it('freshDevEmail gives a new valid address each time', () => {
  const values = [0.123456789, 0.987654321];
  const [a, b] = values.map((v) => freshDevEmail(() => v));
  expect(a).toMatch(/^dev-[a-z0-9]+@dev\.forkcast\.test$/);
  expect(a).not.toBe(b);
});

describe('startHarnessSession', () => {
  it('saves the dev preferences first for an account that has none, then starts solo with them', async () => {
    const fetchMock = mockApi({
      [`PUT /api/users/${USER_ID}`]: reply(200, { ...newUser, preferences: DEV_PREFERENCES }),
      'POST /api/sessions/start': reply(201, startAnswer('s1')),
    });

    const session = await startHarnessSession(newUser);

    expect(sentBodies(fetchMock, 'PUT', `/api/users/${USER_ID}`)).toEqual([{ preferences: DEV_PREFERENCES }]);
    expect(sentBodies(fetchMock, 'POST', '/api/sessions/start')).toEqual([
      {
        userId: USER_ID,
        partnershipId: null,
        location: { latitude: 39.9525, longitude: -75.1741 },
        filters: { priceRange: ['$', '$$'], dietaryRestrictions: [], radiusMiles: 5, minRating: 3 },
      },
    ]);
    expect(session.id).toBe('s1');
    expect(session.restaurants.map((r) => r.placeId)).toEqual(['s1-a', 's1-b']);
  });

  it("uses the account's own saved filters and leaves them alone", async () => {
    const fetchMock = mockApi({ 'POST /api/sessions/start': reply(201, startAnswer('s2')) });
    await startHarnessSession(onboardedUser);
    expect(calledUrls(fetchMock)).toEqual(['/api/sessions/start']);
    expect(sentBodies(fetchMock, 'POST', '/api/sessions/start')[0]).toMatchObject({ filters: { priceRange: ['$$$'], radiusMiles: 12 } });
  });
});

describe('startDevPartnerSession', () => {
  it("accepts the dev partner's invite, starts the partnered session and has the partner like every card", async () => {
    const fetchMock = mockApi({
      [`POST ${DEV_PARTNER_URL}`]: reply(200, { email: 'partner-11111111@dev.forkcast.test', inviteCode: 'ABC234' }),
      'POST /api/partnerships/accept': reply(200, { id: 'p-1' }),
      'POST /api/sessions/start': reply(201, startAnswer('s3', 'p-1')),
      [`POST ${DEV_PARTNER_URL}/like-all`]: reply(200, { liked: 2 }),
    });

    const session = await startDevPartnerSession(onboardedUser);

    expect(session).toMatchObject({ id: 's3', partnershipId: 'p-1' });
    expect(sentBodies(fetchMock, 'POST', '/api/partnerships/accept')).toEqual([{ userId: USER_ID, inviteCode: 'ABC234' }]);
    expect(sentBodies(fetchMock, 'POST', '/api/sessions/start')[0]).toMatchObject({ partnershipId: 'p-1' });
    // The partner's likes come after the start (there is no session to like in before).
    expect(calledUrls(fetchMock).slice(-1)).toEqual([`${DEV_PARTNER_URL}/like-all`]);
    expect(sentBodies(fetchMock, 'POST', `${DEV_PARTNER_URL}/like-all`)).toEqual([{ userId: USER_ID, sessionId: 's3' }]);
  });

  it('reuses the partnership the two already share', async () => {
    const fetchMock = mockApi({
      [`POST ${DEV_PARTNER_URL}`]: reply(200, { email: 'partner-11111111@dev.forkcast.test', partnershipId: 'p-9' }),
      'POST /api/sessions/start': reply(201, startAnswer('s4', 'p-9')),
      [`POST ${DEV_PARTNER_URL}/like-all`]: reply(200, { liked: 2 }),
    });
    await startDevPartnerSession(onboardedUser);
    expect(calledUrls(fetchMock)).not.toContain('/api/partnerships/accept');
    expect(sentBodies(fetchMock, 'POST', '/api/sessions/start')[0]).toMatchObject({ partnershipId: 'p-9' });
  });
});
