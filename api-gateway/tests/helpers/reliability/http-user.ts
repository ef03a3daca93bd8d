import type { Partnership, StartSessionResponse, User } from '@forkcast/contracts';
import { uniqueEmail } from '../sign-in';
import { startBody } from '../swipe-fixtures';

export interface Answer {
  status: number;
  body: any;
  /** Wall time of the request: an outage must answer quickly, never hang. */
  ms: number;
}

/**
 * A browser tab over real HTTP: keeps its cookie session and can talk to any gateway instance (they
 * share the session store), like a client behind a load balancer.
 */
export class HttpUser {
  cookie = '';
  user!: User;

  constructor(public baseUrl: string) {}

  async call(method: string, route: string, body?: unknown, baseUrl = this.baseUrl): Promise<Answer> {
    const started = Date.now();
    const res = await fetch(`${baseUrl}${route}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(15_000),
    });
    // Merged by name like a browser's jar: the session and the pre-sign-in cookie live side by side.
    const jar = new Map(this.cookie ? this.cookie.split('; ').map((pair) => [pair.split('=')[0]!, pair] as const) : []);
    for (const value of res.headers.getSetCookie()) {
      const pair = value.split(';')[0];
      if (pair) jar.set(pair.split('=')[0]!, pair);
    }
    this.cookie = [...jar.values()].join('; ');
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: parsed, ms: Date.now() - started };
  }

  /** Like `call`, but a non-2xx answer is an error naming the route and the body. */
  async ok(method: string, route: string, body?: unknown, baseUrl?: string): Promise<any> {
    const answer = await this.call(method, route, body, baseUrl);
    if (answer.status >= 300) throw new Error(`${method} ${route} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  /** The real e-mail sign-in: request a code, read it from the dev outbox, verify it. */
  static async signIn(baseUrl: string, email = uniqueEmail('reliability')): Promise<HttpUser> {
    const tab = new HttpUser(baseUrl);
    await tab.ok('POST', '/api/auth/email/request-otp', { email });
    const outbox = (await tab.ok('GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`)) as { text: string }[];
    const otp = /\b(\d{6})\b/.exec(outbox[0]?.text ?? '')?.[1];
    if (!otp) throw new Error(`No sign-in code in the outbox for ${email}`);
    tab.user = (await tab.ok('POST', '/api/auth/email/verify-otp', { email, otp })) as User;
    return tab;
  }

  swipe(sessionId: string, restaurantId: string, action: 'like' | 'pass', position: number, baseUrl?: string): Promise<Answer> {
    return this.call('POST', `/api/sessions/${sessionId}/swipe`, { userId: this.user.id, restaurantId, action, position }, baseUrl);
  }

  /**
   * A swipe sent until an instance answers it, as a client does after a lost connection (a kept-alive
   * connection to a dead instance fails only when used). Safe because swipes are idempotent.
   */
  async swipeRetrying(sessionId: string, restaurantId: string, action: 'like' | 'pass', position: number): Promise<Answer> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.swipe(sessionId, restaurantId, action, position);
      } catch (error) {
        if (attempt === 3) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  /** restaurant ids this user swiped in the session, as stored. */
  async swipedIds(sessionId: string, baseUrl?: string): Promise<string[]> {
    const body = (await this.ok('GET', `/api/sessions/${sessionId}/swipes/${this.user.id}`, undefined, baseUrl)) as unknown;
    const list = Array.isArray(body) ? body : ((body as { swipes?: unknown[] }).swipes ?? []);
    return (list as { restaurantId: string }[]).map((swipe) => swipe.restaurantId);
  }
}

/** Two partners signed in on `baseUrl` and a shared session started by `a`. */
export async function partnersInSession(baseUrl: string) {
  const a = await HttpUser.signIn(baseUrl);
  const b = await HttpUser.signIn(baseUrl);
  const invite = await a.ok('POST', '/api/partnerships/invite', { userId: a.user.id });
  const partnership = (await b.ok('POST', '/api/partnerships/accept', { userId: b.user.id, inviteCode: invite.inviteCode })) as Partnership;
  const started = (await a.ok('POST', '/api/sessions/start', startBody(a.user.id, partnership.id))) as StartSessionResponse;
  return { a, b, sessionId: started.session.id, cards: started.restaurants };
}
