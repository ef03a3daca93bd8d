import type { User } from '@forkcast/contracts';

/** The id of the page's JSON data block holding the signed-in user (server/pages.tsx writes it). */
export const INLINED_USER_ID = 'forkcast-user';

/**
 * Who is signed in, as the server inlines it into every app page (server/pages.tsx), so the app's
 * first screen does not wait for GET /api/auth/user: the user, or null on a page served signed out (the app
 * then asks nothing: the question's 401 would be logged by the browser). Undefined when the page does not
 * say (the service worker's offline copy) or is unreadable: the app then asks the server as before.
 */
export function readInlinedUser(doc: Document = document): User | null | undefined {
  const text = doc.getElementById(INLINED_USER_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as User | null;
  } catch {
    return undefined;
  }
}
