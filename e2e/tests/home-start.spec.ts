import { expect, test } from '@playwright/test';
import { signInByApi, uniqueEmail } from '../support/accounts';
import { startByApi } from '../support/sessions-api';
import { linkedPhones } from '../support/swipe-flows';

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

test("a partner's waiting session card is in home's HTML before any script runs; the app's card takes its place", async ({
  browser,
}, testInfo) => {
  test.setTimeout(60_000);
  const baseURL = testInfo.project.use.baseURL!;
  const { a: starter, b: waiting, userA: ana } = await linkedPhones(browser, baseURL);
  const [partnership] = (await (await starter.request.get(`/api/partnerships/user/${ana.id}`)).json()) as { id: string }[];
  const started = await startByApi(starter, ana.id, partnership!.id);
  const ready = `${started.restaurants.length} restaurants ready to swipe`;

  // Ben's home in a browser that runs no script: the card is in the page, its button not yet live.
  const cookies = (await waiting.context().storageState()).cookies;
  const still = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    javaScriptEnabled: false,
    storageState: { cookies, origins: [] },
  });
  const html = await still.newPage();
  await html.goto('/');
  const htmlCard = html.getByRole('region', { name: 'Partner session waiting!' });
  await expect(htmlCard).toContainText('Ana started a session.');
  await expect(htmlCard).toContainText(ready);
  await expect(htmlCard.getByRole('button', { name: 'Join Now' })).toBeDisabled();
  // The partner's progress line too, so the app's card is the same size.
  await expect(htmlCard.getByTestId('active-session-partner')).toHaveText(`Ana · 0 of ${started.restaurants.length}`);
  const htmlBox = (await htmlCard.boundingBox())!;
  const htmlTop = htmlBox.y;
  await still.close();

  // With scripts: the app's own card, at the same place, and Join Now goes into the room.
  await waiting.goto('/');
  const card = waiting.getByRole('region', { name: 'Partner session waiting!' });
  const join = card.getByRole('button', { name: 'Join Now' });
  await expect(join).toBeEnabled();
  await expect(card).toContainText('Ana started a session.');
  await expect(card).toContainText(ready);
  expect((await card.boundingBox())!.y).toBe(htmlTop);
  await expect(card.getByTestId('active-session-partner')).toHaveText(`Ana · 0 of ${started.restaurants.length}`);
  expect((await card.boundingBox())!.height).toBe(htmlBox.height);
  await join.click();
  await expect(waiting).toHaveURL(/\/swipe$/);
  await starter.context().close();
  await waiting.context().close();
});
