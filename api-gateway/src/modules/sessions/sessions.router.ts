import { Router, type Request } from 'express';
import { z } from 'zod';
import {
  HISTORY_DEFAULT_LIMIT,
  HISTORY_MAX_LIMIT,
  LIVE_SOCKET_HEADER,
  startSessionSchema,
  swipeRequestSchema,
  undoSwipeRequestSchema,
} from '@forkcast/contracts';
import { assertSelf, currentUserId, requireUser } from '../../middleware/require-user';
import { parseSessionId, parseUserId } from '../../request-params';
import type { LiveDelivery } from '../live/live-events';
import type { SessionCommands } from './session-commands';
import type { SessionQueries } from './session-queries';
import type { SwipeService } from './swipe.service';

const historyQuerySchema = z.object({
  limit: z.coerce
    .number({ message: `limit must be a whole number from 1 to ${HISTORY_MAX_LIMIT}` })
    .int(`limit must be a whole number from 1 to ${HISTORY_MAX_LIMIT}`)
    .min(1, `limit must be a whole number from 1 to ${HISTORY_MAX_LIMIT}`)
    .max(HISTORY_MAX_LIMIT, `limit must be a whole number from 1 to ${HISTORY_MAX_LIMIT}`)
    .default(HISTORY_DEFAULT_LIMIT),
});

// socket.io ids are 20 URL-safe characters; anything else names no socket and is ignored.
const socketIdSchema = z.string().regex(/^[\w-]{1,64}$/);

/** The tab that made a swipe or an undo (LIVE_SOCKET_HEADER): its echo to the user's other tabs skips it. */
function originOf(req: Request): LiveDelivery | undefined {
  const parsed = socketIdSchema.safeParse(req.get(LIVE_SOCKET_HEADER));
  return parsed.success ? { exceptSocket: parsed.data } : undefined;
}

export function createSessionsRouter({
  commands,
  queries,
  swipes,
}: {
  commands: SessionCommands;
  queries: SessionQueries;
  swipes: SwipeService;
}): Router {
  const router = Router();

  // First: a swipe is sent for every card, and app.ts mounts this router before the others.
  router.post('/sessions/:id/swipe', requireUser, async (req, res) => {
    const sessionId = parseSessionId(req.params.id);
    const { userId, ...swipe } = swipeRequestSchema.parse(req.body ?? {});
    assertSelf(req, userId);
    res.json(await swipes.swipe(sessionId, userId.toLowerCase(), swipe, originOf(req)));
  });

  router.post('/sessions/start', requireUser, async (req, res) => {
    const input = startSessionSchema.parse(req.body ?? {});
    assertSelf(req, input.userId);
    res.status(201).json(
      await commands.start(input.userId.toLowerCase(), {
        partnershipId: input.partnershipId?.toLowerCase() ?? null,
        ...(input.partnershipIds ? { partnershipIds: input.partnershipIds.map((id) => id.toLowerCase()) } : {}),
        location: input.location,
        filters: { ...input.filters, minRating: input.filters.minRating ?? null },
        deckSize: input.deckSize,
      }),
    );
  });

  router.get('/sessions/user/:userId/history', requireUser, async (req, res) => {
    const userId = parseUserId(req.params.userId);
    assertSelf(req, userId);
    const { limit } = historyQuerySchema.parse(req.query);
    res.json(await queries.history(userId, limit));
  });

  router.get('/sessions/user/:userId/active', requireUser, async (req, res) => {
    const userId = parseUserId(req.params.userId);
    assertSelf(req, userId);
    res.json(await queries.activeFor(userId));
  });

  // What /swipe resumes when its tab has no session cached (a new tab, another browser or device).
  router.get('/sessions/user/:userId/in-progress', requireUser, async (req, res) => {
    const userId = parseUserId(req.params.userId);
    assertSelf(req, userId);
    res.json(await queries.inProgressFor(userId));
  });

  router.post('/sessions/:id/end', requireUser, async (req, res) => {
    const sessionId = parseSessionId(req.params.id);
    res.json(await commands.end(currentUserId(req), sessionId));
  });

  router.post('/sessions/:id/undo', requireUser, async (req, res) => {
    const sessionId = parseSessionId(req.params.id);
    const { userId, restaurantId } = undoSwipeRequestSchema.parse(req.body ?? {});
    assertSelf(req, userId);
    res.json(await swipes.undo(sessionId, userId.toLowerCase(), restaurantId, originOf(req)));
  });

  router.get('/sessions/:id/swipes/:userId', requireUser, async (req, res) => {
    const sessionId = parseSessionId(req.params.id);
    const userId = parseUserId(req.params.userId);
    res.json(await queries.swipesOf(currentUserId(req), sessionId, userId));
  });

  router.get('/sessions/:id/ranking', requireUser, async (req, res) => {
    const sessionId = parseSessionId(req.params.id);
    res.json(await queries.ranking(currentUserId(req), sessionId));
  });

  router.get('/sessions/:id', requireUser, async (req, res) => {
    const sessionId = parseSessionId(req.params.id);
    res.json(await queries.get(currentUserId(req), sessionId));
  });

  return router;
}
