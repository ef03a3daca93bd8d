// Admin list constants (zod-free; contracts/admin.ts holds the schemas).

/**
 * The columns GET /api/admin/users sorts by, one per table column (User, Email, Provider, Subscription,
 * Sessions, Matches, Joined). A whitelist: the gateway maps each to a fixed SQL expression.
 */
export const ADMIN_USER_SORTS = ['name', 'email', 'provider', 'subscriptionTier', 'totalSessions', 'totalMatches', 'createdAt'] as const;

export const ADMIN_USERS_DEFAULT_PAGE_SIZE = 25;
export const ADMIN_USERS_MAX_PAGE_SIZE = 100;

/** The stat cards' period: new accounts in the last this-many days, against the same span before it. */
export const ADMIN_STATS_PERIOD_DAYS = 7;

/**
 * The sign-in providers the admin list filters by (`?provider=`): 'email' is an account without an OAuth
 * provider (the e-mail code), as the table shows it.
 */
export const ADMIN_USER_PROVIDERS = ['email', 'google', 'apple'] as const;
