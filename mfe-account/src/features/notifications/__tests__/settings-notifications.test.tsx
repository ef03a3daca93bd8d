// First: the shared test helper installs the jsdom shims react-router needs at import time.
import '../../../testing/settings-fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../../../testing/mock-api';
import { bodiesOf, partnership, renderLoadedSettings, stubSettingsApi, ENDPOINTS } from '../../../testing/settings-fixtures';

const SETTINGS = 'GET /api/push/settings';
const PATCH_SETTINGS = 'PATCH /api/push/settings';
const ALL_ON = { partnerStarted: true, match: true, partnerFinished: true, inviteAccepted: true };

/** A browser with the Push API and this notification permission (jsdom has none). */
function pushBrowser(permission: NotificationPermission, requestPermission = jest.fn(async () => permission)) {
  Object.assign(window, { PushManager: function PushManager() {}, Notification: { permission, requestPermission } });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: new Promise(() => {}) } });
  return requestPermission;
}

afterEach(() => {
  delete (window as { PushManager?: unknown }).PushManager;
  delete (window as { Notification?: unknown }).Notification;
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('/settings notifications', () => {
  it('asks for permission only from the tap on "Get notified when your partner starts", never on load', async () => {
    const requestPermission = pushBrowser(
      'default',
      jest.fn(async () => 'denied' as const),
    );
    stubSettingsApi({ [ENDPOINTS.partnerships]: reply(200, [partnership()]) });
    await renderLoadedSettings();
    const section = screen.getByRole('region', { name: 'Notifications' });
    // Offered on the partner list too.
    const partners = screen.getByRole('region', { name: 'Partners' });
    await within(partners).findByRole('button', { name: 'Get notified when your partner starts' });
    expect(requestPermission).not.toHaveBeenCalled();
    await userEvent.click(within(section).getByRole('button', { name: 'Get notified when your partner starts' }));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(await within(section).findByText(/Notifications are blocked for Forkcast/)).toBeInTheDocument();
    // The partner list's offer follows the same answer.
    expect(within(partners).getByText(/Notifications are blocked for Forkcast/)).toBeInTheDocument();
  });

  it('shows one switch per kind once allowed, each saved on its own', async () => {
    pushBrowser('granted');
    const fetchMock = stubSettingsApi({
      [SETTINGS]: reply(200, ALL_ON),
      [PATCH_SETTINGS]: reply(200, { ...ALL_ON, match: false }),
    });
    await renderLoadedSettings();
    const section = screen.getByRole('region', { name: 'Notifications' });
    const labels = ['Partner started a session', 'You have a match', 'Partner finished swiping', 'Invite accepted'];
    for (const label of labels) expect(await within(section).findByRole('switch', { name: label })).toBeChecked();
    await userEvent.click(within(section).getByRole('switch', { name: 'You have a match' }));
    await waitFor(() => expect(bodiesOf(fetchMock, PATCH_SETTINGS)).toEqual([{ match: false }]));
    await waitFor(() => expect(within(section).getByRole('switch', { name: 'You have a match' })).not.toBeChecked());
  });

  it('on an iPhone outside the installed app, says to add Forkcast to the Home Screen first', async () => {
    const userAgent = jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)');
    stubSettingsApi();
    await renderLoadedSettings();
    const section = screen.getByRole('region', { name: 'Notifications' });
    expect(within(section).getByText(/add Forkcast to your Home Screen first/)).toBeInTheDocument();
    expect(within(section).queryByRole('button')).toBeNull();
    userAgent.mockRestore();
  });
});
