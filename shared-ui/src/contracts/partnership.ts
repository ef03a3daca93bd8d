import { z } from 'zod';
import { subscriptionTierSchema } from './user';

/** Invite codes: 6 characters from an alphabet without look-alikes (no 0/O, 1/I/L). */
export const INVITE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const INVITE_CODE_LENGTH = 6;

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

/** Display name rule (docs/product.md › Entities): first + last name, else the e-mail's local part, else 'Partner'. */
export function partnerDisplayName(person: {
  firstName: string | null | undefined;
  lastName: string | null | undefined;
  email: string | null | undefined;
}): string {
  const first = person.firstName?.trim();
  if (first) {
    const last = person.lastName?.trim();
    return last ? `${first} ${last}` : first;
  }
  return person.email?.split('@')[0]?.trim() || 'Partner';
}

/** The other member of a partnership, as seen by `userId`. */
export function otherPartner(partnership: Partnership, userId: string) {
  const isUser1 = partnership.user1Id === userId;
  return {
    id: isUser1 ? partnership.user2Id : partnership.user1Id,
    firstName: isUser1 ? partnership.user2FirstName : partnership.user1FirstName,
    lastName: isUser1 ? partnership.user2LastName : partnership.user1LastName,
    email: isUser1 ? partnership.user2Email : partnership.user1Email,
  };
}

/** Avatar initials of a display name: 'Sam Rivera' → 'SR', 'sam.lee' → 'S'. */
export function nameInitials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}
