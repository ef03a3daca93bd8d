import { z } from 'zod';
import { subscriptionTierSchema } from './user';

/**
 * One row of GET /api/admin/users (spec §7). `totalSessions` exists only in this admin list.
 * `createdAt` may be missing for imported accounts, so the dashboard shows a dash instead of a date.
 */
export const adminUserSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  oauthProvider: z.string().nullable(),
  subscriptionTier: subscriptionTierSchema,
  totalSessions: z.number().int().nonnegative(),
  totalMatches: z.number().int().nonnegative(),
  createdAt: z.string().nullable().optional(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersResponseSchema = z.array(adminUserSchema);
