import { expect, test } from '@playwright/test';
import { signInByApi, uniqueEmail } from '../support/accounts';
import { expectAccessible, expectToast } from '../support/checks';
import { currentCardName } from '../support/swipe-flows';

test('a place liked in a solo session is on /favorites, and is removed after confirming', async ({ page }) => {
  await signInByApi(page, uniqueEmail('fav'), { withPreferences: true, firstName: 'Fay' });
  await page.goto('/');
  await page.getByRole('button', { name: 'Solo Session' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page).toHaveURL(/\/swipe$/);
  const liked = (await currentCardName(page).textContent())!.trim();
  await page.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(page.getByTestId('swipe-progress')).toHaveText(/\b2 \/ \d+$/);

  // /swipe has no tab bar (spec: the shared layout wraps home, settings, randomizer, spotlight, favorites).
  await page.goto('/favorites');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Favorites' })).toBeVisible();
  const card = page.getByRole('article', { name: liked });
  await expect(card).toBeVisible();
  await expect(page.getByTestId('favorites-count')).toHaveText('1');
  await expect(card.getByText(/^Saved [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(card.getByRole('link', { name: 'Open in Maps' })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\//);
  await expect(page.getByText('© OpenStreetMap contributors')).toBeVisible();
  await expectAccessible(page, 'favorites');

  await card.getByRole('button', { name: `Remove ${liked}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove from favorites?' });
  await expect(dialog.getByText('This action cannot be undone.')).toBeVisible();
  await expectAccessible(page, 'favorites remove dialog');
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expectToast(page, 'Removed from favorites');
  await expect(page.getByText('No favorites yet. Restaurants you like in solo sessions will appear here.')).toBeVisible();
  await expect(page.getByRole('article', { name: liked })).toHaveCount(0);
});

test('a Discover place goes to To Go, is marked visited, then removed', async ({ page }) => {
  await signInByApi(page, uniqueEmail('spot'), { withPreferences: true, firstName: 'Spot' });
  await page.goto('/spotlight');
  await expect(page.getByRole('heading', { level: 1, name: 'Spotlight' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'To Go (0)' })).toBeVisible();
  await expect(page.getByText('No restaurants to visit yet')).toBeVisible();

  await page.getByRole('tab', { name: 'Discover' }).click();
  await expect(page.getByText(/^Showing \d+ restaurants? based on your preferences$/)).toBeVisible({ timeout: 20_000 });
  const first = page.getByRole('article').first();
  const name = (await first.getByRole('heading', { level: 2 }).textContent())!.trim();
  await expect(page.getByText('© OpenStreetMap contributors')).toBeVisible();
  await expectAccessible(page, 'spotlight discover');
  const shown = await page.getByRole('article').count();
  await first.getByRole('button', { name: 'Add to To Go' }).click();
  await expectToast(page, 'Added to spotlight!');
  // The place leaves Discover (by count: a chain may list two places of one name).
  await expect(page.getByRole('article')).toHaveCount(shown - 1);

  await page.getByRole('tab', { name: 'To Go (1)' }).click();
  const entry = page.getByRole('article', { name });
  await expect(entry).toBeVisible();
  await expectAccessible(page, 'spotlight to go');
  await entry.getByRole('button', { name: 'Mark as visited' }).click();
  await expectToast(page, 'Marked as visited!');
  await expect(page.getByText('No restaurants to visit yet')).toBeVisible();

  await page.getByRole('tab', { name: 'Visited (1)' }).click();
  const visited = page.getByRole('article', { name });
  await expect(visited).toBeVisible();
  await expect(visited.getByRole('button', { name: 'Mark as visited' })).toHaveCount(0);
  await visited.getByRole('button', { name: `Remove ${name}` }).click();
  await expectToast(page, 'Removed!');
  await expect(page.getByText('No visited restaurants yet')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Visited (0)' })).toBeVisible();
});

test('the randomizer picks a place for ZIP 19103; with none it says whether the filters are why', async ({ page }) => {
  await signInByApi(page, uniqueEmail('rand'), { withPreferences: true, firstName: 'Rand' });
  await page.goto('/randomizer');
  await expect(page.getByRole('heading', { level: 1, name: 'Randomizer' })).toBeVisible();
  const zip = page.getByLabel('ZIP code');
  await zip.fill('19103');
  await expect(page.getByText('Configure & spin!')).toBeVisible();
  await expectAccessible(page, 'randomizer');

  await page.getByRole('button', { name: 'Spin the Wheel!' }).click();
  await expect(page.getByText('Finding...')).toBeVisible();
  // The wheel turns for 3 s before the result.
  await expect(page.getByRole('heading', { name: 'Your Random Pick!' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: 'View Info' })).toHaveAttribute('target', '_blank');
  await expect(page.getByText('© OpenStreetMap contributors')).toBeVisible();
  await expectAccessible(page, 'randomizer result');

  await page.getByRole('button', { name: 'Spin Again' }).click();
  await expect(page.getByText('Configure & spin!')).toBeVisible();
  // Filters that leave out every place there is: Bryn Mawr (19010) has two places within 5 miles in the bundled
  // catalog, and no steakhouse. (Price and rating can't do it: the catalog lists neither, and neither filter
  // leaves out a place that lists nothing.)
  await zip.fill('19010');
  await page.getByRole('slider', { name: 'Distance' }).focus();
  await page.keyboard.press('Home');
  for (let step = 1; step < 5; step += 1) await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('slider', { name: 'Distance' })).toHaveAttribute('aria-valuenow', '5');
  await page.getByRole('button', { name: 'Steakhouse', exact: true }).click();
  await page.getByRole('button', { name: 'Spin the Wheel!' }).click();
  await expectToast(page, 'No restaurants found');
  await expect(page.getByText('Try adjusting your filters', { exact: true })).toBeVisible();
  await expect(page.getByText('Configure & spin!')).toBeVisible();

  // Nothing near the ZIP at all (Missoula, MT is in none of the catalog's metros): the reason, not the filters.
  await page.getByRole('button', { name: 'Steakhouse', exact: true }).click();
  await zip.fill('59801');
  await page.getByRole('button', { name: 'Spin the Wheel!' }).click();
  // The toast's description (a screen reader's live region repeats it: the toast itself is read).
  await expectToast(page, /No restaurants found within 5 miles of 59801 yet/);
  await expect(page.getByText('Try adjusting your filters', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Configure & spin!')).toBeVisible();
});
