import { expect, test, type Page } from '@playwright/test';
import { signInByApi, uniqueEmail } from '../support/accounts';
import { expectAccessible } from '../support/checks';
import { currentCardName, newPhone, swipeAll } from '../support/swipe-flows';

/*
 * Three phones decide as a group. Ana (annual: several partners) starts a group with Ben and Cy
 * from home; they join from their Active Session cards, see each other's progress, and a place all three
 * like is the match on every phone. A second group without a common like ends on /no-match with the places
 * ranked by how many liked them.
 */

/** Ana buys Annual through the local test-mode checkout (the same code path as a paid webhook). */
async function buyAnnual(page: Page): Promise<void> {
  const res = await page.request.post('/api/subscriptions/create-checkout', { data: { plan: 'annual' } });
  expect(res.ok(), await res.text()).toBeTruthy();
  const { url } = (await res.json()) as { url: string };
  await page.goto(url);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/settings(\?.*)?$/);
}

/** `partner` accepts an invite code `inviter` created (API: the dialog itself is covered elsewhere). */
async function link(inviter: Page, inviterId: string, partner: Page, partnerId: string): Promise<void> {
  const invite = await inviter.request.post('/api/partnerships/invite', { data: { userId: inviterId } });
  expect(invite.ok(), await invite.text()).toBeTruthy();
  const { inviteCode } = (await invite.json()) as { inviteCode: string };
  const accepted = await partner.request.post('/api/partnerships/accept', { data: { userId: partnerId, inviteCode } });
  expect(accepted.ok(), await accepted.text()).toBeTruthy();
}

/** Ana starts a group with Ben and Cy from home's "Start group", picking both in the dialog. */
async function startGroup(ana: Page): Promise<void> {
  await ana.goto('/');
  await ana.getByRole('button', { name: 'Start group' }).click();
  const dialog = ana.getByRole('dialog', { name: 'Start Session' });
  await expect(dialog.getByRole('group', { name: 'Members' })).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Ben' }).check();
  await dialog.getByRole('checkbox', { name: 'Cy' }).check();
  await expectAccessible(ana, 'group-start-dialog');
  await dialog.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(ana).toHaveURL(/\/swipe$/);
  await expect(ana.getByTestId('members-progress')).toBeVisible();
}

/** A member joins the waiting group from home's card, which lists the group's members. */
async function join(page: Page, others: string[]): Promise<void> {
  await page.goto('/');
  await expect(page.getByText('Group session waiting!')).toBeVisible({ timeout: 15_000 });
  const members = page.getByTestId('active-session-members');
  for (const name of others) await expect(members.getByText(new RegExp(`^${name} · \\d+ of \\d+$`))).toBeVisible();
  await page.getByRole('button', { name: 'Join Now' }).click();
  await expect(page).toHaveURL(/\/swipe$/);
  await expect(page.getByTestId('members-progress')).toBeVisible();
}

test('three phones: a group session to a match, then to the ranked results', async ({ browser }, testInfo) => {
  test.setTimeout(240_000);
  const baseURL = testInfo.project.use.baseURL!;
  const [ana, ben, cy] = await Promise.all([0, 1, 2].map(() => newPhone(browser, baseURL, { reducedMotion: 'reduce' })));
  const anaUser = await signInByApi(ana!, uniqueEmail('ana'), { withPreferences: true, firstName: 'Ana' });
  const benUser = await signInByApi(ben!, uniqueEmail('ben'), { withPreferences: true, firstName: 'Ben' });
  const cyUser = await signInByApi(cy!, uniqueEmail('cy'), { withPreferences: true, firstName: 'Cy' });
  await buyAnnual(ana!);
  await link(ana!, anaUser.id, ben!, benUser.id);
  await link(ana!, anaUser.id, cy!, cyUser.id);

  // 1. To a match.
  await startGroup(ana!);
  await join(ben!, ['Ana', 'Cy']);
  await join(cy!, ['Ana', 'Ben']);
  const phones = [ana!, ben!, cy!];
  const first = (await currentCardName(ana!).textContent())!;
  for (const page of phones) expect(await currentCardName(page).textContent()).toBe(first);
  // Each room shows the others' presence and progress.
  await expect(ana!.getByTestId('members-progress').getByText(/^Ben · 0 of \d+$/)).toBeVisible();
  await ben!.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(ana!.getByTestId('members-progress').getByText(/^Ben · 1 of \d+$/)).toBeVisible();
  await expect(cy!.getByTestId('member-progress').filter({ hasText: 'Ben' })).toHaveAttribute('data-online', 'true');
  await expectAccessible(ana!, 'group-room');
  await ana!.getByRole('button', { name: 'Like', exact: true }).click();
  // Two of three is no match yet.
  await expect(ana!).toHaveURL(/\/swipe$/);
  const liked = Date.now();
  await cy!.getByRole('button', { name: 'Like', exact: true }).click();
  for (const page of phones) {
    await expect(page.getByRole('heading', { name: "IT'S A MATCH!" })).toBeVisible();
    await expect(page.getByText('All 3 of you liked this place.')).toBeVisible();
    await expect(page.getByText(first).first()).toBeVisible();
  }
  expect(Date.now() - liked).toBeLessThan(5_000);
  await expectAccessible(ben!, 'group-match');

  // 2. No place all three like: Ana likes the first two cards, Ben the first, Cy none (leaving and rejoining).
  await startGroup(ana!);
  await join(ben!, ['Ana', 'Cy']);
  await join(cy!, ['Ana', 'Ben']);
  await ana!.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(ana!.getByTestId('swipe-progress')).toHaveText(/\b2 \/ \d+$/);
  await ana!.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(ana!.getByTestId('swipe-progress')).toHaveText(/\b3 \/ \d+$/);
  await ben!.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(ben!.getByTestId('swipe-progress')).toHaveText(/\b2 \/ \d+$/);
  // Cy passes one card, leaves for home and rejoins at the next card.
  await cy!.getByRole('button', { name: 'Pass', exact: true }).click();
  await expect(cy!.getByTestId('swipe-progress')).toHaveText(/\b2 \/ \d+$/);
  await cy!.getByRole('button', { name: 'Leave session' }).click();
  await cy!.getByRole('button', { name: 'Leave', exact: true }).click();
  await expect(cy!).toHaveURL(/\/$/);
  await expect(ana!.getByTestId('member-progress').filter({ hasText: 'Cy' })).toHaveAttribute('data-online', 'false');
  await join(cy!, ['Ana', 'Ben']);
  await expect(cy!.getByTestId('swipe-progress')).toHaveText(/\b2 \/ \d+$/);
  await swipeAll(ana!, 'Pass');
  await expect(ana!.getByText('Waiting for everyone to finish swiping…')).toBeVisible();
  await swipeAll(ben!, 'Pass');
  await swipeAll(cy!, 'Pass');
  for (const page of phones) {
    await expect(page).toHaveURL(/\/no-match\?sessionId=/, { timeout: 15_000 });
    const ranking = page.getByTestId('group-ranking');
    await expect(ranking.getByTestId('ranked-place')).toHaveCount(2);
    await expect(ranking.getByTestId('ranked-place').first()).toContainText('2 of 3 liked');
    await expect(ranking.getByTestId('ranked-place').first()).toContainText('Liked by Ana and Ben');
    await expect(ranking.getByTestId('ranked-place').nth(1)).toContainText('1 of 3 liked');
  }
  await expectAccessible(cy!, 'group-no-match');
});
