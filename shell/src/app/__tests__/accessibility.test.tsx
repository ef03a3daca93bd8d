import { act, screen } from '@testing-library/react';
import axe from 'axe-core';
import { renderWithProviders } from '@forkcast/test-utils';
import { createQueryClient, currentUserQueryKey } from '@forkcast/api-client';
import type { User } from '@forkcast/contracts';
import { AppRoutes } from '../app-routes';
import { stubFetch } from '../../testing/fetch-stub';
import { makeUser } from '../../testing/fixtures';
import { preloadRouteChunks } from '../../testing/preload-route-chunks';

// The bell's live channel without a server (its own tests drive the fake).
jest.mock('../../lib/create-live-connection', () => ({
  createLiveConnection: () => new (jest.requireActual('@forkcast/test-utils').FakeLiveConnection)(),
}));

// axe-core comes with the e2e package (@axe-core/playwright), where the real-browser audit runs
// (contrast included). Here it checks structure — landmarks, names, headings, ARIA — on every
// shell screen quickly. Contrast needs layout and real styles, which jsdom does not have.
jest.mock('../../lib/remotes', () => {
  const favorites = { path: '/favorites', layout: 'tabs', visitors: 'signed-in' };
  const manifest = Promise.resolve({
    remotes: { mfe_spotlight: { entry: '/remotes/mfe-spotlight/remoteEntry.js', prefixes: [favorites] } },
  });
  return {
    loadRemoteRoutes: jest.fn(() => new Promise(() => {})),
    loadedRemoteRoutes: jest.fn(),
    reRegisterRemote: jest.fn(),
    remoteManifest: () => manifest,
  };
});

async function expectNoSeriousViolations() {
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false } },
  });
  // Guards against a silently empty audit (nothing rendered, axe not running).
  expect(results.passes.length).toBeGreaterThan(10);
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}

function renderAs(user: User | null, route: string) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserQueryKey, user);
  return renderWithProviders(<AppRoutes />, { route, queryClient });
}

beforeEach(() => {
  stubFetch({
    'GET /api/notifications': {
      body: [{ id: 'n1', type: 'session_match', read: false, createdAt: new Date().toISOString(), data: { sessionId: 's1' } }],
    },
    'POST /api/auth/email/request-otp': { body: {} },
    'POST /api/restaurants/geocode': {
      body: { zipCode: '94103', latitude: 37.77, longitude: -122.41, city: 'San Francisco', state: 'CA' },
    },
  });
});

describe('accessibility (axe, no serious or critical violations)', () => {
  beforeAll(preloadRouteChunks);

  it('landing', async () => {
    renderAs(null, '/');
    await expectNoSeriousViolations();
  });

  it('sign-in, options and code entry', async () => {
    const { user } = renderAs(null, '/auth');
    await expectNoSeriousViolations();
    await user.click(screen.getByRole('button', { name: 'Continue with Email' }));
    await user.type(screen.getByLabelText('Email'), 'sam@example.com{Enter}');
    await screen.findByLabelText('6-digit code');
    await expectNoSeriousViolations();
  });

  it('onboarding, both steps', async () => {
    const { user } = renderAs(makeUser({ preferences: null }), '/');
    const zip = await screen.findByLabelText('ZIP code');
    await expectNoSeriousViolations();
    await user.type(zip, '94103{Enter}');
    await screen.findByRole('group', { name: 'Price range' });
    await expectNoSeriousViolations();
  });

  it('home in the layout, with the install banner and the open notification panel', async () => {
    const { user } = renderAs(makeUser(), '/');
    // The layout is a lazy chunk: the banner listens for the offer once it is mounted.
    await screen.findByTestId('notification-count');
    const offer = Object.assign(new Event('beforeinstallprompt'), { prompt: jest.fn() });
    act(() => {
      window.dispatchEvent(offer);
    });
    await screen.findByText('Install Forkcast');
    await expectNoSeriousViolations();
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    await screen.findByRole('dialog', { name: 'Notifications' });
    await expectNoSeriousViolations();
  });

  it('session results: loading and the not-found error', async () => {
    stubFetch({ 'GET /api/sessions/s1': { status: 404, body: { message: 'Session not found' } } });
    renderAs(makeUser(), '/session/s1/results');
    await expectNoSeriousViolations();
    await screen.findByRole('heading', { level: 1, name: 'Session not found' });
    await expectNoSeriousViolations();
  });

  it('a remote route while its code loads', async () => {
    renderAs(makeUser(), '/favorites');
    await screen.findByTestId('notification-count');
    await expectNoSeriousViolations();
  });
});
