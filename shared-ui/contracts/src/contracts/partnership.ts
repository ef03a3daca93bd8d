import { z } from 'zod';
import { subscriptionTierSchema } from './user';
import { INVITE_TOKEN_PATTERN, isInviteToken } from '../domain/partnership';
export * from '../domain/partnership';

/** POST /api/partnerships/invite */
export const createInviteSchema = z.object({ userId: z.uuid('Invalid user id') });
export type CreateInviteInput = z.infer<typeof createInviteSchema>;

/**
 * POST /api/partnerships/invite answer (docs/product.md › Entities (Invite)): the spec's code, and the
 * invite link (single use, the same lifetime) shared by the Web Share API or as a QR code.
 */
export const inviteSchema = z.object({ inviteCode: z.string(), inviteUrl: z.string(), expiresAt: z.string().optional() });
export type Invite = z.infer<typeof inviteSchema>;

/**
 * POST /api/partnerships/accept. `inviteCode` is a typed code, compared case-insensitively (people type
 * it), or an invite link's token, compared as written.
 */
export const acceptInviteSchema = z.object({
  inviteCode: z
    .string()
    .trim()
    .min(1, 'Enter an invite code')
    .max(43, 'Invalid code or code already used')
    .transform((code) => (isInviteToken(code) ? code : code.toUpperCase())),
  userId: z.uuid('Invalid user id'),
});
export type AcceptInviteInput = z.infer<typeof acceptInviteSchema>;

/** GET /api/partnerships/invite/:token path param: anything else is answered like an unknown token (404). */
export const inviteTokenSchema = z.string().regex(INVITE_TOKEN_PATTERN);

/**
 * GET /api/partnerships/invite/:token answer, for the accept screen: who invited you (display name rule),
 * and whether the link is the signed-in user's own.
 */
export const invitePreviewSchema = z.object({ inviterName: z.string(), ownInvite: z.boolean() });
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

/** docs/product.md › Entities (Partnership). `user1` invited, `user2` accepted; the "other party" is whichever isn't you. */
export const partnershipSchema = z.object({
  id: z.string(),
  user1Id: z.string(),
  user2Id: z.string(),
  user1FirstName: z.string().nullable(),
  user1LastName: z.string().nullable(),
  user1Email: z.string().nullable(),
  user2FirstName: z.string().nullable(),
  user2LastName: z.string().nullable(),
  user2Email: z.string().nullable(),
  sessionsTogether: z.number().int().nonnegative(),
  createdAt: z.string().optional(),
});
export type Partnership = z.infer<typeof partnershipSchema>;
export const partnershipListSchema = z.array(partnershipSchema);

/**
 * 403 body when a partner limit (docs/product.md › Tiers and roles) would be exceeded on create or accept. `tier` is the tier
 * of the user who is at their limit; the client picks its toast text from it (docs/product.md › Error texts › Partners).
 */
export const partnerLimitErrorSchema = z.object({
  message: z.string(),
  upgradeRequired: z.literal(true),
  tier: subscriptionTierSchema,
});
export type PartnerLimitError = z.infer<typeof partnerLimitErrorSchema>;
