import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/api-client';
import {
  randomRestaurantRequestSchema,
  randomRestaurantResponseSchema,
  type RandomRestaurantRequest,
  type RandomRestaurantResponse,
} from '@forkcast/contracts';

export const RANDOM_RESTAURANT_URL = '/api/restaurants/random';
const FIND_FAILED = 'Failed to find restaurant';

/** The body of POST /api/restaurants/random; the gateway parses the same schema. */
export const pickRandomRestaurantInputSchema = randomRestaurantRequestSchema;
export type PickRandomRestaurantInput = RandomRestaurantRequest;

/** Resolves to the pick, or to `restaurant: null` with why (`empty`) when nothing matches. */
export async function pickRandomRestaurant(input: PickRandomRestaurantInput): Promise<RandomRestaurantResponse> {
  const parsed = pickRandomRestaurantInputSchema.safeParse(input);
  // A plain Error with the first issue's text, so the error toast reads as a sentence, not zod's JSON.
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Invalid filters');
  const answer = await apiRequest<unknown>('POST', RANDOM_RESTAURANT_URL, parsed.data);
  const pick = randomRestaurantResponseSchema.safeParse(answer);
  // A malformed answer says nothing useful to a diner: the toast shows the fallback.
  if (!pick.success) throw new Error(FIND_FAILED, { cause: pick.error });
  return pick.data;
}

/**
 * A mutation, not a query: every spin must ask again, and nothing caches a random pick. A failure raises
 * 'Error' with the server's message or 'Failed to find restaurant' (docs/product.md › Error texts › Randomizer).
 */
export function usePickRandomRestaurant() {
  return useMutation({ mutationFn: pickRandomRestaurant, meta: { errorToast: { title: 'Error', fallback: FIND_FAILED } } });
}
