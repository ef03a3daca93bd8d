import { expect, test } from '@playwright/test';
import { signInByApi, uniqueEmail } from '../support/accounts';

/*
 * A signed-in user's home page lists the shell scripts home starts with (shell/build/static-pages.js
 * reads them from the chunk graph), so a phone fetches them all at once when the page has painted, not in a
 * chain of round trips the app starts one level at a time. What home loads once it is up (the dialogs' and
 * toaster's chunk, socket.io-client for the live connection) comes after, not before.
 */
test('home works from the scripts its page lists: nothing else is asked for before it is interactive, and it starts', async ({ page }) => {
  await signInByApi(page, uniqueEmail('home-start'), { withPreferences: true, firstName: 'Hana' });
  const html = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text();
  // Listed in the page's start-scripts data block: the page requests them once it has painted.
  const block = /<script type="application\/json" id="forkcast-start-scripts">(.*?)<\/script>/.exec(html)?.[1];
  const listed = new Set((JSON.parse(block ?? '{"scripts":[]}') as { scripts: string[] }).scripts);
  expect(listed.size, 'the runtime and the chunks home starts with').toBeGreaterThan(10);

  // The moment React gives Solo Session its handlers (taken inside the DOM write of that commit, before its
  // effects run): the scripts asked for until then are the ones home needed to start.
  await page.addInitScript(() => {
    const w = window as unknown as { interactiveAt?: number };
    for (const method of ['appendChild', 'insertBefore'] as const) {
      const original = Node.prototype[method] as (...args: unknown[]) => unknown;
      (Node.prototype as unknown as Record<string, unknown>)[method] = function (this: Node, ...args: unknown[]) {
        const result = original.apply(this, args);
        if (w.interactiveAt === undefined && this.isConnected) {
          const solo = Array.from(document.querySelectorAll('button')).find((button) => button.textContent?.trim() === 'Solo Session');
          if (solo && Object.keys(solo).some((key) => key.startsWith('__reactProps$'))) w.interactiveAt = performance.now();
        }
        return result;
      };
    }
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Solo Session', exact: true }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Start', exact: true })).toBeVisible();

  const before = await page.evaluate(() => {
    const at = (window as unknown as { interactiveAt?: number }).interactiveAt ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= at && /\.js(\?|$)/.test(entry.name))
      .map((entry) => new URL(entry.name).pathname);
  });
  expect(before.length).toBeGreaterThan(10);
  const unlisted = before.filter((pathname) => !pathname.startsWith('/remotes/') && pathname !== '/sw.js' && !listed.has(pathname));
  expect(unlisted, 'shell scripts home needed before it was interactive that its page does not list').toEqual([]);
});
