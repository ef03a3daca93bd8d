import { z } from 'zod';
import { subscriptionTierSchema } from './user';
import { subscriptionPlanSchema, subscriptionSourceSchema, subscriptionStatusSchema } from './subscription';
import { ADMIN_USER_PROVIDERS, ADMIN_USER_SORTS, ADMIN_USERS_DEFAULT_PAGE_SIZE, ADMIN_USERS_MAX_PAGE_SIZE } from '../domain/admin';
export * from '../domain/admin';

/**
 * One row of GET /api/admin/users (docs/product.md › API). `totalSessions` exists only in this admin list.
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

export const adminUserSortSchema = z.enum(ADMIN_USER_SORTS);
export type AdminUserSort = z.infer<typeof adminUserSortSchema>;
export const adminSortOrderSchema = z.enum(['asc', 'desc']);
export const adminUserProviderSchema = z.enum(ADMIN_USER_PROVIDERS);
export type AdminUserProvider = z.infer<typeof adminUserProviderSchema>;
export type AdminSortOrder = z.infer<typeof adminSortOrderSchema>;

/** Far beyond any real list; keeps the SQL offset a small integer whatever a client sends. */
const MAX_PAGE = 100_000;

/**
 * The query of GET /api/admin/users. `order` is optional: without it the gateway uses the column's
 * natural first order (counts and dates biggest/newest first, text A→Z).
 */
export const adminUsersQuerySchema = z.object({
  page: z.coerce
    .number()
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(MAX_PAGE, `page must be at most ${MAX_PAGE}`)
    .default(1),
  pageSize: z.coerce
    .number()
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be at least 1')
    .max(ADMIN_USERS_MAX_PAGE_SIZE, `pageSize must be at most ${ADMIN_USERS_MAX_PAGE_SIZE}`)
    .default(ADMIN_USERS_DEFAULT_PAGE_SIZE),
  sort: adminUserSortSchema.default('createdAt'),
  order: adminSortOrderSchema.optional(),
  /** Name or e-mail, case-insensitive; every word must appear ("ann smith" finds Ann Smith). */
  q: z.string().trim().max(200, 'q must be at most 200 characters').default(''),
  /** Only users on this plan (the tier in force now, as the rows show it). Optional: without it, every plan. */
  plan: subscriptionTierSchema.optional(),
  /** Only users signing in with this provider ('email': no OAuth provider). Optional: without it, every provider. */
  provider: adminUserProviderSchema.optional(),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;
export type AdminUsersParams = z.output<typeof adminUsersQuerySchema>;

/** The four stat cards, over every user (not the page, not the search). */
export const adminPlatformStatsSchema = z.object({
  totalUsers: z.number().int().nonnegative(),
  premiumUsers: z.number().int().nonnegative(),
  /** The spec's figures: each user's sessions and matches added up, so a partnered session counts once per member. */
  totalSessions: z.number().int().nonnegative(),
  totalMatches: z.number().int().nonnegative(),
  /**
   * Each session counted once, and each session that ended in a match ("2 matches / 5 sessions"
   * after 1 match in 3 sessions read as wrong). Optional: a gateway from before them leaves them out.
   */
  sessionsOnce: z.number().int().nonnegative().optional(),
  matchesOnce: z.number().int().nonnegative().optional(),
  /** Accounts created in the last ADMIN_STATS_PERIOD_DAYS days, and in the same span before that (the trend). */
  newUsers: z.number().int().nonnegative(),
  previousNewUsers: z.number().int().nonnegative(),
});
export type AdminPlatformStats = z.infer<typeof adminPlatformStatsSchema>;

/**
 * One page of GET /api/admin/users. `total` counts the users matching `q` (and `plan`, `provider`); `page` is the page actually
 * sent (a page past the end answers the last one); `sort` and `order` are the ones applied.
 */
export const adminUsersPageSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  sort: adminUserSortSchema,
  order: adminSortOrderSchema,
  stats: adminPlatformStatsSchema,
});
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

/** The path parameter of GET /api/admin/users/:id. */
export const adminUserIdSchema = z.object({ id: z.uuid('Invalid user id') });

/** How many of a user's sessions and partnerships the detail view lists (newest first). */
export const ADMIN_USER_DETAIL_LIMIT = 20;

/**
 * GET /api/admin/users/:id (admins only; an addition to docs/product.md › API): one user's row of the list, their
 * subscription record, partners (current and past) and latest sessions with their matches.
 */
export const adminUserDetailSchema = z.object({
  user: adminUserSchema,
  /** The stored subscription (null: never subscribed); the tier in force is `user.subscriptionTier`. */
  subscription: z
    .object({
      plan: subscriptionPlanSchema,
      status: subscriptionStatusSchema,
      source: subscriptionSourceSchema,
      currentPeriodEnd: z.string().nullable(),
      cancelAtPeriodEnd: z.boolean(),
    })
    .nullable(),
  /** Newest first; `endedAt` null for the current partner. A deleted partner has null id, name and e-mail. */
  partners: z.array(
    z.object({
      id: z.string().nullable(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      email: z.string().nullable(),
      since: z.string(),
      endedAt: z.string().nullable(),
    }),
  ),
  /** The latest sessions started or joined, newest first; a match names its restaurant. */
  sessions: z.array(
    z.object({
      id: z.string(),
      status: z.enum(['active', 'completed', 'cancelled']),
      partnered: z.boolean(),
      createdAt: z.string(),
      matchedRestaurantName: z.string().nullable(),
      matchedAt: z.string().nullable(),
    }),
  ),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;
