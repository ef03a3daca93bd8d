/**
 * Web Push in the service worker: `push` shows the notification the gateway sent (title, body,
 * icon, and the session's tag so a newer push of a session replaces the older one); `notificationclick`
 * brings an open Forkcast tab forward on the push's screen, or opens one. Pure parts are exported for tests.
 */
import type { PushMessage } from '@forkcast/contracts';

export const NOTIFICATION_ICON = '/icons/icon.svg';

/** The gateway's payload, or null for anything else (a push without data, another sender's format). */
export function parsePushMessage(text: string | null | undefined): PushMessage | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PushMessage>;
    if (typeof value.title !== 'string' || typeof value.body !== 'string' || typeof value.url !== 'string' || typeof value.tag !== 'string')
      return null;
    return { kind: value.kind ?? 'match', title: value.title, body: value.body, url: value.url, tag: value.tag } as PushMessage;
  } catch {
    return null;
  }
}

/** Where a tap leads: a path of this app only (a payload can never send the person elsewhere). */
export function targetUrl(url: unknown, origin: string): string {
  if (typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) {
    const target = new URL(url, origin);
    if (target.origin === origin) return target.href;
  }
  return new URL('/', origin).href;
}

export function notificationOptions(message: PushMessage): NotificationOptions & { renotify?: boolean } {
  return {
    body: message.body,
    icon: NOTIFICATION_ICON,
    badge: NOTIFICATION_ICON,
    tag: message.tag,
    // A replacement for the same session still alerts (a match after "started").
    renotify: true,
    data: { url: message.url, kind: message.kind },
  };
}

// The worker's types, as far as used here (the WebWorker lib is the worker build's only, not the tests').
interface WindowTab {
  url: string;
  focused: boolean;
  focus(): Promise<WindowTab>;
  navigate(url: string): Promise<unknown>;
}
interface WaitingEvent {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerScope {
  location: { origin: string };
  registration: { showNotification(title: string, options: NotificationOptions): Promise<void> };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly unknown[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: WaitingEvent & { data: { text(): string } | null }) => void): void;
  addEventListener(
    type: 'notificationclick',
    listener: (event: WaitingEvent & { notification: { data: unknown; close(): void } }) => void,
  ): void;
}

export function registerPushHandlers(scope: WorkerScope): void {
  scope.addEventListener('push', (event) => {
    const message = parsePushMessage(event.data?.text());
    if (!message) return;
    event.waitUntil(scope.registration.showNotification(message.title, notificationOptions(message)));
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const target = targetUrl((event.notification.data as { url?: unknown } | null)?.url, scope.location.origin);
    event.waitUntil(openOrFocus(scope, target));
  });
}

/** An open Forkcast tab is focused and shown the target (the one already there if any); else a new one opens. */
async function openOrFocus(scope: WorkerScope, target: string): Promise<void> {
  const windows = (await scope.clients.matchAll({ type: 'window', includeUncontrolled: true })) as WindowTab[];
  const ours = windows.filter((client) => new URL(client.url).origin === scope.location.origin);
  const tab = ours.find((client) => client.url === target) ?? ours.find((client) => client.focused) ?? ours[0];
  if (tab) {
    // Focusing is allowed only from a real click on the notification; the tab is shown the target either way.
    await tab.focus().catch(() => undefined);
    if (tab.url !== target) await tab.navigate(target).catch(() => scope.clients.openWindow(target));
    return;
  }
  await scope.clients.openWindow(target);
}
