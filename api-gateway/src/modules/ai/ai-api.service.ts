import {
  partnerDisplayName,
  type Compromise,
  type CompromiseResponse,
  type Restaurant,
  type RestaurantInsights,
  type SoloInsights,
} from '@forkcast/contracts';
import type { SwipeSessionRow } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../errors';
import type { Logger } from '../../logger';
import { dietaryWarnings } from '../restaurants/domain/dietary-warnings';
import { priceRangeLevel, withinPriceRange } from '../restaurants/domain/filters';
import { distanceMiles } from '../restaurants/domain/geo';
import type { Place } from '../restaurants/domain/place';
import { photoRefFor } from '../restaurants/photos/photo-ref';
import { SOURCE_ATTRIBUTION, FALLBACK_CUISINE } from '../restaurants/domain/to-restaurant';
import type { RestaurantFinder } from '../restaurants/restaurant-finder';
import type { MemberProfile, SessionReads } from '../sessions/session-reads';
import type { UsersService } from '../users/users.service';
import type { AiService } from './ai.service';
import { isOpenNow, weeklyHours } from '../restaurants/domain/opening-hours';
import { joinAnd } from './facts/phrasing';
import { placeFacts } from './facts/place-facts';
import { nearbyPlaceFacts, soloSwipeFacts, swipedPlaceFacts } from './facts/session-facts';
import { compromisesTask, type CompromiseCandidate, type CompromisePartner } from './tasks/compromises';
import { restaurantInsightsTask } from './tasks/restaurant-insights';
import { soloInsightsTask, type NearbyPlaceFacts } from './tasks/solo-insights';

/** How many unswiped nearby places a solo session's recommendations choose from (and a model is shown). */
const NEARBY_CANDIDATES = 40;
const UNKNOWN_PRICE_LEVEL = 2;

/** The three AI calls (docs/product.md › API): who may ask, and the facts each is answered from. */
export class AiApiService {
  constructor(
    private readonly ai: AiService,
    private readonly finder: RestaurantFinder,
    private readonly sessions: Pick<SessionReads, 'memberSession' | 'memberProfiles' | 'deck' | 'recordedSwipes'>,
    private readonly users: Pick<UsersService, 'account'>,
    private readonly now: () => Date,
    private readonly logger: Logger,
  ) {}

  /** GET /api/restaurants/:id/insights: facts from the source, AI text for this user's diet. */
  async restaurantInsights(userId: string, placeId: string): Promise<RestaurantInsights> {
    const place = await this.finder.byId(placeId);
    if (!place) throw new NotFoundError('Restaurant not found');
    const restrictions = (await this.users.account(userId))?.preferences?.dietaryRestrictions ?? [];
    const insights = await this.ai.run(restaurantInsightsTask, {
      place: placeFacts(place),
      dietaryWarnings: dietaryWarnings(place, restrictions),
    });
    return {
      name: place.name,
      photoReference: photoRefFor(place),
      cuisineType: place.cuisines[0] ?? FALLBACK_CUISINE,
      priceLevel: place.priceLevel,
      rating: place.rating,
      vicinity: place.vicinity,
      phoneNumber: place.phone,
      website: place.website,
      openingHours: weeklyHours(place).lines,
      openNow: isOpenNow(place, this.now()),
      insights,
      attribution: SOURCE_ATTRIBUTION[place.source],
    };
  }

  /**
   * POST /api/sessions/:id/compromise: for members of a partnered session that ended without a match.
   * Places liked by exactly one partner, ranked for the other; empty when there are none.
   */
  async compromises(userId: string, sessionId: string): Promise<CompromiseResponse> {
    const row = await this.sessions.memberSession(userId, sessionId);
    if (!row.partnershipId) throw new ConflictError('Compromise suggestions are for partnered sessions');
    if (row.matchedRestaurantId) throw new ConflictError('Session already has a match');
    if (row.status === 'active') throw new ConflictError('Session is still active');
    if (row.status !== 'completed') throw new ConflictError('Session was cancelled');

    // Members in id order, so both partners ask the same question (and share one cached answer).
    const profiles = (await this.sessions.memberProfiles([sessionId])).sort((a, b) => (a.userId < b.userId ? -1 : 1));
    const group = row.isGroup;
    if (group ? profiles.length < 2 : profiles.length !== 2) return { compromises: [] };
    const [deck, swipesByMember, restrictions] = await Promise.all([
      this.sessions.deck(sessionId),
      Promise.all(profiles.map((profile) => this.sessions.recordedSwipes(sessionId, profile.userId))),
      Promise.all(profiles.map(async (profile) => (await this.users.account(profile.userId))?.preferences?.dietaryRestrictions ?? [])),
    ]);
    const cards = new Map(deck.map((card) => [card.placeId, card.restaurant]));
    const places = new Map((await this.finder.cachedPlaces([...cards.keys()])).map((place) => [place.id, place]));
    const liked = swipesByMember.map(
      (swipes) =>
        new Set(swipes.filter((swipe) => swipe.action === 'like' && cards.has(swipe.restaurantId)).map((swipe) => swipe.restaurantId)),
    );
    const passed = swipesByMember.map(
      (swipes) => new Set(swipes.filter((swipe) => swipe.action === 'pass').map((swipe) => swipe.restaurantId)),
    );
    const labels = profiles.map((profile, index) => profile.firstName?.trim() || `Partner ${index + 1}`);
    const partners = profiles.map((_profile, index): CompromisePartner => ({
      label: labels[index]!,
      dietaryRestrictions: restrictions[index]!,
      likes: [...liked[index]!].map((placeId) => swipedPlaceFacts(cards.get(placeId)!, places.get(placeId))),
    }));

    const candidates: CompromiseCandidate[] = deck.flatMap((card) => {
      const likedBy = liked.map((set) => set.has(card.placeId));
      if (group) {
        // A group weighs every member's likes and passes: any place someone liked (nobody liked one all did: no match).
        const likers = likedBy.flatMap((yes, index) => (yes ? [index] : []));
        if (likers.length === 0 || likers.length === profiles.length) return [];
        const place = places.get(card.placeId);
        const others = restrictions.filter((_, index) => !likedBy[index]).flat();
        return [
          {
            ...swipedPlaceFacts(card.restaurant, place),
            rating: card.restaurant.rating,
            likedBy: likers[0]!,
            likers,
            passers: passed.flatMap((set, index) => (set.has(card.placeId) ? [index] : [])),
            warningsForOther: dietaryWarnings(place ?? fallbackPlace(card.restaurant), [...new Set(others)]),
          },
        ];
      }
      if (likedBy[0] === likedBy[1]) return [];
      const liker = likedBy[0] ? 0 : 1;
      const place = places.get(card.placeId);
      return [
        {
          ...swipedPlaceFacts(card.restaurant, place),
          rating: card.restaurant.rating,
          likedBy: liker,
          warningsForOther: dietaryWarnings(place ?? fallbackPlace(card.restaurant), restrictions[liker === 0 ? 1 : 0]!),
        },
      ];
    });
    if (candidates.length === 0) return { compromises: [] };

    const output = await this.ai.run(compromisesTask, { partners, candidates });
    const names = profiles.map((profile) => partnerDisplayName(profile));
    return {
      compromises: output.compromises.map((item): Compromise => {
        const restaurant = cards.get(item.placeId)!;
        const candidate = candidates.find((entry) => entry.placeId === item.placeId)!;
        return {
          placeId: restaurant.placeId,
          name: restaurant.name,
          photoUrl: restaurant.photoUrl,
          cuisineType: restaurant.cuisineType,
          priceLevel: restaurant.priceLevel ?? UNKNOWN_PRICE_LEVEL,
          priceKnown: restaurant.priceLevel !== null,
          rating: restaurant.rating,
          likedBy: candidate.likers ? joinAnd(candidate.likers.map((index) => names[index]!)) : names[candidate.likedBy]!,
          reason: withDisplayNames(item.reason, labels, profiles),
        };
      }),
    };
  }

  /** GET /api/sessions/:id/insights: the taste of the one member of a solo session. */
  async soloInsights(userId: string, sessionId: string): Promise<SoloInsights> {
    const row = await this.sessions.memberSession(userId, sessionId);
    if (row.partnershipId) throw new NotFoundError('Insights are available for solo sessions only');
    const [deck, swipes] = await Promise.all([this.sessions.deck(sessionId), this.sessions.recordedSwipes(sessionId, userId)]);
    const cards = new Map(deck.map((card) => [card.placeId, card.restaurant]));
    const places = new Map((await this.finder.cachedPlaces([...cards.keys()])).map((place) => [place.id, place]));
    const restrictions = row.filters.dietaryRestrictions;
    const swiped = new Set(swipes.map((swipe) => swipe.restaurantId));

    return this.ai.run(soloInsightsTask, {
      dietaryRestrictions: restrictions,
      swipes: swipes.flatMap((swipe) => {
        const restaurant = cards.get(swipe.restaurantId);
        return restaurant ? [soloSwipeFacts(swipe.action, restaurant, places.get(swipe.restaurantId), restrictions)] : [];
      }),
      nearby: await this.nearbyUnswiped(row, swiped),
    });
  }

  /** Real places around the session's search point that fit its filters, weren't swiped and don't clash with the diet. */
  private async nearbyUnswiped(row: SwipeSessionRow, swiped: ReadonlySet<string>): Promise<NearbyPlaceFacts[]> {
    const origin = { latitude: row.latitude, longitude: row.longitude };
    let places: Place[];
    try {
      places = await this.finder.nearby(origin, row.filters.radiusMiles);
    } catch (error) {
      this.logger.warn({ err: error }, 'nearby places for solo insights unavailable');
      return [];
    }
    const levels = new Set(row.filters.priceRange.map(priceRangeLevel));
    return places
      .filter((place) => !swiped.has(place.id))
      .filter((place) => withinPriceRange(place, levels))
      .filter((place) => !dietaryWarnings(place, row.filters.dietaryRestrictions).some((warning) => warning.severity === 'high'))
      .map((place) => ({ place, distance: distanceMiles(origin, { latitude: place.lat, longitude: place.lng }) }))
      .filter(({ distance }) => distance <= row.filters.radiusMiles)
      .sort((a, b) => a.distance - b.distance || (a.place.id < b.place.id ? -1 : 1))
      .slice(0, NEARBY_CANDIDATES)
      .map(({ place, distance }) => nearbyPlaceFacts(place, distance));
  }
}

/** A deck card whose place left the cache still has its cuisine for the diet check. */
function fallbackPlace(restaurant: Restaurant): Pick<Place, 'cuisines' | 'diet'> {
  return { cuisines: [restaurant.cuisineType], diet: {} };
}

/** Placeholder labels ('Partner 1', used when a partner has no first name) become display names in the text shown. */
function withDisplayNames(reason: string, labels: readonly string[], profiles: readonly MemberProfile[]): string {
  return labels.reduce(
    (text, label, index) => (profiles[index]!.firstName?.trim() ? text : text.split(label).join(partnerDisplayName(profiles[index]!))),
    reason,
  );
}
