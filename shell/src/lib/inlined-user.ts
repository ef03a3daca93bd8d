import type { User } from '@forkcast/contracts';

/**
 * The signed-in user the gateway inlines into the page (static.router.ts withInlinedUser), so the app's
 * first screen does not wait for GET /api/auth/user. Null when signed out, offline (the service worker's
 * copy of the page has none) or unreadable: the app then asks the server as before.
 */
export function readInlinedUser(doc: Document = document): User | null {
  const text = doc.getElementById('forkcast-user')?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as User;
  } catch {
    return null;
  }
}
