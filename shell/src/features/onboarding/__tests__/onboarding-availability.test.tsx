import { act, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, type RenderWithProvidersOptions } from '@forkcast/test-utils';
import { createQueryClient, currentUserQueryKey } from '@forkcast/api-client';
import {
  PRICE_AND_RATING_UNKNOWN_NOTE,
  UNLISTED_PRICE_FILTER_NOTE,
  type EmptyResult,
  type RestaurantAvailability,
} from '@forkcast/contracts';
import { AVAILABILITY_DEBOUNCE_MS, restaurantAvailabilityQueryKey } from '@forkcast/api-client/restaurant-availability';
import { OnboardingPage } from '../components/onboarding-page';
import { stubFetch, type StubRoute } from '../../../testing/fetch-stub';
import { makeUser } from '../../../testing/fixtures';

// Two pauses (the ZIP check, then the availability check) of 500 ms each: real timers, but a fake clock where a
// test asserts that nothing more was asked after a pause.
const CHECKS = { timeout: 4000 };

const MISSOULA = { zipCode: '59801', latitude: 46.8721, longitude: -113.994, city: 'Missoula', state: 'MT' };
const PHILADELPHIA = { zipCode: '19103', latitude: 39.9525, longitude: -75.1741, city: 'Philadelphia', state: 'PA' };

const availabilityKey = (zipCode: string, radiusMiles: number) =>
  `GET /api/restaurants/availability?zipCode=${zipCode}&radiusMiles=${radiusMiles}`;

function availability(zipCode: string, radiusMiles: number, overrides: Partial<RestaurantAvailability> = {}): RestaurantAvailability {
  return { zipCode, radiusMiles, count: 40, source: 'catalog', pricesKnown: true, ratingsKnown: true, empty: null, ...overrides };
}

function nothingNear(zipCode: string, radiusMiles: number, empty: EmptyResult): RestaurantAvailability {
  return availability(zipCode, radiusMiles, { count: 0, pricesKnown: false, ratingsKnown: false, empty });
}

const WIDER: EmptyResult = {
  reason: 'wider-radius',
  message: 'No restaurants found within 5 miles of 59801 yet. A 12-mile radius would find some.',
  suggestedRadiusMiles: 12,
  nearestArea: null,
};

function renderOnboarding(routes: Record<string, StubRoute>, userOptions?: RenderWithProvidersOptions['userOptions']) {
  const api = stubFetch(routes);
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserQueryKey, makeUser({ id: 'u42', preferences: null }));
  return { ...renderWithProviders(<OnboardingPage />, { queryClient, userOptions }), api };
}

function note() {
  return screen.queryByTestId('restaurant-availability-note');
}

describe('onboarding step 1: restaurants near the ZIP, before saving', () => {
  it('says a ZIP has no places within the radius, once, and "Use 12 miles" moves the slider there', async () => {
    const { user, api } = renderOnboarding({
      'POST /api/restaurants/geocode': { body: MISSOULA },
      [availabilityKey('59801', 5)]: { body: nothingNear('59801', 5, WIDER) },
      [availabilityKey('59801', 12)]: { body: availability('59801', 12, { count: 14 }) },
    });
    await user.type(screen.getByLabelText('ZIP code'), '59801');

    await waitFor(() => expect(note()).not.toBeNull(), CHECKS);
    const shown = note()!;
    // A polite live region, not an error.
    // eslint-disable-next-line testing-library/no-node-access -- the note must sit inside a polite live region, found by its role.
    expect(shown.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The gateway's sentence opens with the headline: said once, not twice.
    expect(within(shown).getByText(WIDER.message)).toBeInTheDocument();
    expect(within(shown).getAllByText(/No restaurants found within 5 miles of 59801 yet/)).toHaveLength(1);

    await user.click(within(shown).getByRole('button', { name: 'Use 12 miles' }));
    const slider = screen.getByRole('slider', { name: 'Search radius' });
    expect(slider).toHaveAttribute('aria-valuenow', '12');
    expect(slider).toHaveFocus();
    await waitFor(() => expect(api.callsTo(availabilityKey('59801', 12))).toHaveLength(1), CHECKS);
    await waitFor(() => expect(note()).toBeNull());
  });

  it('shows the headline above a reason that does not repeat it', async () => {
    const unreachable: EmptyResult = {
      reason: 'source-unreachable',
      message:
        "The restaurant service can't be reached right now, and there is no offline data within 5 miles of 59801. Please try again in a few minutes.",
      suggestedRadiusMiles: null,
      nearestArea: null,
    };
    const { user } = renderOnboarding({
      'POST /api/restaurants/geocode': { body: MISSOULA },
      [availabilityKey('59801', 5)]: { body: nothingNear('59801', 5, unreachable) },
    });
    await user.type(screen.getByLabelText('ZIP code'), '59801');

    await waitFor(() => expect(note()).not.toBeNull(), CHECKS);
    const shown = note()!;
    expect(within(shown).getByText('No restaurants found within 5 miles of 59801 yet')).toBeInTheDocument();
    expect(within(shown).getByText(unreachable.message)).toBeInTheDocument();
    expect(within(shown).queryByRole('button')).not.toBeInTheDocument();
  });

  it('never blocks Next: step 2 follows with the note on screen', async () => {
    const { user } = renderOnboarding({
      'POST /api/restaurants/geocode': { body: MISSOULA },
      [availabilityKey('59801', 5)]: { body: nothingNear('59801', 5, WIDER) },
    });
    await user.type(screen.getByLabelText('ZIP code'), '59801');
    await waitFor(() => expect(note()).not.toBeNull(), CHECKS);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('group', { name: 'Price range' })).toBeInTheDocument();
  });

  it('says nothing when the ZIP has places', async () => {
    const { user, queryClient } = renderOnboarding({
      'POST /api/restaurants/geocode': { body: PHILADELPHIA },
      [availabilityKey('19103', 5)]: { body: availability('19103', 5, { count: 120 }) },
    });
    await user.type(screen.getByLabelText('ZIP code'), '19103');
    await waitFor(() => expect(queryClient.getQueryData(restaurantAvailabilityQueryKey('19103', 5))).toBeDefined(), CHECKS);
    expect(note()).toBeNull();
    expect(screen.queryByText(/No restaurants found/)).not.toBeInTheDocument();
  });

  it('asks only about a ZIP the geocoder knows', async () => {
    jest.useFakeTimers();
    try {
      const { user, api } = renderOnboarding(
        { 'POST /api/restaurants/geocode': { status: 400, body: { message: 'Invalid zip code' } } },
        { advanceTimers: jest.advanceTimersByTime },
      );
      await user.type(screen.getByLabelText('ZIP code'), '00000');
      await waitFor(() => expect(api.callsTo('POST /api/restaurants/geocode')).toHaveLength(1), CHECKS);
      // Past the availability check's pause on the fake clock: it would have asked by now.
      await act(() => jest.advanceTimersByTimeAsync(AVAILABILITY_DEBOUNCE_MS * 2));
      expect(api.calls.filter((call) => call.url.startsWith('/api/restaurants/availability'))).toHaveLength(0);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('onboarding step 2: prices nobody lists', () => {
  async function reachStep2(answer: RestaurantAvailability) {
    const view = renderOnboarding({
      'POST /api/restaurants/geocode': { body: PHILADELPHIA },
      [availabilityKey('19103', 5)]: { body: answer },
    });
    await view.user.type(screen.getByLabelText('ZIP code'), '19103');
    await waitFor(() => expect(view.api.callsTo(availabilityKey('19103', 5))).toHaveLength(1), CHECKS);
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    return screen.findByRole('group', { name: 'Price range' });
  }

  it('says once, under the price chips, that the places near the ZIP list no price or rating', async () => {
    const prices = await reachStep2(availability('19103', 5, { count: 120, source: 'catalog', pricesKnown: false, ratingsKnown: false }));
    await waitFor(() => expect(prices).toHaveAccessibleDescription(PRICE_AND_RATING_UNKNOWN_NOTE));
    expect(screen.getAllByText(PRICE_AND_RATING_UNKNOWN_NOTE)).toHaveLength(1);
    expect(screen.queryByText(UNLISTED_PRICE_FILTER_NOTE)).not.toBeInTheDocument();
  });

  it('keeps the usual price note where places list prices', async () => {
    const prices = await reachStep2(availability('19103', 5, { count: 120, source: 'google' }));
    expect(prices).toHaveAccessibleDescription(UNLISTED_PRICE_FILTER_NOTE);
    expect(screen.queryByText(PRICE_AND_RATING_UNKNOWN_NOTE)).not.toBeInTheDocument();
  });
});
