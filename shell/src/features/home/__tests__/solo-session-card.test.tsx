import { screen, waitFor, within } from '@testing-library/react';
import { createQueryClient, currentUserQueryKey } from '@forkcast/api-client';
import { renderWithProviders } from '@forkcast/test-utils';
import type { SoloActiveSession } from '@forkcast/contracts';
import { ACTIVE_SESSION_STORAGE_KEY } from '@forkcast/contracts/domain';
import { HomePage } from '../components/home-page';
import { activeSessionQuery, HOME_SESSION_DATA_ID } from '../api/get-active-session';
import { ENDPOINTS, homeUser, makeSession, renderHome, restaurant, stubHomeApi, USER_ID } from './home-fixtures';

/*
 * A solo session in progress is the server's to keep, so home offers it from any tab, browser or
 * device: Continue resumes it on /swipe, End ends it for good. The partner's card keeps its own texts.
 */

const DECK = Array.from({ length: 20 }, (_, i) => ({ ...restaurant, placeId: `r${i + 1}`, name: `Place ${i + 1}` }));
const soloInProgress = (overrides: Partial<SoloActiveSession> = {}): SoloActiveSession => ({
  ...makeSession({ id: 's1', partnershipId: null, restaurants: DECK, likedCount: 1 }),
  partnershipId: null,
  restaurantCount: 18,
  ...overrides,
});

const soloCard = () => screen.findByRole('region', { name: 'Solo session in progress' });

beforeEach(() => window.sessionStorage.clear());

describe("home's solo session in progress", () => {
  it('shows how far the user is, and no partner card', async () => {
    stubHomeApi({ [ENDPOINTS.active]: { body: soloInProgress() } });
    renderHome();
    const card = await soloCard();
    expect(within(card).getByText('2 of 20 swiped')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'End' })).toBeEnabled();
    expect(screen.queryByText('Partner session waiting!')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join Now' })).not.toBeInTheDocument();
  });

  it("is there at the first render from the answer the gateway inlined into home's page, read once", async () => {
    // The server's answer says nothing of a session: the card on screen can only come from the page.
    const api = stubHomeApi({ [ENDPOINTS.active]: { body: null } });
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = HOME_SESSION_DATA_ID;
    block.textContent = JSON.stringify(soloInProgress());
    document.head.append(block);
    renderHome();
    expect(screen.getByRole('region', { name: 'Solo session in progress' })).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- the page's inline data is a script element: no role.
    expect(document.getElementById(HOME_SESSION_DATA_ID)).toBeNull();
    // The gateway read it for this page load: the first mount does not read it again (the 5-s poll does).
    await waitFor(() => expect(api.callsTo(ENDPOINTS.history).length).toBeGreaterThan(0));
    expect(api.callsTo(ENDPOINTS.active)).toHaveLength(0);
  });

  it('a later mount of home reads the card again, whatever the page said', async () => {
    const api = stubHomeApi({ [ENDPOINTS.active]: { body: null } });
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = HOME_SESSION_DATA_ID;
    block.textContent = JSON.stringify(soloInProgress());
    document.head.append(block);
    const queryClient = createQueryClient();
    queryClient.setQueryData(currentUserQueryKey, homeUser());
    renderWithProviders(<HomePage />, { queryClient }).unmount();
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 10_000);
    renderWithProviders(<HomePage />, { queryClient });
    await waitFor(() => expect(api.callsTo(ENDPOINTS.active).length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Solo session in progress' })).not.toBeInTheDocument());
    jest.restoreAllMocks();
  });

  it("Continue makes it this tab's session (deck cached) and goes to /swipe, starting nothing", async () => {
    const api = stubHomeApi({ [ENDPOINTS.active]: { body: soloInProgress() } });
    const { user } = renderHome();
    await user.click(within(await soloCard()).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/swipe'));
    const cached = JSON.parse(window.sessionStorage.getItem(ACTIVE_SESSION_STORAGE_KEY)!);
    expect(cached).toMatchObject({ session: { id: 's1', partnershipId: null }, restaurants: DECK });
    expect(cached.session).not.toHaveProperty('restaurantCount');
    expect(api.callsTo(ENDPOINTS.start)).toHaveLength(0);
  });

  it('End asks first, then ends it on the server and the card goes', async () => {
    let ended = false;
    const api = stubHomeApi({
      [ENDPOINTS.active]: () => ({ body: ended ? null : soloInProgress() }),
      'POST /api/sessions/s1/end': () => {
        ended = true;
        return { body: { ...makeSession({ id: 's1' }), status: 'cancelled', completedAt: '2025-01-05T10:30:00.000Z' } };
      },
    });
    const { user } = renderHome();
    await user.click(within(await soloCard()).getByRole('button', { name: 'End' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'End this session?' });
    await user.click(within(confirm).getByRole('button', { name: 'End session' }));

    await waitFor(() => expect(screen.queryByRole('region', { name: 'Solo session in progress' })).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/sessions/s1/end')).toEqual([{ method: 'POST', url: '/api/sessions/s1/end', body: {} }]);
    expect(await screen.findByText('Session ended')).toBeInTheDocument();
  });

  it('coming back home after the session ended on /swipe does not offer it from the cache', async () => {
    const api = stubHomeApi({ [ENDPOINTS.active]: { body: null } });
    const queryClient = createQueryClient();
    queryClient.setQueryData(currentUserQueryKey, homeUser());
    // What home's poll read before the user went swiping and finished the deck.
    queryClient.setQueryData(activeSessionQuery(USER_ID).queryKey, soloInProgress());
    renderWithProviders(<HomePage />, { queryClient });
    await waitFor(() => expect(api.callsTo(ENDPOINTS.active)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Solo session in progress' })).not.toBeInTheDocument());
  });
});

describe('Solo Session while a solo session is in progress', () => {
  it('a free user whose session of the day is spent is led to Continue, not to the limit error', async () => {
    const api = stubHomeApi({ [ENDPOINTS.active]: { body: soloInProgress() } });
    const { user } = renderHome(homeUser({ subscriptionTier: 'free', hasPremiumViaPartner: false, sessionsToday: 1 }));
    await soloCard();
    await user.click(screen.getByRole('button', { name: /Solo Session/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Start Session' });
    expect(within(dialog).getByTestId('start-solo-in-progress')).toHaveTextContent('2 of 20 swiped');
    expect(within(dialog).queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/swipe'));
    expect(api.callsTo(ENDPOINTS.start)).toHaveLength(0);
    expect(screen.queryByText('Session limit reached')).not.toBeInTheDocument();
  });

  it('with sessions left, both are offered: Continue it, or Start a new one', async () => {
    stubHomeApi({ [ENDPOINTS.active]: { body: soloInProgress() } });
    const { user } = renderHome(homeUser({ subscriptionTier: 'premium' }));
    await soloCard();
    await user.click(screen.getByRole('button', { name: /Solo Session/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Start Session' });
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Different ZIP code (optional)')).toBeVisible();
  });
});
