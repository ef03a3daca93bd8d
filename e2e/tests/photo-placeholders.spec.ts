import { expect, test, type Page } from '@playwright/test';
import { signInByApi, uniqueEmail } from '../support/accounts';

/*
 * Catalog places have no photos: cards show the gateway's cuisine illustration with object-fit: cover.
 * The caption was cropped in wide frames and Italian places got a noodle bowl.
 */

/** Every frame a client shows a photo in (see cuisine-illustration.ts DISPLAY_ASPECTS), at phone width. */
const FRAMES = ['4 / 3', '16 / 10', '16 / 9', '16 / 7'];

async function loadedImage(page: Page, selector: string) {
  await expect
    .poll(() =>
      page
        .locator(selector)
        .first()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);
}

test('the swipe card shows a cuisine placeholder with its caption in view', async ({ page }) => {
  await signInByApi(page, uniqueEmail('photo'), { withPreferences: true, firstName: 'Pia' });
  await page.goto('/');
  await page.getByRole('button', { name: /Solo Session/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page).toHaveURL(/\/swipe$/);

  const photo = page.getByRole('img', { name: /^Photo of / }).first();
  await expect(photo).toBeVisible();
  expect(await photo.getAttribute('src')).toContain('cuisine%3A');
  await loadedImage(page, 'img[alt^="Photo of "]');
});

test('placeholders keep their caption in every frame, and Italian is a pasta plate', async ({ page }) => {
  await signInByApi(page, uniqueEmail('photo-frames'));
  await page.goto('/');
  const slugs = ['italian', 'noodle', 'indian', 'american', 'restaurant'];
  // The gateway's real images in each client frame, side by side, to look at.
  await page.setContent(
    `<body style="margin:0;padding:8px;font:12px sans-serif">${slugs
      .map(
        (slug) =>
          `<div style="display:flex;flex-wrap:wrap;gap:4px;margin-bottom:8px">${FRAMES.map(
            // As RestaurantPhoto frames it: a box with the aspect ratio, the image covering it.
            (aspect) =>
              `<div style="width:180px;aspect-ratio:${aspect};overflow:hidden;border-radius:6px">` +
              `<img data-slug="${slug}" alt="${slug}" src="/api/restaurants/photo/cuisine%3A${slug}?maxWidth=800" ` +
              `style="width:100%;height:100%;object-fit:cover;display:block"></div>`,
          ).join('')}</div>`,
      )
      .join('')}</body>`,
    { waitUntil: 'load' },
  );
  // setContent keeps the page's origin, so the images load with the signed-in cookie.
  for (const slug of slugs) await loadedImage(page, `img[data-slug="${slug}"]`);

  const italian = await (await page.request.get('/api/restaurants/photo/cuisine%3Aitalian?maxWidth=800')).text();
  const noodle = await (await page.request.get('/api/restaurants/photo/cuisine%3Anoodle?maxWidth=800')).text();
  expect(italian).toContain('>Italian</text>');
  // The noodle bowl's chopsticks: Italian gets a pasta plate instead.
  const chopsticks = 'M40 -60 L120 -125';
  expect(noodle).toContain(chopsticks);
  expect(italian).not.toContain(chopsticks);

  // The caption sits in the band the widest frame (16:7) shows of the 800 × 600 view: y 125..475.
  for (const svg of [italian, noodle]) {
    const [, baseline, size] = /<text [^>]*y="([\d.]+)"[^>]*font-size="([\d.]+)"/.exec(svg)!.map(Number);
    const band = 800 / (16 / 7);
    expect(baseline! - size! * 0.75).toBeGreaterThanOrEqual((600 - band) / 2);
    expect(baseline! + size! * 0.25).toBeLessThanOrEqual((600 + band) / 2);
  }
});
