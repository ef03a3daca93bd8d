import { expect, test } from '@playwright/test';
import { signInByApi, uniqueEmail } from '../support/accounts';
import { expectAccessible } from '../support/checks';
import { decryptPush, deviceKeys, LocalPushService } from '../support/push-service';
import { startByApi } from '../support/sessions-api';

/**
 * Web Push end to end on a phone-sized Chromium: B taps "Get notified when your partner starts"
 * in Settings (the only place permission is asked), A starts a session, the gateway's push reaches the push
 * service of this test, and its decrypted payload is delivered to B's service worker through the DevTools
 * protocol (ServiceWorker.deliverPushMessage, since no real push service is reachable here). The worker shows
 * the notification; a click on it brings B's open tab to /swipe.
 */
test('a partner starting a session reaches the other phone as a notification that opens /swipe', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const pushService = await new LocalPushService().start();
  const device = deviceKeys(`${pushService.origin}/push/b-phone`);
  const phone = { baseURL: baseURL!, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
  const contextA = await browser.newContext(phone);
  const contextB = await browser.newContext(phone);
  try {
    const a = await contextA.newPage();
    const b = await contextB.newPage();
    // Chromium here has no push service to subscribe with: this device's subscription is the test's own.
    await contextB.addInitScript((subscription) => {
      let current: unknown = null;
      const made = () => ({
        endpoint: subscription.endpoint,
        expirationTime: null,
        toJSON: () => ({
          endpoint: subscription.endpoint,
          expirationTime: null,
          keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        }),
        unsubscribe: async () => ((current = null), true),
      });
      PushManager.prototype.subscribe = async () => (current = made()) as unknown as PushSubscription;
      PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
    }, device.subscription);

    const userA = await signInByApi(a, uniqueEmail('push-a'), { withPreferences: true, firstName: 'Ada' });
    const userB = await signInByApi(b, uniqueEmail('push-b'), { withPreferences: true, firstName: 'Ben' });
    const invite = await (await a.request.post('/api/partnerships/invite', { data: { userId: userA.id } })).json();
    const accepted = await b.request.post('/api/partnerships/accept', { data: { userId: userB.id, inviteCode: invite.inviteCode } });
    expect(accepted.ok()).toBeTruthy();
    const partnership = await accepted.json();

    await b.goto('/settings');
    await b.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await b.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const notifications = b.getByRole('region', { name: 'Notifications', exact: true });
    const optIn = notifications.getByRole('button', { name: 'Get notified when your partner starts' });
    await expect(optIn).toBeVisible();
    // Offered on the partner list too; nothing was asked on load.
    await expect(
      b.getByRole('region', { name: 'Partners' }).getByRole('button', { name: 'Get notified when your partner starts' }),
    ).toBeVisible();
    expect(await b.evaluate(() => Notification.permission)).toBe('default');
    await notifications.scrollIntoViewIfNeeded();
    await expectAccessible(b, 'settings with the push opt-in');

    await contextB.grantPermissions(['notifications']);
    await optIn.click();
    await expect(notifications.getByText('Notifications are on for this device.')).toBeVisible();
    await expect(notifications.getByRole('switch', { name: 'Partner started a session' })).toBeChecked();

    // A starts; the push reaches B's push service, encrypted for B's key.
    const sessionId = (await startByApi(a, userA.id, partnership.id)).session.id;
    await expect.poll(() => pushService.received.length).toBe(1);
    const payload = decryptPush(pushService.received[0]!.body, device);
    expect(JSON.parse(payload)).toEqual({
      kind: 'partnerStarted',
      title: 'Ada started a session',
      body: 'Tap to join and swipe together.',
      url: '/swipe',
      tag: `session-${sessionId}`,
    });

    // Delivered to B's service worker as a push service would.
    const cdp = await contextB.newCDPSession(b);
    const registrationId = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((registration) => registration.scopeURL.startsWith(baseURL!) && !registration.isDeleted);
        if (ours) resolve(ours.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    // What the worker says (an error of its push handler would show here) goes into the report of a failure.
    const worker = contextB.serviceWorkers()[0] ?? (await contextB.waitForEvent('serviceworker'));
    const workerLog: string[] = [];
    worker.on('console', (message) => workerLog.push(`${message.type()}: ${message.text()}`));
    const deliver = async () =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin: new URL(baseURL!).origin,
        registrationId: await registrationId,
        data: payload,
      });
    await deliver();

    const shown = () =>
      b.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, icon: n.icon }));
      });
    // DevTools hands the message over without waiting for the push event and reports nothing when the dispatch
    // fails. Once, in a loaded full run, no notification appeared at all (and never reproduced alone or under a
    // saturated CPU). A second hand-over after 5 s tells a lost one from a push handler that shows nothing: that
    // fails both. It is reported, never silent.
    const firstShown = await expect
      .poll(async () => (await shown()).length, { timeout: 5_000 })
      .toBe(1)
      .then(
        () => true,
        () => false,
      );
    if (!firstShown) {
      test.info().annotations.push({ type: 'push delivered again', description: `worker said: ${workerLog.join(' | ') || 'nothing'}` });
      console.log(
        `web-push: no notification 5 s after the first delivery; delivering again. The worker said: ${workerLog.join(' | ') || 'nothing'}`,
      );
      await deliver();
    }
    await expect.poll(shown, { message: `the worker said: ${workerLog.join(' | ') || 'nothing'}` }).toEqual([
      {
        title: 'Ada started a session',
        body: 'Tap to join and swipe together.',
        tag: `session-${sessionId}`,
        icon: `${new URL(baseURL!).origin}/icons/icon.svg`,
      },
    ]);

    // A click on the notification: the worker's notificationclick brings the open tab to /swipe.
    await worker.evaluate(async () => {
      // The worker's globals (the e2e tests are typed for pages only).
      const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean };
      const NotificationEvent = (
        self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event }
      ).NotificationEvent;
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new NotificationEvent('notificationclick', { notification: notification! }));
    });
    await expect(b).toHaveURL(/\/swipe$/);
    await expect(b.getByText('Ada').first()).toBeVisible();
    await expect.poll(shown).toEqual([]);
  } finally {
    await contextA.close();
    await contextB.close();
    await pushService.stop();
  }
});
