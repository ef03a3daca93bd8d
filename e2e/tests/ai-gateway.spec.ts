import { expect, test, type Page } from '@playwright/test';
import { signInByApi, uniqueEmail } from '../support/accounts';
import { expectAccessible } from '../support/checks';
import { startByApi } from '../support/sessions-api';
import { newPhone } from '../support/swipe-flows';

/**
 * The AI layer through the real gateway with its default built-in engine (no key, offline): compromise
 * suggestions name who liked what, solo insights read the swipes, insights stay honest about reviews,
 * and cards get their description. The screens themselves are covered by ai-surfaces.spec.ts.
 */

type Card = { placeId: string; name: string };

/** Swipes the whole deck: like the cards whose index passes `likes`, pass the rest. */
async function swipeDeck(page: Page, userId: string, sessionId: string, cards: Card[], likes: (index: number) => boolean) {
  for (const [index, card] of cards.entries()) {
    const res = await page.request.post(`/api/sessions/${sessionId}/swipe`, {
      data: { userId, restaurantId: card.placeId, action: likes(index) ? 'like' : 'pass', position: index + 1 },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
  }
}

test('no-match compromises name the liker; insights are honest; cards get a description', async ({ browser }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  const a = await newPhone(browser, baseURL);
  const b = await newPhone(browser, baseURL);
  const ana = await signInByApi(a, uniqueEmail('aig-ana'), { withPreferences: true, firstName: 'Ana' });
  const ben = await signInByApi(b, uniqueEmail('aig-ben'), { withPreferences: true, firstName: 'Ben' });
  const invite = (await (await a.request.post('/api/partnerships/invite', { data: { userId: ana.id } })).json()) as { inviteCode: string };
  const accepted = await b.request.post('/api/partnerships/accept', { data: { userId: ben.id, inviteCode: invite.inviteCode } });
  expect(accepted.ok(), await accepted.text()).toBeTruthy();
  const partnershipId = ((await accepted.json()) as { id: string }).id;

  const { session, restaurants } = await startByApi(a, ana.id, partnershipId);
  expect(restaurants.length).toBeGreaterThan(3);
  // Ana likes the first three, Ben only the last: no common like, so no match.
  await swipeDeck(a, ana.id, session.id, restaurants, (index) => index < 3);
  await swipeDeck(b, ben.id, session.id, restaurants, (index) => index === restaurants.length - 1);

  const res = await b.request.post(`/api/sessions/${session.id}/compromise`, { data: {} });
  expect(res.ok(), await res.text()).toBeTruthy();
  const { compromises } = (await res.json()) as { compromises: { placeId: string; name: string; likedBy: string; reason: string }[] };
  expect(compromises.length).toBeGreaterThan(0);
  expect(compromises.length).toBeLessThanOrEqual(5);
  for (const item of compromises) {
    expect(['Ana', 'Ben']).toContain(item.likedBy);
    expect(item.reason.startsWith(`${item.likedBy} liked ${item.name}`)).toBe(true);
    expect(item.reason).not.toContain('@');
  }

  // Restaurant ids carry a slash ('osm:node/123'): they travel URL-encoded.
  const id = encodeURIComponent(compromises[0]!.placeId);
  const insights = await b.request.get(`/api/restaurants/${id}/insights`);
  expect(insights.ok(), await insights.text()).toBeTruthy();
  const body = (await insights.json()) as { name: string; openingHours: string[]; insights: { reviewsAnalysis: string; summary: string } };
  expect(body.name).toBe(compromises[0]!.name);
  expect(body.insights.reviewsAnalysis).toMatch(/No reviews are available for this place in the offline catalog/);
  expect(body.insights.summary).toContain(body.name);

  const restaurant = (await (await b.request.get(`/api/restaurants/${id}`)).json()) as { aiDescription: string | null };
  expect(restaurant.aiDescription).toBeTruthy();

  // The /no-match screen shows the same suggestions, reasons included.
  await b.goto(`/no-match?sessionId=${session.id}`);
  const suggestions = b.getByRole('region', { name: 'AI Suggestions' });
  await expect(suggestions.getByText(compromises[0]!.reason)).toBeVisible({ timeout: 15_000 });
  await expectAccessible(b, 'no-match compromise reasons');
});

test('solo insights read the likes and passes; other users are refused', async ({ browser }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  const page = await newPhone(browser, baseURL);
  const stranger = await newPhone(browser, baseURL);
  const sol = await signInByApi(page, uniqueEmail('aig-sol'), { withPreferences: true, firstName: 'Sol' });
  await signInByApi(stranger, uniqueEmail('aig-stranger'), { withPreferences: true, firstName: 'Sam' });

  const { session, restaurants } = await startByApi(page, sol.id);
  await swipeDeck(page, sol.id, session.id, restaurants, (index) => index < 2);

  const res = await page.request.get(`/api/sessions/${session.id}/insights`);
  expect(res.ok(), await res.text()).toBeTruthy();
  const insights = (await res.json()) as { tasteProfile: string; recommendations: string[]; patterns: string[] };
  expect(insights.tasteProfile.length).toBeGreaterThan(10);
  expect(insights.patterns[0]).toBe(`You liked 2 of ${restaurants.length} places (${Math.round((2 / restaurants.length) * 100)}%).`);
  expect(insights.recommendations.length).toBeGreaterThan(0);

  expect((await stranger.request.get(`/api/sessions/${session.id}/insights`)).status()).toBe(403);
  expect((await stranger.request.post(`/api/sessions/${session.id}/compromise`, { data: {} })).status()).toBe(403);

  await page.goto(`/solo-complete?sessionId=${session.id}`);
  await expect(page.getByRole('region', { name: 'Your taste insights' }).getByText(insights.tasteProfile)).toBeVisible({ timeout: 15_000 });
});
