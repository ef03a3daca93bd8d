import type { Restaurant } from '@forkcast/contracts';
import type { Place } from '../../restaurants/domain/place';
import type { SwipedPlaceFacts } from '../tasks/compromises';
import type { NearbyPlaceFacts, SoloSwipeFacts } from '../tasks/solo-insights';
import { splitVicinity, statedCuisines } from './place-facts';

const MAX_CUISINES = 3;

/**
 * The facts a session's AI text reasons over, from the deck card the user saw (name, price, distance
 * exactly as shown) and the cached place behind it (cuisines as the source lists them). A card whose
 * place left the cache has no cuisine the text may state.
 */
export function swipedPlaceFacts(card: Restaurant, place: Place | undefined): SwipedPlaceFacts {
  return {
    placeId: card.placeId,
    name: card.name,
    cuisines: place ? statedCuisines(place).slice(0, MAX_CUISINES) : [],
    priceLevel: card.priceLevel,
    distance: card.distance,
  };
}

export function soloSwipeFacts(
  action: SoloSwipeFacts['action'],
  card: Restaurant,
  place: Place | undefined,
  restrictions: readonly string[],
): SoloSwipeFacts {
  const { placeId: _placeId, ...facts } = swipedPlaceFacts(card, place);
  return { action, ...facts, suitsDiet: restrictions.length > 0 ? card.dietaryWarnings.length === 0 : null };
}

/** An unswiped place near the search point; `distance` in miles, rounded like a card's. */
export function nearbyPlaceFacts(place: Place, distance: number): NearbyPlaceFacts {
  return {
    name: place.name,
    cuisines: statedCuisines(place).slice(0, MAX_CUISINES),
    priceLevel: place.priceLevel,
    distance: Math.round(distance * 10) / 10,
    street: splitVicinity(place.vicinity).street,
  };
}
