import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import type { Preferences } from '@forkcast/contracts';
import { ACTIVE_SESSION_STORAGE_KEY } from '@forkcast/contracts/domain';
import { findToast } from '@forkcast/test-utils';
import { preferences } from '../../../testing/fixtures';
import {
  ENDPOINTS,
  PARTNERSHIP_ID,
  USER_ID,
  homeUser,
  makeSession,
  partnership,
  renderHome,
  restaurant,
  stubHomeApi,
} from './home-fixtures';

jest.mock('../lib/load-add-partner-dialog', () => ({ loadAddPartnerDialog: jest.fn() }));
jest.mock('../../../lib/remotes', () => ({ reRegisterRemote: jest.fn() }));

const started = { session: makeSession({ id: 'new-session' }), restaurants: [restaurant] };
const newYork = { zipCode: '10001', latitude: 40.75, longitude: -73.99, city: 'New York', state: 'NY' };

beforeEach(() => window.sessionStorage.clear());

async function openSolo(user: ReturnType<typeof renderHome>['user']) {
  await user.click(screen.getByRole('button', { name: 'Solo Session' }));
  return screen.findByRole('dialog', { name: 'Start Session' });
}

function zipField() {
  return screen.getByLabelText('Different ZIP code (optional)');
}

describe('Start Session dialog, saved location', () => {
  it('shows the saved ZIP with its city and starts there with the saved filters', async () => {
    const api = stubHomeApi({ [ENDPOINTS.start]: { status: 201, body: started } });
    const { user } = renderHome();
    const dialog = await openSolo(user);
    expect(await within(dialog).findByText('94103 · San Francisco, CA')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/swipe'));
    expect(api.callsTo(ENDPOINTS.start)[0]?.body).toEqual({
      userId: USER_ID,
      partnershipId: null,
      location: { latitude: 37.77, longitude: -122.41 },
      filters: { priceRange: ['$', '$$'], dietaryRestrictions: [], radiusMiles: 5, minRating: 3 },
      deckSize: 20,
    });
  });

  it('keeps the started session for /swipe and warms the restaurant cache once per place and minute', async () => {
    const api = stubHomeApi({ [ENDPOINTS.start]: { status: 201, body: started } });
    const { user } = renderHome();
    await user.click(within(await openSolo(user)).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/swipe'));

    expect(JSON.parse(window.sessionStorage.getItem(ACTIVE_SESSION_STORAGE_KEY)!)).toEqual({
      userId: expect.any(String),
      session: { ...started.session, restaurants: [] },
      restaurants: [restaurant],
    });
    expect(api.callsTo(ENDPOINTS.refresh).map((call) => call.body)).toEqual([{ latitude: 37.77, longitude: -122.41 }]);
  });

  it('skips the cache refresh when the same coordinates were refreshed within 60 s', async () => {
    window.sessionStorage.setItem('forkcast.cacheRefreshes', JSON.stringify({ '37.77,-122.41': Date.now() - 10_000 }));
    const api = stubHomeApi({ [ENDPOINTS.start]: { status: 201, body: started } });
    const { user } = renderHome();
    await user.click(within(await openSolo(user)).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/swipe'));
    expect(api.callsTo(ENDPOINTS.refresh)).toHaveLength(0);
  });

  it('"Open now" (off by default, a switch with its description) asks for places open now only', async () => {
    const api = stubHomeApi({ [ENDPOINTS.start]: { status: 201, body: started } });
    const { user } = renderHome();
    const dialog = await openSolo(user);
    const openNow = within(dialog).getByRole('switch', { name: 'Open now' });
    expect(openNow).not.toBeChecked();
    expect(openNow).toHaveAccessibleDescription('Only places we know are open now');
    await user.click(openNow);
    expect(openNow).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(api.callsTo(ENDPOINTS.start)).toHaveLength(1));
    expect(api.callsTo(ENDPOINTS.start)[0]?.body).toMatchObject({ filters: { openNow: true, radiusMiles: 5 } });
  });

  it('offers a Quick deck of 10 or a Full one of 20 (chosen), one always chosen, and starts with it', async () => {
    const api = stubHomeApi({ [ENDPOINTS.start]: { status: 201, body: started } });
    const { user } = renderHome();
    const dialog = await openSolo(user);
    const deck = within(dialog).getByRole('group', { name: 'Deck' });
    const quick = within(deck).getByRole('button', { name: 'Quick · 10 cards' });
    const full = within(deck).getByRole('button', { name: 'Full · 20 cards' });
    expect(full).toHaveAttribute('aria-pressed', 'true');
    expect(quick).toHaveAttribute('aria-pressed', 'false');
    await user.click(quick);
    await user.click(quick);
    expect(quick).toHaveAttribute('aria-pressed', 'true');
    expect(full).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(api.callsTo(ENDPOINTS.start)).toHaveLength(1));
    expect(api.callsTo(ENDPOINTS.start)[0]?.body).toMatchObject({ deckSize: 10 });
  });

  it('sends the saved minimum rating, and dietary restrictions, when set', async () => {
    const custom: Preferences = { ...preferences, minRating: 4.5, dietaryRestrictions: ['Vegan'], priceRange: ['$$$'] };
    const api = stubHomeApi({ [ENDPOINTS.start]: { status: 201, body: started } });
    const { user } = renderHome(homeUser({ preferences: custom }));
    await user.click(within(await openSolo(user)).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(api.callsTo(ENDPOINTS.start)).toHaveLength(1));
    expect(api.callsTo(ENDPOINTS.start)[0]?.body).toMatchObject({
      filters: { priceRange: ['$$$'], dietaryRestrictions: ['Vegan'], radiusMiles: 5, minRating: 4.5 },
    });
  });

  it('defaults the minimum rating to 3 when the saved preferences have none', async () => {
    const { minRating: _unset, ...withoutRating } = preferences;
    const api = stubHomeApi({ [ENDPOINTS.start]: { status: 201, body: started } });
    const { user } = renderHome(homeUser({ preferences: withoutRating as Preferences }));
    await user.click(within(await openSolo(user)).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(api.callsTo(ENDPOINTS.start)).toHaveLength(1));
    expect(api.callsTo(ENDPOINTS.start)[0]?.body).toMatchObject({ filters: { minRating: 3 } });
  });

  it("starts a partnered session from a partner's Start button", async () => {
    const api = stubHomeApi({
      [ENDPOINTS.partnerships]: { body: [partnership()] },
      [ENDPOINTS.start]: { status: 201, body: started },
    });
    const { user } = renderHome();
    await user.click(await screen.findByRole('button', { name: 'Start session with Sam Rivera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start Session' });
    expect(dialog).toHaveTextContent('Swipe together with Sam Rivera.');
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(api.callsTo(ENDPOINTS.start)).toHaveLength(1));
    expect(api.callsTo(ENDPOINTS.start)[0]?.body).toMatchObject({ userId: USER_ID, partnershipId: PARTNERSHIP_ID });
  });
});

describe('Start Session dialog, failures', () => {
  it("turns the free daily limit into 'Session limit reached' with Get Premium to /subscribe", async () => {
    stubHomeApi({
      [ENDPOINTS.start]: {
        status: 403,
        body: { message: "You've used your free session for today.", code: 'SESSION_LIMIT' },
      },
    });
    const { user } = renderHome();
    await user.click(within(await openSolo(user)).getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Session limit reached')).toBeInTheDocument();
    expect(screen.getByText("You've used your free session for today. Upgrade to Premium for unlimited sessions!")).toBeInTheDocument();
    // The dialog closes, so the toast's action is reachable.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Start Session' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Get Premium' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/subscribe');
    expect(window.sessionStorage.getItem(ACTIVE_SESSION_STORAGE_KEY)).toBeNull();
  });

  it('a partnership removed meanwhile: says so and reads the partner list again, so the gone partner leaves home', async () => {
    const api = stubHomeApi({
      [ENDPOINTS.partnerships]: { body: [partnership()] },
      [ENDPOINTS.start]: { status: 404, body: { message: 'Partnership not found' } },
    });
    const { user } = renderHome();
    await user.click(await screen.findByRole('button', { name: 'Start session with Sam Rivera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start Session' });
    const readsBefore = api.callsTo(ENDPOINTS.partnerships).length;
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Partnership not found')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(ENDPOINTS.partnerships).length).toBeGreaterThan(readsBefore));
  });

  it("reports any other failure as 'Failed to start session' with the reason", async () => {
    stubHomeApi({
      [ENDPOINTS.start]: {
        status: 422,
        body: {
          message: 'No restaurants found nearby. Try a larger radius or different filters.',
          reason: 'filtered',
          suggestedRadiusMiles: null,
          nearestArea: null,
        },
      },
    });
    const { user } = renderHome();
    await user.click(within(await openSolo(user)).getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Failed to start session')).toBeInTheDocument();
    expect(screen.getByText('No restaurants found nearby. Try a larger radius or different filters.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it("an empty deck says why in the server's own sentence, with no status code before it", async () => {
    const message =
      'No restaurants found within 5 miles of this location yet. Offline, Forkcast knows restaurants in a few metro areas; the nearest is Seattle (390 miles away).';
    stubHomeApi({
      [ENDPOINTS.start]: {
        status: 422,
        body: { message, reason: 'none-near', suggestedRadiusMiles: null, nearestArea: { name: 'Seattle', miles: 390.2 } },
      },
    });
    const { user } = renderHome();
    await user.click(within(await openSolo(user)).getByRole('button', { name: 'Start' }));
    const toast = await findToast();
    expect(within(toast).getByText('Failed to start session')).toBeInTheDocument();
    expect(within(toast).getByText(message)).toBeInTheDocument();
    expect(toast).not.toHaveTextContent('422');
    expect(toast).not.toHaveTextContent('filters');
  });

  it("a 429 shows 'Too many requests' with the server's message, not 'Failed to start session'", async () => {
    const message = 'Too many requests. Please try again in 2 minutes.';
    stubHomeApi({ [ENDPOINTS.start]: { status: 429, body: { message } } });
    const { user } = renderHome();
    await user.click(within(await openSolo(user)).getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Too many requests')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Failed to start session')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

describe('Start Session dialog, different ZIP', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const renderWithTimers = () => renderHome(undefined, { userOptions: { advanceTimers: jest.advanceTimersByTime } });

  it('limits the field to 5 characters and geocodes only after 500 ms without typing', async () => {
    const api = stubHomeApi({ [ENDPOINTS.geocode]: { body: newYork } });
    const { user } = renderWithTimers();
    await openSolo(user);
    const geocodeCallsFor = (zipCode: string) =>
      api.callsTo(ENDPOINTS.geocode).filter((call) => (call.body as { zipCode: string }).zipCode === zipCode);

    expect(zipField()).toHaveAttribute('maxLength', '5');
    await user.type(zipField(), '100011');
    expect(zipField()).toHaveValue('10001');

    await act(async () => {
      await jest.advanceTimersByTimeAsync(499);
    });
    expect(geocodeCallsFor('10001')).toHaveLength(0);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(geocodeCallsFor('10001')).toHaveLength(1);
    expect(await screen.findByRole('img', { name: 'Valid zip code' })).toBeInTheDocument();
    expect(screen.getByText('New York, NY')).toBeInTheDocument();
  });

  it('shows a spinner while checking, then the check mark; starts at the new coordinates', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    const api = stubHomeApi({
      [ENDPOINTS.geocode]: ({ body }) =>
        (body as { zipCode: string }).zipCode === '10001'
          ? new Promise((resolve) => {
              answer = resolve;
            })
          : { body: { zipCode: '94103', latitude: 37.77, longitude: -122.41 } },
      [ENDPOINTS.start]: { status: 201, body: started },
    });
    const { user } = renderWithTimers();
    const dialog = await openSolo(user);
    await user.type(zipField(), '10001');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(500);
    });
    expect(await within(dialog).findByText('Checking zip code')).toBeInTheDocument();
    await act(async () => answer({ body: newYork }));
    expect(await within(dialog).findByRole('img', { name: 'Valid zip code' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(api.callsTo(ENDPOINTS.start)).toHaveLength(1));
    expect(api.callsTo(ENDPOINTS.start)[0]?.body).toMatchObject({ location: { latitude: 40.75, longitude: -73.99 } });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/swipe'));
  });

  it("marks a ZIP the geocoder does not know 'Invalid zip code' and blocks Start", async () => {
    const api = stubHomeApi({ [ENDPOINTS.start]: { status: 201, body: started } });
    const { user } = renderWithTimers();
    const dialog = await openSolo(user);
    await user.type(zipField(), '00000');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(500);
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid zip code');
    expect(zipField()).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Invalid location')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid zip code or leave blank to use your saved location')).toBeInTheDocument();
    expect(api.callsTo(ENDPOINTS.start)).toHaveLength(0);
  });

  it("says 'Failed to validate zip code' when the check itself fails", async () => {
    stubHomeApi({
      [ENDPOINTS.geocode]: ({ body }) => {
        if ((body as { zipCode: string }).zipCode === '94103') return { body: { zipCode: '94103', latitude: 37.77, longitude: -122.41 } };
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderWithTimers();
    const dialog = await openSolo(user);
    await user.type(zipField(), '10001');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(500);
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to validate zip code');
  });

  it('blocks a ZIP that is too short, and shortening a valid ZIP clears its coordinates', async () => {
    const api = stubHomeApi({
      [ENDPOINTS.geocode]: ({ body }) =>
        (body as { zipCode: string }).zipCode === '10001' ? { body: newYork } : { body: { ...newYork, zipCode: '94103' } },
      [ENDPOINTS.start]: { status: 201, body: started },
    });
    const { user } = renderWithTimers();
    const dialog = await openSolo(user);
    await user.type(zipField(), '10001');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(500);
    });
    expect(await within(dialog).findByRole('img', { name: 'Valid zip code' })).toBeInTheDocument();

    await user.type(zipField(), '{Backspace}');
    expect(zipField()).toHaveValue('1000');
    expect(within(dialog).queryByRole('img', { name: 'Valid zip code' })).not.toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Invalid location')).toBeInTheDocument();
    expect(api.callsTo(ENDPOINTS.start)).toHaveLength(0);
    expect(api.callsTo(ENDPOINTS.geocode).filter((c) => (c.body as { zipCode: string }).zipCode === '1000')).toHaveLength(0);
  });

  it('uses the saved location again once the field is cleared', async () => {
    const api = stubHomeApi({ [ENDPOINTS.start]: { status: 201, body: started } });
    const { user } = renderWithTimers();
    const dialog = await openSolo(user);
    await user.type(zipField(), '123');
    await user.clear(zipField());
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(api.callsTo(ENDPOINTS.start)).toHaveLength(1));
    expect(api.callsTo(ENDPOINTS.start)[0]?.body).toMatchObject({ location: { latitude: 37.77, longitude: -122.41 } });
  });
});

describe('Start Session dialog, accessibility', () => {
  it('opens on its Start button, not the optional ZIP field (a focused field opens the phone keyboard over it)', async () => {
    stubHomeApi();
    const { user } = renderHome();
    const dialog = await openSolo(user);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Start' })).toHaveFocus());
    expect(zipField()).not.toHaveFocus();
    // The field is still within reach: back over the deck's two chips and the switch.
    for (const _control of ['Cancel', 'Full', 'Quick', 'Open now', 'ZIP']) await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(zipField()).toHaveFocus();
  });

  it('has no serious axe violations, including an invalid ZIP', async () => {
    stubHomeApi();
    const { user } = renderHome();
    const dialog = await openSolo(user);
    await within(dialog).findByText('94103 · San Francisco, CA');
    const audit = async () => {
      const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
    };
    await audit();
    await user.type(zipField(), '00000');
    expect(await within(dialog).findByRole('alert', {}, { timeout: 2000 })).toHaveTextContent('Invalid zip code');
    await audit();
  });
});

describe('Start Session dialog, groups', () => {
  const second = partnership({
    id: '33333333-3333-4333-8333-333333333333',
    user1Id: '44444444-4444-4444-8444-444444444444',
    user1FirstName: 'Jo',
    user1LastName: null,
    user1Email: 'jo@example.com',
  });

  it('offers neither "Start group" nor a picker with one partner', async () => {
    stubHomeApi({ [ENDPOINTS.partnerships]: { body: [partnership()] } });
    const { user } = renderHome();
    await user.click(await screen.findByRole('button', { name: 'Start session with Sam Rivera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start Session' });
    expect(within(dialog).queryByRole('group', { name: 'Members' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start group', hidden: true })).not.toBeInTheDocument();
  });

  it('"Start group" picks 2 to 5 partners and starts with partnershipIds', async () => {
    const api = stubHomeApi({
      [ENDPOINTS.partnerships]: { body: [partnership(), second] },
      [ENDPOINTS.start]: { status: 201, body: started },
    });
    const { user } = renderHome();
    await user.click(await screen.findByRole('button', { name: 'Start group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start Session' });
    expect(dialog).toHaveTextContent('Swipe together as a group: pick 2 to 5 partners.');
    const members = within(dialog).getByRole('group', { name: 'Members' });
    await user.click(within(members).getByRole('checkbox', { name: 'Sam Rivera' }));
    // One is not a group: refused before any request.
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('A group session takes 2 to 5 partners')).toBeInTheDocument();
    expect(api.callsTo(ENDPOINTS.start)).toHaveLength(0);

    await user.click(within(members).getByRole('checkbox', { name: 'Jo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(api.callsTo(ENDPOINTS.start)).toHaveLength(1));
    const body = api.callsTo(ENDPOINTS.start)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ userId: USER_ID, partnershipIds: [PARTNERSHIP_ID, second.id] });
    expect(body).not.toHaveProperty('partnershipId');
  });

  it("clears 'Pick your group' once the group is right, so it doesn't follow into the swipe room", async () => {
    const api = stubHomeApi({
      [ENDPOINTS.partnerships]: { body: [partnership(), second] },
      [ENDPOINTS.start]: { status: 201, body: started },
    });
    const { user } = renderHome();
    await user.click(await screen.findByRole('button', { name: 'Start group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start Session' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sam Rivera' }));
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Pick your group')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Jo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/swipe'));
    expect(api.callsTo(ENDPOINTS.start)).toHaveLength(1);
    expect(screen.queryByText('Pick your group')).not.toBeInTheDocument();
    expect(screen.queryByText('A group session takes 2 to 5 partners')).not.toBeInTheDocument();
  });

  it('wraps a long unbroken name inside the dialog rather than overflowing it', async () => {
    const longName = 'Maximilianus'.repeat(6);
    const long = partnership({ ...second, user1FirstName: longName });
    stubHomeApi({ [ENDPOINTS.partnerships]: { body: [partnership(), long] } });
    const { user } = renderHome();
    await user.click(await screen.findByRole('button', { name: `Start session with ${longName}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Start Session' });
    // jsdom lays nothing out: what keeps the text inside is the rule that lets it break anywhere.
    const description = within(dialog).getByText(`Swipe together with ${longName}.`);
    expect(getComputedStyle(description).overflowWrap).toBe('anywhere');
    const member = within(within(dialog).getByRole('group', { name: 'Members' })).getByText(longName);
    expect(getComputedStyle(member).overflowWrap).toBe('anywhere');
    expect(getComputedStyle(member).minWidth).toBe('0');
  });

  it("a partner's Start with several partners ticks that partner: alone it stays a pair", async () => {
    const api = stubHomeApi({
      [ENDPOINTS.partnerships]: { body: [partnership(), second] },
      [ENDPOINTS.start]: { status: 201, body: started },
    });
    const { user } = renderHome();
    await user.click(await screen.findByRole('button', { name: 'Start session with Jo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start Session' });
    expect(within(dialog).getByRole('checkbox', { name: 'Jo' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Sam Rivera' })).not.toBeChecked();
    expect(dialog).toHaveTextContent('Swipe together with Jo.');
    const results = await axe.run(dialog);
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(api.callsTo(ENDPOINTS.start)).toHaveLength(1));
    expect(api.callsTo(ENDPOINTS.start)[0]?.body).toMatchObject({ partnershipId: second.id });
  });
});
