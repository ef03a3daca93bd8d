// First: the shared test helper installs the jsdom shims react-router needs at import time.
import { renderWithProviders } from '@forkcast/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { SubscribeScreen } from '../components/subscribe-screen';
import { redirectBrowserTo } from '../../../lib/browser-navigation';
import { calledUrls, makeUser, mockApi, reply } from '../../../testing/mock-api';

jest.mock('../../../lib/browser-navigation', () => ({ redirectBrowserTo: jest.fn() }));

const AUTH = 'GET /api/auth/user';
const CHECKOUT = 'POST /api/subscriptions/create-checkout';

function renderSubscribe() {
  return renderWithProviders(
    <Routes>
      <Route path="/subscribe" element={<SubscribeScreen />} />
      <Route path="/auth" element={<h1>Sign-in page</h1>} />
      <Route path="/settings" element={<h1>Settings page</h1>} />
      <Route path="/" element={<h1>Home page</h1>} />
    </Routes>,
    { route: '/subscribe' },
  );
}

function planCard(name: string): HTMLElement {
  return screen.getByRole('article', { name });
}

function features(name: string): string[] {
  return within(screen.getByRole('list', { name: `${name} plan features` }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

beforeEach(() => jest.mocked(redirectBrowserTo).mockReset());

describe('/subscribe plans', () => {
  it('shows both plans with their exact prices, labels and features', async () => {
    mockApi({ [AUTH]: reply(401) });
    renderSubscribe();

    expect(await screen.findByRole('heading', { level: 1, name: 'Upgrade to Premium' })).toBeInTheDocument();

    const monthly = planCard('Monthly');
    expect(monthly).toHaveTextContent('$9.99/month');
    expect(within(monthly).getByText('Web Only')).toBeInTheDocument();
    expect(features('Monthly')).toEqual([
      'Unlimited matching sessions',
      '1 partner connection',
      'Unlimited randomizer spins',
      'AI compromise suggestions',
      'Save favorite restaurants',
      'Match history & analytics',
    ]);

    const annual = planCard('Annual');
    expect(annual).toHaveTextContent('$79.99/year');
    expect(within(annual).getByText('Best Value - Save 33%')).toBeInTheDocument();
    expect(within(annual).getByText('Web Only')).toBeInTheDocument();
    expect(within(annual).getByText('Just $6.67/month')).toBeInTheDocument();
    expect(within(annual).getByText('2 months free (about $20 saved)')).toBeInTheDocument();
    expect(features('Annual')).toEqual(
      expect.arrayContaining(['Unlimited partner connections', 'Early access to new features', 'Priority support', 'Cancel anytime']),
    );
    expect(features('Annual')).not.toContain('1 partner connection');

    expect(screen.getByText(/native iOS app is coming/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /auth without starting checkout', async () => {
    const fetchMock = mockApi({ [AUTH]: reply(401) });
    const { user } = renderSubscribe();

    await user.click(await screen.findByRole('button', { name: 'Subscribe Annually' }));

    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
    expect(calledUrls(fetchMock)).not.toContain('/api/subscriptions/create-checkout');
  });

  it('starts checkout for the chosen plan and sends the browser to its url', async () => {
    const fetchMock = mockApi({
      [AUTH]: reply(200, makeUser()),
      [CHECKOUT]: reply(200, { url: 'https://checkout.example/session/1' }),
    });
    const { user } = renderSubscribe();

    await user.click(await screen.findByRole('button', { name: 'Subscribe Monthly' }));

    await waitFor(() => expect(redirectBrowserTo).toHaveBeenCalledWith('https://checkout.example/session/1'));
    const checkoutCall = fetchMock.mock.calls.find(([url]) => url === '/api/subscriptions/create-checkout');
    expect(checkoutCall?.[1]).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(String(checkoutCall?.[1]?.body))).toEqual({ plan: 'monthly' });
  });

  it('shows the checkout error toast when checkout fails', async () => {
    mockApi({ [AUTH]: reply(200, makeUser()), [CHECKOUT]: reply(404, 'Not Found') });
    const { user } = renderSubscribe();

    await user.click(await screen.findByRole('button', { name: 'Subscribe Annually' }));

    expect(await screen.findByText('Failed to start checkout. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(redirectBrowserTo).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Subscribe Annually' })).toBeEnabled();
  });

  it('treats an answer without a url as a failure', async () => {
    mockApi({ [AUTH]: reply(200, makeUser()), [CHECKOUT]: reply(200, {}) });
    const { user } = renderSubscribe();

    await user.click(await screen.findByRole('button', { name: 'Subscribe Monthly' }));

    expect(await screen.findByText('Failed to start checkout. Please try again.')).toBeInTheDocument();
    expect(redirectBrowserTo).not.toHaveBeenCalled();
  });
});

describe('/subscribe for a premium user', () => {
  it("says You're Premium! and links to settings", async () => {
    mockApi({ [AUTH]: reply(200, makeUser({ subscriptionTier: 'annual' })) });
    const { user } = renderSubscribe();

    expect(await screen.findByRole('heading', { level: 1, name: "You're Premium!" })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Subscribe/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Manage Subscription' }));
    expect(await screen.findByRole('heading', { name: 'Settings page' })).toBeInTheDocument();
  });

  it('lets a monthly subscriber upgrade to Annual from the premium page', async () => {
    const fetchMock = mockApi({
      [AUTH]: reply(200, makeUser({ subscriptionTier: 'monthly' })),
      [CHECKOUT]: reply(200, { url: '/dev-billing/checkout?token=abc' }),
    });
    const { user } = renderSubscribe();

    expect(await screen.findByRole('heading', { level: 1, name: "You're Premium!" })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Monthly' })).not.toBeInTheDocument();
    const annual = planCard('Annual');
    expect(annual).toHaveTextContent('$79.99/year');
    await user.click(within(annual).getByRole('button', { name: 'Upgrade to Annual' }));

    await waitFor(() => expect(redirectBrowserTo).toHaveBeenCalledWith('/dev-billing/checkout?token=abc'));
    const checkoutCall = fetchMock.mock.calls.find(([url]) => url === '/api/subscriptions/create-checkout');
    expect(JSON.parse(String(checkoutCall?.[1]?.body))).toEqual({ plan: 'annual' });
  });

  it('shows the checkout failure to a monthly subscriber upgrading', async () => {
    mockApi({ [AUTH]: reply(200, makeUser({ subscriptionTier: 'monthly' })), [CHECKOUT]: reply(409, { message: 'x' }) });
    const { user } = renderSubscribe();
    await user.click(await screen.findByRole('button', { name: 'Upgrade to Annual' }));
    expect(await screen.findByText('Failed to start checkout. Please try again.')).toBeInTheDocument();
  });

  it('offers annual subscribers no upgrade', async () => {
    mockApi({ [AUTH]: reply(200, makeUser({ subscriptionTier: 'annual' })) });
    renderSubscribe();
    expect(await screen.findByRole('heading', { level: 1, name: "You're Premium!" })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade to Annual' })).not.toBeInTheDocument();
  });

  it('says what a monthly plan includes: 1 partner connection, Annual adds unlimited partners', async () => {
    mockApi({ [AUTH]: reply(200, makeUser({ subscriptionTier: 'monthly' })) });
    renderSubscribe();
    expect(
      await screen.findByText(
        'Premium Monthly: unlimited sessions, 1 partner connection and AI suggestions. Annual adds unlimited partners.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/unlimited sessions, partners/)).not.toBeInTheDocument();
  });
});

describe('/subscribe for premium shared by a partner', () => {
  it.each([
    ['annual' as const, 'Your partner shares Premium Annual with you, unlimited partners included.'],
    ['monthly' as const, 'Your partner shares Premium Monthly with you: unlimited sessions, 1 partner.'],
  ])("shows the plans, not a 'You're Premium!' dead end, with a note on the shared %s plan", async (plan, note) => {
    const fetchMock = mockApi({
      [AUTH]: reply(200, makeUser({ subscriptionTier: 'free', hasPremiumViaPartner: true, premiumViaPartnerPlan: plan })),
      [CHECKOUT]: reply(200, { url: '/dev-billing/checkout?token=own' }),
    });
    const { user } = renderSubscribe();

    expect(await screen.findByRole('heading', { level: 1, name: 'Upgrade to Premium' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "You're Premium!" })).not.toBeInTheDocument();
    const shared = screen.getByRole('region', { name: 'Premium shared by your partner' });
    expect(shared).toHaveTextContent(note);
    expect(shared).toHaveTextContent('A plan of your own keeps Premium whatever happens to theirs.');

    await user.click(within(planCard('Annual')).getByRole('button', { name: 'Subscribe Annually' }));
    await waitFor(() => expect(redirectBrowserTo).toHaveBeenCalledWith('/dev-billing/checkout?token=own'));
    const checkoutCall = fetchMock.mock.calls.find(([url]) => url === '/api/subscriptions/create-checkout');
    expect(JSON.parse(String(checkoutCall?.[1]?.body))).toEqual({ plan: 'annual' });
  });
});
