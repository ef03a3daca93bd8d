import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signIn } from './helpers/sign-in';
import { FakeRestaurantSource, setPreferences, startSession } from './helpers/swipe-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

// The partner a remote's dev server plays for its standalone harness (build-preset/dev-partner.js), against the
// real gateway over HTTP: it must sign in as a browser does, carrying the pre-sign-in cookie from request-otp to
// verify-otp (a code is checked only for the client that asked for it), then act with its session cookie.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a plain JS module without types
const { createDevPartner, devPartnerEmail } = require('@forkcast/build-preset/dev-partner.js') as {
  createDevPartner: (options: { gatewayUrl: string }) => {
    partnerFor: (userId: string) => Promise<{ email: string; inviteCode?: string; partnershipId?: string }>;
    likeAll: (userId: string, sessionId: string) => Promise<{ liked: number }>;
  };
  devPartnerEmail: (userId: string) => string;
};

let testApp: TestApp;
let gatewayUrl: string;
const server = { close: () => undefined as unknown };
beforeAll(async () => {
  testApp = await createTestApp({ restaurantSource: new FakeRestaurantSource() });
  const listening = http.createServer(testApp.app);
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  server.close = () => {
    listening.close();
    listening.closeAllConnections();
  };
});
afterAll(() => server.close());

it('signs the partner in, pairs it with the harness user and likes every card of their session', async () => {
  const user = await signIn(testApp);
  await setPreferences(testApp, user.user.id, {});
  const partner = createDevPartner({ gatewayUrl });

  const offered = await partner.partnerFor(user.user.id);
  expect(offered).toEqual({ email: devPartnerEmail(user.user.id), inviteCode: expect.any(String) });
  const accepted = await user.agent
    .post('/api/partnerships/accept')
    .send({ userId: user.user.id, inviteCode: offered.inviteCode })
    .expect(200);
  await expect(partner.partnerFor(user.user.id)).resolves.toEqual({ email: offered.email, partnershipId: accepted.body.id });

  const started = await startSession(user.agent, user.user.id, accepted.body.id);
  await expect(partner.likeAll(user.user.id, started.session.id)).resolves.toEqual({ liked: started.restaurants.length });
  // The user's first like is a match: the partner liked every card.
  const swiped = await user.agent
    .post(`/api/sessions/${started.session.id}/swipe`)
    .send({ userId: user.user.id, restaurantId: started.restaurants[0]!.placeId, action: 'like', position: 1 })
    .expect(200);
  expect(swiped.body.match).toBeTruthy();
});
