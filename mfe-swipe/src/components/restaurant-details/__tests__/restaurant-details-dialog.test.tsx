// First: the shared test helper installs the jsdom shims react-router needs at import time.
import { findToast, renderWithProviders } from '@forkcast/test-utils';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import type { RestaurantInsights } from '@forkcast/contracts';
import { RestaurantDetailsDialog } from '../components/restaurant-details-dialog';
import {
  AUTH_USER,
  calledUrls,
  makeInsights,
  makeUser,
  mockApi,
  pending,
  reply,
  USER_ID,
  type FakeResponse,
} from '../../../testing/mock-api';

const PLACE_ID = 'osm:node/1';
const ENCODED = encodeURIComponent(PLACE_ID);
const INSIGHTS = `GET /api/restaurants/${ENCODED}/insights`;
const CHECK = `GET /api/favorites/${USER_ID}/${ENCODED}/check`;
const SAVE = 'POST /api/favorites';
const REMOVE = `DELETE /api/favorites/${USER_ID}/${ENCODED}`;

type Answer = FakeResponse | Promise<FakeResponse> | ((init?: RequestInit) => FakeResponse | Promise<FakeResponse>);

function setup({
  insights = reply(200, makeInsights()),
  check = reply(200, { isFavorited: false }),
  extra = {},
  open = true,
}: { insights?: Answer; check?: Answer; extra?: Record<string, Answer>; open?: boolean } = {}) {
  const onOpenChange = jest.fn();
  const fetchMock = mockApi({ [AUTH_USER]: reply(200, makeUser()), [INSIGHTS]: insights, [CHECK]: check, ...extra });
  const utils = renderWithProviders(
    <RestaurantDetailsDialog open={open} onOpenChange={onOpenChange} restaurantId={PLACE_ID} userId={USER_ID} />,
  );
  return { ...utils, fetchMock, onOpenChange };
}

async function findDialog(name = 'Luigi Trattoria') {
  return screen.findByRole('dialog', { name });
}

describe('restaurant details dialog', () => {
  it('shows every field of the place and its AI insights', async () => {
    setup();
    const dialog = await findDialog();

    const photo = within(dialog).getByRole('img', { name: 'Photo of Luigi Trattoria' });
    expect(photo).toHaveAttribute('src', `/api/restaurants/photo/${encodeURIComponent('places/luigi/photo 1')}?maxWidth=800`);
    expect(within(dialog).getByText('Italian')).toBeInTheDocument();
    expect(within(dialog).getByTestId('details-price')).toHaveTextContent('$$$');
    expect(within(dialog).getByTestId('details-rating')).toHaveTextContent('4.5');
    expect(within(dialog).getByText('12 Main St, Austin')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '(512) 555-0100' })).toHaveAttribute('href', 'tel:5125550100');
    const website = within(dialog).getByRole('link', { name: 'luigi.example (opens in a new tab)' });
    expect(website).toHaveAttribute('href', 'https://www.luigi.example/menu');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', expect.stringContaining('noopener'));

    const hours = within(dialog).getByRole('region', { name: 'Opening hours' });
    expect(
      within(hours)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Monday: 11:00 AM – 10:00 PM', 'Tuesday: Closed']);
    expect(within(hours).getByText('Open now')).toBeInTheDocument();

    const ai = within(dialog).getByRole('region', { name: 'AI insights' });
    expect(
      within(within(ai).getByRole('group', { name: 'Summary' })).getByText('A cosy trattoria with hand-made pasta.'),
    ).toBeInTheDocument();
    expect(within(within(ai).getByRole('group', { name: 'Reviews analysis' })).getByText(/praise the carbonara/)).toBeInTheDocument();
    const items = (group: string) =>
      within(within(ai).getByRole('group', { name: group }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(items('Menu recommendations')).toEqual(['Carbonara', 'Tiramisu']);
    expect(items('Best for')).toEqual(['Date night', 'Small groups']);
    expect(items('Warnings')).toEqual(['Gets busy after 7 PM']);
    expect(within(dialog).getByText('© OpenStreetMap contributors')).toBeInTheDocument();

    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  it("says 'Closed now' when closed, and no badge when it can't tell", async () => {
    setup({ insights: reply(200, makeInsights({ openNow: false })) });
    expect(within(await findDialog()).getByText('Closed now')).toBeInTheDocument();
    expect(screen.queryByText('Open now')).not.toBeInTheDocument();
  });

  it('leaves out what is unknown: no badge, no rating, no photo, no links, no empty lists', async () => {
    const bare: RestaurantInsights = makeInsights({
      photoReference: null,
      priceLevel: null,
      rating: null,
      phoneNumber: null,
      website: null,
      openingHours: [],
      openNow: null,
      attribution: null,
      insights: {
        summary: 'A neighbourhood spot.',
        reviewsAnalysis: 'No reviews to read yet.',
        menuRecommendations: [],
        bestFor: [],
        warnings: [],
      },
    });
    setup({ insights: reply(200, bare) });
    const dialog = await findDialog();
    expect(within(dialog).getByTestId('details-rating')).toHaveTextContent('No rating yet');
    expect(within(dialog).queryByTestId('details-price')).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('photo-fallback')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Opening hours' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/Open now|Closed now/)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Warnings' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText('© OpenStreetMap contributors')).not.toBeInTheDocument();
  });

  it('shows a loading skeleton, and asks nothing while closed', async () => {
    const { fetchMock, rerender } = setup({ insights: pending(), open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calledUrls(fetchMock).filter((url) => url.includes('/insights') || url.includes('/favorites'))).toEqual([]);

    rerender(<RestaurantDetailsDialog open onOpenChange={jest.fn()} restaurantId={PLACE_ID} userId={USER_ID} />);
    const dialog = await screen.findByRole('dialog', { name: 'Restaurant details' });
    expect(within(dialog).getByTestId('details-skeleton')).toHaveTextContent('Loading restaurant details...');
  });

  it("a failure says 'Failed to load restaurant details' in the dialog, and Retry loads it", async () => {
    let calls = 0;
    const { user } = setup({
      insights: () => (++calls === 1 ? reply(500, { message: 'AI unavailable' }) : reply(200, makeInsights())),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Restaurant details' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to load restaurant details');

    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await findDialog()).toBeInTheDocument();
    expect(screen.queryByText('Failed to load restaurant details')).not.toBeInTheDocument();
  });

  it('saves to favorites with the rating × 10, then removes it', async () => {
    const bodies: unknown[] = [];
    const { user, fetchMock } = setup({
      extra: {
        [SAVE]: (init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return reply(201, { id: 'fav-1' });
        },
        [REMOVE]: reply(204),
      },
    });
    const dialog = await findDialog();

    await user.click(await within(dialog).findByRole('button', { name: 'Save to favorites' }));
    expect(await within(dialog).findByRole('button', { name: 'Remove from favorites' })).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        userId: USER_ID,
        restaurantId: PLACE_ID,
        restaurantName: 'Luigi Trattoria',
        restaurantCuisine: 'Italian',
        restaurantPrice: 3,
        restaurantRating: 45,
        restaurantVicinity: '12 Main St, Austin',
      },
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Remove from favorites' }));
    expect(await within(dialog).findByRole('button', { name: 'Save to favorites' })).toBeInTheDocument();
    expect(calledUrls(fetchMock)).toContain(`/api/favorites/${USER_ID}/${ENCODED}`);
    expect(within(await findToast()).getByText('Removed from favorites')).toBeInTheDocument();
  });

  it('starts as saved when the check says so', async () => {
    setup({ check: reply(200, { isFavorited: true }) });
    const dialog = await findDialog();
    expect(await within(dialog).findByRole('button', { name: 'Remove from favorites' })).toBeInTheDocument();
  });

  it("a failed save toasts 'Error' / 'Failed to update favorites' and keeps the heart empty", async () => {
    const { user } = setup({ extra: { [SAVE]: reply(500, { message: 'Database unavailable' }) } });
    const dialog = await findDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Save to favorites' }));
    const toast = await findToast();
    expect(within(toast).getByText('Error')).toBeInTheDocument();
    expect(within(toast).getByText('Failed to update favorites')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save to favorites' })).toBeInTheDocument();
  });

  it("a failed check toasts 'Failed to check favorite'", async () => {
    setup({ check: reply(500, 'boom') });
    await findDialog();
    expect(within(await findToast()).getByText('Failed to check favorite')).toBeInTheDocument();
  });

  it('reads the signed-in user when no userId is given', async () => {
    mockApi({
      [AUTH_USER]: reply(200, makeUser()),
      [INSIGHTS]: reply(200, makeInsights()),
      [CHECK]: reply(200, { isFavorited: true }),
    });
    renderWithProviders(<RestaurantDetailsDialog open onOpenChange={jest.fn()} restaurantId={PLACE_ID} />);
    const dialog = await findDialog();
    expect(await within(dialog).findByRole('button', { name: 'Remove from favorites' })).toBeInTheDocument();
  });

  it('closes with its Close button', async () => {
    const { user, onOpenChange } = setup();
    const dialog = await findDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
