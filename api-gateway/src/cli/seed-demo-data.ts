import type { AddressInfo } from 'node:net';
import type { RequestListener } from 'node:http';
import { spotlightInputFrom, type DiscoverRestaurant, type SpotlightEntry } from '@forkcast/contracts';
import type { AppConfig } from '../config';
import { createHttpServer } from '../http-server';

/**
 * Demo data for a development database (`npm run seed`): accounts on every plan, partners, finished sessions
 * with matches, favourites, Spotlight lists, and enough users to page the admin list. Everything is written
 * through the gateway's own HTTP API (sign-in by e-mail code read from the dev outbox, the offline checkout,
 * invites, sessions, swipes, Discover and Spotlight), on an in-process server bound to 127.0.0.1 for the run: the
 * rows are exactly what the app itself would have written, and no rule (tiers, daily limits, matches) is bypassed.
 */

export const SEED_DOMAIN = 'seed.forkcast.test';

type Plan = 'free' | 'monthly' | 'annual';
export interface SeedAccount {
  email: string;
  firstName: string;
  lastName: string;
  plan: Plan;
  /** The first name of the partner, when any. */
  partner?: string;
}

const email = (local: string) => `${local}@${SEED_DOMAIN}`;
const named = (first: string, last: string, plan: Plan): SeedAccount => ({
  email: email(first.toLowerCase()),
  firstName: first,
  lastName: last,
  plan,
});

/** Partnered pairs: [first, second]. Ben is free with a Monthly partner: premium shared. */
const PAIRS: [SeedAccount, SeedAccount][] = [
  [named('Ana', 'Moreno', 'monthly'), named('Ben', 'Okafor', 'free')],
  [named('Cleo', 'Nguyen', 'annual'), named('Dev', 'Patel', 'annual')],
  [named('Eve', 'Larsen', 'free'), named('Finn', 'Walsh', 'free')],
];
const GUEST_PLANS: Plan[] = ['free', 'free', 'monthly', 'free', 'annual', 'free'];
/** 26 more, so the admin list (25 a page) has a second page. */
const GUESTS: SeedAccount[] = Array.from({ length: 26 }, (_, i) => {
  const n = String(i + 1).padStart(2, '0');
  return { email: email(`guest${n}`), firstName: 'Guest', lastName: n, plan: GUEST_PLANS[i % GUEST_PLANS.length]! };
});

export function seedAccounts(): SeedAccount[] {
  const pairs = PAIRS.flatMap(([a, b]) => [
    { ...a, partner: b.firstName },
    { ...b, partner: a.firstName },
  ]);
  return [...pairs, ...GUESTS];
}

/** Philadelphia, where the bundled offline restaurant catalog is. */
const LOCATION = { zipCode: '19103', latitude: 39.9525, longitude: -75.1741, radiusMiles: 5 };
const PREFERENCES = {
  location: LOCATION,
  priceRange: ['$', '$$', '$$$'],
  dietaryRestrictions: [],
  cuisinePreferences: [],
  minRating: 1,
  allowRepeatRestaurants: true,
};

/** Why this database must not be seeded, or null. */
export function seedRefusal(config: Pick<AppConfig, 'isProduction' | 'databaseUrl'>): string | null {
  if (config.isProduction) return 'NODE_ENV is production: npm run seed writes demo accounts and is for development databases only.';
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    const local = ['localhost', '127.0.0.1', '::1', '[::1]', ''].includes(url.hostname);
    const name = `${url.hostname}${url.pathname}`;
    if (!local || /prod|live/i.test(name)) {
      return `DATABASE_URL (${url.hostname}${url.pathname}) does not look like a development database (not on this machine, or named prod/live): npm run seed refuses it.`;
    }
  }
  return null;
}

/** A signed-in browser tab: its cookies, and calls to the in-process gateway. */
class Tab {
  private cookies = new Map<string, string>();
  user!: { id: string; email: string };

  constructor(private readonly base: string) {}

  async call<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    form?: Record<string, string>,
  ): Promise<{ status: number; data: T }> {
    const headers: Record<string, string> = { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      headers.origin = this.base;
    }
    const res = await fetch(new URL(path, this.base), {
      method,
      headers,
      body: form ? new URLSearchParams(form).toString() : body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const text = await res.text();
    let data: unknown = text;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      /* an HTML page */
    }
    return { status: res.status, data: data as T };
  }

  async ok<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    const { status, data } = await this.call<T>(method, path, body);
    if (status >= 300) throw new Error(`${method} ${path} answered ${status}: ${JSON.stringify(data)}`);
    return data;
  }
}

interface Started {
  session: { id: string };
  restaurants: { placeId: string; name: string }[];
}

export interface SeedSummary {
  alreadySeeded: boolean;
  accounts: SeedAccount[];
  sessions: number;
  matches: number;
  /** Spotlight entries written (To Go and Visited). */
  spotlight: number;
}

/** Each partnered account lists this many places on Spotlight, the first VISITED of them marked visited. */
const SPOTLIGHT_PLACES = 4;
const VISITED = 1;

/**
 * Seeds the app's database through its API. Idempotent: when the last account it makes exists, the database
 * is seeded already and nothing is written.
 */
export async function seedDemoData(
  app: RequestListener,
  isSeeded: () => Promise<boolean>,
  log: (line: string) => void = () => undefined,
): Promise<SeedSummary> {
  const accounts = seedAccounts();
  if (await isSeeded()) return { alreadySeeded: true, accounts, sessions: 0, matches: 0, spotlight: 0 };

  const server = createHttpServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let sessions = 0;
  let matches = 0;
  let spotlight = 0;
  try {
    const tabs = new Map<string, Tab>();
    for (const account of accounts) {
      const tab = new Tab(base);
      await tab.ok('POST', '/api/auth/email/request-otp', { email: account.email });
      const outbox = await tab.ok<{ text: string }[]>('GET', `/api/dev/outbox?to=${encodeURIComponent(account.email)}`);
      const otp = /\b(\d{6})\b/.exec(outbox[0]?.text ?? '')?.[1];
      if (!otp) throw new Error(`No sign-in code for ${account.email} in the dev outbox`);
      tab.user = await tab.ok('POST', '/api/auth/email/verify-otp', { email: account.email, otp });
      await tab.ok('PUT', `/api/users/${tab.user.id}`, {
        firstName: account.firstName,
        lastName: account.lastName,
        preferences: PREFERENCES,
      });
      if (account.plan !== 'free') {
        const { url } = await tab.ok<{ url: string }>('POST', '/api/subscriptions/create-checkout', { plan: account.plan });
        const token = new URL(url, base).searchParams.get('token') ?? '';
        const paid = await tab.call('POST', '/dev-billing/checkout', undefined, { token, action: 'pay' });
        if (paid.status !== 303) throw new Error(`The dev checkout for ${account.email} answered ${paid.status}`);
      }
      tabs.set(account.email, tab);
      log(`  ${account.email}`);
    }

    const swipeAll = async (tab: Tab, started: Started, like: (index: number) => boolean) => {
      for (const [index, card] of started.restaurants.entries()) {
        const result = await tab.ok<{ match: unknown }>('POST', `/api/sessions/${started.session.id}/swipe`, {
          userId: tab.user.id,
          restaurantId: card.placeId,
          action: like(index) ? 'like' : 'pass',
          position: index + 1,
        });
        if (result.match) return true;
      }
      return false;
    };
    const start = (tab: Tab, partnershipId: string | null) =>
      tab.ok<Started>('POST', '/api/sessions/start', {
        userId: tab.user.id,
        partnershipId,
        location: { latitude: LOCATION.latitude, longitude: LOCATION.longitude },
        filters: { priceRange: PREFERENCES.priceRange, dietaryRestrictions: [], radiusMiles: LOCATION.radiusMiles, minRating: 1 },
      });

    for (const [a, b] of PAIRS) {
      const tabA = tabs.get(a.email)!;
      const tabB = tabs.get(b.email)!;
      const invite = await tabA.ok<{ inviteCode: string }>('POST', '/api/partnerships/invite', { userId: tabA.user.id });
      const partnership = await tabB.ok<{ id: string }>('POST', '/api/partnerships/accept', {
        userId: tabB.user.id,
        inviteCode: invite.inviteCode,
      });
      // A partnered session that ends in a match: both like the second card.
      const started = await start(tabA, partnership.id);
      await swipeAll(tabA, started, (i) => i === 1);
      if (await swipeAll(tabB, started, (i) => i === 1)) matches += 1;
      sessions += 1;
    }

    // Solo sessions (each solo like is a favourite), to the last card: the paying named accounts, and a few guests.
    const soloists = accounts.filter((account) => account.plan !== 'free').slice(0, 8);
    for (const account of soloists) {
      const tab = tabs.get(account.email)!;
      const started = await start(tab, null);
      await swipeAll(tab, started, (i) => i % 3 === 0);
      sessions += 1;
    }

    // Spotlight lists for the partnered accounts, as the Spotlight screen makes them: places from Discover (near
    // their location, none they swiped or saved: real restaurants of the restaurant source, the bundled catalog
    // offline) added to To Go, and the first marked visited.
    for (const account of PAIRS.flat()) {
      const tab = tabs.get(account.email)!;
      const discovered = await tab.ok<DiscoverRestaurant[]>('GET', '/api/spotlight/new-restaurants');
      for (const [index, place] of discovered.slice(0, SPOTLIGHT_PLACES).entries()) {
        const entry = await tab.ok<SpotlightEntry>('POST', '/api/spotlight', spotlightInputFrom(tab.user.id, place));
        if (index < VISITED) await tab.ok('PATCH', `/api/spotlight/${entry.id}`, { userId: tab.user.id, status: 'visited' });
        spotlight += 1;
      }
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  return { alreadySeeded: false, accounts, sessions, matches, spotlight };
}

/** The last account seedDemoData signs in: present means seeded. */
export const SEED_MARKER_EMAIL = GUESTS[GUESTS.length - 1]!.email;
