// First: the shared test helper installs the jsdom shims react-router needs at import time.
import { findToast, renderWithProviders } from '@forkcast/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import type { Favorite } from '@forkcast/contracts';
import { FavoritesScreen } from '../components/favorites-screen';
import { routes } from '../../../routes';
import { deferred, makeUser, mockApi, reply } from '../../../testing/mock-api';
import { expectNoSeriousViolations } from '../../../testing/expect-accessible';

const USER_ID = '6f1c2b9e-4d3a-4e8b-9a51-2f7c1d0e3b4a';
const AUTH = 'GET /api/auth/user';
const LIST = `GET /api/favorites/user/${USER_ID}`;
const DELETE_DIM_SUM = `DELETE /api/favorites/${USER_ID}/osm%3Anode%2F123`;

const dimSum: Favorite = {
  id: 'f1',
  userId: USER_ID,
  restaurantId: 'osm:node/123',
  restaurantName: 'Dim Sum Garden',
  restaurantCuisine: 'Chinese',
  restaurantPrice: 3,
  restaurantRating: 45,
  restaurantVicinity: '1020 Race St, Philadelphia',
  savedAt: '2025-01-05T12:00:00.000Z',
};
const unrated: Favorite = {
  ...dimSum,
  id: 'f2',
  restaurantId: 'osm:way/77',
  restaurantName: 'Corner Cafe',
  restaurantCuisine: 'Cafe',
  restaurantPrice: null,
  restaurantRating: null,
  restaurantVicinity: null,
  savedAt: '2024-12-24T12:00:00.000Z',
};

const user = makeUser({ id: USER_ID });

function renderFavorites() {
  return renderWithProviders(<FavoritesScreen />, { route: '/favorites' });
}

function card(name: string) {
  return screen.getByRole('article', { name });
}

describe('/favorites', () => {
  it('the remote serves /spotlight, /favorites and /randomizer', () => {
    expect(routes.map((route) => route.path)).toEqual(['/spotlight', '/favorites', '/randomizer']);
  });

  it("shows 'Your Favorites' with the count and each place's facts, saved date and credit", async () => {
    mockApi({ [AUTH]: reply(200, user), [LIST]: reply(200, [dimSum, unrated]) });
    renderFavorites();

    expect(screen.getByRole('heading', { level: 1, name: 'Your Favorites' })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Dim Sum Garden' });
    expect(screen.getByTestId('favorites-count')).toHaveTextContent('2');

    const first = within(card('Dim Sum Garden'));
    expect(first.getByText('Chinese')).toBeInTheDocument();
    expect(first.getByTestId('place-price')).toHaveTextContent(/^\$\$\$$/);
    // Stored × 10: 45 is shown as 4.5.
    expect(first.getByTestId('place-rating')).toHaveTextContent(/^4\.5$/);
    expect(first.getByText('1020 Race St, Philadelphia')).toBeInTheDocument();
    expect(first.getByText('Saved Jan 5, 2025')).toBeInTheDocument();
    const maps = first.getByRole('link', { name: 'Open in Maps' });
    expect(maps).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Dim%20Sum%20Garden%2C%201020%20Race%20St%2C%20Philadelphia',
    );
    expect(maps).toHaveAttribute('target', '_blank');
    expect(maps).toHaveAttribute('rel', 'noopener noreferrer');
    expect(first.getByRole('button', { name: 'Remove Dim Sum Garden' })).toBeInTheDocument();

    const second = within(card('Corner Cafe'));
    expect(second.getByTestId('place-rating')).toHaveTextContent('No rating yet');
    // Saved without a price: none is shown.
    expect(second.queryByTestId('place-price')).not.toBeInTheDocument();
    expect(second.getByText('Saved Dec 24, 2024')).toBeInTheDocument();

    // In the answer's order (the gateway sends newest first).
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Dim Sum Garden', 'Corner Cafe']);
    expect(screen.getByText('© OpenStreetMap contributors')).toBeInTheDocument();
  });

  it('shows the empty text when nothing is saved', async () => {
    mockApi({ [AUTH]: reply(200, user), [LIST]: reply(200, []) });
    renderFavorites();

    expect(await screen.findByText('No favorites yet. Restaurants you like in solo sessions will appear here.')).toBeInTheDocument();
    expect(screen.getByTestId('favorites-count')).toHaveTextContent('0');
    expect(screen.queryByText('© OpenStreetMap contributors')).not.toBeInTheDocument();
  });

  it("remove asks 'Remove from favorites?' first, then deletes the encoded id and says 'Removed from favorites'", async () => {
    let list = [dimSum, unrated];
    const fetchMock = mockApi({
      [AUTH]: reply(200, user),
      [LIST]: () => reply(200, list),
      [DELETE_DIM_SUM]: () => {
        list = [unrated];
        return reply(200, { success: true });
      },
    });
    const { user: clicker } = renderFavorites();
    await screen.findByRole('article', { name: 'Dim Sum Garden' });

    await clicker.click(screen.getByRole('button', { name: 'Remove Dim Sum Garden' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove from favorites?' });
    expect(within(dialog).getByText('This action cannot be undone.')).toBeInTheDocument();
    const deletes = () => fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'DELETE');
    expect(deletes()).toHaveLength(0);

    await clicker.click(within(dialog).getByRole('button', { name: 'Remove' }));

    const toast = await findToast();
    expect(within(toast).getByText('Removed from favorites')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Dim Sum Garden' })).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deletes().map(([url]) => url)).toEqual([`/api/favorites/${USER_ID}/osm%3Anode%2F123`]);
    await waitFor(() => expect(screen.getByTestId('favorites-count')).toHaveTextContent('1'));
  });

  it('cancel keeps the place and sends nothing', async () => {
    const fetchMock = mockApi({ [AUTH]: reply(200, user), [LIST]: reply(200, [dimSum]) });
    const { user: clicker } = renderFavorites();
    await screen.findByRole('article', { name: 'Dim Sum Garden' });

    await clicker.click(screen.getByRole('button', { name: 'Remove Dim Sum Garden' }));
    await clicker.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(card('Dim Sum Garden')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'DELETE')).toBe(false);
  });

  it("a failed removal says 'Failed to remove restaurant' and keeps the dialog open to retry", async () => {
    mockApi({ [AUTH]: reply(200, user), [LIST]: reply(200, [dimSum]), [DELETE_DIM_SUM]: reply(500, '', 'Internal Server Error') });
    const { user: clicker } = renderFavorites();
    await screen.findByRole('article', { name: 'Dim Sum Garden' });

    await clicker.click(screen.getByRole('button', { name: 'Remove Dim Sum Garden' }));
    await clicker.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));

    const toast = await findToast();
    expect(within(toast).getByText('Failed to remove restaurant')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Remove from favorites?' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Dim Sum Garden', hidden: true })).toBeInTheDocument();
  });

  it('shows a spinner while loading, and a retry when the list fails', async () => {
    const answer = deferred();
    mockApi({ [AUTH]: reply(200, user), [LIST]: () => answer.promise });
    renderFavorites();
    expect(await screen.findByText('Loading favorites...')).toBeInTheDocument();

    answer.resolve(reply(500, '', 'Internal Server Error'));
    expect(await screen.findByText('Failed to load favorites')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('has no serious or critical accessibility violations, with the dialog open too', async () => {
    mockApi({ [AUTH]: reply(200, user), [LIST]: reply(200, [dimSum, unrated]) });
    const { user: clicker } = renderFavorites();
    await screen.findByRole('article', { name: 'Dim Sum Garden' });
    await expectNoSeriousViolations();

    await clicker.click(screen.getByRole('button', { name: 'Remove Dim Sum Garden' }));
    await screen.findByRole('alertdialog');
    await expectNoSeriousViolations();
  });
});
