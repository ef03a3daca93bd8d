import { z } from 'zod';
import { subscriptionTierSchema } from './user';
export * from '../domain/partnership';

/** POST /api/partnerships/invite */
export const createInviteSchema = z.object({ userId: z.uuid('Invalid user id') });
export type CreateInviteInput = z.infer<typeof createInviteSchema>;

/** POST /api/partnerships/invite answer (docs/product.md › Entities (Invite)). */
export const inviteSchema = z.object({ inviteCode: z.string(), expiresAt: z.string().optional() });
export type Invite = z.infer<typeof inviteSchema>;

/** POST /api/partnerships/accept. The code is compared case-insensitively (people type it). */
export const acceptInviteSchema = z.object({
  inviteCode: z
    .string()
    .trim()
    .min(1, 'Enter an invite code')
    .max(32, 'Invalid code or code already used')
    .transform((code) => code.toUpperCase()),
  userId: z.uuid('Invalid user id'),
});
export type AcceptInviteInput = z.infer<typeof acceptInviteSchema>;

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
