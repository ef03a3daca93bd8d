import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@forkcast/test-utils';
import type { Session } from '@forkcast/contracts';
import { SessionResultsPage } from '../components/session-results-page';
import { sessionResultPath } from '../lib/session-result-path';
import { LocationProbe } from '../../../testing/location-probe';
import { stubFetch } from '../../../testing/fetch-stub';

const SESSION_ID = '7a0d3c1e-2b4f-4c5d-8e6f-1a2b3c4d5e6f';

function makeSession(overrides: Partial<Session> = {}): Session {
  return {
    id: SESSION_ID,
    partnershipId: 'p1',
    status: 'completed',
    createdAt: '2025-01-05T10:00:00.000Z',
    completedAt: '2025-01-05T10:20:00.000Z',
    matchedRestaurantId: null,
    likedCount: 2,
    restaurants: [],
    ...overrides,
  };
}

/** The page at its route, with stand-ins for the screens it forwards to. */
function renderResults(route = `/session/${SESSION_ID}/results`) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/session/:sessionId/results" element={<SessionResultsPage />} />
        <Route path="/match" element={<h1>match screen</h1>} />
        <Route path="/no-match" element={<h1>no-match screen</h1>} />
        <Route path="/solo-complete" element={<h1>solo-complete screen</h1>} />
        <Route path="/" element={<h1>home screen</h1>} />
      </Routes>
      <LocationProbe />
    </>,
    { route },
  );
}

const sessionUrl = `GET /api/sessions/${SESSION_ID}`;

describe('sessionResultPath', () => {
  it('picks the match, no-match or solo results screen', () => {
    expect(sessionResultPath(makeSession({ matchedRestaurantId: 'osm:node/12' }))).toBe(
      `/match?sessionId=${SESSION_ID}&restaurantId=osm%3Anode%2F12`,
    );
    expect(sessionResultPath(makeSession())).toBe(`/no-match?sessionId=${SESSION_ID}`);
    expect(sessionResultPath(makeSession({ partnershipId: null }))).toBe(`/solo-complete?sessionId=${SESSION_ID}`);
  });
});

describe('/session/:sessionId/results', () => {
  it('shows the spinner while loading, then replaces itself with /match for a matched session', async () => {
    let answer: (value: { body: Session }) => void = () => undefined;
    const api = stubFetch({ [sessionUrl]: () => new Promise((resolve) => (answer = resolve)) });
    renderResults();
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();

    answer({ body: makeSession({ matchedRestaurantId: 'r1' }) });
    expect(await screen.findByRole('heading', { name: 'match screen' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/match?sessionId=${SESSION_ID}&restaurantId=r1`);
    expect(api.callsTo(sessionUrl)).toHaveLength(1);
  });

  it('sends a partnered session without a match to /no-match', async () => {
    stubFetch({ [sessionUrl]: { body: makeSession() } });
    renderResults();
    expect(await screen.findByRole('heading', { name: 'no-match screen' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/no-match?sessionId=${SESSION_ID}`);
  });

  it('sends a solo session to /solo-complete', async () => {
    stubFetch({ [sessionUrl]: { body: makeSession({ partnershipId: null }) } });
    renderResults();
    expect(await screen.findByRole('heading', { name: 'solo-complete screen' })).toBeInTheDocument();
  });

  it.each([
    [404, 'Session not found'],
    [400, 'Session not found'],
    [403, 'Not your session'],
  ])('answers %i with a clear error and a way home', async (status, title) => {
    stubFetch({ [sessionUrl]: { status, body: { message: 'nope' } } });
    const { user } = renderResults();
    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(alert).not.toHaveTextContent('Try again');
    await user.click(screen.getByRole('button', { name: 'Go home' }));
    expect(await screen.findByRole('heading', { name: 'home screen' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('offers Try again for other failures and recovers', async () => {
    let calls = 0;
    stubFetch({
      [sessionUrl]: () => (++calls === 1 ? { status: 500, body: { message: 'Database unavailable' } } : { body: makeSession() }),
    });
    const { user } = renderResults();
    expect(await screen.findByRole('heading', { level: 1, name: "Couldn't load the results" })).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/no-match?sessionId=${SESSION_ID}`));
  });
});
