import { expect, type Page } from '@playwright/test';
import { PHILADELPHIA } from './accounts';

export interface StartedByApi {
  session: { id: string };
  restaurants: { placeId: string; name: string }[];
}

/**
 * A session started through the API in Philadelphia ($–$$, 5 miles, 3.0 and up), as the Start dialog would:
 * solo without `partnershipId`. The page's request context carries the user's cookie.
 */
export async function startByApi(page: Page, userId: string, partnershipId: string | null = null): Promise<StartedByApi> {
  const res = await page.request.post('/api/sessions/start', {
    data: {
      userId,
      partnershipId,
      location: { latitude: PHILADELPHIA.latitude, longitude: PHILADELPHIA.longitude },
      filters: { priceRange: ['$', '$$'], dietaryRestrictions: [], radiusMiles: PHILADELPHIA.radiusMiles, minRating: 3 },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as StartedByApi;
}

/**
 * A whole partnered session through the API, no screens: `starter` starts it with their partner and both
 * like the first card, so it ends in a match. Each page's request context carries its user's cookie.
 */
export async function matchByApi(
  starter: { page: Page; userId: string },
  partner: { page: Page; userId: string },
): Promise<{ sessionId: string; restaurantName: string }> {
  const partnerships = (await (await starter.page.request.get(`/api/partnerships/user/${starter.userId}`)).json()) as { id: string }[];
  expect(partnerships.length).toBeGreaterThan(0);
  const { session, restaurants } = await startByApi(starter.page, starter.userId, partnerships[0]!.id);
  const card = restaurants[0]!;
  for (const member of [starter, partner]) {
    const swiped = await member.page.request.post(`/api/sessions/${session.id}/swipe`, {
      data: { userId: member.userId, restaurantId: card.placeId, action: 'like', position: 1 },
    });
    expect(swiped.ok(), await swiped.text()).toBeTruthy();
  }
  return { sessionId: session.id, restaurantName: card.name };
}
