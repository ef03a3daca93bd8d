import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { useAppSelector } from '@forkcast/live-store';
import { currentUserQueryKey } from '@forkcast/api-client';
import { mockApi, reply } from '@forkcast/test-utils/mock-api';
import { renderWithProviders } from '@forkcast/test-utils';
import { Harness } from '@forkcast/dev-harness/panel';
import { onboardedUser, startAnswer } from './harness-fixtures';

/** Like /swipe: takes the active session once, when it mounts, and keeps its own state from there. */
function DeckScreen() {
  const sessionId = useAppSelector((state) => state.activeSession.session?.id);
  const [dealt] = useState(sessionId);
  return <p>Dealing {dealt ?? 'nothing'}</p>;
}

const routes = [
  { path: '/swipe', Component: DeckScreen },
  { path: '/match', Component: () => <p>Match screen</p> },
  { path: '/admin/users/:id', Component: () => <p>One user</p> },
];

it('links every screen it can name and shows its own page elsewhere', () => {
  mockApi({ 'GET /api/auth/user': reply(401, { message: 'Unauthorized' }) });
  renderWithProviders(<Harness routes={routes} />, { route: '/' });
  const nav = screen.getByRole('navigation', { name: 'Screens of this remote' });
  expect([...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/swipe', '/match']);
  expect(screen.getByRole('heading', { name: 'This remote, alone' })).toBeInTheDocument();
});

it('a session started while /swipe shows mounts it afresh with the new deck', async () => {
  let starts = 0;
  mockApi({
    'GET /api/auth/user': reply(200, onboardedUser),
    'POST /api/sessions/start': () => reply(201, startAnswer(`s${(starts += 1)}`)),
  });
  const { user, queryClient, store } = renderWithProviders(<Harness routes={routes} />, { route: '/' });
  queryClient.setQueryData(currentUserQueryKey, onboardedUser);

  await user.click(await screen.findByRole('button', { name: 'Start solo session' }));
  expect(await screen.findByText('Dealing s1')).toBeInTheDocument();
  expect(store.getState().activeSession.session?.restaurants).toHaveLength(2);

  // From the screen, through the DEV tab: the screen must not keep dealing the first session's deck.
  await user.click(screen.getByRole('button', { name: 'Dev harness' }));
  await user.click(screen.getByRole('button', { name: 'Start solo session' }));
  expect(await screen.findByText('Dealing s2')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Start solo session' })).not.toBeInTheDocument();
});

it('a failed start is told, and the harness stays where it was', async () => {
  mockApi({
    'GET /api/auth/user': reply(200, onboardedUser),
    'POST /api/sessions/start': reply(403, { message: 'Daily session limit reached', code: 'SESSION_LIMIT' }),
  });
  const { user, queryClient } = renderWithProviders(<Harness routes={routes} />, { route: '/' });
  queryClient.setQueryData(currentUserQueryKey, onboardedUser);

  await user.click(await screen.findByRole('button', { name: 'Start solo session' }));
  expect(await screen.findByText('Failed to start session')).toBeInTheDocument();
  expect(screen.getByText('Daily session limit reached')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Start solo session' })).toBeEnabled();
});

it("shows the remote's own intro on its page", () => {
  mockApi({ 'GET /api/auth/user': reply(401, { message: 'Unauthorized' }) });
  renderWithProviders(
    <Harness
      routes={routes}
      intro={{ title: 'mfe-account alone: /settings, /subscribe', body: <p>Subscribe opens the dev checkout.</p> }}
    />,
    {
      route: '/',
    },
  );
  expect(screen.getByRole('heading', { name: 'mfe-account alone: /settings, /subscribe' })).toBeInTheDocument();
  expect(screen.getByText('Subscribe opens the dev checkout.')).toBeInTheDocument();
});

it('says which gateway it uses, and that it is up', async () => {
  mockApi({
    'GET /api/auth/user': reply(401, { message: 'Unauthorized' }),
    'GET /__harness/gateway': reply(200, { url: 'http://localhost:9120', up: true, startCommand: 'npm run dev -w @forkcast/api-gateway' }),
  });
  renderWithProviders(<Harness routes={routes} />, { route: '/' });
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Gateway http://localhost:9120 · up'));
});

it('says how to start a gateway that is not reachable', async () => {
  mockApi({
    'GET /api/auth/user': reply(401, { message: 'Unauthorized' }),
    'GET /__harness/gateway': reply(200, { url: 'http://localhost:8080', up: false, startCommand: 'npm run dev -w @forkcast/api-gateway' }),
  });
  renderWithProviders(<Harness routes={routes} />, { route: '/' });
  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent(
      'Gateway http://localhost:8080 · not reachable: start it with npm run dev -w @forkcast/api-gateway',
    ),
  );
});
