import { Router } from 'express';
import { acceptInviteSchema, createInviteSchema } from '@forkcast/contracts';
import { assertSelf, currentUserId, requireUser } from '../../middleware/require-user';
import { linkOrigin } from '../../request-origin';
import { parsePartnershipId, parseUserId } from '../../request-params';
import type { PartnershipsService } from './partnerships.service';

export function createPartnershipsRouter(
  partnerships: PartnershipsService,
  links: { publicUrl: string; hasExplicitPublicUrl: boolean },
): Router {
  const router = Router();

  router.post('/partnerships/invite', requireUser, async (req, res) => {
    const { userId } = createInviteSchema.parse(req.body ?? {});
    assertSelf(req, userId);
    res.json(await partnerships.createInvite(userId.toLowerCase(), linkOrigin(req, links)));
  });

  // The accept screen of an invite link (rate-limited with accept: a miss counts as a wrong code).
  router.get('/partnerships/invite/:token', requireUser, async (req, res) => {
    res.json(await partnerships.previewInvite(currentUserId(req), String(req.params.token)));
  });

  router.post('/partnerships/accept', requireUser, async (req, res) => {
    const { userId, inviteCode } = acceptInviteSchema.parse(req.body ?? {});
    assertSelf(req, userId);
    res.json(await partnerships.accept(userId.toLowerCase(), inviteCode));
  });

  router.get('/partnerships/user/:userId', requireUser, async (req, res) => {
    const userId = parseUserId(req.params.userId);
    assertSelf(req, userId);
    res.json(await partnerships.listForUser(userId));
  });

  router.delete('/partnerships/:id', requireUser, async (req, res) => {
    const id = parsePartnershipId(req.params.id);
    await partnerships.remove(currentUserId(req), id);
    res.json({ success: true });
  });

  return router;
}
