// First: the shared test helper installs the jsdom shims react-router needs at import time.
import { renderWithProviders } from '@forkcast/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { Route, Routes } from 'react-router-dom';
import type { SubscriptionStatusResponse } from '@forkcast/contracts';
import { redirectBrowserTo } from '../../../lib/browser-navigation';
import { calledUrls, makeSubscriptionStatus, makeUser, mockApi, reply } from '../../../testing/mock-api';
import { SubscriptionCard } from '../components/subscription-card';
import { isIosDevice } from '../hooks/use-is-ios';

jest.mock('../../../lib/browser-navigation', () => ({ redirectBrowserTo: jest.fn() }));

const STATUS = 'GET /api/subscriptions/status';
const PORTAL = 'POST /api/subscriptions/portal';
const CANCEL = 'POST /api/subscriptions/cancel';
// Midday UTC, so the date reads the same in any test machine's zone.
const EXPIRES = '2025-01-05T12:00:00.000Z';

const monthlyWeb = (overrides: Partial<SubscriptionStatusResponse> = {}) =>
  makeSubscriptionStatus({ tier: 'monthly', plan: 'monthly', source: 'stripe', status: 'active', expiresAt: EXPIRES, ...overrides });

function renderCard() {
  return renderWithProviders(
    <Routes>
      <Route path="/settings" element={<SubscriptionCard />} />
      <Route path="/subscribe" element={<h1>Subscribe page</h1>} />
    </Routes>,
    { route: '/settings' },
  );
}

const card = (name: string) => screen.findByRole('region', { name });

async function expectNoSeriousViolations() {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
}

beforeEach(() => jest.mocked(redirectBrowserTo).mockReset());

describe('SubscriptionCard, free', () => {
  it('shows Free Plan with its limits, the Current badge and Upgrade to Premium (to /subscribe)', async () => {
    mockApi({ [STATUS]: reply(200, makeSubscriptionStatus()) });
    const { user } = renderCard();
    const region = await card('Free Plan');
    expect(within(region).getByText('Current')).toBeInTheDocument();
    expect(within(region).getByText('1 session/day')).toBeInTheDocument();
    expect(within(region).getByText('1 partner')).toBeInTheDocument();
    expect(within(region).queryByText(/shared with you by your partner/)).not.toBeInTheDocument();
    await expectNoSeriousViolations();

    await user.click(within(region).getByRole('button', { name: 'Upgrade to Premium' }));
    expect(await screen.findByRole('heading', { name: 'Subscribe page' })).toBeInTheDocument();
  });

  it('says premium is shared by the partner when it is', async () => {
    mockApi({ [STATUS]: reply(200, makeSubscriptionStatus({ hasPremiumViaPartner: true })) });
    renderCard();
    const region = await card('Free Plan');
    expect(within(region).getByText('Premium benefits are shared with you by your partner.')).toBeInTheDocument();
    expect(within(region).getByText('Unlimited sessions')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Upgrade to Premium' })).toBeInTheDocument();
  });

  it.each([
    ['annual' as const, 'Unlimited partners', 'Premium Annual benefits are shared with you by your partner.'],
    ['monthly' as const, '1 partner', 'Premium Monthly benefits are shared with you by your partner.'],
  ])("a partner's shared %s plan gives '%s'", async (plan, partners, note) => {
    mockApi({
      [STATUS]: reply(200, makeSubscriptionStatus({ hasPremiumViaPartner: true })),
      'GET /api/auth/user': reply(200, makeUser({ hasPremiumViaPartner: true, premiumViaPartnerPlan: plan })),
    });
    renderCard();
    const region = await card('Free Plan');
    expect(await within(region).findByText(note)).toBeInTheDocument();
    expect(within(region).getByRole('list', { name: 'Plan benefits' })).toHaveTextContent(`Unlimited sessions${partners}`);
  });

  it("tells a monthly subscriber their partner's annual plan lifts their partner limit", async () => {
    mockApi({
      [STATUS]: reply(200, monthlyWeb({ hasPremiumViaPartner: true })),
      'GET /api/auth/user': reply(
        200,
        makeUser({ subscriptionTier: 'monthly', hasPremiumViaPartner: true, premiumViaPartnerPlan: 'annual' }),
      ),
    });
    renderCard();
    const region = await card('Premium Monthly');
    expect(await within(region).findByText('Unlimited partners (shared by your partner)')).toBeInTheDocument();
  });

  it('offers Retry when the status fails to load', async () => {
    let calls = 0;
    mockApi({ [STATUS]: () => (++calls === 1 ? reply(500, 'boom') : reply(200, makeSubscriptionStatus())) });
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await card('Free Plan')).toBeInTheDocument();
  });
});

describe('SubscriptionCard, premium with web billing', () => {
  it('Premium Monthly: Active, Unlimited sessions, Renews on the date, Billing, Cancel and Upgrade to Annual', async () => {
    mockApi({ [STATUS]: reply(200, monthlyWeb()) });
    const { user } = renderCard();
    const region = await card('Premium Monthly');
    expect(within(region).getByText('Active')).toBeInTheDocument();
    expect(within(region).getByText('Unlimited sessions')).toBeInTheDocument();
    expect(within(region).getByText('Renews on January 5, 2025')).toBeInTheDocument();
    expect(within(region).queryByText(/Subscription ends on/)).not.toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Billing' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await expectNoSeriousViolations();

    await user.click(within(region).getByRole('button', { name: 'Upgrade to Annual' }));
    expect(await screen.findByRole('heading', { name: 'Subscribe page' })).toBeInTheDocument();
  });

  it('Premium Annual (dev source) has no upgrade; a missing date reads N/A', async () => {
    mockApi({ [STATUS]: reply(200, monthlyWeb({ tier: 'annual', plan: 'annual', source: 'dev', expiresAt: null })) });
    renderCard();
    const region = await card('Premium Annual');
    expect(within(region).getByText('Renews on N/A')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Upgrade to Annual' })).not.toBeInTheDocument();
  });

  it('a pending cancellation shows Ends on, the warning banner, and no Cancel button', async () => {
    mockApi({ [STATUS]: reply(200, monthlyWeb({ cancelAtPeriodEnd: true })) });
    renderCard();
    const region = await card('Premium Monthly');
    expect(within(region).getByText('Ends on January 5, 2025')).toBeInTheDocument();
    expect(within(region).getByRole('status')).toHaveTextContent('Subscription ends on January 5, 2025');
    expect(within(region).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Billing' })).toBeInTheDocument();
  });

  it('Billing opens the portal url; a failure says so', async () => {
    const fetchMock = mockApi({ [STATUS]: reply(200, monthlyWeb()), [PORTAL]: reply(200, { url: 'https://billing.example/p/1' }) });
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Billing' }));
    await waitFor(() => expect(redirectBrowserTo).toHaveBeenCalledWith('https://billing.example/p/1'));
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/subscriptions/portal');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({});
  });

  it('shows the portal failure text', async () => {
    mockApi({ [STATUS]: reply(200, monthlyWeb()), [PORTAL]: reply(409, { message: 'No subscription to manage' }) });
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Billing' }));
    expect(await screen.findByText('Failed to open billing portal. Please try again.')).toBeInTheDocument();
    expect(redirectBrowserTo).not.toHaveBeenCalled();
  });

  it('Cancel asks first, then cancels and the card shows the pending end', async () => {
    const fetchMock = mockApi({
      [STATUS]: reply(200, monthlyWeb()),
      [CANCEL]: reply(200, { success: true, currentPeriodEnd: EXPIRES }),
    });
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel subscription?' });
    expect(dialog).toHaveTextContent("You'll keep Premium until January 5, 2025.");
    expect(calledUrls(fetchMock)).not.toContain('/api/subscriptions/cancel');
    await expectNoSeriousViolations();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    const region = await card('Premium Monthly');
    expect(await within(region).findByRole('status')).toHaveTextContent('Subscription ends on January 5, 2025');
    expect(within(region).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(region).getByText('Premium Monthly')).toBeInTheDocument();
  });

  it('Keep Subscription closes the dialog without cancelling', async () => {
    const fetchMock = mockApi({ [STATUS]: reply(200, monthlyWeb()) });
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Keep Subscription' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calledUrls(fetchMock)).not.toContain('/api/subscriptions/cancel');
  });

  it('a failed cancel says so and keeps the dialog open', async () => {
    mockApi({ [STATUS]: reply(200, monthlyWeb()), [CANCEL]: reply(500, 'boom') });
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText('Failed to cancel subscription. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});

describe('SubscriptionCard, App Store', () => {
  const apple = () => makeSubscriptionStatus({ tier: 'annual', plan: 'annual', source: 'apple', status: 'active', expiresAt: EXPIRES });

  it('shows the renewal date and an App Store button opening the subscriptions page in a new tab; no web billing', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    mockApi({ [STATUS]: reply(200, apple()) });
    const { user } = renderCard();
    const region = await card('Premium Annual');
    expect(within(region).getByText('Renews on January 5, 2025')).toBeInTheDocument();
    expect(within(region).queryByText('Manage via App Store')).not.toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Billing' })).not.toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'App Store' }));
    expect(open).toHaveBeenCalledWith('https://apps.apple.com/account/subscriptions', '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });

  it('says Manage via App Store on iOS', async () => {
    const userAgent = jest
      .spyOn(window.navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15');
    mockApi({ [STATUS]: reply(200, apple()) });
    renderCard();
    expect(await screen.findByText('Manage via App Store')).toBeInTheDocument();
    userAgent.mockRestore();
  });

  it('recognises iPhones and touch iPads, not desktops', () => {
    expect(isIosDevice({ userAgent: 'iPhone', platform: 'iPhone', maxTouchPoints: 5 })).toBe(true);
    expect(isIosDevice({ userAgent: 'Macintosh', platform: 'MacIntel', maxTouchPoints: 5 })).toBe(true);
    expect(isIosDevice({ userAgent: 'Macintosh', platform: 'MacIntel', maxTouchPoints: 0 })).toBe(false);
    expect(isIosDevice({ userAgent: 'Android', platform: 'Linux', maxTouchPoints: 5 })).toBe(false);
  });
});
