import { paths } from '@forkcast/contracts/domain';

/** How a session ended, as far as /swipe is concerned: it decides the next screen. */
export type SessionEnd = { kind: 'solo' } | { kind: 'match'; restaurantId: string } | { kind: 'no-match' };

export function sessionEndPath(sessionId: string, end: SessionEnd): string {
  const query = new URLSearchParams({ sessionId });
  switch (end.kind) {
    case 'solo':
      return `${paths.soloComplete}?${query}`;
    case 'match':
      query.set('restaurantId', end.restaurantId);
      return `${paths.match}?${query}`;
    case 'no-match':
      return `${paths.noMatch}?${query}`;
  }
}
