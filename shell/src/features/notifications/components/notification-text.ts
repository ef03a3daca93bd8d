import { memberFinishedText, paths } from '@forkcast/contracts/domain';
import type { Notification } from '@forkcast/contracts';

/** docs/product.md › Notification texts, plus partner_joined (the inviter's news that their invite was accepted). */
export function notificationText(notification: Pick<Notification, 'type' | 'data'>): string {
  switch (notification.type) {
    case 'session_match':
      return `Match found at ${notification.data?.restaurantName || 'a restaurant'}!`;
    case 'session_no_match':
      return 'No matches this time - try AI suggestions!';
    case 'partner_completed':
      return memberFinishedText(notification.data);
    case 'partner_joined':
      return `${notification.data?.partnerName || 'Your partner'} accepted your invite`;
    default:
      return 'New notification';
  }
}

/** Where opening a notification leads: session results for session outcomes with a session id. */
export function notificationTarget(notification: Pick<Notification, 'type' | 'data'>): string | null {
  const sessionId = notification.data?.sessionId;
  if ((notification.type === 'session_match' || notification.type === 'session_no_match') && sessionId) {
    return paths.sessionResults(sessionId);
  }
  return null;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

// Made on first use (the list opens), not when the bell's code loads at start-up: building an Intl format
// loads locale data, tens of milliseconds on a phone.
let relativeFormat: Intl.RelativeTimeFormat | undefined;
const relative = (value: number, unit: Intl.RelativeTimeFormatUnit) =>
  (relativeFormat ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' })).format(value, unit);

/** '5 minutes ago', 'yesterday', 'now' — the largest whole unit that fits. */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  const seconds = Math.round((then - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative(Math.trunc(seconds / size), unit);
  }
  return relative(0, 'second');
}
