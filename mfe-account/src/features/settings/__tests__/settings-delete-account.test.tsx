// First: the shared test helper installs the jsdom shims react-router needs at import time.
import '../../../testing/settings-fixtures';
import { screen, within } from '@testing-library/react';
import { ACTIVE_SESSION_STORAGE_KEY } from '@forkcast/contracts';
import { reply } from '../../../testing/mock-api';
import { ENDPOINTS, bodiesOf, renderLoadedSettings, settingsUser, stubSettingsApi } from '../../../testing/settings-fixtures';

async function openConfirmation(user: Awaited<ReturnType<typeof renderLoadedSettings>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Delete Account' }));
  return screen.getByRole('alertdialog', { name: 'Delete Account?' });
}

describe('/settings Delete Account', () => {
  it('explains that it is permanent and cancels a paid subscription, and Cancel deletes nothing', async () => {
    const api = stubSettingsApi();
    const { user } = await renderLoadedSettings();
    const dialog = await openConfirmation(user);
    expect(within(dialog).getByText(/permanently deletes your account/)).toBeInTheDocument();
    expect(within(dialog).getByText(/An active subscription paid on the web is cancelled immediately/)).toBeInTheDocument();
    expect(within(dialog).getByText(/an App Store subscription must be cancelled in the App Store/)).toBeInTheDocument();
    expect(within(dialog).getByText(/cannot be undone/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(bodiesOf(api, ENDPOINTS.deleteAccount)).toEqual([]);
  });

  it("deletes the account, signs out, forgets the tab's session and lands on /auth with 'Account deleted'", async () => {
    let deleted = false;
    // The snapshot of a session this tab was swiping in: the store restores it, deleting forgets it.
    const session = {
      id: 's1',
      partnershipId: null,
      status: 'active',
      createdAt: '2025-01-05T10:00:00.000Z',
      completedAt: null,
      matchedRestaurantId: null,
      likedCount: 0,
      restaurants: [],
    };
    window.sessionStorage.setItem(ACTIVE_SESSION_STORAGE_KEY, JSON.stringify(session));
    const api = stubSettingsApi({
      [ENDPOINTS.auth]: () => (deleted ? reply(401) : reply(200, settingsUser())),
      [ENDPOINTS.deleteAccount]: () => {
        deleted = true;
        return reply(200, { success: true });
      },
    });
    const { user } = await renderLoadedSettings();
    const dialog = await openConfirmation(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));

    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    expect(bodiesOf(api, ENDPOINTS.deleteAccount)).toEqual([undefined]);
    expect(window.sessionStorage.getItem(ACTIVE_SESSION_STORAGE_KEY)).toBeNull();
    expect(api.mock.calls.filter(([url]) => url === '/api/auth/user').length).toBeGreaterThanOrEqual(2);
  });

  it('says it failed and keeps the confirmation open', async () => {
    stubSettingsApi({ [ENDPOINTS.deleteAccount]: reply(500, 'boom') });
    const { user } = await renderLoadedSettings();
    const dialog = await openConfirmation(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));

    expect(await screen.findByText('Failed to delete account. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Delete Account?' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/settings');
  });
});
