import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { act, screen, waitFor, within } from '@testing-library/react';
import { theme } from '@forkcast/design-system';
import { FakeLiveConnection, renderWithProviders } from '@forkcast/test-utils';
import { createQueryClient, currentUserQueryKey } from '@forkcast/api-client';
import type { Restaurant } from '@forkcast/contracts';
import { createAppStore, StoreProvider } from '@forkcast/live-store';
import { SignedInStore } from '../../../app/signed-in-store';
import { createLiveConnection } from '../../../lib/create-live-connection';
import { ActiveSessionCard } from '../components/active-session-card';
import { HomePage } from '../components/home-page';
import { activeSession, ENDPOINTS, homeUser, PARTNER_ID, stubHomeApi, USER_ID } from './home-fixtures';

jest.mock('../../../lib/create-live-connection', () => ({ createLiveConnection: jest.fn() }));
const createLive = createLiveConnection as jest.MockedFunction<typeof createLiveConnection>;

let live: FakeLiveConnection;
beforeEach(() => {
  live = new FakeLiveConnection();
  createLive.mockReset();
  createLive.mockImplementation(() => live);
});

const SESSION_ID = 's9';
const waiting = (swiped: number) =>
  activeSession({ id: SESSION_ID, partnerProgress: { userId: PARTNER_ID, name: 'Sam', swiped, total: 12 } });

/** Home as the signed-in route set has it: inside the shell's store, which owns the one live connection. */
function renderHomeInStore() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserQueryKey, homeUser());
  const store = createAppStore();
  const view = renderWithProviders(
    <SignedInStore store={store}>
      <HomePage />
    </SignedInStore>,
    { queryClient, store },
  );
  return { ...view, store };
}

const card = () => screen.findByRole('region', { name: 'Partner session waiting!' });
const partnerLine = () => screen.getByTestId('active-session-partner');
const push: FakeLiveConnection['push'] = (event, payload) => act(() => live.push(event, payload));

describe("home's Active Session card reads the partner from the store", () => {
  it('the one connection watches the waiting session; presence and progress move live, never from this user', async () => {
    stubHomeApi({ [ENDPOINTS.active]: { body: waiting(2) } });
    renderHomeInStore();
    await card();
    // Watching, not swiping: the partner's pill must not call this user online.
    await waitFor(() => expect(live.registrations.at(-1)).toEqual({ userId: USER_ID, sessionId: SESSION_ID, watching: true }));
    expect(partnerLine()).toHaveTextContent('Sam · 2 of 12');
    expect(within(partnerLine()).getByRole('img', { name: 'Partner away' })).toBeInTheDocument();

    push('partner_status', { sessionId: SESSION_ID, userId: PARTNER_ID, status: 'online' });
    push('partner_swipe', { sessionId: SESSION_ID, userId: PARTNER_ID, swiped: 5, total: 12 });
    expect(partnerLine()).toHaveTextContent('Sam · 5 of 12');
    expect(within(partnerLine()).getByRole('img', { name: 'Partner online' })).toBeInTheDocument();
    // The server reports this user's own progress to the room too: not the partner's.
    push('partner_swipe', { sessionId: SESSION_ID, userId: USER_ID, swiped: 9, total: 12 });
    push('partner_swipe', { sessionId: 'another', userId: PARTNER_ID, swiped: 11, total: 12 });
    expect(partnerLine()).toHaveTextContent('Sam · 5 of 12');
    // What the server knows stays the poll's: the count left for this user.
    expect(await card()).toHaveTextContent('12 restaurants ready to swipe');
    expect(live.opened).toBe(1);
  });

  it("the end heard live reads the user's sessions again at once: the card goes and the connection leaves the room", async () => {
    let answer: unknown = waiting(3);
    const api = stubHomeApi({ [ENDPOINTS.active]: () => ({ body: answer }) });
    renderHomeInStore();
    await card();
    await waitFor(() => expect(live.registrations.at(-1)).toMatchObject({ sessionId: SESSION_ID, watching: true }));
    const reads = api.callsTo(ENDPOINTS.active).length;

    answer = null;
    push('match_found', { sessionId: SESSION_ID, restaurant: { placeId: 'r1' } as Restaurant });
    await waitFor(() => expect(screen.queryByText('Partner session waiting!')).not.toBeInTheDocument());
    expect(api.callsTo(ENDPOINTS.active).length).toBe(reads + 1);
    expect(api.callsTo(ENDPOINTS.history).length).toBeGreaterThan(1);
    expect(live.registrations.at(-1)).toEqual({ userId: USER_ID });
    expect(live.opened).toBe(1);
  });

  it('a session read without progress shows no partner line until the channel says where the partner is', async () => {
    stubHomeApi({ [ENDPOINTS.active]: { body: activeSession({ id: SESSION_ID }) } });
    renderHomeInStore();
    await card();
    await waitFor(() => expect(live.registrations.at(-1)).toMatchObject({ sessionId: SESSION_ID, watching: true }));
    expect(screen.queryByTestId('active-session-partner')).not.toBeInTheDocument();
    push('partner_swipe', { sessionId: SESSION_ID, userId: PARTNER_ID, swiped: 1, total: 12 });
    expect(partnerLine()).toHaveTextContent('Partner · 1 of 12');
  });
});

describe("home's card for a waiting group", () => {
  const THIRD = '55555555-5555-4555-8555-555555555555';
  const group = () =>
    activeSession({
      id: SESSION_ID,
      partnerProgress: null,
      members: [
        { userId: PARTNER_ID, name: 'Sam', swiped: 2, total: 12 },
        { userId: USER_ID, name: 'Alex', swiped: 0, total: 12 },
        { userId: THIRD, name: 'Jo', swiped: 4, total: 12 },
      ],
    });

  it('lists every other member with their progress and presence, live from the watched room', async () => {
    stubHomeApi({ [ENDPOINTS.active]: { body: group() } });
    renderHomeInStore();
    const region = await screen.findByRole('region', { name: 'Group session waiting!' });
    const members = within(region).getByRole('list', { name: 'Group members' });
    expect(
      within(members)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sam · 2 of 12', 'Jo · 4 of 12']);
    await waitFor(() => expect(live.registrations.at(-1)).toEqual({ userId: USER_ID, sessionId: SESSION_ID, watching: true }));
    push('partner_swipe', { sessionId: SESSION_ID, userId: THIRD, swiped: 6, total: 12 });
    push('partner_status', { sessionId: SESSION_ID, userId: PARTNER_ID, status: 'online' });
    expect(
      within(members)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sam · 2 of 12', 'Jo · 6 of 12']);
    expect(within(members).getByRole('img', { name: 'Sam online' })).toBeInTheDocument();
    expect(within(members).getByRole('img', { name: 'Jo online' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Join Now' })).toBeInTheDocument();
  });
});

it("the partner's line is in the card's first render, from the poll's read, before the store has the partner", () => {
  // The server's render runs no effect: what it draws is the first render, before the store knows the partner.
  // eslint-disable-next-line testing-library/render-result-naming-convention -- React's server renderer, not testing-library's: it returns HTML.
  const html = renderToString(
    <ThemeProvider theme={theme}>
      <StoreProvider store={createAppStore()}>
        <ActiveSessionCard session={waiting(4)} userId={USER_ID} onJoin={() => undefined} joining={false} />
      </StoreProvider>
    </ThemeProvider>,
  );
  expect(html).toContain('Sam · 4 of 12');
  expect(html).toContain('aria-label="Partner away"');
});
