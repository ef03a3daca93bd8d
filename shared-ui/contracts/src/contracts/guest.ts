import { z } from 'zod';
import { GUEST_NAME_MAX, GUEST_NAME_MESSAGE, GUEST_TOKEN_PATTERN, GUEST_LINK_INVALID_MESSAGE } from '../domain/guest';
import { withoutControlCharacters } from '../domain/user';
import { sessionSchema } from './session';
export * from '../domain/guest';

/** POST /api/sessions/:id/guest-link answer: `url` is `<origin>/join/<token>`. */
export const guestLinkSchema = z.object({ url: z.string(), token: z.string(), expiresAt: z.string() });
export type GuestLink = z.infer<typeof guestLinkSchema>;

/** A guest's first name, with the rules of every name (control and bidi characters dropped, trimmed). */
export const guestNameSchema = z
  .string({ message: GUEST_NAME_MESSAGE })
  .transform(withoutControlCharacters)
  .pipe(z.string().trim().min(1, GUEST_NAME_MESSAGE).max(GUEST_NAME_MAX, GUEST_NAME_MESSAGE));

/** POST /api/guests/join */
export const guestJoinSchema = z.object({
  token: z.string({ message: GUEST_LINK_INVALID_MESSAGE }).regex(GUEST_TOKEN_PATTERN, GUEST_LINK_INVALID_MESSAGE),
  firstName: guestNameSchema,
});
export type GuestJoinInput = z.infer<typeof guestJoinSchema>;

/** Who the guest cookie names: GET /api/guests/me, and part of the join's answer. */
export const guestSchema = z.object({ userId: z.string(), firstName: z.string(), sessionId: z.string() });
export type Guest = z.infer<typeof guestSchema>;

/** GET /api/sessions/:id/guests: the guests in the room, in the order they joined; `canRemove` for the host. */
export const sessionGuestsSchema = z.object({
  guests: z.array(z.object({ userId: z.string(), firstName: z.string() })),
  canRemove: z.boolean(),
});
export type SessionGuests = z.infer<typeof sessionGuestsSchema>;

/** POST /api/guests/join answer (201): the guest and the session, as a member reads it. */
export const guestJoinResponseSchema = z.object({ guest: guestSchema, session: sessionSchema });
export type GuestJoinResponse = z.infer<typeof guestJoinResponseSchema>;
