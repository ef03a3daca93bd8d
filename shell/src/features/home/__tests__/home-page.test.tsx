import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import type { AddPartnerDialogProps } from '@forkcast/api-client/remotes';
import { ACTIVE_SESSION_STORAGE_KEY } from '@forkcast/contracts/domain';
import { activeSessionQuery } from '../api/get-active-session';
import { loadAddPartnerDialog } from '../lib/load-add-partner-dialog';
import { reRegisterRemote } from '../../../lib/remotes';
import {
  ENDPOINTS,
  USER_ID,
  activeSession,
  historyItem,
  homeUser,
  makeSession,
  partnership,
  renderHome,
  stubHomeApi,
} from './home-fixtures';

jest.mock('../lib/load-add-partner-dialog', () => ({ loadAddPartnerDialog: jest.fn() }));
jest.mock('../../../lib/remotes', () => ({ reRegisterRemote: jest.fn() }));
const loadDialog = jest.mocked(loadAddPartnerDialog);

beforeEach(() => {
  window.sessionStorage.clear();
  loadDialog.mockReset();
  jest.mocked(reRegisterRemote).mockReset();
});

describe('home greeting', () => {
  it.each([
    [{ firstName: 'Alex', email: 'alex@example.com' }, 'Hi, Alex'],
    [{ firstName: null, email: 'sam.lee@example.com' }, 'Hi, sam.lee'],
    [{ firstName: '  ', email: 'jo@example.com' }, 'Hi, jo'],
    [{ firstName: null, email: null }, 'Hi, there'],
  ])('greets %o as "%s"', (fields, greeting) => {
    stubHomeApi();
    renderHome(homeUser(fields));
    expect(screen.getByRole('heading', { level: 1, name: greeting })).toBeInTheDocument();
  });
});

describe('home summary', () => {
  it('shows total matches, the partner count and the Free badge', async () => {
    stubHomeApi({ [ENDPOINTS.partnerships]: { body: [partnership(), partnership({ id: 'p2' })] } });
    renderHome(homeUser({ totalMatches: 7 }));
    const stats = screen.getByRole('list', { name: 'Your stats' });
    expect(stats).toHaveTextContent('7Matches');
    await waitFor(() => expect(stats).toHaveTextContent('2Partners'));
    expect(screen.getByText('Free')).toBeInTheDocument();
  });

  it('uses the singular for one match and one partner', async () => {
    stubHomeApi({ [ENDPOINTS.partnerships]: { body: [partnership()] } });
    renderHome(homeUser({ totalMatches: 1 }));
    const stats = screen.getByRole('list', { name: 'Your stats' });
    expect(stats).toHaveTextContent('1Match');
    expect(stats).not.toHaveTextContent(/1Total match|1Matches/);
    await waitFor(() => expect(stats).toHaveTextContent(/1Partner$/));
  });

  it.each([{ subscriptionTier: 'premium' as const }, { subscriptionTier: 'annual' as const }, { hasPremiumViaPartner: true }])(
    'shows no Free badge for a premium user (%o)',
    (fields) => {
      stubHomeApi();
      renderHome(homeUser(fields));
      expect(screen.queryByText('Free')).not.toBeInTheDocument();
    },
  );

  it('offers an enabled Solo Session and goes to /randomizer from the Randomizer button', async () => {
    stubHomeApi();
    const { user } = renderHome();
    expect(screen.getByRole('button', { name: 'Solo Session' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Randomizer' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/randomizer');
  });
});

describe("today's free sessions, shown before Start", () => {
  it.each([
    [{ sessionsToday: 0 }, '1 free session left today'],
    [{ sessionsToday: 1 }, 'No free sessions left today'],
    [{ sessionsToday: 4 }, 'No free sessions left today'],
  ])('tells a free user %o "%s", describing the Solo Session button', (fields, text) => {
    stubHomeApi();
    renderHome(homeUser(fields));
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Solo Session' })).toHaveAccessibleDescription(text);
  });

  it.each([
    { subscriptionTier: 'monthly' as const },
    { subscriptionTier: 'annual' as const },
    { hasPremiumViaPartner: true, sessionsToday: 1 },
  ])('shows nothing to a premium user (%o)', (fields) => {
    stubHomeApi();
    renderHome(homeUser(fields));
    expect(screen.queryByText(/free sessions? left today/)).not.toBeInTheDocument();
  });
});

describe('tier banners', () => {
  it("shows 'Daily Limit Reached' to a free user who used today's session, with Get Premium to /subscribe", async () => {
    stubHomeApi();
    const { user } = renderHome(homeUser({ sessionsToday: 1 }));
    const banner = screen.getByRole('region', { name: 'Daily Limit Reached' });
    await user.click(within(banner).getByRole('button', { name: 'Get Premium' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/subscribe');
    expect(screen.queryByText('Premium Benefits Shared')).not.toBeInTheDocument();
  });

  it.each([
    ['a free user with no session today', { sessionsToday: 0 }],
    ['a monthly subscriber', { subscriptionTier: 'monthly' as const, sessionsToday: 3 }],
    ['a premium user', { subscriptionTier: 'premium' as const, sessionsToday: 3 }],
  ])('shows no daily limit to %s', (_label, fields) => {
    stubHomeApi();
    renderHome(homeUser(fields));
    expect(screen.queryByText('Daily Limit Reached')).not.toBeInTheDocument();
  });

  it("shows 'Premium Benefits Shared' (and no limit) when premium comes from a partner", () => {
    stubHomeApi();
    renderHome(homeUser({ hasPremiumViaPartner: true, sessionsToday: 2 }));
    expect(screen.getByRole('region', { name: 'Premium Benefits Shared' })).toBeInTheDocument();
    expect(screen.queryByText('Daily Limit Reached')).not.toBeInTheDocument();
  });

  it('shows no shared-premium banner to a user with their own plan', () => {
    stubHomeApi();
    renderHome(homeUser({ hasPremiumViaPartner: true, subscriptionTier: 'annual' }));
    expect(screen.queryByText('Premium Benefits Shared')).not.toBeInTheDocument();
  });
});

describe('recent sessions', () => {
  const sessions = [
    historyItem({ id: 'solo-2', likedCount: 2 }),
    historyItem({ id: 'solo-1', likedCount: 1 }),
    historyItem({ id: 'solo-0', likedCount: 0 }),
    historyItem({
      id: 'matched',
      partnershipId: 'p1',
      matchedRestaurantId: 'place-9',
      matchedRestaurantName: 'Pizza Roma',
      partnerName: 'Sam',
    }),
    historyItem({ id: 'no-match', partnershipId: 'p1', likedCount: 4, partnerName: 'Sam' }),
  ];

  function rows() {
    return within(screen.getByRole('region', { name: 'Recent Sessions' })).getAllByRole('listitem');
  }

  it('asks for the last 5 and labels solo, matched and unmatched sessions', async () => {
    const api = stubHomeApi({ [ENDPOINTS.history]: { body: sessions } });
    renderHome();
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(api.callsTo(ENDPOINTS.history)).toHaveLength(1);
    const [twoLikes, oneLike, noLikes, matched, noMatch] = rows();
    expect(twoLikes).toHaveTextContent('Solo Session');
    expect(twoLikes).toHaveTextContent('2 Likes');
    expect(oneLike).toHaveTextContent('1 Like');
    expect(oneLike).not.toHaveTextContent('1 Likes');
    expect(noLikes).toHaveTextContent('0 Likes');
    expect(matched).toHaveTextContent('Match Found!');
    expect(within(matched!).getByText('Matched')).toBeInTheDocument();
    expect(matched).toHaveTextContent('Pizza Roma');
    expect(noMatch).toHaveTextContent('No Match');
  });

  it('makes only a solo session with likes and a matched session clickable', async () => {
    stubHomeApi({ [ENDPOINTS.history]: { body: sessions } });
    renderHome();
    await waitFor(() => expect(rows()).toHaveLength(5));
    const [twoLikes, oneLike, noLikes, matched, noMatch] = rows();
    expect(within(twoLikes!).getByRole('button')).toBeInTheDocument();
    expect(within(oneLike!).getByRole('button')).toBeInTheDocument();
    expect(within(matched!).getByRole('button')).toBeInTheDocument();
    expect(within(noLikes!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(noMatch!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('opens /solo-complete for a solo session with likes', async () => {
    stubHomeApi({ [ENDPOINTS.history]: { body: sessions } });
    const { user } = renderHome();
    await waitFor(() => expect(rows()).toHaveLength(5));
    await user.click(within(rows()[0]!).getByRole('button'));
    expect(screen.getByTestId('location')).toHaveTextContent('/solo-complete?sessionId=solo-2');
  });

  it('opens /match with the session and the matched restaurant', async () => {
    stubHomeApi({ [ENDPOINTS.history]: { body: sessions } });
    const { user } = renderHome();
    await waitFor(() => expect(rows()).toHaveLength(5));
    await user.click(within(rows()[3]!).getByRole('button'));
    expect(screen.getByTestId('location')).toHaveTextContent('/match?sessionId=matched&restaurantId=place-9');
  });

  it("says 'Failed to fetch session history' when the history cannot be read", async () => {
    stubHomeApi({ [ENDPOINTS.history]: { status: 500, body: { message: 'Database unavailable' } } });
    renderHome();
    expect(await screen.findByText('Failed to fetch session history')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
  });
});

describe('active partner session', () => {
  it('polls every 5 s, on that query only', () => {
    expect(activeSessionQuery(USER_ID).refetchInterval).toBe(5000);
  });

  it("shows the Pending card with the partner's count of restaurants", async () => {
    stubHomeApi({ [ENDPOINTS.active]: { body: activeSession() } });
    renderHome();
    const card = await screen.findByRole('region', { name: 'Partner session waiting!' });
    expect(within(card).getByText('Pending')).toBeInTheDocument();
    expect(card).toHaveTextContent('12 restaurants ready to swipe');
    expect(card).toHaveTextContent('Sam Rivera started a session.');
  });

  it('falls back to 10 restaurants when the count is missing', async () => {
    stubHomeApi({ [ENDPOINTS.active]: { body: activeSession({ restaurantCount: 0 }) } });
    renderHome();
    const card = await screen.findByRole('region', { name: 'Partner session waiting!' });
    expect(card).toHaveTextContent('10 restaurants ready to swipe');
  });

  it('shows no card while nobody is waiting', async () => {
    const api = stubHomeApi();
    renderHome();
    await waitFor(() => expect(api.callsTo(ENDPOINTS.active)).toHaveLength(1));
    expect(screen.queryByText('Partner session waiting!')).not.toBeInTheDocument();
  });

  it('picks up a session a partner starts later, on the next poll', async () => {
    jest.useFakeTimers();
    try {
      let waiting: unknown = null;
      const api = stubHomeApi({ [ENDPOINTS.active]: () => ({ body: waiting }) });
      renderHome(undefined, { userOptions: { advanceTimers: jest.advanceTimersByTime } });
      await waitFor(() => expect(api.callsTo(ENDPOINTS.active)).toHaveLength(1));
      waiting = activeSession();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(5000);
      });
      expect(api.callsTo(ENDPOINTS.active)).toHaveLength(2);
      expect(await screen.findByText('Partner session waiting!')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('Join Now fetches the session, keeps it for /swipe and goes there', async () => {
    const joined = makeSession({ id: 's9', partnershipId: 'p1' });
    const api = stubHomeApi({
      [ENDPOINTS.active]: { body: activeSession() },
      'GET /api/sessions/s9': { body: joined },
    });
    const { user } = renderHome();
    await user.click(await screen.findByRole('button', { name: 'Join Now' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/swipe'));
    expect(api.callsTo('GET /api/sessions/s9')).toHaveLength(1);
    const stored = JSON.parse(window.sessionStorage.getItem(ACTIVE_SESSION_STORAGE_KEY)!);
    expect(stored).toEqual({ userId: expect.any(String), session: { ...joined, restaurants: [] }, restaurants: joined.restaurants });
  });
});

describe('partners', () => {
  it('names each partner by the display rule, with initials and a Start button', async () => {
    stubHomeApi({
      [ENDPOINTS.partnerships]: {
        body: [
          partnership(),
          partnership({ id: 'p2', user1FirstName: null, user1LastName: null, user1Email: 'jo.lee@example.com' }),
          partnership({ id: 'p3', user1FirstName: null, user1LastName: null, user1Email: null }),
          // The signed-in user is user1 here: the other party is user2.
          partnership({ id: 'p4', user1Id: USER_ID, user2Id: 'x', user2FirstName: 'Kim', user2LastName: null }),
        ],
      },
    });
    renderHome();
    const section = await screen.findByRole('region', { name: 'Partners' });
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(4));
    for (const name of ['Sam Rivera', 'jo.lee', 'Partner', 'Kim']) {
      expect(within(section).getByText(name)).toBeInTheDocument();
      expect(within(section).getByRole('button', { name: `Start session with ${name}` })).toHaveTextContent('Start');
    }
    expect(within(section).getByText('SR')).toBeInTheDocument();
  });

  it("says 'Failed to fetch partnerships' when the list cannot be read", async () => {
    stubHomeApi({ [ENDPOINTS.partnerships]: { status: 500, body: '' } });
    renderHome();
    expect(await screen.findByText('Failed to fetch partnerships')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Your stats' })).toHaveTextContent('0Partners');
  });

  it("opens mfe_account's Add Partner dialog with the user's id", async () => {
    let received: AddPartnerDialogProps | undefined;
    function FakeDialog(props: AddPartnerDialogProps) {
      received = props;
      return props.open ? <div role="dialog" aria-label="Add Partner" /> : null;
    }
    loadDialog.mockResolvedValue({ default: FakeDialog });
    stubHomeApi();
    const { user } = renderHome();
    await user.click(await screen.findByRole('button', { name: 'Add partner' }));
    expect(await screen.findByRole('dialog', { name: 'Add Partner' })).toBeInTheDocument();
    expect(received).toMatchObject({ open: true, userId: USER_ID });
    act(() => received!.onOpenChange(false));
    expect(screen.queryByRole('dialog', { name: 'Add Partner' })).not.toBeInTheDocument();
  });

  it('shows a toast instead of crashing when the account remote is down, and retries on the next Add', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    loadDialog.mockRejectedValue(new Error('remote down'));
    stubHomeApi();
    const { user } = renderHome();
    await user.click(await screen.findByRole('button', { name: 'Add partner' }));
    expect(await screen.findByText('Add Partner is unavailable')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Hi, Alex' })).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Add partner' }));
    await waitFor(() => expect(loadDialog).toHaveBeenCalledTimes(2));
    expect(reRegisterRemote).toHaveBeenCalledWith('mfe_account');
    jest.mocked(console.error).mockRestore();
  });
});

describe('home accessibility', () => {
  it('has no serious axe violations with every section shown', async () => {
    stubHomeApi({
      [ENDPOINTS.active]: { body: activeSession() },
      [ENDPOINTS.partnerships]: { body: [partnership()] },
      [ENDPOINTS.history]: {
        body: [historyItem({ likedCount: 2 }), historyItem({ id: 's2', partnershipId: 'p1', partnerName: 'Sam' })],
      },
    });
    renderHome(homeUser({ sessionsToday: 1 }));
    await screen.findByText('Partner session waiting!');
    await screen.findByText('Sam Rivera');
    await screen.findByText('No Match');
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.passes.length).toBeGreaterThan(10);
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});
