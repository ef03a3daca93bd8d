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

/** True once for the remembered token, which is forgotten on the way. */
export function takePendingInvite(token: string): boolean {
  try {
    if (sessionStorage.getItem(KEY) !== token) return false;
    sessionStorage.removeItem(KEY);
    return true;
  } catch {
    return false;
  }
}
