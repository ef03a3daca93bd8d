import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import {
  ApiError,
  currentUserQueryKey,
  errorField,
  errorText,
  isRateLimited,
  partnershipsQueryKey,
  refreshRestaurantCache,
  type Coordinates,
} from '@forkcast/api-client';
import { useToast } from '@forkcast/design-system';
import { activeSessionChosen, useAppDispatch } from '@forkcast/live-store';
import type { User } from '@forkcast/contracts';
import { SESSION_LIMIT_CODE, paths, type DeckSize } from '@forkcast/contracts/domain';
import { useStartSessionMutation } from '../api/start-session';

/** docs/product.md › Entities: minimum rating when the user never set one. */
const DEFAULT_MIN_RATING = 3;

/**
 * Starts a solo (partnershipId null) or partnered session with the user's saved filters at the chosen
 * coordinates (only places open now when asked); on success it becomes the store's active session (deck included) for /swipe, the restaurant cache is warmed in the
 * background and the user goes swiping.
 */
export function useStartSession(user: User, { onSessionLimit }: { onSessionLimit?: () => void } = {}) {
  const mutation = useStartSessionMutation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const dispatch = useAppDispatch();

  const start = (
    partnershipId: string | null,
    location: Coordinates,
    {
      openNow = false,
      partnershipIds,
      deckSize,
    }: {
      openNow?: boolean;
      /** A group session: 2–5 partnerships. */ partnershipIds?: string[];
      /** Quick (10) or Full (20). */ deckSize?: DeckSize;
    } = {},
  ) => {
    const preferences = user.preferences;
    if (!preferences) return;
    mutation.mutate(
      {
        userId: user.id,
        ...(partnershipIds ? { partnershipIds } : { partnershipId }),
        location: { latitude: location.latitude, longitude: location.longitude },
        filters: {
          priceRange: preferences.priceRange,
          dietaryRestrictions: preferences.dietaryRestrictions,
          radiusMiles: preferences.location.radiusMiles,
          minRating: preferences.minRating ?? DEFAULT_MIN_RATING,
          // Only when asked: off is the server's default.
          ...(openNow ? { openNow: true } : {}),
        },
        // Absent: the server deals its default (Full).
        ...(deckSize ? { deckSize } : {}),
      },
      {
        onSuccess: (started) => {
          // The deck once: the start answer carries it both in the session and beside it.
          const { session, restaurants } = started;
          const deck = restaurants.length > 0 ? restaurants : session.restaurants;
          dispatch(activeSessionChosen({ session: { ...session, restaurants: deck }, userId: user.id }));
          refreshRestaurantCache(location);
          // sessionsToday (the daily-limit banner) and the history change with every start.
          void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
          void queryClient.invalidateQueries({ queryKey: ['/api/sessions/user', user.id] });
          navigate(paths.swipe);
        },
        onError: (error) => {
          // The query client has already shown a 429 with the server's 'try again in …' message.
          if (isRateLimited(error)) return;
          if (errorField(error, 'code') === SESSION_LIMIT_CODE) {
            onSessionLimit?.();
            toast({
              title: 'Session limit reached',
              description: "You've used your free session for today. Upgrade to Premium for unlimited sessions!",
              variant: 'destructive',
              action: { label: 'Get Premium', onClick: () => navigate(paths.subscribe) },
            });
            return;
          }
          // A partner gone meanwhile ('Partnership not found', or a group member's): the list and the tier
          // home shows are stale, so read them again (the live channel usually said so already).
          if (error instanceof ApiError && error.status === 404) {
            void queryClient.invalidateQueries({ queryKey: partnershipsQueryKey(user.id) });
            void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
          }
          toast({
            title: 'Failed to start session',
            description: errorText(error, 'Please try again'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return { start, isStarting: mutation.isPending };
}
