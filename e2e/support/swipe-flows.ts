import { expect, type Browser, type Page } from '@playwright/test';
import { signInByApi, uniqueEmail } from './accounts';
import { expectToast } from './checks';

/*
 * Flows shared by the specs that drive a swiping session: phones, linking partners, starting a session
 * together and swiping a deck to its end.
 */

/**
 * A second phone in its own context. `reducedMotion: 'reduce'` is a person who asked for less motion: cards
 * leave at once instead of flying out for 300 ms, which the specs that swipe whole decks use (the fling
 * itself is covered in swipe-room.spec.ts).
 */
export async function newPhone(browser: Browser, baseURL: string, options: { reducedMotion?: 'reduce' } = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, ...options });
  return context.newPage();
}

/**
 * Two phones (newPhone's `options`), each signed in as a new user with preferences (first names `names`),
 * linked as partners through the Add Partner dialog.
 */
export async function linkedPhones(
  browser: Browser,
  baseURL: string,
  names: readonly [string, string] = ['Ana', 'Ben'],
  options: { reducedMotion?: 'reduce' } = {},
) {
  const a = await newPhone(browser, baseURL, options);
  const b = await newPhone(browser, baseURL, options);
  const userA = await signInByApi(a, uniqueEmail(names[0].toLowerCase()), { withPreferences: true, firstName: names[0] });
  const userB = await signInByApi(b, uniqueEmail(names[1].toLowerCase()), { withPreferences: true, firstName: names[1] });
  await linkPartners(a, b);
  return { a, b, userA, userB };
}

/** A links B as partner through the Add Partner dialog (create on A's phone, accept on B's). */
export async function linkPartners(a: Page, b: Page): Promise<void> {
  await a.goto('/');
  await a.getByRole('button', { name: 'Add partner' }).click();
  await a.getByRole('button', { name: 'Create Invite' }).click();
  await expectToast(a, 'Invite created!');
  const code = await a.getByRole('textbox', { name: 'Your invite code' }).inputValue();
  expect(code).toMatch(/^[A-Z0-9]{6}$/);

  await b.goto('/');
  await b.getByRole('button', { name: 'Add partner' }).click();
  const accept = b.getByRole('button', { name: 'Accept Invite' });
  await expect(accept).toBeDisabled();
  await b.getByRole('textbox', { name: 'Partner code' }).fill(code);
  await accept.click();
  await expectToast(b, 'Partner added!');
}

/** Starts a partnered session from A's home and joins it from B's Active Session card; `quick`: a 10-card deck. */
export async function startTogether(a: Page, b: Page, partnerName: string, { quick = false }: { quick?: boolean } = {}): Promise<void> {
  await a.goto('/');
  await a.getByRole('button', { name: `Start session with ${partnerName}` }).click();
  await expect(a.getByRole('dialog', { name: 'Start Session' })).toBeVisible();
  if (quick) await a.getByRole('dialog').getByRole('button', { name: 'Quick · 10 cards' }).click();
  await a.getByRole('dialog').getByRole('button', { name: 'Start', exact: true }).click();
  await expect(a).toHaveURL(/\/swipe$/);
  await expect(a.getByTestId('partner-status')).toBeVisible();

  await b.goto('/');
  await expect(b.getByText('Partner session waiting!')).toBeVisible({ timeout: 15_000 });
  await expect(b.getByText(/restaurants ready to swipe/)).toBeVisible();
  await b.getByRole('button', { name: 'Join Now' }).click();
  await expect(b).toHaveURL(/\/swipe$/);
  await expect(partnerPresence(a, 'Partner online')).toBeVisible();
}

/** The partner pill's presence dot, labelled 'Partner online' or 'Waiting for partner...'. */
export function partnerPresence(page: Page, label: 'Partner online' | 'Waiting for partner...') {
  return page.getByTestId('partner-status').getByRole('img', { name: label });
}

/**
 * The name on the card on top of the deck. Scoped to the card: right after Start, the home screen's Start
 * Session dialog (another level-2 heading) can still be in the page while the deck mounts.
 */
export function currentCardName(page: Page) {
  return page.getByTestId('swipe-card').first().getByRole('heading', { level: 2 });
}

/** Swipes every remaining card with one action until the screen leaves the deck. */
export async function swipeAll(page: Page, action: 'Like' | 'Pass'): Promise<void> {
  const button = page.getByRole('button', { name: action, exact: true });
  for (let i = 0; i < 40; i += 1) {
    // Wait (no fixed sleep) until the screen shows a card to swipe, the deck's end, or another screen.
    let screen = 'loading';
    await expect
      .poll(async () => {
        if (!page.url().endsWith('/swipe')) return (screen = 'left');
        if (
          await page
            .getByRole('heading', { name: /You're Done!|Session Complete!/ })
            .first()
            .isVisible()
        )
          return (screen = 'done');
        return (screen = (await button.isVisible()) ? 'card' : 'loading');
      })
      .not.toBe('loading');
    if (screen !== 'card') return;
    const progress = (await page.getByTestId('swipe-progress').allTextContents())[0] ?? null;
    await button.click();
    await expect
      .poll(async () => {
        if (!page.url().endsWith('/swipe')) return 'left';
        if (
          await page
            .getByRole('heading', { name: /You're Done!|Session Complete!/ })
            .first()
            .isVisible()
        )
          return 'done';
        // allTextContents never waits: the progress line is gone once the deck ends.
        return (await page.getByTestId('swipe-progress').allTextContents())[0] ?? null;
      })
      .not.toBe(progress);
  }
}
