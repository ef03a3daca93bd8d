import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/api-client';
import {
  randomRestaurantRequestSchema,
  randomRestaurantResponseSchema,
  type RandomRestaurantRequest,
  type RandomRestaurantResult,
} from '@forkcast/contracts';

export const RANDOM_RESTAURANT_URL = '/api/restaurants/random';

/** The body of POST /api/restaurants/random; the gateway parses the same schema. */
export const pickRandomRestaurantInputSchema = randomRestaurantRequestSchema;
export type PickRandomRestaurantInput = RandomRestaurantRequest;

/** Resolves to the pick, or null when nothing matches the filters. */
export async function pickRandomRestaurant(input: PickRandomRestaurantInput): Promise<RandomRestaurantResult | null> {
  const parsed = pickRandomRestaurantInputSchema.safeParse(input);
  // A plain Error with the first issue's text, so the error toast reads as a sentence, not zod's JSON.
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Invalid filters');
  const answer = await apiRequest<unknown>('POST', RANDOM_RESTAURANT_URL, parsed.data);
  return randomRestaurantResponseSchema.parse(answer).restaurant;
}

/** A mutation, not a query: every spin must ask again, and nothing caches a random pick. */
export function usePickRandomRestaurant() {
  return useMutation({ mutationFn: pickRandomRestaurant });
}
