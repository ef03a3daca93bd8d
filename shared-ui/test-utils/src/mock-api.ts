import type { SubscriptionStatusResponse, User } from '@forkcast/contracts';

// One set of fetch stubs and fixtures for every package's UI tests (the shared API client is what they
// exercise). Packages add their own fixtures in their src/testing/mock-api.ts, which re-exports this.

/** The parts of a fetch Response the shared API client reads. jsdom has no Response of its own. */
export interface FakeResponse {
  ok: boolean;
  status: number;
  statusText: string;
  text: () => Promise<string>;
}

export function reply(status: number, body?: unknown, statusText = status < 400 ? 'OK' : 'Error'): FakeResponse {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, statusText, text: async () => text };
}

type Answer = FakeResponse | Promise<FakeResponse> | ((init?: RequestInit) => FakeResponse | Promise<FakeResponse>);

/**
 * Replaces global fetch with a table of "METHOD /path" → answer. Anything not in the table answers 404,
 * so a test notices an unexpected request instead of hanging.
 */
export function mockApi(table: Record<string, Answer>): jest.Mock {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const answer = table[key];
    if (answer === undefined) return reply(404, `No mock for ${key}`, 'Not Found');
    return typeof answer === 'function' ? answer(init) : answer;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

export function calledUrls(fetchMock: jest.Mock): string[] {
  return fetchMock.mock.calls.map(([input]) => String(input));
}

/** A request that never answers: the screen stays in its loading state. */
export function pending(): Promise<FakeResponse> {
  return new Promise(() => undefined);
}

/** The JSON bodies sent to one "METHOD /path". */
export function sentBodies(fetchMock: jest.Mock, method: string, url: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input) === url && ((init as RequestInit | undefined)?.method ?? 'GET') === method)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);
}

/** A request that answers only when the test says so. */
export function deferred(): { promise: Promise<FakeResponse>; resolve: (response: FakeResponse) => void } {
  let resolve!: (response: FakeResponse) => void;
  const promise = new Promise<FakeResponse>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Makes `matchMedia('(prefers-reduced-motion: reduce)')` answer as given (jsdom has no matchMedia). */
export function setReducedMotion(reduce: boolean): void {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

/** A signed-in user with the given fields; the defaults are a free user without preferences. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    emailVerified: true,
    pendingEmail: null,
    phone: null,
    profileImageUrl: null,
    isAdmin: false,
    subscriptionTier: 'free',
    hasPremiumViaPartner: false,
    premiumViaPartnerPlan: null,
    oauthProvider: null,
    createdAt: '2025-01-05T12:00:00.000Z',
    sessionsToday: 0,
    totalMatches: 0,
    preferences: null,
    ...overrides,
  };
}

/** GET /api/subscriptions/status's answer; the defaults are a free user with no premium through a partner. */
export function makeSubscriptionStatus(overrides: Partial<SubscriptionStatusResponse> = {}): SubscriptionStatusResponse {
  return {
    tier: 'free',
    plan: null,
    source: null,
    status: null,
    expiresAt: null,
    cancelAtPeriodEnd: false,
    hasPremiumViaPartner: false,
    ...overrides,
  };
}
