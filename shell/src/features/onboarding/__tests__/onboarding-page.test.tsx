import { act, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, type RenderWithProvidersOptions } from '@forkcast/test-utils';
import { useLocation } from 'react-router-dom';
import { ZIP_CHECK_DEBOUNCE_MS, createQueryClient, currentUserQueryKey } from '@forkcast/api-client';
import type { User } from '@forkcast/contracts';
import { OnboardingPage } from '../components/onboarding-page';
import { stubFetch } from '../../../testing/fetch-stub';
import { makeUser } from '../../../testing/fixtures';

const newcomer = makeUser({ id: 'u42', preferences: null });
const GEOCODED = { zipCode: '94103', latitude: 37.7726, longitude: -122.4099, city: 'San Francisco', state: 'CA' };

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

function renderOnboarding(user: User = newcomer, route = '/', userOptions?: RenderWithProvidersOptions['userOptions']) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserQueryKey, user);
  return renderWithProviders(
    <>
      <OnboardingPage />
      <Location />
    </>,
    { queryClient, route, userOptions },
  );
}

function chip(group: string, name: string) {
  return within(screen.getByRole('group', { name: group })).getByRole('button', { name });
}

describe('onboarding step 1', () => {
  it('starts with an empty ZIP and a 5-mile radius slider (1–25)', () => {
    stubFetch({});
    renderOnboarding();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('ZIP code')).toHaveValue('');
    // An example of the format, not someone's real ZIP.
    expect(screen.getByLabelText('ZIP code')).toHaveAttribute('placeholder', '5-digit ZIP');
    const slider = screen.getByRole('slider', { name: 'Search radius' });
    expect(slider).toHaveAttribute('aria-valuenow', '5');
    expect(slider).toHaveAttribute('aria-valuemin', '1');
    expect(slider).toHaveAttribute('aria-valuemax', '25');
  });

  it("asks for a ZIP: 'Missing location'", async () => {
    const api = stubFetch({});
    const { user } = renderOnboarding();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Missing location')).toBeInTheDocument();
    expect(screen.getByText('Please enter your zip code')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('keeps at most 5 digits in the ZIP', async () => {
    stubFetch({});
    const { user } = renderOnboarding();
    await user.type(screen.getByLabelText('ZIP code'), '9a41037');
    expect(screen.getByLabelText('ZIP code')).toHaveValue('94103');
  });

  it("rejects a ZIP the geocoder does not know: 'Invalid ZIP code'", async () => {
    const api = stubFetch({ 'POST /api/restaurants/geocode': { status: 400, body: { message: 'Invalid zip code' } } });
    const { user } = renderOnboarding();
    await user.type(screen.getByLabelText('ZIP code'), '00000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Invalid ZIP code')).toBeInTheDocument();
    expect(api.callsTo('POST /api/restaurants/geocode')[0]!.body).toEqual({ zipCode: '00000' });
    expect(screen.getByLabelText('ZIP code')).toBeInTheDocument();
  });

  it("says 'Invalid zip code' under the field as soon as an unknown 5-digit ZIP is typed, before Next", async () => {
    jest.useFakeTimers();
    try {
      stubFetch({ 'POST /api/restaurants/geocode': { status: 404, body: { message: 'Invalid zip code' } } });
      const { user } = renderOnboarding(newcomer, '/', { advanceTimers: jest.advanceTimersByTime });
      await user.type(screen.getByLabelText('ZIP code'), '99999');
      // Well inside the typing pause: a complete ZIP can't grow, so it is not waited on.
      await act(() => jest.advanceTimersByTimeAsync(ZIP_CHECK_DEBOUNCE_MS / 5));
      expect(screen.getByRole('alert')).toHaveTextContent('Invalid zip code');
      expect(screen.getByLabelText('ZIP code')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('onboarding form rules (react-hook-form with the preferences contract)', () => {
  it("refuses a ZIP shorter than 5 digits as 'Invalid ZIP code' without asking the geocoder", async () => {
    const api = stubFetch({});
    const { user } = renderOnboarding();
    await user.type(screen.getByLabelText('ZIP code'), '941');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Invalid ZIP code')).toBeInTheDocument();
    expect(screen.getByText('Please check the ZIP code and try again')).toBeInTheDocument();
    expect(api.callsTo('POST /api/restaurants/geocode')).toHaveLength(0);
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
  });

  it('goes on with Enter in the ZIP field; a refused price range saves once a chip is chosen by keyboard', async () => {
    const api = stubFetch({
      'POST /api/restaurants/geocode': { body: GEOCODED },
      'PUT /api/users/u42': { body: makeUser({ id: 'u42' }) },
      'GET /api/auth/user': { body: makeUser({ id: 'u42' }) },
    });
    const { user } = renderOnboarding();
    await user.type(screen.getByLabelText('ZIP code'), '94103{Enter}');
    expect(await screen.findByText('Step 2 of 2')).toBeInTheDocument();

    await user.click(chip('Price range', '$'));
    await user.click(chip('Price range', '$$'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Select price range')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/users/u42')).toHaveLength(0);

    chip('Price range', '$$$$').focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT /api/users/u42')).toHaveLength(1));
    expect(api.callsTo('PUT /api/users/u42')[0]!.body).toMatchObject({ preferences: { priceRange: ['$$$$'] } });
  });
});

describe('onboarding step 2', () => {
  async function reachStep2(route = '/') {
    const api = stubFetch({
      'POST /api/restaurants/geocode': { body: GEOCODED },
      'PUT /api/users/u42': { body: makeUser({ id: 'u42' }) },
      'GET /api/auth/user': { body: makeUser({ id: 'u42' }) },
    });
    const view = renderOnboarding(newcomer, route);
    await view.user.type(screen.getByLabelText('ZIP code'), '94103');
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('group', { name: 'Price range' })).toHaveAccessibleDescription(
      'Places that list no price are never left out by the price filter.',
    );
    return { ...view, api };
  }

  it('shows the resolved place and defaults to $ and $$', async () => {
    await reachStep2();
    expect(screen.getByText('San Francisco, CA')).toBeInTheDocument();
    expect(chip('Price range', '$')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('Price range', '$$')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('Price range', '$$$')).toHaveAttribute('aria-pressed', 'false');
    expect(chip('Price range', '$$$$')).toHaveAttribute('aria-pressed', 'false');
    for (const diet of ['Vegetarian', 'Vegan', 'Gluten-free', 'Dairy-free', 'Nut-free', 'Halal']) {
      expect(chip('Dietary restrictions (optional)', diet)).toHaveAttribute('aria-pressed', 'false');
    }
  });

  it('Back returns to step 1 with the values kept', async () => {
    const { user } = await reachStep2();
    await user.click(chip('Price range', '$$$'));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('ZIP code')).toHaveValue('94103');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('group', { name: 'Price range' })).toBeInTheDocument();
    expect(chip('Price range', '$$$')).toHaveAttribute('aria-pressed', 'true');
  });

  it("needs a price range: 'Select price range'", async () => {
    const { user, api } = await reachStep2();
    await user.click(chip('Price range', '$'));
    await user.click(chip('Price range', '$$'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Select price range')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/users/u42')).toHaveLength(0);
  });

  it('saves exactly the preferences payload, then refetches the user', async () => {
    const { user, api } = await reachStep2();
    await user.click(chip('Dietary restrictions (optional)', 'Vegan'));
    await user.click(chip('Dietary restrictions (optional)', 'Halal'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT /api/users/u42')).toHaveLength(1));
    expect(api.callsTo('PUT /api/users/u42')[0]!.body).toEqual({
      preferences: {
        location: { zipCode: '94103', latitude: 37.7726, longitude: -122.4099, radiusMiles: 5 },
        priceRange: ['$', '$$'],
        dietaryRestrictions: ['Vegan', 'Halal'],
        cuisinePreferences: [],
        minRating: 3,
        allowRepeatRestaurants: false,
      },
    });
    await waitFor(() => expect(api.callsTo('GET /api/auth/user')).toHaveLength(1));
  });

  it('goes home after saving, or back to the invite link that sent the newcomer here (?returnTo)', async () => {
    const home = await reachStep2();
    await home.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    home.unmount();

    const invite = await reachStep2(`/?returnTo=${encodeURIComponent('/invite/abc')}`);
    await invite.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/invite\/abc$/));
    invite.unmount();

    // Never another site.
    const away = await reachStep2(`/?returnTo=${encodeURIComponent('//evil.example/x')}`);
    await away.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it("reports a failed save: 'Setup failed' with the error text", async () => {
    stubFetch({
      'POST /api/restaurants/geocode': { body: GEOCODED },
      'PUT /api/users/u42': { status: 500, body: { message: 'Database unavailable' } },
    });
    const { user } = renderOnboarding();
    await user.type(screen.getByLabelText('ZIP code'), '94103');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Setup failed')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
  });
});
