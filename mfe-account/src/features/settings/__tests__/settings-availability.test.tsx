// First: the shared test helper installs the jsdom shims react-router needs at import time.
import '../../../testing/settings-fixtures';
import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { AVAILABILITY_DEBOUNCE_MS, restaurantAvailabilityQueryKey } from '@forkcast/api-client/restaurant-availability';
import {
  PRICE_AND_RATING_UNKNOWN_NOTE,
  UNLISTED_PRICE_FILTER_NOTE,
  type EmptyResult,
  type RestaurantAvailability,
} from '@forkcast/contracts';
import { reply } from '../../../testing/mock-api';
import { ENDPOINTS, bodiesOf, renderLoadedSettings, settingsUser, stubSettingsApi } from '../../../testing/settings-fixtures';

// The stored ZIP is checked after a 500 ms pause, then the availability check asks.
const CHECKS = { timeout: 4000 };

const availabilityKey = (zipCode: string, radiusMiles: number) =>
  `GET /api/restaurants/availability?zipCode=${zipCode}&radiusMiles=${radiusMiles}`;

function availability(radiusMiles: number, overrides: Partial<RestaurantAvailability> = {}): RestaurantAvailability {
  return { zipCode: '94103', radiusMiles, count: 40, source: 'google', pricesKnown: true, ratingsKnown: true, empty: null, ...overrides };
}

const WIDER: EmptyResult = {
  reason: 'wider-radius',
  message: 'No restaurants found within 5 miles of 94103 yet. A 12-mile radius would find some.',
  suggestedRadiusMiles: 12,
  nearestArea: null,
};

const nothingWithin5 = availability(5, { count: 0, source: 'catalog', pricesKnown: false, ratingsKnown: false, empty: WIDER });

function note() {
  return screen.queryByTestId('restaurant-availability-note');
}

function availabilityCalls(api: jest.Mock): string[] {
  return api.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/restaurants/availability'));
}

beforeEach(() => window.sessionStorage.clear());

describe('/settings location: restaurants near the ZIP', () => {
  it('says the saved ZIP has no places within the radius; "Use 12 miles" sets the slider, and saving stays allowed', async () => {
    const api = stubSettingsApi({
      [availabilityKey('94103', 5)]: reply(200, nothingWithin5),
      [availabilityKey('94103', 12)]: reply(200, availability(12, { count: 14 })),
      [ENDPOINTS.update]: reply(200, settingsUser()),
    });
    const { user } = await renderLoadedSettings();

    await waitFor(() => expect(note()).not.toBeNull(), CHECKS);
    const shown = note()!;
    // eslint-disable-next-line testing-library/no-node-access -- the note must sit inside a polite live region, found by its role.
    expect(shown.closest('[role="status"]')).not.toBeNull();
    // The gateway's sentence opens with the headline: said once.
    expect(within(shown).getByText(WIDER.message)).toBeInTheDocument();
    expect(within(shown).getAllByText(/No restaurants found within 5 miles of 94103 yet/)).toHaveLength(1);
    const location = screen.getByRole('region', { name: 'Location' });
    expect(location).toContainElement(shown);

    await user.click(within(shown).getByRole('button', { name: 'Use 12 miles' }));
    const slider = screen.getByRole('slider', { name: 'Search radius' });
    expect(slider).toHaveAttribute('aria-valuenow', '12');
    expect(slider).toHaveFocus();
    await waitFor(() => expect(note()).toBeNull(), CHECKS);

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(bodiesOf(api, ENDPOINTS.update)).toHaveLength(1));
    expect(bodiesOf(api, ENDPOINTS.update)[0]).toMatchObject({ preferences: { location: { zipCode: '94103', radiusMiles: 12 } } });
  });

  it('never stops a save: the note is advice', async () => {
    const api = stubSettingsApi({
      [availabilityKey('94103', 5)]: reply(200, nothingWithin5),
      [ENDPOINTS.update]: reply(200, settingsUser()),
    });
    const { user } = await renderLoadedSettings();
    await waitFor(() => expect(note()).not.toBeNull(), CHECKS);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(bodiesOf(api, ENDPOINTS.update)).toHaveLength(1));
  });

  it('says nothing when the ZIP has places', async () => {
    stubSettingsApi({ [availabilityKey('94103', 5)]: reply(200, availability(5, { count: 120 })) });
    const { queryClient } = await renderLoadedSettings();
    await waitFor(() => expect(queryClient.getQueryData(restaurantAvailabilityQueryKey('94103', 5))).toBeDefined(), CHECKS);
    expect(note()).toBeNull();
    expect(screen.queryByText(/No restaurants found/)).not.toBeInTheDocument();
  });

  it('asks once the radius slider rests, not at every step', async () => {
    const api = stubSettingsApi({
      [availabilityKey('94103', 5)]: reply(200, availability(5)),
      [availabilityKey('94103', 8)]: reply(200, availability(8)),
    });
    jest.useFakeTimers();
    try {
      const { user } = await renderLoadedSettings({ advanceTimers: jest.advanceTimersByTime });
      await waitFor(() => expect(availabilityCalls(api)).toHaveLength(1), CHECKS);

      screen.getByRole('slider', { name: 'Search radius' }).focus();
      await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
      await waitFor(() => expect(availabilityCalls(api)).toHaveLength(2), CHECKS);
      // Past another pause on the fake clock: nothing more was asked.
      await act(() => jest.advanceTimersByTimeAsync(AVAILABILITY_DEBOUNCE_MS * 2));
      expect(availabilityCalls(api)).toEqual([
        '/api/restaurants/availability?zipCode=94103&radiusMiles=5',
        '/api/restaurants/availability?zipCode=94103&radiusMiles=8',
      ]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('has no serious axe violations with the note on screen', async () => {
    stubSettingsApi({ [availabilityKey('94103', 5)]: reply(200, nothingWithin5) });
    await renderLoadedSettings();
    await waitFor(() => expect(note()).not.toBeNull(), CHECKS);
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => v.id)).toEqual([]);
  });
});

describe('/settings dining: prices nobody lists', () => {
  it('says once, under the price chips, that the places near the ZIP list no price or rating', async () => {
    stubSettingsApi({
      [availabilityKey('94103', 5)]: reply(
        200,
        availability(5, { count: 120, source: 'catalog', pricesKnown: false, ratingsKnown: false }),
      ),
    });
    await renderLoadedSettings();
    const prices = screen.getByRole('group', { name: 'Price range' });
    await waitFor(() => expect(prices).toHaveAccessibleDescription(PRICE_AND_RATING_UNKNOWN_NOTE), CHECKS);
    expect(screen.getAllByText(PRICE_AND_RATING_UNKNOWN_NOTE)).toHaveLength(1);
    expect(screen.queryByText(UNLISTED_PRICE_FILTER_NOTE)).not.toBeInTheDocument();
  });

  it('keeps the usual price note where places list prices', async () => {
    stubSettingsApi({ [availabilityKey('94103', 5)]: reply(200, availability(5, { count: 120 })) });
    const { queryClient } = await renderLoadedSettings();
    await waitFor(() => expect(queryClient.getQueryData(restaurantAvailabilityQueryKey('94103', 5))).toBeDefined(), CHECKS);
    expect(screen.getByRole('group', { name: 'Price range' })).toHaveAccessibleDescription(UNLISTED_PRICE_FILTER_NOTE);
    expect(screen.queryByText(PRICE_AND_RATING_UNKNOWN_NOTE)).not.toBeInTheDocument();
  });
});
