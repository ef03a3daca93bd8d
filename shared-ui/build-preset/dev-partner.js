// The second person a remote's standalone harness needs (`npm run dev -w <remote>`). A partnered session,
// a match or a no-match takes two signed-in users, and a browser tab holds one session cookie, so the dev
// server plays the partner: it signs its own account in through the gateway, reading the code from the
// gateway's dev outbox (which answers this machine only; the dev server runs here), and keeps that
// account's cookie in memory. Development only: mounted by the dev server (create-webpack-config.js).

const ROUTE_PREFIX = '/__harness/partner';

/** One dev partner per harness user, so two developers on one gateway never share a partner. */
function devPartnerEmail(userId) {
  return `partner-${String(userId).slice(0, 8)}@dev.forkcast.test`;
}

/**
 * @param {{ gatewayUrl: string, fetchImpl?: typeof fetch }} options
 */
function createDevPartner({ gatewayUrl, fetchImpl = fetch }) {
  /** email → { id, cookie } of a signed-in dev partner */
  const signedIn = new Map();

  async function call(method, path, { cookie, body } = {}) {
    const res = await fetchImpl(new URL(path, gatewayUrl), {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`dev partner: ${method} ${path} answered ${res.status} ${text}`);
    return { data: text ? JSON.parse(text) : undefined, res };
  }

  async function signIn(email) {
    const known = signedIn.get(email);
    // The gateway may have restarted (or the session expired) since: sign in again then.
    if (known && (await fetchImpl(new URL('/api/auth/user', gatewayUrl), { headers: { cookie: known.cookie } })).ok) return known;
    await call('POST', '/api/auth/email/request-otp', { body: { email } });
    const { data: outbox } = await call('GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const code = /\b(\d{6})\b/.exec(outbox?.[0]?.text ?? '')?.[1];
    if (!code) throw new Error(`dev partner: no sign-in code for ${email} in the gateway's dev outbox`);
    const { data: user, res } = await call('POST', '/api/auth/email/verify-otp', { body: { email, otp: code } });
    const cookie = res.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    const partner = { id: user.id, email, cookie };
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
      const { data: partnerships } = await call('GET', `/api/partnerships/user/${partner.id}`, { cookie: partner.cookie });
      const shared = partnerships.find((p) => p.user1Id === userId || p.user2Id === userId);
      if (shared) return { email: partner.email, partnershipId: shared.id };
      const { data: invite } = await call('POST', '/api/partnerships/invite', { cookie: partner.cookie, body: { userId: partner.id } });
      return { email: partner.email, inviteCode: invite.inviteCode };
    },

    /** The dev partner likes every card of the session: the user's first like is a match, all passes a no-match. */
    async likeAll(userId, sessionId) {
      const partner = await signIn(devPartnerEmail(userId));
      const path = `/api/sessions/${encodeURIComponent(sessionId)}`;
      const { data: session } = await call('GET', path, { cookie: partner.cookie });
      for (const [index, restaurant] of session.restaurants.entries()) {
        await call('POST', `${path}/swipe`, {
          cookie: partner.cookie,
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
  app.post(ROUTE_PREFIX, handle(({ userId }) => partner.partnerFor(userId)));
  app.post(`${ROUTE_PREFIX}/like-all`, handle(({ userId, sessionId }) => partner.likeAll(userId, sessionId)));
}

module.exports = { createDevPartner, mountDevPartner, devPartnerEmail, ROUTE_PREFIX };
