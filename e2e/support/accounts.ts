import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A unique e-mail per test so runs never collide on one database. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.forkcast.test`;
}

/** Reads the newest one-time code sent to `email` from the dev outbox (absent in production). */
export async function latestCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
        if (!res.ok()) return undefined;
        const messages = (await res.json()) as { text: string }[];
        code = messages[0]?.text.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { message: `a code e-mailed to ${email}` },
    )
    .toBeTruthy();
  return code!;
}

export const PHILADELPHIA = { zipCode: '19103', latitude: 39.9525, longitude: -75.1741, radiusMiles: 5 };

/**
 * Signs in through the real API (the page's context shares the cookie), optionally saving preferences.
 * UI sign-in itself is covered by its own test; other tests start from here to stay fast.
 */
export async function signInByApi(
  page: Page,
  email: string,
  options: { withPreferences?: boolean; firstName?: string } = {},
): Promise<{ id: string; email: string }> {
  const request = page.request;
  expect((await request.post('/api/auth/email/request-otp', { data: { email } })).ok()).toBeTruthy();
  const otp = await latestCode(request, email);
  const verified = await request.post('/api/auth/email/verify-otp', { data: { email, otp } });
  expect(verified.ok()).toBeTruthy();
  const user = (await verified.json()) as { id: string; email: string };
  if (options.withPreferences || options.firstName) {
    const res = await request.put(`/api/users/${user.id}`, {
      data: {
        ...(options.firstName ? { firstName: options.firstName } : {}),
        ...(options.withPreferences
          ? {
              preferences: {
                location: PHILADELPHIA,
                priceRange: ['$', '$$'],
                dietaryRestrictions: [],
                cuisinePreferences: [],
                minRating: 3,
                allowRepeatRestaurants: false,
              },
            }
          : {}),
      },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
  }
  return user;
}
