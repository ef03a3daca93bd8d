import type { Restaurant } from '@forkcast/contracts';
import type { Place } from '../../restaurants/domain/place';
import { FALLBACK_CUISINE } from '../../restaurants/domain/to-restaurant';
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
  // Taste is counted by the label the user saw on the card, even one read from the name or of a place
  // that has left the cache: text that counts "pizza" likes must see every card that said Pizza.
  const shown = card.cuisineType === FALLBACK_CUISINE ? [] : [card.cuisineType];
  const cuisines = [...new Set([...shown, ...facts.cuisines])].slice(0, MAX_CUISINES);
  return { action, ...facts, cuisines, suitsDiet: restrictions.length > 0 ? card.dietaryWarnings.length === 0 : null };
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
