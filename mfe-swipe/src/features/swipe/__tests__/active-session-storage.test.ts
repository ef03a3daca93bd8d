import { ACTIVE_SESSION_STORAGE_KEY } from '@forkcast/shared-ui/contracts';
import { clearActiveSession, readActiveSession, writeActiveSession } from '../lib/active-session-storage';
import { makeSession } from '../../../testing/mock-api';

beforeEach(() => window.sessionStorage.clear());

describe('active session storage', () => {
  it("keeps the session and its restaurants under 'forkcast.activeSession'", () => {
    expect(ACTIVE_SESSION_STORAGE_KEY).toBe('forkcast.activeSession');
    const session = makeSession();
    writeActiveSession(session);
    expect(JSON.parse(window.sessionStorage.getItem('forkcast.activeSession')!)).toEqual(session);
    expect(readActiveSession()).toEqual(session);
    clearActiveSession();
    expect(readActiveSession()).toBeNull();
  });

  it('treats missing, unreadable or outdated values as no session', () => {
    expect(readActiveSession()).toBeNull();
    window.sessionStorage.setItem(ACTIVE_SESSION_STORAGE_KEY, '{not json');
    expect(readActiveSession()).toBeNull();
    window.sessionStorage.setItem(ACTIVE_SESSION_STORAGE_KEY, JSON.stringify({ id: 's1' }));
    expect(readActiveSession()).toBeNull();
  });
});

describe('active session storage, start-answer shape', () => {
  it('also reads { session, restaurants } as written straight from POST /api/sessions/start', () => {
    const session = makeSession();
    window.sessionStorage.setItem(
      ACTIVE_SESSION_STORAGE_KEY,
      JSON.stringify({ session: { ...session, restaurants: [] }, restaurants: session.restaurants }),
    );
    expect(readActiveSession()).toEqual(session);
  });
});
