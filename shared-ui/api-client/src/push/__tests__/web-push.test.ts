import { forgetPushSubscription, pushAvailability } from '../web-push';

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
    expect(fetchMock).toHaveBeenCalledWith('/api/push/subscriptions', expect.objectContaining({ method: 'DELETE', body: JSON.stringify({ endpoint: subscription.endpoint }) }));
    expect(unsubscribe).toHaveBeenCalled();
  });

  it('does nothing where there is no Push API', async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
    await forgetPushSubscription();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
