import { z } from 'zod';
import { restaurantSchema } from './restaurant';
import { sessionSchema } from './session';
import { priceRangeSchema } from './user';
import { GROUP_DUPLICATE_MESSAGE, GROUP_MAX_PARTNERS, GROUP_MIN_PARTNERS, GROUP_SIZE_MESSAGE } from '../domain/session';
import { DECK_SIZES, DECK_SIZE_MESSAGE, SESSION_DECK_SIZE, SWIPE_ACTIONS } from '../domain/swipe';
export * from '../domain/swipe';

/** POST /api/sessions/start (docs/product.md › API (sessions)). */
export const startSessionSchema = z
  .object({
    userId: z.uuid('Invalid user id'),
    partnershipId: z.uuid('Invalid partnership id').nullable().optional().default(null),
    /** A group session: 2–5 of the starter's partnerships, instead of `partnershipId`. */
    partnershipIds: z
      .array(z.uuid('Invalid partnership id'))
      .min(GROUP_MIN_PARTNERS, GROUP_SIZE_MESSAGE)
      .max(GROUP_MAX_PARTNERS, GROUP_SIZE_MESSAGE)
      .optional(),
    location: z.object({
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
    }),
    filters: z.object({
      priceRange: z.array(priceRangeSchema).max(4).default([]),
      dietaryRestrictions: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
      radiusMiles: z.number().min(1).max(25),
      minRating: z.number().min(0).max(5).nullable().optional(),
      /** Only places whose hours say they are open at the start (unknown hours are left out). */
      openNow: z.boolean().optional(),
    }),
    /** Quick (10 cards) or Full (20, the default). */
    deckSize: z.literal(DECK_SIZES, { error: DECK_SIZE_MESSAGE }).default(SESSION_DECK_SIZE),
  })
  .refine((input) => !(input.partnershipId && input.partnershipIds), {
    message: 'Send either partnershipId or partnershipIds, not both',
    path: ['partnershipIds'],
  })
  .refine(
    (input) => !input.partnershipIds || new Set(input.partnershipIds.map((id) => id.toLowerCase())).size === input.partnershipIds.length,
    {
      message: GROUP_DUPLICATE_MESSAGE,
      path: ['partnershipIds'],
    },
  );
export type StartSessionInput = z.input<typeof startSessionSchema>;

export const startSessionResponseSchema = z.object({
  session: sessionSchema,
  restaurants: z.array(restaurantSchema),
});
export type StartSessionResponse = z.infer<typeof startSessionResponseSchema>;

export const swipeActionSchema = z.enum(SWIPE_ACTIONS);
export type SwipeAction = z.infer<typeof swipeActionSchema>;

/** POST /api/sessions/:id/swipe. `position` is the card's 1-based place in the deck. */
export const swipeRequestSchema = z.object({
  userId: z.uuid('Invalid user id'),
  restaurantId: z.string().trim().min(1, 'restaurantId is required').max(300),
  action: swipeActionSchema,
  position: z.number().int().min(1).max(1000),
});
export type SwipeRequest = z.infer<typeof swipeRequestSchema>;

/**
 * The swipe answer. `bothCompleted` is true once a partnered session is over (both finished, or a
 * match ended it early); `match` is the matched restaurant, null otherwise (always null when solo).
 */
export const swipeResultSchema = z.object({
  solo: z.boolean(),
  userCompleted: z.boolean(),
  waitingForPartner: z.boolean(),
  bothCompleted: z.boolean(),
  match: restaurantSchema.nullable(),
  restaurantId: z.string(),
  /**
   * True when this card was already swiped (in another tab, or a retry): nothing was recorded and the answer
   * is the session's current outcome. The tab then reads its swipes again, as its deck is behind.
   */
  alreadySwiped: z.boolean().optional(),
});
export type SwipeResult = z.infer<typeof swipeResultSchema>;

/** GET /api/sessions/:id/swipes/:userId entries. */
export const swipeSchema = z.object({
  restaurantId: z.string(),
  action: swipeActionSchema,
  position: z.number().int(),
  createdAt: z.string().optional(),
});
export type Swipe = z.infer<typeof swipeSchema>;

/** One recorded swipe as the undo answer names it. */
export const swipeRefSchema = swipeSchema.pick({ restaurantId: true, action: true, position: true });
export type SwipeRef = z.infer<typeof swipeRefSchema>;

/**
 * POST /api/sessions/:id/undo: takes back this user's last swipe. `restaurantId` names the swipe the
 * client means, so a retry of an undo that already went through finds it gone and changes nothing
 * (it never takes back the swipe before it).
 */
export const undoSwipeRequestSchema = z.object({
  userId: z.uuid('Invalid user id'),
  restaurantId: z.string().trim().min(1, 'restaurantId is required').max(300),
});
export type UndoSwipeRequest = z.infer<typeof undoSwipeRequestSchema>;

/**
 * The undo answer: the swipe taken back (null when there was nothing left to undo: a retry), the swipe a
 * further undo would take back, and this user's progress through the deck now.
 */
export const undoSwipeResultSchema = z.object({
  undone: swipeRefSchema.nullable(),
  lastSwipe: swipeRefSchema.nullable(),
  swiped: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type UndoSwipeResult = z.infer<typeof undoSwipeResultSchema>;

/** GET /api/sessions/user/:userId/history?limit=N (default 5, max 50), newest first. */
export const sessionHistoryItemSchema = sessionSchema.omit({ restaurants: true }).extend({
  matchedRestaurantName: z.string().nullable(),
  /** The other member's display name; null for solo sessions. */
  partnerName: z.string().nullable(),
});
export type SessionHistoryItem = z.infer<typeof sessionHistoryItemSchema>;
export const sessionHistorySchema = z.array(sessionHistoryItemSchema);

/**
 * GET /api/sessions/user/:userId/active, home's session card: a partnered session a partner started that
 * this user has not finished ('Partner session waiting!'), else this user's own solo session in progress
 * (partnershipId null, no partner fields: 'Solo session in progress'), else null.
 * `restaurantCount` = cards left for this user.
 */
export const partnerActiveSessionSchema = sessionSchema.extend({
  restaurantCount: z.number().int().nonnegative(),
  partnerId: z.string(),
  partnerName: z.string(),
});
export type PartnerActiveSession = z.infer<typeof partnerActiveSessionSchema>;
export const soloActiveSessionSchema = sessionSchema.extend({
  partnershipId: z.null(),
  restaurantCount: z.number().int().nonnegative(),
});
export type SoloActiveSession = z.infer<typeof soloActiveSessionSchema>;
export const activeSessionSchema = z.union([partnerActiveSessionSchema, soloActiveSessionSchema]);
export type ActiveSession = z.infer<typeof activeSessionSchema>;
export const activeSessionResponseSchema = activeSessionSchema.nullable();

/**
 * GET /api/sessions/user/:userId/in-progress: the user's newest unfinished session (solo or partnered,
 * started within the last day) with its deck, as GET /api/sessions/:id answers it, or null. What /swipe
 * resumes when the tab's cached session is missing or over.
 */
export const inProgressSessionResponseSchema = sessionSchema.nullable();

/** POST /api/sessions/:id/end {}: ends an unfinished solo session; answers the session, now over. */
export const endSessionResponseSchema = sessionSchema;

/**
 * POST /api/sessions/:id/share {} (members, once the session has its match or its no-match results): the
 * session's public result link, `<public origin>/r/<token>`; the same session always answers the same link.
 */
export const shareLinkResponseSchema = z.object({ url: z.string().url() });
export type ShareLinkResponse = z.infer<typeof shareLinkResponseSchema>;
