/**
 * The invite link a signed-out visitor opened, kept in this tab's session storage while they sign in and
 * onboard. Its accept screen accepts at once only when the token matches: the visitor chose to sign in to
 * accept it, whereas a link opened by someone already signed in always asks first (a crafted link must
 * never partner a signed-in person without a tap).
 */
const KEY = 'forkcast.pendingInvite';

export function rememberPendingInvite(token: string): void {
  try {
    sessionStorage.setItem(KEY, token);
  } catch {
    // Storage refused (private mode quotas): the accept screen then simply asks.
  }
}

/** Whether this token is the one the visitor chose to sign in for (still remembered, not yet accepted). */
export function isPendingInvite(token: string): boolean {
  try {
    return sessionStorage.getItem(KEY) === token;
  } catch {
    return false;
  }
}

/** Forgotten as the accept goes out, not when the screen first reads it: the screen may mount twice on the way. */
export function forgetPendingInvite(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
