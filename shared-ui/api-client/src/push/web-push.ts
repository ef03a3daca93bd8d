import type { PushSubscriptionInput, VapidPublicKey } from '@forkcast/contracts';
// An app that imports this subpath bundles the stateless request function with it; no caller tells errors apart by class.
import { apiRequest } from '../api/api-client';

/**
 * The browser's side of Web Push. Permission is asked only from `enablePush`, which a tap calls
 * ("Get notified when your partner starts"), never on load. The device's subscription follows the account:
 * `syncPushSubscription` re-sends it after a sign-in, `forgetPushSubscription` drops it at sign-out.
 */
export type PushAvailability =
  /** No service worker / Push API (or an old browser). */
  | 'unsupported'
  /** iPhone/iPad Safari outside an installed app: Web Push needs "Add to Home Screen" first. */
  | 'ios-needs-install'
  | 'denied'
  | 'default'
  | 'granted';

interface PushEnvironment {
  navigator: Pick<Navigator, 'userAgent' | 'platform' | 'maxTouchPoints'> & {
    standalone?: boolean;
    serviceWorker?: ServiceWorkerContainer;
  };
  window: {
    PushManager?: unknown;
    Notification?: { permission: NotificationPermission };
    matchMedia?: (query: string) => { matches: boolean };
  };
}

const browser = (): PushEnvironment => ({ navigator, window: window as unknown as PushEnvironment['window'] });

function isIos(nav: PushEnvironment['navigator']): boolean {
  return /iPad|iPhone|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
}

function isInstalled(env: PushEnvironment): boolean {
  return env.navigator.standalone === true || Boolean(env.window.matchMedia?.('(display-mode: standalone)').matches);
}

/** A service worker, the Push API and notifications: what Web Push needs of the browser. */
function hasPushApi(env: PushEnvironment): boolean {
  return Boolean(env.navigator.serviceWorker && env.window.PushManager && env.window.Notification);
}

export function pushAvailability(env: PushEnvironment = browser()): PushAvailability {
  if (isIos(env.navigator) && !isInstalled(env)) return 'ios-needs-install';
  if (!hasPushApi(env)) return 'unsupported';
  return env.window.Notification!.permission;
}

/** The app's service worker (registered by the shell after load); undefined when none shows up in time. */
async function registration(timeoutMs = 10_000): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), timeoutMs));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

function sendSubscription(subscription: PushSubscription): Promise<unknown> {
  return apiRequest('POST', '/api/push/subscriptions', subscription.toJSON() as PushSubscriptionInput);
}

export type EnablePushResult = 'on' | 'denied' | 'unsupported';

/** From a tap only: asks for permission, subscribes this device and tells the gateway. */
export async function enablePush(): Promise<EnablePushResult> {
  if (pushAvailability() === 'unsupported' || pushAvailability() === 'ios-needs-install') return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'unsupported';
  const worker = await registration();
  if (!worker) return 'unsupported';
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: (await apiRequest<VapidPublicKey>('GET', '/api/push/vapid-public-key')).publicKey,
    }));
  await sendSubscription(subscription);
  return 'on';
}

/**
 * Whether notifications are allowed, read without blocking: `Notification.permission` is a synchronous
 * round trip to the browser process in Chromium (45 ms of main thread in home's start-up trace), while the
 * Permissions API answers in a promise. Falls back to the property where the Permissions API is missing or
 * does not know the name.
 */
async function notificationsGranted(): Promise<boolean> {
  if (!hasPushApi(browser())) return false;
  try {
    if (navigator.permissions) return (await navigator.permissions.query({ name: 'notifications' })).state === 'granted';
  } catch {
    // Unknown permission name in this browser: read the property below.
  }
  return Notification.permission === 'granted';
}

/** Signed in with permission given: the gateway knows this device (again, after a sign-in). Best effort. */
export async function syncPushSubscription(): Promise<void> {
  if (!(await notificationsGranted())) return;
  const subscription = await (await registration(5_000))?.pushManager.getSubscription();
  if (subscription) await sendSubscription(subscription).catch(() => undefined);
}

/** Before sign-out: this device stops getting the account's pushes (the gateway drops it at sign-out too). */
export async function forgetPushSubscription(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || typeof window === 'undefined' || !('PushManager' in window))
    return;
  const worker = await navigator.serviceWorker.getRegistration();
  const subscription = await worker?.pushManager.getSubscription();
  if (!subscription) return;
  await apiRequest('DELETE', '/api/push/subscriptions', { endpoint: subscription.endpoint }).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}
