// First: the shared test helper installs the jsdom shims react-router needs at import time.
import '../../../testing/settings-fixtures';
import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { ZIP_CHECK_DEBOUNCE_MS, currentUserQueryKey } from '@forkcast/api-client';
import { pending, reply } from '../../../testing/mock-api';
import {
  ENDPOINTS,
  bodiesOf,
  renderLoadedSettings,
  savedPreferences,
  settingsUser,
  stubSettingsApi,
} from '../../../testing/settings-fixtures';

const CHECK_TIMEOUT = { timeout: 3000 };

beforeEach(() => window.sessionStorage.clear());

function zipField() {
  return screen.getByLabelText('ZIP code');
}

describe('/settings form, saved values', () => {
  it('shows the profile and preferences as saved, with the right input types', async () => {
    stubSettingsApi();
    await renderLoadedSettings();

    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Last name')).toHaveValue('Lovelace');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Phone')).toHaveValue('555 0100');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel');
    expect(zipField()).toHaveValue('94103');
    expect(zipField()).toHaveAttribute('maxlength', '5');

    const radius = screen.getByRole('slider', { name: 'Search radius' });
    expect(radius).toHaveAttribute('aria-valuenow', '5');
    expect(radius).toHaveAttribute('aria-valuemin', '1');
    expect(radius).toHaveAttribute('aria-valuemax', '25');
    const rating = screen.getByRole('slider', { name: 'Minimum rating' });
    expect(rating).toHaveAttribute('aria-valuenow', '3');
    expect(rating).toHaveAttribute('aria-valuemin', '1');
    expect(rating).toHaveAttribute('aria-valuemax', '5');

    const prices = screen.getByRole('group', { name: 'Price range' });
    expect(prices).toHaveAccessibleDescription('Places that list no price are never left out by the price filter.');
    for (const [price, pressed] of [
      ['$', true],
      ['$$', true],
      ['$$$', false],
      ['$$$$', false],
    ] as const) {
      expect(within(prices).getByRole('button', { name: price })).toHaveAttribute('aria-pressed', String(pressed));
    }
    const diets = screen.getByRole('group', { name: 'Dietary restrictions' });
    expect(
      within(diets)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Vegetarian', 'Vegan', 'Gluten-free', 'Dairy-free', 'Nut-free', 'Halal']);
    expect(within(diets).getByRole('button', { name: 'Vegan' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('switch', { name: 'Allow repeat restaurants' })).not.toBeChecked();
    // The stored ZIP is checked too, so the field shows the same state as a typed one.
    expect(await screen.findByRole('img', { name: 'Valid zip code' }, CHECK_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByText('San Francisco, CA')).toBeInTheDocument();
  });

  it('defaults radius 5 and minimum rating 3 when preferences lack them', async () => {
    stubSettingsApi({}, settingsUser({ preferences: null }));
    await renderLoadedSettings();
    expect(screen.getByRole('slider', { name: 'Search radius' })).toHaveAttribute('aria-valuenow', '5');
    expect(screen.getByRole('slider', { name: 'Minimum rating' })).toHaveAttribute('aria-valuenow', '3');
  });
});

describe('/settings ZIP check', () => {
  it('checks a 5-character ZIP after typing pauses: spinner, then the check mark', async () => {
    let answer: (value: ReturnType<typeof reply>) => void = () => undefined;
    const api = stubSettingsApi({
      [ENDPOINTS.geocode]: (init) =>
        JSON.parse(String(init?.body)).zipCode === '10001'
          ? new Promise((resolve) => (answer = resolve))
          : reply(200, { zipCode: '94103', latitude: 37.77, longitude: -122.41 }),
    });
    const { user } = await renderLoadedSettings();
    await user.clear(zipField());
    await user.type(zipField(), '1000');
    expect(screen.queryByRole('img', { name: 'Valid zip code' })).not.toBeInTheDocument();
    await user.type(zipField(), '1');

    expect(await screen.findByText('Checking zip code', {}, CHECK_TIMEOUT)).toBeInTheDocument();
    expect(bodiesOf(api, ENDPOINTS.geocode)).toContainEqual({ zipCode: '10001' });
    answer(reply(200, { zipCode: '10001', latitude: 40.75, longitude: -73.99, city: 'New York', state: 'NY' }));
    expect(await screen.findByRole('img', { name: 'Valid zip code' })).toBeInTheDocument();
    expect(screen.getByText('New York, NY')).toBeInTheDocument();
  });

  it("marks an unknown ZIP 'Invalid zip code' and refuses to save it", async () => {
    const api = stubSettingsApi();
    const { user } = await renderLoadedSettings();
    await user.clear(zipField());
    await user.type(zipField(), '00000');

    expect(await screen.findByText('Invalid zip code', {}, CHECK_TIMEOUT)).toBeInTheDocument();
    expect(zipField()).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please wait for location to be validated')).toBeInTheDocument();
    expect(bodiesOf(api, ENDPOINTS.update)).toEqual([]);
  });

  it('says an unknown complete ZIP is invalid at once, without waiting for typing to pause', async () => {
    jest.useFakeTimers();
    try {
      stubSettingsApi();
      const { user } = await renderLoadedSettings({ advanceTimers: jest.advanceTimersByTime });
      await user.clear(zipField());
      await user.type(zipField(), '99999');
      // Well inside the typing pause: a complete 5-digit ZIP can't grow, so it is not waited on.
      await act(() => jest.advanceTimersByTimeAsync(ZIP_CHECK_DEBOUNCE_MS / 5));
      expect(screen.getByText('Invalid zip code')).toBeInTheDocument();
      expect(zipField()).toHaveAttribute('aria-invalid', 'true');
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses to save while a new ZIP is still being checked', async () => {
    const api = stubSettingsApi({ [ENDPOINTS.geocode]: () => pending() });
    const { user } = await renderLoadedSettings();
    await user.clear(zipField());
    await user.type(zipField(), '10001');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please wait for location to be validated')).toBeInTheDocument();
    expect(bodiesOf(api, ENDPOINTS.update)).toEqual([]);
  });

  it('saves the stored ZIP with its stored coordinates even when a fresh check fails', async () => {
    const api = stubSettingsApi({
      [ENDPOINTS.geocode]: reply(503, 'down'),
      [ENDPOINTS.update]: reply(200, settingsUser()),
    });
    const { user } = await renderLoadedSettings();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(bodiesOf(api, ENDPOINTS.update)[0]).toMatchObject({ preferences: { location: savedPreferences.location } });
  });

  it('a ZIP shorter than 5 clears the coordinates: saving asks for a full ZIP', async () => {
    const api = stubSettingsApi();
    const { user } = await renderLoadedSettings();
    await user.clear(zipField());
    await user.type(zipField(), '941');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to save')).toBeInTheDocument();
    expect(screen.getByText('Please enter a 5-digit zip code')).toBeInTheDocument();
    expect(bodiesOf(api, ENDPOINTS.update)).toEqual([]);
  });

  it('keeps at most 5 characters', async () => {
    stubSettingsApi();
    const { user } = await renderLoadedSettings();
    await user.clear(zipField());
    await user.type(zipField(), '1000123');
    expect(zipField()).toHaveValue('10001');
  });
});

describe('/settings Save Changes', () => {
  it('sends the whole profile and preferences, says so, goes home, warms the cache and refreshes the user', async () => {
    const api = stubSettingsApi({ [ENDPOINTS.update]: reply(200, settingsUser()) });
    const { user, queryClient } = await renderLoadedSettings();

    for (const [label, value] of [
      ['First name', 'Grace'],
      ['Last name', 'Hopper'],
      ['Email', 'grace@example.com'],
      ['Phone', '+1 (555) 010-2000'],
    ] as const) {
      await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByLabelText(label), value);
    }
    await user.clear(zipField());
    await user.type(zipField(), '10001');
    await screen.findByText('New York, NY', {}, CHECK_TIMEOUT);

    // Sliders by keyboard: radius 5 → 7, rating 3 → 4.5 (steps of 0.5).
    screen.getByRole('slider', { name: 'Search radius' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    screen.getByRole('slider', { name: 'Minimum rating' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');

    const prices = screen.getByRole('group', { name: 'Price range' });
    await user.click(within(prices).getByRole('button', { name: '$' }));
    await user.click(within(prices).getByRole('button', { name: '$$$' }));
    const diets = screen.getByRole('group', { name: 'Dietary restrictions' });
    await user.click(within(diets).getByRole('button', { name: 'Vegan' }));
    await user.click(within(diets).getByRole('button', { name: 'Halal' }));
    await user.click(screen.getByRole('switch', { name: 'Allow repeat restaurants' }));
    const authReads = api.mock.calls.filter(([url]) => url === '/api/auth/user').length;

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.getByText('Settings saved')).toBeInTheDocument();
    expect(bodiesOf(api, ENDPOINTS.update)).toEqual([
      {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@example.com',
        phone: '+1 (555) 010-2000',
        preferences: {
          location: { zipCode: '10001', latitude: 40.75, longitude: -73.99, radiusMiles: 7 },
          priceRange: ['$$', '$$$'],
          dietaryRestrictions: ['Halal'],
          cuisinePreferences: ['Thai'],
          minRating: 4.5,
          allowRepeatRestaurants: true,
        },
      },
    ]);
    expect(bodiesOf(api, ENDPOINTS.refreshCache)).toEqual([{ latitude: 40.75, longitude: -73.99 }]);
    await waitFor(() => expect(api.mock.calls.filter(([url]) => url === '/api/auth/user').length).toBeGreaterThan(authReads));
    expect(queryClient.getQueryState(currentUserQueryKey)?.status).toBe('success');
  });

  it("says 'Failed to save' with the server's reason, else 'Please try again', and stays", async () => {
    stubSettingsApi({ [ENDPOINTS.update]: reply(409, { message: 'Email is already in use' }) });
    const { user } = await renderLoadedSettings();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to save')).toBeInTheDocument();
    expect(screen.getByText('Email is already in use')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/settings');

    stubSettingsApi({ [ENDPOINTS.update]: reply(500) });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please try again')).toBeInTheDocument();
  });

  it('names a field the server would refuse before sending anything', async () => {
    const api = stubSettingsApi();
    const { user } = await renderLoadedSettings();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), '@example.com');
    const prices = screen.getByRole('group', { name: 'Price range' });
    await user.click(within(prices).getByRole('button', { name: '$' }));
    await user.click(within(prices).getByRole('button', { name: '$$' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Select at least one price range')).toBeInTheDocument();
    expect(bodiesOf(api, ENDPOINTS.update)).toEqual([]);
  });
});

describe('/settings form rules (react-hook-form with the contract)', () => {
  it('names only the first refusal, in the order the request lists the fields', async () => {
    const api = stubSettingsApi();
    const { user } = await renderLoadedSettings();
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), 'call me');
    const prices = screen.getByRole('group', { name: 'Price range' });
    await user.click(within(prices).getByRole('button', { name: '$' }));
    await user.click(within(prices).getByRole('button', { name: '$$' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Phone may contain digits, spaces and + ( ) - . only')).toBeInTheDocument();
    expect(screen.queryByText('Select at least one price range')).not.toBeInTheDocument();
    // Said in the toast, the field keeps no message of its own, and focus stays on the button.
    expect(screen.getByLabelText('Phone')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toHaveFocus();
    expect(bodiesOf(api, ENDPOINTS.update)).toEqual([]);
  });

  it('sends what the contract makes of the typed values: names trimmed, the e-mail in lower case', async () => {
    const api = stubSettingsApi({ [ENDPOINTS.update]: reply(200, settingsUser()) });
    const { user } = await renderLoadedSettings();
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), '  Grace ');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'Ada@Example.COM');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(bodiesOf(api, ENDPOINTS.update)).toHaveLength(1));
    expect(bodiesOf(api, ENDPOINTS.update)[0]).toMatchObject({ firstName: 'Grace', email: 'ada@example.com' });
  });

  it('saves once the refused field is put right', async () => {
    const api = stubSettingsApi({ [ENDPOINTS.update]: reply(200, settingsUser()) });
    const { user } = await renderLoadedSettings();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ada');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), '@example.com');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(bodiesOf(api, ENDPOINTS.update)).toHaveLength(1);
  });
});

describe('/settings layout', () => {
  it('orders the sections as the spec lists them, with the subscription card after Profile', async () => {
    stubSettingsApi();
    await renderLoadedSettings();
    await screen.findByText('Free Plan');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.indexOf('Profile')).toBe(0);
    // Notifications follows the spec's sections.
    expect(headings.slice(-4)).toEqual(['Partners', 'Location', 'Dining', 'Notifications']);
    expect(headings.indexOf('Partners')).toBeGreaterThan(headings.indexOf('Profile') + 1);
  });
});

describe('/settings accessibility', () => {
  it('has no serious axe violations', async () => {
    stubSettingsApi();
    await renderLoadedSettings();
    await screen.findByRole('img', { name: 'Valid zip code' }, CHECK_TIMEOUT);
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => v.id)).toEqual([]);
  });
});
