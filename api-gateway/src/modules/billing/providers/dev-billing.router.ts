import express, { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { paths } from '@forkcast/contracts';
import { ForbiddenError } from '../../../errors';
import { loopbackOnly } from '../../../middleware/loopback-only';
import { ownOrigin } from '../../../request-origin';
import { entitledPlan } from '../tier-rules';
import type { DevBilling } from './dev-billing';
import { checkoutPage, messagePage, portalPage } from './dev-billing-pages';

const tokenSchema = z.string().min(16).max(128);
const checkoutFormSchema = z.object({ token: tokenSchema, action: z.enum(['pay', 'cancel']) });
const portalFormSchema = z.object({ token: tokenSchema, action: z.enum(['renew', 'cancel', 'resume']) });

const GONE = { title: 'Link expired', message: 'This link has expired or was already used.' };

/**
 * The offline checkout and portal pages (/dev-billing/*), only when billing.mode is 'dev'. They take
 * HTML form posts, so they run their own CSRF defence instead of the API's JSON-only guard: a same-origin
 * Origin header is required, and each single-use token is bound to the signed-in user. They grant plans for
 * free, so only this machine sees them: to anyone else they do not exist.
 */
export function createDevBillingRouter(deps: {
  devBilling: DevBilling;
  sessionMiddleware: RequestHandler;
  publicUrl: string;
  now: () => Date;
}): Router {
  const { devBilling } = deps;
  const router = Router();
  router.use('/dev-billing', loopbackOnly, deps.sessionMiddleware, (req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  const signedIn = (req: Request, res: Response): string | undefined => {
    const userId = req.session?.userId;
    if (!userId)
      res
        .status(401)
        .type('html')
        .send(messagePage('Sign in first', 'Sign in to Forkcast, then start again.', { href: '/auth', label: 'Sign in' }));
    return userId;
  };
  const gone = (res: Response, href: string) =>
    res
      .status(410)
      .type('html')
      .send(messagePage(GONE.title, GONE.message, { href, label: 'Back to Forkcast' }));

  router.get('/dev-billing/checkout', async (req, res) => {
    const userId = signedIn(req, res);
    if (!userId) return;
    const token = tokenSchema.safeParse(req.query.token);
    const row = token.success ? await devBilling.findToken(token.data, userId) : undefined;
    if (!token.success || !row || row.purpose !== 'checkout' || !row.plan) return void gone(res, paths.subscribe);
    res.type('html').send(checkoutPage(token.data, row.plan));
  });

  router.post('/dev-billing/checkout', sameOrigin(deps.publicUrl), formBody, async (req, res) => {
    const userId = signedIn(req, res);
    if (!userId) return;
    const form = checkoutFormSchema.safeParse(req.body);
    if (!form.success) return void gone(res, paths.subscribe);
    if (form.data.action === 'cancel') {
      await devBilling.abandon(form.data.token, userId);
      return void res.redirect(303, paths.subscribe);
    }
    if (!(await devBilling.pay(form.data.token, userId))) return void gone(res, paths.subscribe);
    res.redirect(303, paths.settings);
  });

  router.get('/dev-billing/portal', async (req, res) => {
    const userId = signedIn(req, res);
    if (!userId) return;
    const token = tokenSchema.safeParse(req.query.token);
    const row = token.success ? await devBilling.findToken(token.data, userId) : undefined;
    const subscription = await devBilling.subscriptionOf(userId);
    if (!token.success || !row || row.purpose !== 'portal' || subscription?.source !== 'dev') return void gone(res, paths.settings);
    res.type('html').send(portalPage(token.data, subscription, entitledPlan(subscription, deps.now()) !== null));
  });

  router.post('/dev-billing/portal', sameOrigin(deps.publicUrl), formBody, async (req, res) => {
    const userId = signedIn(req, res);
    if (!userId) return;
    const form = portalFormSchema.safeParse(req.body);
    if (!form.success || !(await devBilling.portalAction(form.data.token, userId, form.data.action))) {
      return void gone(res, paths.settings);
    }
    res.redirect(303, paths.settings);
  });

  return router;
}

const formBody = express.urlencoded({ extended: false, limit: '4kb' });

/** Form posts must name this app as their Origin (browsers always send it on a POST form). */
function sameOrigin(publicUrl: string): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const origin = req.get('origin');
    next(origin && (origin === publicUrl || origin === ownOrigin(req)) ? undefined : new ForbiddenError('Cross-origin request refused'));
  };
}
