import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@forkcast/shared-ui/testing';
import { createQueryClient, currentUserQueryKey } from '@forkcast/shared-ui';
import type { User } from '@forkcast/shared-ui/contracts';
import { HomePage } from '../components/home-page';
import { LocationProbe } from '../../../testing/location-probe';
import { stubFetch } from '../../../testing/fetch-stub';
import { makeUser } from '../../../testing/fixtures';

function renderHome(user: User) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserQueryKey, user);
  return renderWithProviders(
    <>
      <HomePage />
      <LocationProbe />
    </>,
    { queryClient },
  );
}

describe('home greeting', () => {
  it.each([
    [{ firstName: 'Alex', email: 'alex@example.com' }, 'Hi, Alex'],
    [{ firstName: null, email: 'sam.lee@example.com' }, 'Hi, sam.lee'],
    [{ firstName: '  ', email: 'jo@example.com' }, 'Hi, jo'],
    [{ firstName: null, email: null }, 'Hi, there'],
  ])('greets %o as "%s"', (fields, greeting) => {
    stubFetch({});
    renderHome(makeUser(fields));
    expect(screen.getByRole('heading', { level: 1, name: greeting })).toBeInTheDocument();
  });
});

describe('home summary', () => {
  it('shows total matches, the partner count and the Free badge', async () => {
    stubFetch({ 'GET /api/partnerships/user/u1': { body: [{ id: 'p1' }, { id: 'p2' }] } });
    renderHome(makeUser({ totalMatches: 7 }));
    const stats = screen.getByRole('list', { name: 'Your stats' });
    expect(stats).toHaveTextContent('7Total matches');
    await waitFor(() => expect(stats).toHaveTextContent('2Partners'));
    expect(screen.getByText('Free')).toBeInTheDocument();
  });

  it('counts 0 partners, silently, when the partnerships request fails', async () => {
    const api = stubFetch({});
    renderHome(makeUser());
    await waitFor(() => expect(api.callsTo('GET /api/partnerships/user/u1')).toHaveLength(1));
    expect(screen.getByRole('list', { name: 'Your stats' })).toHaveTextContent('0Partners');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    { subscriptionTier: 'premium' as const },
    { subscriptionTier: 'annual' as const },
    { hasPremiumViaPartner: true },
  ])('shows no Free badge for a premium user (%o)', (fields) => {
    stubFetch({});
    renderHome(makeUser(fields));
    expect(screen.queryByText('Free')).not.toBeInTheDocument();
  });

  it('offers Solo Session and goes to /randomizer from the Randomizer button', async () => {
    stubFetch({});
    const { user } = renderHome(makeUser());
    expect(screen.getByRole('button', { name: 'Solo Session' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Randomizer' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/randomizer');
  });
});
