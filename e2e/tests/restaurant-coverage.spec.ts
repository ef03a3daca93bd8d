import { expect, test, type Page } from '@playwright/test';
import { PHILADELPHIA, signInByApi, uniqueEmail } from '../support/accounts';
import { expectAccessible, expectToast } from '../support/checks';

/*
 * Issue #39, "the truth when there is nothing": a ZIP the restaurant source has nothing near is said to have
 * nothing near, before saving and at a session's start, instead of blaming filters that left nothing out.
 * The e2e gateways run on the offline catalog only (RESTAURANT_SOURCE=catalog): Missoula, MT (59801) is in
 * none of its metros, Philadelphia (19103) is.
 */
const MISSOULA_ZIP = '59801';
const NOTHING_NEAR_MISSOULA = 'No restaurants found within 5 miles of 59801 yet';
const PRICE_AND_RATING_UNKNOWN_NOTE =
  "Places near you come from OpenStreetMap, which lists no price or rating: the price and rating filters don't leave them out.";

function availabilityAnswer(page: Page, zipCode: string) {
  return page.waitForResponse((res) => res.url().includes(`/api/restaurants/availability?zipCode=${zipCode}`) && res.ok());
}

async function saveLocation(page: Page, userId: string, zipCode: string): Promise<void> {
  const geocoded = await page.request.post('/api/restaurants/geocode', { data: { zipCode } });
  expect(geocoded.ok(), await geocoded.text()).toBeTruthy();
  const { latitude, longitude } = (await geocoded.json()) as { latitude: number; longitude: number };
  const saved = await page.request.put(`/api/users/${userId}`, {
    data: {
      preferences: {
        location: { zipCode, latitude, longitude, radiusMiles: 5 },
        priceRange: ['$', '$$'],
        dietaryRestrictions: [],
        cuisinePreferences: [],
        minRating: 3,
        allowRepeatRestaurants: false,
      },
    },
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();
}

test('onboarding says a ZIP has no restaurants near it before Next, and Next still goes on', async ({ page }) => {
  await signInByApi(page, uniqueEmail('coverage-onboarding'));
  await page.goto('/');
  const zip = page.getByRole('textbox', { name: 'ZIP code' });
  await expect(zip).toBeVisible();

  const answered = availabilityAnswer(page, MISSOULA_ZIP);
  await zip.fill(MISSOULA_ZIP);
  await answered;
  const note = page.getByRole('status').filter({ hasText: NOTHING_NEAR_MISSOULA });
  await expect(note).toBeVisible();
  await expect(note).not.toContainText('filters');
  // Said once, not as a headline and again in the reason under it.
  await expect(page.getByText(NOTHING_NEAR_MISSOULA)).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Where are you eating?' })).toBeVisible();
  await expectAccessible(page, 'onboarding, nothing near the ZIP');
  await page.screenshot({ path: '/tmp/onboarding-nothing-near.png' });

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('group', { name: 'Price range' })).toBeVisible();
});

test('near a covered metro, "Use 12 miles" (a full-size target) moves the radius to where places are', async ({ page }) => {
  await signInByApi(page, uniqueEmail('coverage-wider'));
  await page.goto('/');
  const zip = page.getByRole('textbox', { name: 'ZIP code' });
  await expect(zip).toBeVisible();

  // Norristown, PA: the catalog's Philadelphia places start about 10 miles away.
  const answered = availabilityAnswer(page, '19403');
  await zip.fill('19403');
  await answered;
  const note = page.getByRole('status').filter({ hasText: 'No restaurants found within 5 miles of 19403 yet' });
  await expect(note).toBeVisible();
  const useWider = note.getByRole('button', { name: 'Use 12 miles' });
  const box = (await useWider.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
  await expectAccessible(page, 'onboarding, a wider radius would find places');
  await page.screenshot({ path: '/tmp/onboarding-use-wider-radius.png' });

  const wider = availabilityAnswer(page, '19403');
  await useWider.click();
  const slider = page.getByRole('slider', { name: 'Search radius' });
  await expect(slider).toHaveAttribute('aria-valuenow', '12');
  await expect(slider).toBeFocused();
  expect(((await (await wider).json()) as { count: number }).count).toBeGreaterThan(0);
  await expect(page.getByText(/No restaurants found/)).toHaveCount(0);
});

test("Solo Session at a saved ZIP with nothing near: Start says why, and it isn't the filters", async ({ page }) => {
  const user = await signInByApi(page, uniqueEmail('coverage-start'), { firstName: 'Mo' });
  await saveLocation(page, user.id, MISSOULA_ZIP);
  await page.goto('/');

  await page.getByRole('button', { name: 'Solo Session', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Start Session' });
  await dialog.getByRole('button', { name: 'Start', exact: true }).click();

  await expectToast(page, 'Failed to start session');
  const toast = page.getByRole('region', { name: /notifications/i, includeHidden: true }).getByRole('listitem', { includeHidden: true });
  await expect(toast).toContainText(MISSOULA_ZIP);
  await expect(toast).toContainText(NOTHING_NEAR_MISSOULA);
  await expect(toast).not.toContainText('filters');
  await expect(toast).not.toContainText('422');
  await expect(page).toHaveURL(/\/$/);
  await page.screenshot({ path: '/tmp/start-session-nothing-near.png' });
});

test('a covered ZIP (Philadelphia) shows no such note; its step 2 says prices and ratings are unknown', async ({ page }) => {
  await signInByApi(page, uniqueEmail('coverage-covered'));
  await page.goto('/');
  const zip = page.getByRole('textbox', { name: 'ZIP code' });
  await expect(zip).toBeVisible();

  const answered = availabilityAnswer(page, PHILADELPHIA.zipCode);
  await zip.fill(PHILADELPHIA.zipCode);
  const availability = (await (await answered).json()) as { count: number; pricesKnown: boolean; ratingsKnown: boolean };
  expect(availability.count).toBeGreaterThan(0);
  await expect(page.getByText(/No restaurants found/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Next' }).click();
  const prices = page.getByRole('group', { name: 'Price range' });
  await expect(prices).toBeVisible();
  // The catalog is OpenStreetMap data: no prices, no ratings.
  await expect(prices).toHaveAccessibleDescription(PRICE_AND_RATING_UNKNOWN_NOTE);
  await expect(page.getByText(PRICE_AND_RATING_UNKNOWN_NOTE)).toHaveCount(1);
  await expectAccessible(page, 'onboarding step 2, prices unknown');
});

test('settings: the saved ZIP with nothing near gets the note; a covered one does not', async ({ page }) => {
  const user = await signInByApi(page, uniqueEmail('coverage-settings'), { firstName: 'Sam' });
  await saveLocation(page, user.id, MISSOULA_ZIP);
  const answered = availabilityAnswer(page, MISSOULA_ZIP);
  await page.goto('/settings');
  await answered;
  const location = page.getByRole('region', { name: 'Location' });
  const note = location.getByRole('status').filter({ hasText: NOTHING_NEAR_MISSOULA });
  await expect(note).toBeVisible();
  await expectAccessible(page, 'settings, nothing near the ZIP');
  await note.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/settings-nothing-near.png' });

  const zip = location.getByRole('textbox', { name: 'ZIP code' });
  const covered = availabilityAnswer(page, PHILADELPHIA.zipCode);
  await zip.fill(PHILADELPHIA.zipCode);
  await covered;
  await expect(page.getByText(/No restaurants found/)).toHaveCount(0);
  await expect(page.getByText(PRICE_AND_RATING_UNKNOWN_NOTE)).toHaveCount(1);
});
