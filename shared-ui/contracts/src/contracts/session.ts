import { z } from 'zod';
import { restaurantSchema } from './restaurant';
export * from '../domain/session';

/**
 * The other member of a partnered session as this member sees them: display name (docs/product.md › Entities (Partnership))
 * and how far through the shared deck they are. Counts only: their choices stay private until the end.
 */
export const partnerProgressSchema = z.object({
  userId: z.string(),
  name: z.string(),
  swiped: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type PartnerProgress = z.infer<typeof partnerProgressSchema>;

/**
 * A member of a group session as every member sees them: display name and how far through the
 * shared deck they are. Counts only: choices stay private until the session is over.
 */
export const sessionMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  swiped: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type SessionMember = z.infer<typeof sessionMemberSchema>;

/**
 * A swiping session (docs/product.md › Entities (Session)). `partnershipId` null means solo. A session is over when its
 * status is no longer 'active' or `completedAt` is set; the status is a plain string so a status the
 * server adds later still parses (and simply counts as "not active").
 */
export const sessionSchema = z.object({
  id: z.string().min(1),
  partnershipId: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  matchedRestaurantId: z.string().nullable(),
  likedCount: z.number().int().nonnegative(),
  /** The deck dealt at start, in swipe order (the same deck for both partners). */
  restaurants: z.array(restaurantSchema),
  /**
   * GET /api/sessions/:id only: the partner's progress (null when solo), so /swipe shows it right after a
   * reload; partner_swipe keeps it current from there. Absent from the other answers that carry a session.
   */
  partnerProgress: partnerProgressSchema.nullable().optional(),
  /**
   * Group sessions only (the starter and 2–5 of their partners): every current member, the viewer included,
   * in the order they joined. Absent from solo and pair sessions, whose payloads are unchanged.
   */
  members: z.array(sessionMemberSchema).optional(),
  /**
   * GET /api/sessions/:id only: the cards no member has passed, that is the cards that can still be the match
   * (docs/product.md › Swiping › Can still match); partner_swipe keeps it current from there.
   */
  canStillMatch: z.number().int().nonnegative().optional(),
});
export type Session = z.infer<typeof sessionSchema>;

/** GET /api/sessions/:id — /swipe re-checks only status and completedAt, so the rest may be left out. */
export const sessionStatusSchema = sessionSchema
  .pick({ id: true, status: true, completedAt: true, partnerProgress: true, members: true, canStillMatch: true })
  .extend({ id: z.string().optional() });
export type SessionStatus = z.infer<typeof sessionStatusSchema>;

/**
 * GET /api/sessions/:id/ranking, once a session is decided (a match, or everyone finishing): the places at
 * least one member liked, most liked first ("3 of 4 liked"), then in deck order. Before that: 403, as for
 * another member's swipes.
 */
export const sessionRankingSchema = z.object({
  memberCount: z.number().int().nonnegative(),
  places: z.array(
    z.object({
      restaurant: restaurantSchema,
      likes: z.number().int().nonnegative(),
      /** Display names of the members who liked it. */
      likedBy: z.array(z.string()),
    }),
  ),
});
export type SessionRanking = z.infer<typeof sessionRankingSchema>;
