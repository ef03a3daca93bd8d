import { forgetPushSubscription, pushAvailability, syncPushSubscription } from '../web-push';

const android = { userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131', platform: 'Linux armv8l', maxTouchPoints: 5 };
const iphone = { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Safari/604.1', platform: 'iPhone', maxTouchPoints: 5 };
const withPush = (permission: NotificationPermission) => ({ PushManager: {}, Notification: { permission } });

describe('pushAvailability', () => {
  it('follows the notification permission where the Push API exists', () => {
    const navigator = { ...android, serviceWorker: {} as ServiceWorkerContainer };
    expect(pushAvailability({ navigator, window: withPush('default') })).toBe('default');
    expect(pushAvailability({ navigator, window: withPush('granted') })).toBe('granted');
    expect(pushAvailability({ navigator, window: withPush('denied') })).toBe('denied');
    expect(pushAvailability({ navigator: android, window: withPush('default') })).toBe('unsupported');
    expect(pushAvailability({ navigator, window: {} })).toBe('unsupported');
  });

  it('on an iPhone or iPad, says to install first unless running from the Home Screen', () => {
    expect(pushAvailability({ navigator: iphone, window: {} })).toBe('ios-needs-install');
    const iPadDesktopMode = { userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', platform: 'MacIntel', maxTouchPoints: 5 };
    expect(pushAvailability({ navigator: iPadDesktopMode, window: {} })).toBe('ios-needs-install');
    const installed = { ...iphone, standalone: true, serviceWorker: {} as ServiceWorkerContainer };
    expect(pushAvailability({ navigator: installed, window: withPush('default') })).toBe('default');
  });
});

describe('forgetPushSubscription (before sign-out)', () => {
  afterEach(() => {
    delete (window as { PushManager?: unknown }).PushManager;
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });

  it("tells the gateway to drop this device's subscription, then unsubscribes the browser", async () => {
    const unsubscribe = jest.fn(async () => true);
    const subscription = { endpoint: 'https://push.example/device-1', unsubscribe };
    Object.assign(window, { PushManager: function PushManager() {} });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => ({ pushManager: { getSubscription: async () => subscription } }) },
    });
    const fetchMock = jest.fn(async () => new Response(null, { status: 204 }));
    global.fetch = fetchMock as unknown as typeof fetch;
    await forgetPushSubscription();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/push/subscriptions',
      expect.objectContaining({ method: 'DELETE', body: JSON.stringify({ endpoint: subscription.endpoint }) }),
    );
    expect(unsubscribe).toHaveBeenCalled();
  });

  it('does nothing where there is no Push API', async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
    await forgetPushSubscription();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('syncPushSubscription (at start-up, once idle)', () => {
  const subscription = {
    endpoint: 'https://push.example/device-2',
    toJSON: () => ({ endpoint: 'https://push.example/device-2', keys: { p256dh: 'k', auth: 'a' } }),
  };
  let permissionReads: jest.Mock;

  beforeEach(() => {
    permissionReads = jest.fn(() => 'granted');
    Object.assign(window, { PushManager: function PushManager() {} });
    // Reading Notification.permission is a synchronous round trip to Chromium's browser process.
    Object.defineProperty(window, 'Notification', {
      configurable: true,
      value: {
        get permission() {
          return permissionReads();
        },
      },
    });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { ready: Promise.resolve({ pushManager: { getSubscription: async () => subscription } }) },
    });
  });
  afterEach(() => {
    delete (window as { PushManager?: unknown }).PushManager;
    delete (window as { Notification?: unknown }).Notification;
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    delete (navigator as { permissions?: unknown }).permissions;
  });

  const withPermissionsApi = (query: (descriptor: { name: string }) => Promise<{ state: string }>) =>
    Object.defineProperty(navigator, 'permissions', { configurable: true, value: { query } });

  it('asks the Permissions API, not the blocking Notification.permission, and re-sends the subscription', async () => {
    const query = jest.fn(async () => ({ state: 'granted' }));
    withPermissionsApi(query);
    const fetchMock = jest.fn(async () => new Response(null, { status: 204 }));
    global.fetch = fetchMock as unknown as typeof fetch;
    await syncPushSubscription();
    expect(query).toHaveBeenCalledWith({ name: 'notifications' });
    expect(permissionReads).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/push/subscriptions',
      expect.objectContaining({ method: 'POST', body: JSON.stringify(subscription.toJSON()) }),
    );
  });

  it('sends nothing while permission is only a prompt', async () => {
    withPermissionsApi(async () => ({ state: 'prompt' }));
    const fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
    await syncPushSubscription();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to Notification.permission where the Permissions API does not know notifications', async () => {
    withPermissionsApi(async () => {
      throw new TypeError('not a valid PermissionName');
    });
    const fetchMock = jest.fn(async () => new Response(null, { status: 204 }));
    global.fetch = fetchMock as unknown as typeof fetch;
    await syncPushSubscription();
    expect(permissionReads).toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
