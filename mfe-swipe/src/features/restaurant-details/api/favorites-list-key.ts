/**
 * The key of /favorites' list (GET /api/favorites/user/:userId, read by the default reader, which joins
 * the key's parts with '/'). mfe-spotlight owns that screen; a toggle here marks its list out of date
 * so the screen shows the change the next time it opens (queries are otherwise never stale).
 */
export const favoritesListQueryKey = (userId: string) => ['/api/favorites/user', userId] as const;
