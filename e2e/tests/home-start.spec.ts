import { expect, test } from '@playwright/test';
import { signInByApi, uniqueEmail } from '../support/accounts';

/*
 * Issue 15: a signed-in user's home page lists the shell scripts home starts with (shell/build/static-pages.js
 * reads them from the chunk graph), so a phone fetches them while it parses the page, not in a chain of
 * round trips the app starts one level at a time.
 */
test('home works from the scripts its page lists: every other shell script held back, it still starts', async ({ page }) => {
  await signInByApi(page, uniqueEmail('home-start'), { withPreferences: true, firstName: 'Hana' });
  const html = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text();
  const listed = new Set([...html.matchAll(/<script\b[^>]*\bsrc="?([^"\s>]+)/g)].map((match) => match[1]));
  expect(listed.size, 'the runtime and the chunks home starts with').toBeGreaterThan(10);

  const heldBack: string[] = [];
  await page.route(/\.js(\?.*)?$/, (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname.startsWith('/remotes/') || pathname === '/sw.js' || listed.has(pathname)) return route.continue();
    heldBack.push(pathname);
    return route.abort();
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Solo Session', exact: true }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Start', exact: true })).toBeVisible();
  // The one shell chunk home asks for after it starts: socket.io-client, for the live connection.
  expect(heldBack.length, heldBack.join(', ')).toBeLessThanOrEqual(1);
});
