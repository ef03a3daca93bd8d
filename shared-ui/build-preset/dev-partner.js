// The second person a remote's standalone harness needs (`npm run dev -w <remote>`). A partnered session,
// a match or a no-match takes two signed-in users, and a browser tab holds one session cookie, so the dev
// server plays the partner: it signs its own account in through the gateway, reading the code from the
// gateway's dev outbox (which answers this machine only; the dev server runs here), and keeps that
// account's cookies in memory as a browser would: a code is accepted only from the client that asked for it
// (the pre-sign-in cookie request-otp sets), and the session cookie comes with verify-otp's answer.
// Development only: mounted by the dev server (create-webpack-config.js).

const ROUTE_PREFIX = '/__harness/partner';

/** One dev partner per harness user, so two developers on one gateway never share a partner. */
function devPartnerEmail(userId) {
  return `partner-${String(userId).slice(0, 8)}@dev.forkcast.test`;
}

/** The cookies one client holds for the gateway (one origin, so names alone tell them apart). */
class CookieJar {
  cookies = new Map();

  /** Keeps each cookie `res` sets, and forgets each it clears (an empty value, or one already expired). */
  keep(res) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', setting = ''] = attribute.split('=').map((part) => part.trim());
        if (/^max-age$/i.test(key)) return Number(setting) <= 0;
        return /^expires$/i.test(key) && Date.parse(setting) <= Date.now();
      });
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** The Cookie header, or undefined while the jar is empty. */
  header() {
    return this.cookies.size ? [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') : undefined;
  }
}

/**
 * @param {{ gatewayUrl: string, fetchImpl?: typeof fetch }} options
 */
function createDevPartner({ gatewayUrl, fetchImpl = fetch }) {
  /** email → { id, email, jar } of a signed-in dev partner */
  const signedIn = new Map();

  /** A request with the cookies of `jar` (a CookieJar), which keeps those the answer sets. */
  async function call(method, path, { jar, body } = {}) {
    const cookie = jar?.header();
    const res = await fetchImpl(new URL(path, gatewayUrl), {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    jar?.keep(res);
    const text = await res.text();
    if (!res.ok) throw new Error(`dev partner: ${method} ${path} answered ${res.status} ${text}`);
    return { data: text ? JSON.parse(text) : undefined, res };
  }

  async function signIn(email) {
    const known = signedIn.get(email);
    // The gateway may have restarted (or the session expired) since: sign in again then, in the same jar.
    if (known) {
      const res = await fetchImpl(new URL('/api/auth/user', gatewayUrl), { headers: { cookie: known.jar.header() ?? '' } });
      known.jar.keep(res);
      if (res.ok) return known;
    }
    const jar = known?.jar ?? new CookieJar();
    await call('POST', '/api/auth/email/request-otp', { jar, body: { email } });
    const { data: outbox } = await call('GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const code = /\b(\d{6})\b/.exec(outbox?.[0]?.text ?? '')?.[1];
    if (!code) throw new Error(`dev partner: no sign-in code for ${email} in the gateway's dev outbox`);
    const { data: user } = await call('POST', '/api/auth/email/verify-otp', { jar, body: { email, otp: code } });
    const partner = { id: user.id, email, jar };
    signedIn.set(email, partner);
    return partner;
  }

  return {
    /**
     * The dev partner of `userId`: the partnership they already share, or an invite code of the partner's
     * for the user to accept (the accept must come from the user's own session).
     */
    async partnerFor(userId) {
      const partner = await signIn(devPartnerEmail(userId));
      const { data: partnerships } = await call('GET', `/api/partnerships/user/${partner.id}`, { jar: partner.jar });
      const shared = partnerships.find((p) => p.user1Id === userId || p.user2Id === userId);
      if (shared) return { email: partner.email, partnershipId: shared.id };
      const { data: invite } = await call('POST', '/api/partnerships/invite', { jar: partner.jar, body: { userId: partner.id } });
      return { email: partner.email, inviteCode: invite.inviteCode };
    },

    /** The dev partner likes every card of the session: the user's first like is a match, all passes a no-match. */
    async likeAll(userId, sessionId) {
      const partner = await signIn(devPartnerEmail(userId));
      const path = `/api/sessions/${encodeURIComponent(sessionId)}`;
      const { data: session } = await call('GET', path, { jar: partner.jar });
      for (const [index, restaurant] of session.restaurants.entries()) {
        await call('POST', `${path}/swipe`, {
          jar: partner.jar,
          body: { userId: partner.id, restaurantId: restaurant.placeId, action: 'like', position: index + 1 },
        });
      }
      return { liked: session.restaurants.length };
    },
  };
}

async function readJsonBody(req) {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text ? JSON.parse(text) : {};
}

/** POST /__harness/partner {userId} and POST /__harness/partner/like-all {userId, sessionId} on the dev server. */
function mountDevPartner(app, gatewayUrl) {
  const partner = createDevPartner({ gatewayUrl });
  const handle = (action) => async (req, res) => {
    try {
      res.json(await action(await readJsonBody(req)));
    } catch (error) {
      res.status(502).json({ message: error instanceof Error ? error.message : String(error) });
    }
  };
  app.post(
    ROUTE_PREFIX,
    handle(({ userId }) => partner.partnerFor(userId)),
  );
  app.post(
    `${ROUTE_PREFIX}/like-all`,
    handle(({ userId, sessionId }) => partner.likeAll(userId, sessionId)),
  );
}

module.exports = { createDevPartner, mountDevPartner, devPartnerEmail, ROUTE_PREFIX };
