// The favourites' query keys, one place for both apps that read and change them: mfe-spotlight's /favorites list
// and mfe-swipe's details dialog toggle. The default reader joins a key's parts with '/' into the path.

/** GET /api/favorites/user/:userId: the saved places, newest first. */
export const favoritesQueryKey = (userId: string) => ['/api/favorites/user', userId] as const;

/** GET /api/favorites/:userId/:restaurantId/check → {isFavorited}. */
export const favoriteCheckQueryKey = (userId: string, placeId: string) => ['/api/favorites', userId, placeId, 'check'] as const;
