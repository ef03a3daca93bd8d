import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { expectTapTargets } from './tap-targets';

/** Every screen must pass axe with no serious or critical violation, and on a touch screen have 44 px targets. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  let bad = await seriousViolations(page);
  // A toast that started to slide in or fade out while axe read the page has mid-fade colours, which nobody
  // reads (a live notification's toast can arrive at any moment): once settled, the page is read again, and a
  // real violation is still there.
  if (bad.length > 0) bad = await seriousViolations(page);
  expect(
    bad.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe violations on ${screen}`,
  ).toEqual([]);
  // Axe's own target-size rule asks for 24 px; a thumb needs 44 (every screen axe reads, on a touch screen).
  await expectTapTargets(page, screen);
}

/** Axe's serious and critical findings on the page once no animation is running (within 3 s). */
async function seriousViolations(page: Page) {
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 3000 })
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * The toast region shows `title` (one toast at a time). includeHidden: an open modal dialog marks the rest of
 * the page aria-hidden; the toast is still on screen and announced through Radix's own live region.
 */
export async function expectToast(page: Page, title: string | RegExp): Promise<void> {
  await expect(
    page
      .getByRole('region', { name: /notifications/i, includeHidden: true })
      .getByText(title)
      .first(),
  ).toBeVisible();
}
