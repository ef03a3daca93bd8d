// First: the shared test helper installs the jsdom shims react-router needs at import time.
import { renderWithProviders } from '@forkcast/test-utils';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { RANDOMIZER_CUISINES, type RandomRestaurantResult } from '@forkcast/contracts';
import { RandomizerScreen } from '../components/randomizer-screen';
import { deferred, makeUser, mockApi, reply, sentBodies, setReducedMotion } from '../../../testing/mock-api';
import type { RandomSource } from '../lib/spin-plan';

const AUTH = 'GET /api/auth/user';
const RANDOM = 'POST /api/restaurants/random';

const pick: RandomRestaurantResult = {
  placeId: 'osm:node/42',
  name: 'Luigi Trattoria',
  cuisineType: 'Italian',
  priceLevel: 2,
  priceKnown: true,
  rating: 4,
  vicinity: '12 Main St, Austin',
  photoUrl: '/api/restaurants/photo/luigi?maxWidth=800',
  attribution: '© OpenStreetMap contributors',
};

const savedUser = makeUser({
  preferences: {
    location: { zipCode: '78701', latitude: 30.27, longitude: -97.74, radiusMiles: 5 },
    priceRange: ['$'],
    dietaryRestrictions: [],
    cuisinePreferences: [],
    minRating: 3,
    allowRepeatRestaurants: false,
  },
});

function renderRandomizer(random?: RandomSource, options: { fakeTimers?: boolean } = {}) {
  return renderWithProviders(<RandomizerScreen random={random} />, {
    route: '/randomizer',
    userOptions: options.fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : undefined,
  });
}

function spinButton() {
  return screen.getByRole('button', { name: 'Spin the Wheel!' });
}

/** The one toast on screen (docs/product.md › Limits and constants: one at a time). */
async function findToast() {
  const region = screen.getByRole('region', { name: /Notifications/ });
  return within(region).findByRole('listitem');
}

function zipInput() {
  return screen.getByLabelText('ZIP code');
}

beforeEach(() => {
  setReducedMotion(false);
});

afterEach(() => {
  jest.useRealTimers();
});

describe('/randomizer idle screen', () => {
  it('shows the title, subtitle, idle status and the spec cuisine chips in order', () => {
    mockApi({ [AUTH]: reply(200, savedUser) });
    renderRandomizer();

    expect(screen.getByRole('heading', { level: 1, name: 'Randomizer' })).toBeInTheDocument();
    expect(screen.getByText('Spin the wheel for instant picks')).toBeInTheDocument();
    expect(screen.getByText('Configure & spin!')).toBeInTheDocument();

    const cuisines = within(screen.getByRole('group', { name: 'Cuisine (optional)' })).getAllByRole('button');
    expect(cuisines.map((chip) => chip.textContent)).toEqual([...RANDOMIZER_CUISINES]);
    cuisines.forEach((chip) => expect(chip).toHaveAttribute('aria-pressed', 'false'));
  });

  it('selects all four price levels by default, and has the 10-mile and rating-3 defaults', () => {
    mockApi({ [AUTH]: reply(200, savedUser) });
    renderRandomizer();

    const prices = within(screen.getByRole('group', { name: 'Price range' })).getAllByRole('button');
    expect(prices.map((chip) => chip.textContent)).toEqual(['$', '$$', '$$$', '$$$$']);
    prices.forEach((chip) => expect(chip).toHaveAttribute('aria-pressed', 'true'));
    // Places without a listed price are never left out: said under the chips and read with the group.
    expect(screen.getByRole('group', { name: 'Price range' })).toHaveAccessibleDescription(
      'Places that list no price are never left out by the price filter.',
    );

    const distance = screen.getByRole('slider', { name: 'Distance' });
    expect(distance).toHaveAttribute('aria-valuenow', '10');
    expect(distance).toHaveAttribute('aria-valuemin', '1');
    expect(distance).toHaveAttribute('aria-valuemax', '25');
    expect(distance).toHaveAttribute('aria-valuetext', '10 miles');
    const rating = screen.getByRole('slider', { name: 'Minimum rating' });
    expect(rating).toHaveAttribute('aria-valuenow', '3');
    expect(rating).toHaveAttribute('aria-valuemin', '1');
    expect(rating).toHaveAttribute('aria-valuemax', '5');
  });

  it("prefills the ZIP from the user's saved location and keeps it to 5 digits", async () => {
    mockApi({ [AUTH]: reply(200, savedUser) });
    const { user } = renderRandomizer();

    await waitFor(() => expect(zipInput()).toHaveValue('78701'));
    await user.clear(zipInput());
    await user.type(zipInput(), '9a41-0399');
    expect(zipInput()).toHaveValue('94103');
  });

  it('the wheel shows the chosen cuisines, else the price levels', async () => {
    mockApi({ [AUTH]: reply(200, savedUser) });
    const { user } = renderRandomizer();

    expect(screen.getByRole('img', { name: 'Wheel of $, $$, $$$, $$$$' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Thai' }));
    await user.click(screen.getByRole('button', { name: 'Greek' }));
    expect(screen.getByRole('img', { name: 'Wheel of Thai, Greek' })).toBeInTheDocument();
  });
});

describe('/randomizer validation', () => {
  it("requires a price range: 'Select price range' / 'Please select at least one price range'", async () => {
    const fetchMock = mockApi({ [AUTH]: reply(200, savedUser) });
    const { user } = renderRandomizer();
    await waitFor(() => expect(zipInput()).toHaveValue('78701'));

    for (const price of ['$', '$$', '$$$', '$$$$']) {
      await user.click(screen.getByRole('button', { name: price }));
    }
    await user.click(spinButton());

    const toast = await findToast();
    expect(within(toast).getByText('Select price range')).toBeInTheDocument();
    expect(within(toast).getByText('Please select at least one price range')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/restaurants/random')).toHaveLength(0);
    expect(screen.getByText('Configure & spin!')).toBeInTheDocument();
  });

  it("requires a ZIP: 'Enter zip code' / 'Please enter your zip code'", async () => {
    const fetchMock = mockApi({ [AUTH]: reply(200, makeUser()) });
    const { user } = renderRandomizer();

    await user.click(spinButton());

    const toast = await findToast();
    expect(within(toast).getByText('Enter zip code')).toBeInTheDocument();
    expect(within(toast).getByText('Please enter your zip code')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/restaurants/random')).toHaveLength(0);
  });
});

describe('/randomizer request', () => {
  it("reads 'Finding...' while the request is in flight and sends the filters", async () => {
    const answer = deferred();
    const fetchMock = mockApi({ [AUTH]: reply(200, makeUser()), [RANDOM]: () => answer.promise });
    const { user } = renderRandomizer();

    await user.click(screen.getByRole('button', { name: 'Italian' }));
    await user.click(screen.getByRole('button', { name: 'Thai' }));
    await user.click(screen.getByRole('button', { name: '$$$$' }));
    await user.type(zipInput(), '78701');
    const distance = screen.getByRole('slider', { name: 'Distance' });
    act(() => distance.focus());
    await user.keyboard('{ArrowRight}{ArrowRight}');
    const rating = screen.getByRole('slider', { name: 'Minimum rating' });
    act(() => rating.focus());
    await user.keyboard('{ArrowLeft}');
    await user.click(spinButton());

    expect(await screen.findByText('Finding...')).toBeInTheDocument();
    expect(screen.queryByText('Configure & spin!')).not.toBeInTheDocument();
    expect(spinButton()).toBeDisabled();
    expect(sentBodies(fetchMock, 'POST', '/api/restaurants/random')).toEqual([
      { cuisines: ['Italian', 'Thai'], priceRange: ['$', '$$', '$$$'], zipCode: '78701', radiusMiles: 12, minRating: 2.5 },
    ]);
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/restaurants/random')!;
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' } });

    answer.resolve(reply(200, { restaurant: null }));
    expect(await screen.findByText('Configure & spin!')).toBeInTheDocument();
  });

  it("no restaurant: back to idle with 'No restaurants found' / 'Try adjusting your filters'", async () => {
    mockApi({ [AUTH]: reply(200, savedUser), [RANDOM]: reply(200, { restaurant: null }) });
    const { user } = renderRandomizer();
    await waitFor(() => expect(zipInput()).toHaveValue('78701'));

    await user.click(spinButton());

    const toast = await findToast();
    expect(within(toast).getByText('No restaurants found')).toBeInTheDocument();
    expect(within(toast).getByText('Try adjusting your filters')).toBeInTheDocument();
    expect(screen.getByText('Configure & spin!')).toBeInTheDocument();
    expect(spinButton()).toBeEnabled();
    expect(screen.queryByText('Your Random Pick!')).not.toBeInTheDocument();
  });

  it("filters left places out: the spec's 'Try adjusting your filters'", async () => {
    const filtered = {
      reason: 'filtered',
      message: 'No restaurants found nearby. Try a larger radius or different filters.',
      suggestedRadiusMiles: null,
      nearestArea: null,
    };
    mockApi({ [AUTH]: reply(200, savedUser), [RANDOM]: reply(200, { restaurant: null, empty: filtered }) });
    const { user } = renderRandomizer();
    await waitFor(() => expect(zipInput()).toHaveValue('78701'));

    await user.click(spinButton());

    const toast = await findToast();
    expect(within(toast).getByText('No restaurants found')).toBeInTheDocument();
    expect(within(toast).getByText('Try adjusting your filters')).toBeInTheDocument();
    expect(screen.getByText('Configure & spin!')).toBeInTheDocument();
  });

  it("nothing near the ZIP: the gateway's reason, not the filters", async () => {
    const noneNear = {
      reason: 'none-near',
      message:
        'No restaurants found within 10 miles of 59801 yet. Offline, Forkcast knows restaurants in a few metro areas; the nearest is Seattle (390 miles away).',
      suggestedRadiusMiles: null,
      nearestArea: { name: 'Seattle', miles: 390.2 },
    };
    mockApi({ [AUTH]: reply(200, savedUser), [RANDOM]: reply(200, { restaurant: null, empty: noneNear }) });
    const { user } = renderRandomizer();
    await waitFor(() => expect(zipInput()).toHaveValue('78701'));

    await user.click(spinButton());

    const toast = await findToast();
    expect(within(toast).getByText('No restaurants found')).toBeInTheDocument();
    expect(within(toast).getByText(noneNear.message)).toBeInTheDocument();
    expect(within(toast).queryByText('Try adjusting your filters')).not.toBeInTheDocument();
    expect(screen.getByText('Configure & spin!')).toBeInTheDocument();
    expect(spinButton()).toBeEnabled();
  });

  it("failure: 'Error' with the server's message", async () => {
    mockApi({ [AUTH]: reply(200, savedUser), [RANDOM]: reply(400, { message: 'Invalid zip code' }) });
    const { user } = renderRandomizer();
    await waitFor(() => expect(zipInput()).toHaveValue('78701'));

    await user.click(spinButton());

    const toast = await findToast();
    expect(within(toast).getByText('Error')).toBeInTheDocument();
    expect(within(toast).getByText('Invalid zip code')).toBeInTheDocument();
    expect(screen.getByText('Configure & spin!')).toBeInTheDocument();
  });

  it("failure without a message: 'Error' / 'Failed to find restaurant'", async () => {
    mockApi({ [AUTH]: reply(200, savedUser), [RANDOM]: reply(500, '', 'Internal Server Error') });
    const { user } = renderRandomizer();
    await waitFor(() => expect(zipInput()).toHaveValue('78701'));

    await user.click(spinButton());

    const toast = await findToast();
    expect(within(toast).getByText('Error')).toBeInTheDocument();
    expect(within(toast).getByText('Failed to find restaurant')).toBeInTheDocument();
  });

  it("a 429 shows 'Too many requests' with the server's message, not 'Error'", async () => {
    const message = 'Too many requests. Please try again in 2 minutes.';
    mockApi({ [AUTH]: reply(200, savedUser), [RANDOM]: reply(429, { message }) });
    const { user } = renderRandomizer();
    await waitFor(() => expect(zipInput()).toHaveValue('78701'));

    await user.click(spinButton());

    const toast = await findToast();
    expect(within(toast).getByText('Too many requests')).toBeInTheDocument();
    expect(within(toast).getByText(message)).toBeInTheDocument();
    expect(within(toast).queryByText('Error')).not.toBeInTheDocument();
    expect(screen.getByText('Configure & spin!')).toBeInTheDocument();
  });

  it("a malformed answer also shows 'Failed to find restaurant'", async () => {
    mockApi({ [AUTH]: reply(200, savedUser), [RANDOM]: reply(200, { restaurant: { name: 42 } }) });
    const { user } = renderRandomizer();
    await waitFor(() => expect(zipInput()).toHaveValue('78701'));

    await user.click(spinButton());

    const toast = await findToast();
    expect(within(toast).getByText('Failed to find restaurant')).toBeInTheDocument();
  });
});

describe('/randomizer spin', () => {
  it('turns the wheel 5 to 8 times over 3 s, then shows the pick', async () => {
    jest.useFakeTimers();
    mockApi({ [AUTH]: reply(200, savedUser), [RANDOM]: reply(200, { restaurant: pick }) });
    // 0.99 → floor(0.99 × 4) = 3 extra turns: 8 in all.
    const { user } = renderRandomizer(() => 0.99, { fakeTimers: true });
    await waitFor(() => expect(zipInput()).toHaveValue('78701'));

    await user.click(spinButton());

    const rotor = screen.getByTestId('spin-wheel-rotor');
    await waitFor(() => expect(rotor.style.transitionDuration).toBe('3000ms'));
    const rotation = Number(/rotate\(([\d.]+)deg\)/.exec(rotor.style.transform)?.[1]);
    expect(Math.floor(rotation / 360)).toBe(8);
    // Status keeps reading 'Finding...' while the wheel turns.
    expect(screen.getByText('Finding...')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(2500));
    expect(screen.queryByText('Your Random Pick!')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(600));
    expect(screen.getByRole('heading', { name: 'Your Random Pick!' })).toBeInTheDocument();
    expect(screen.getByText('Luigi Trattoria')).toBeInTheDocument();
  });

  it('with the lowest random draw it turns 5 times', async () => {
    jest.useFakeTimers();
    mockApi({ [AUTH]: reply(200, savedUser), [RANDOM]: reply(200, { restaurant: pick }) });
    const { user } = renderRandomizer(() => 0, { fakeTimers: true });
    await waitFor(() => expect(zipInput()).toHaveValue('78701'));

    await user.click(spinButton());

    const rotor = screen.getByTestId('spin-wheel-rotor');
    await waitFor(() => expect(rotor.style.transitionDuration).toBe('3000ms'));
    const rotation = Number(/rotate\(([\d.]+)deg\)/.exec(rotor.style.transform)?.[1]);
    expect(Math.floor(rotation / 360)).toBe(5);
  });

  it('under prefers-reduced-motion it skips the spin and shows the pick at once', async () => {
    setReducedMotion(true);
    mockApi({ [AUTH]: reply(200, savedUser), [RANDOM]: reply(200, { restaurant: pick }) });
    const { user } = renderRandomizer(() => 0.5);
    await waitFor(() => expect(zipInput()).toHaveValue('78701'));

    await user.click(spinButton());

    // Real timers and the default 1 s findBy timeout: it cannot be waiting out a 3 s spin.
    expect(await screen.findByRole('heading', { name: 'Your Random Pick!' }, { timeout: 500 })).toBeInTheDocument();
  });
});

describe('/randomizer result', () => {
  async function showResult(restaurant: RandomRestaurantResult) {
    setReducedMotion(true);
    mockApi({ [AUTH]: reply(200, savedUser), [RANDOM]: reply(200, { restaurant }) });
    const view = renderRandomizer();
    await waitFor(() => expect(zipInput()).toHaveValue('78701'));
    await view.user.click(spinButton());
    await screen.findByRole('heading', { name: 'Your Random Pick!' });
    return view;
  }

  it('shows photo, name, cuisine, price as dollar signs, rating to 1 decimal, vicinity and the OSM credit', async () => {
    await showResult(pick);

    expect(screen.getByRole('img', { name: 'Photo of Luigi Trattoria' })).toHaveAttribute('src', pick.photoUrl);
    expect(screen.getByRole('heading', { name: 'Luigi Trattoria' })).toBeInTheDocument();
    expect(screen.getByText('Italian')).toBeInTheDocument();
    expect(screen.getByTestId('place-price')).toHaveTextContent(/^\$\$$/);
    expect(screen.getByTestId('place-rating')).toHaveTextContent(/^4\.0$/);
    expect(screen.getByText('12 Main St, Austin')).toBeInTheDocument();
    expect(screen.getByText('© OpenStreetMap contributors')).toBeInTheDocument();
  });

  it("shows 'No rating yet', no dollars for an unknown price (as every card), and the illustration when there is no photo", async () => {
    await showResult({ ...pick, rating: null, priceLevel: 2, priceKnown: false, photoUrl: null, attribution: undefined });

    expect(screen.getByTestId('place-rating')).toHaveTextContent('No rating yet');
    expect(screen.queryByTestId('place-price')).not.toBeInTheDocument();
    expect(screen.queryByText('$$')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Photo of/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('photo-fallback')).toBeInTheDocument();
    expect(screen.getByText('© OpenStreetMap contributors')).toBeInTheDocument();
  });

  it('says why an unrated place came back under the default 3.0 minimum, and says nothing for a rated one', async () => {
    await showResult({ ...pick, rating: null });
    expect(screen.getByText("Places near you have no ratings yet, so the minimum rating couldn't be applied.")).toBeInTheDocument();
  });

  it('has no rating note for a rated pick', async () => {
    await showResult(pick);
    expect(screen.queryByText(/minimum rating couldn't be applied/)).not.toBeInTheDocument();
  });

  it('swaps a photo that fails to load for the illustration', async () => {
    await showResult({ ...pick, priceLevel: 4, rating: 4.46 });
    expect(screen.getByTestId('place-price')).toHaveTextContent(/^\$\$\$\$$/);
    expect(screen.getByTestId('place-rating')).toHaveTextContent(/^4\.5$/);

    fireEvent.error(screen.getByRole('img', { name: 'Photo of Luigi Trattoria' }));
    expect(screen.queryByRole('img', { name: /Photo of/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('photo-fallback')).toBeInTheDocument();
  });

  it("'View Info' opens a web search on the name in a new tab", async () => {
    await showResult(pick);

    const link = screen.getByRole('link', { name: 'View Info' });
    expect(link).toHaveAttribute('href', 'https://www.google.com/search?q=Luigi%20Trattoria%2012%20Main%20St%2C%20Austin');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("'Spin Again' returns to the idle screen with the filters kept", async () => {
    const { user } = await showResult(pick);

    await user.click(screen.getByRole('button', { name: 'Spin Again' }));

    expect(screen.getByText('Configure & spin!')).toBeInTheDocument();
    expect(screen.queryByText('Your Random Pick!')).not.toBeInTheDocument();
    expect(zipInput()).toHaveValue('78701');
  });
});

describe('/randomizer accessibility', () => {
  async function expectNoSeriousViolations() {
    // Contrast needs real layout; the e2e audit in a browser covers it.
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.passes.length).toBeGreaterThan(5);
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  }

  it('idle and result views have no serious or critical violations', async () => {
    setReducedMotion(true);
    mockApi({ [AUTH]: reply(200, savedUser), [RANDOM]: reply(200, { restaurant: pick }) });
    const { user } = renderRandomizer();
    await waitFor(() => expect(zipInput()).toHaveValue('78701'));
    await expectNoSeriousViolations();

    await user.click(spinButton());
    await screen.findByRole('heading', { name: 'Your Random Pick!' });
    await expectNoSeriousViolations();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
