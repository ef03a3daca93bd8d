import { Router, type Request, type Response } from 'express';
import { requestEmailChangeSchema, updateUserSchema, verifyEmailChangeSchema } from '@forkcast/contracts';
import { assertSelf, requireUser } from '../../middleware/require-user';
import { clearSessionCookie, destroySession } from '../../session/session-helpers';
import type { AccountDeletion } from './account-deletion';
import { parseUserId } from '../../request-params';
import type { UsersService } from './users.service';

export interface UsersRouterDeps {
  users: UsersService;
  accountDeletion: AccountDeletion;
  /** Secure attribute of the cleared session cookie (https deployments). */
  secureCookies: boolean;
  /** After the account is gone: close what outlives the database rows (the user's live sockets). */
  onAccountDeleted?: (userId: string) => void;
}

export function createUsersRouter({ users, accountDeletion, secureCookies, onAccountDeleted }: UsersRouterDeps): Router {
  const router = Router();

  const update = async (req: Request, res: Response) => {
    const id = parseUserId(req.params.id);
    assertSelf(req, id);
    const input = updateUserSchema.parse(req.body ?? {});
    res.json(await users.update(id, input));
  };
  // The spec leaves PUT vs PATCH open; both are partial updates with the same body.
  router.put('/users/:id', requireUser, update);
  router.patch('/users/:id', requireUser, update);

  // The verified e-mail change (email-change.service.ts); rate limits in middleware/abuse-limits.ts.
  router.post('/users/:id/email-change', requireUser, async (req, res) => {
    const id = parseUserId(req.params.id);
    assertSelf(req, id);
    const { email } = requestEmailChangeSchema.parse(req.body ?? {});
    res.json(await users.requestEmailChange(id, email));
  });

  router.post('/users/:id/email-change/verify', requireUser, async (req, res) => {
    const id = parseUserId(req.params.id);
    assertSelf(req, id);
    const { code } = verifyEmailChangeSchema.parse(req.body ?? {});
    res.json(await users.verifyEmailChange(id, code, req.sessionID));
  });

  router.delete('/users/:id/email-change', requireUser, async (req, res) => {
    const id = parseUserId(req.params.id);
    assertSelf(req, id);
    await users.cancelEmailChange(id);
    res.json({ success: true });
  });

  router.delete('/users/:id', requireUser, async (req, res) => {
    const id = parseUserId(req.params.id);
    assertSelf(req, id);
    await accountDeletion.deleteAccount(id);
    // The deletion already removed every session row of the user; this ends the request's own.
    await destroySession(req);
    onAccountDeleted?.(id);
    clearSessionCookie(res, secureCookies);
    res.json({ success: true });
  });

  return router;
}
