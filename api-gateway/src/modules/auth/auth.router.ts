import { Router, type Request, type Response } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { RETURN_TO_PARAM, requestOtpSchema, safeReturnPath, signInPath, verifyOtpSchema } from '@forkcast/contracts';
import type { AppConfig } from '../../config';
import { UnauthorizedError } from '../../errors';
import type { Logger } from '../../logger';
import { priorFailures, type RateLimiterFactory } from '../../middleware/rate-limit';
import { clearSessionCookie, destroySession, saveSession, startUserSession } from '../../session/session-helpers';
import type { UsersService } from '../users/users.service';
import type { GoogleOidc } from './google-oidc';
import { OTP_MAX_ATTEMPTS } from '../../one-time-code';
import type { OtpService } from './otp.service';
import { assignSignInClient, identifySignInClient, isKnownBrowser, markKnownBrowser, signInClientOf } from './sign-in-client';
import type { SignInService } from './sign-in.service';

const GOOGLE_FAILED = '/auth?error=google_failed';
/** Back to /auth with the failure, keeping where the visitor was going (the e-mail code can still take them there). */
const googleFailed = (returnTo: string) => signInPath(returnTo, { error: 'google_failed' });

export interface AuthRouterDeps {
  config: AppConfig;
  otp: OtpService;
  signIn: SignInService;
  users: UsersService;
  google: GoogleOidc | undefined;
  rateLimiter: RateLimiterFactory;
  logger: Logger;
  /** A signed-in cookie session ended (sign-out, or replaced by a new sign-in): close its live sockets. */
  onSessionEnded?: (sessionId: string) => void | Promise<void>;
  /** Someone signed in (or up) on this request: a guest's session is kept for the account (guests module). */
  onSignedIn?: (req: Request, res: Response, userId: string) => Promise<void>;
  /** The app's clock (tests move it); sign-in time starts the absolute session lifetime. */
  now?: () => Date;
}

/** Normalised like the schema does, so "A@x.com " and "a@x.com" share one counter. */
function emailKey(req: Request): string | undefined {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? `email:${email.trim().toLowerCase()}` : undefined;
}

/** One counter per address and pre-sign-in client (sign-in-client.ts). */
function emailClientKey(req: Request): string | undefined {
  const email = emailKey(req);
  const client = signInClientOf(req);
  return email && client ? `${email}:client:${client}` : undefined;
}

/**
 * Past the address's mail budget (see request-otp): a code request is 'over budget' (this minute's one more
 * mail goes to it), 'share' (it gets the newest code already mailed) or 'nothing' (it shared too often).
 */
type MailChoice = 'over budget' | 'share' | 'nothing';
const mailChoices = new WeakMap<Request, MailChoice>();

/** Browsers per network address (IPv6 by /56) given an address's newest code in a window, once its mail budget is spent. */
const OTP_SHARES_PER_ADDRESS_AND_IP = 3;

export function createAuthRouter(deps: AuthRouterDeps): Router {
  const { config, otp, signIn, users, google, rateLimiter, logger, onSessionEnded, onSignedIn, now = () => new Date() } = deps;
  const router = Router();
  /** Runs `work`, then reports the request's signed-in session as ended if `work` replaced or destroyed it. */
  const endingSession = async (req: Request, work: () => Promise<void>) => {
    const previous = req.session?.userId ? req.sessionID : undefined;
    await work();
    // Sign-in regenerates (a new id); sign-out destroys (no session left).
    if (previous && (previous !== req.sessionID || !req.session)) await onSessionEnded?.(previous);
  };
  const { windowMs } = config.rateLimit;

  // Codes are bound to the client that asked (sign-in-client.ts). Asking is limited per IP and per address
  // and client (429s the asker brings on themselves); what everyone asking for one address shares is a
  // budget of mail, and spending it never refuses anyone: past OTP_REQUESTS_PER_EMAIL_TOTAL mails a window,
  // one more goes out a minute, and every other request gets the newest code already mailed to the address,
  // bound to its browser too (with tries of its own). So the owner, on any new browser and network, always
  // holds a working code within a minute (the newest mail in their inbox), while strangers can neither lock
  // them out nor flood the inbox. A browser that signed in to the address before always gets a fresh mail.
  // Sharing is limited per address and network address, as each browser holding a code adds a guess.
  const knownBrowser = (req: Request) => {
    const key = emailKey(req);
    return key !== undefined && isKnownBrowser(req, key, config.sessionSecret, config.isHttps);
  };
  const whenChosen = (wanted: MailChoice, key: (req: Request) => string | undefined) => (req: Request) =>
    mailChoices.get(req) === wanted ? key(req) : undefined;
  router.post(
    '/auth/email/request-otp',
    rateLimiter({ name: 'otp-ip', limit: config.rateLimit.otpPerIp, windowMs }),
    assignSignInClient(config.isHttps),
    rateLimiter({ name: 'otp-email-client', limit: config.rateLimit.otpPerEmail, windowMs, key: emailClientKey }),
    rateLimiter({
      name: 'otp-mail',
      limit: config.rateLimit.otpPerEmailTotal,
      windowMs,
      key: emailKey,
      exempt: knownBrowser,
      overLimit: (req) => mailChoices.set(req, 'over budget'),
    }),
    rateLimiter({
      name: 'otp-mail-minute',
      limit: 1,
      windowMs: 60_000,
      key: whenChosen('over budget', emailKey),
      overLimit: (req) => mailChoices.set(req, 'share'),
    }),
    rateLimiter({
      name: 'otp-share-ip',
      limit: OTP_SHARES_PER_ADDRESS_AND_IP,
      windowMs,
      key: whenChosen('share', (req) => `${emailKey(req)}:ip:${ipKeyGenerator(req.ip ?? 'unknown')}`),
      overLimit: (req) => mailChoices.set(req, 'nothing'),
    }),
    async (req, res) => {
      const { email } = requestOtpSchema.parse(req.body);
      const client = signInClientOf(req)!;
      const choice = mailChoices.get(req);
      // The same answer whatever happened: nobody learns how busy an address is, or whether it has an account.
      if (choice === 'share') await otp.shareNewestCode(email, client);
      else if (choice !== 'nothing') await otp.requestCode(email, client);
      res.json({ message: 'Code sent' });
    },
  );

  // Guessing: 5 tries per code and per IP as before, and wrong codes per address together. That budget
  // refuses only clients that have already guessed wrong for the address: the owner's fresh client still
  // gets its code checked, so spending the budget locks nobody out (each new client adds one try at most).
  const guessesPerAddress = OTP_MAX_ATTEMPTS * config.rateLimit.otpPerEmail;
  router.post(
    '/auth/email/verify-otp',
    rateLimiter({ name: 'verify-ip', limit: config.rateLimit.verifyPerIp, windowMs }),
    identifySignInClient(config.isHttps),
    rateLimiter({ name: 'verify-client', limit: guessesPerAddress, windowMs, key: emailClientKey, countFailuresOnly: true }),
    rateLimiter({
      name: 'verify-email',
      limit: guessesPerAddress,
      windowMs,
      // A request without the cookie has no code to guess at: it does not spend the address's budget.
      key: (req) => (signInClientOf(req) ? emailKey(req) : undefined),
      countFailuresOnly: true,
      exempt: (req) => priorFailures(req, 'verify-client') === 0,
    }),
    async (req, res) => {
      const { email, otp: code } = verifyOtpSchema.parse(req.body);
      await otp.verifyCode(email, code, signInClientOf(req));
      const user = await signIn.withEmail(email);
      await endingSession(req, () => startUserSession(req, user.id, now()));
      await onSignedIn?.(req, res, user.id);
      markKnownBrowser(req, res, emailKey(req)!, config.sessionSecret, config.isHttps);
      res.json(await users.getById(user.id));
    },
  );

  router.get('/auth/user', async (req, res) => {
    const userId = req.session.userId;
    const user = userId ? await users.getById(userId) : undefined;
    if (!user) {
      // A session pointing at a deleted account is as good as none.
      if (userId) await destroySession(req);
      throw new UnauthorizedError();
    }
    res.json(user);
  });

  router.post('/auth/logout', async (req, res) => {
    await endingSession(req, () => destroySession(req));
    clearSessionCookie(res, config.isHttps);
    res.json({ success: true });
  });

  // ?returnTo=<a path on this site> (as the e-mail sign-in keeps it, e.g. /admin): where the callback lands.
  // Anything but a same-site path is home, so the flow cannot become an open redirect.
  router.get('/auth/google', async (req, res) => {
    const returnTo = safeReturnPath(req.query[RETURN_TO_PARAM]);
    if (!google) return res.redirect(302, googleFailed(returnTo));
    try {
      const start = await google.start();
      req.session.oauth = { codeVerifier: start.codeVerifier, state: start.state, nonce: start.nonce, returnTo };
      await saveSession(req);
      res.redirect(302, start.url);
    } catch (error) {
      logger.warn({ err: error }, 'Google sign-in could not start');
      res.redirect(302, googleFailed(returnTo));
    }
  });

  router.get('/auth/google/callback', async (req, res) => {
    const expected = req.session.oauth;
    if (!google || !expected) return res.redirect(302, GOOGLE_FAILED);
    try {
      delete req.session.oauth; // one use, whatever the outcome
      const profile = await google.finish(new URL(req.originalUrl, config.publicUrl), expected);
      const user = await signIn.withGoogle(profile);
      await endingSession(req, () => startUserSession(req, user.id, now()));
      await onSignedIn?.(req, res, user.id);
      res.redirect(302, safeReturnPath(expected.returnTo));
    } catch (error) {
      logger.warn({ err: error }, 'Google sign-in failed');
      res.redirect(302, googleFailed(safeReturnPath(expected.returnTo)));
    }
  });

  return router;
}
