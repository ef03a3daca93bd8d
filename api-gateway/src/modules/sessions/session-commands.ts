import { randomUUID } from 'node:crypto';
import {
  GROUP_DUPLICATE_MESSAGE,
  GROUP_FOREIGN_MESSAGE,
  SESSION_DECK_SIZE,
  SESSION_LIMIT_CODE,
  SESSION_LIMIT_MESSAGE,
  partnerDisplayName,
  type DeckSize,
  type EmptyResult,
  type Session,
  type StartSessionResponse,
} from '@forkcast/contracts';
import type { SessionFilters } from '../../db/schema';
import { BadRequestError, ConflictError, HttpError, NotFoundError } from '../../errors';
import { hasOwnPremium } from '../billing/tier-rules';
import type { LiveEvents } from '../live/live-events';
import type { NotificationsService } from '../notifications/notifications.service';
import type { PartnershipsService } from '../partnerships/partnerships.service';
import { dealDeck } from '../restaurants/domain/deck';
import { filterPlaces } from '../restaurants/domain/filters';
import { openingStatus } from '../restaurants/domain/opening-hours';
import type { LatLng, Place } from '../restaurants/domain/place';
import { toRestaurant } from '../restaurants/domain/to-restaurant';
import { explainEmptySearch } from '../restaurants/empty-result';
import type { RestaurantFinder } from '../restaurants/restaurant-finder';
import type { UsersService } from '../users/users.service';
import type { SessionQueries } from './session-queries';
import { startOfUtcDay, toSessionView } from './session-view';
import type { SessionsRepository } from './sessions.repository';
import type { SwipeService } from './swipe.service';

export interface StartSession {
  partnershipId: string | null;
  /** A group session: 2–5 of the starter's partnerships (checked by the contract), else absent. */
  partnershipIds?: string[];
  location: { latitude: number; longitude: number };
  filters: SessionFilters;
  /** How many cards to deal at most: Quick (10) or Full (20, the default). */
  deckSize?: DeckSize;
}

/**
 * The AI layer's card descriptions: read from its cache when a deck is dealt (never generated there, so
 * starting a session never waits on the AI), then warmed in the background for the swipe screen to fetch.
 */
export interface DeckDescriptions {
  cachedDescriptions(places: readonly Place[]): Promise<Map<string, string>>;
  warmDescriptions(places: readonly Place[]): void;
}

export class SessionLimitError extends HttpError {
  constructor() {
    super(403, SESSION_LIMIT_MESSAGE, { code: SESSION_LIMIT_CODE });
  }
}

/** 422 with why the deck is empty (`reason`, and what would find places) beside the one-sentence message. */
export class NoRestaurantsError extends HttpError {
  constructor(empty: EmptyResult) {
    super(422, empty.message, { reason: empty.reason, suggestedRadiusMiles: empty.suggestedRadiusMiles, nearestArea: empty.nearestArea });
  }
}

/** The user's saved ZIP when the search is around the saved location (so the message can name it). */
function savedZipAt(saved: { zipCode: string; latitude: number; longitude: number } | undefined, origin: LatLng): string | null {
  if (!saved) return null;
  const same = Math.abs(saved.latitude - origin.latitude) < 0.005 && Math.abs(saved.longitude - origin.longitude) < 0.005;
  return same ? saved.zipCode : null;
}

/** What changes a session's life outside swiping: starting one (dealing its deck) and ending a solo one. */
export class SessionCommands {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly queries: Pick<SessionQueries, 'get' | 'memberSession'>,
    private readonly users: Pick<UsersService, 'account'>,
    private readonly partnerships: Pick<PartnershipsService, 'findLive' | 'partnerTiers'>,
    private readonly finder: RestaurantFinder,
    private readonly now: () => Date,
    private readonly descriptions?: DeckDescriptions,
    private readonly live?: Pick<LiveEvents, 'toUser'>,
    /** Web Push to the partner's devices when the app is closed (through the notifications service). */
    private readonly notifications?: Pick<NotificationsService, 'pushSessionStarted'>,
    /** Ends a partnered session that no card can match any more (under the swipes' session lock). */
    private readonly earlyEnd?: Pick<SwipeService, 'endWithoutMatch'>,
  ) {}

  /**
   * Deals a deck and opens a session. The free daily limit counts sessions the user *started* today
   * (UTC); joining a partner's session is free. Nothing is written when the deck comes out empty.
   */
  async start(userId: string, input: StartSession): Promise<StartSessionResponse> {
    const user = await this.users.account(userId);
    if (!user) throw new NotFoundError('User not found');

    // Each partner with the partnership that brings them in: one for a pair, 2–5 for a group.
    const partnerships = input.partnershipIds ?? (input.partnershipId ? [input.partnershipId] : []);
    const group = input.partnershipIds !== undefined;
    const partnershipIdOf: Record<string, string> = {};
    for (const partnershipId of partnerships) {
      const partnership = await this.partnerships.findLive(partnershipId);
      if (!partnership || (partnership.user1Id !== userId && partnership.user2Id !== userId)) {
        // A pair keeps its answer; a group names the rule it broke.
        if (group) throw new BadRequestError(GROUP_FOREIGN_MESSAGE);
        throw new NotFoundError('Partnership not found');
      }
      const partnerId = partnership.user1Id === userId ? partnership.user2Id : partnership.user1Id;
      if (!partnerId) throw group ? new BadRequestError(GROUP_FOREIGN_MESSAGE) : new NotFoundError('Partnership not found');
      if (partnershipIdOf[partnerId]) throw new BadRequestError(GROUP_DUPLICATE_MESSAGE);
      partnershipIdOf[partnerId] = partnershipId;
    }

    const limited = !(await this.isPremium(userId, user.subscriptionTier));
    const dayStart = startOfUtcDay(this.now());
    if (limited && (await this.sessions.countStartedSince(userId, dayStart)) >= 1) throw new SessionLimitError();

    const partners = (await Promise.all(Object.keys(partnershipIdOf).map((id) => this.users.account(id)))).filter(
      (partner): partner is NonNullable<typeof partner> => partner !== undefined,
    );
    if (partners.length !== partnerships.length)
      throw group ? new BadRequestError(GROUP_FOREIGN_MESSAGE) : new NotFoundError('Partnership not found');
    const members = [user, ...partners];
    const origin = input.location;
    const searched = await this.finder.search(origin, input.filters.radiusMiles);
    const places = searched.places;
    // Each member who doesn't allow repeats keeps the places they swiped before out of the shared deck.
    const noRepeats = members.filter((member) => member.preferences?.allowRepeatRestaurants !== true).map((member) => member.id);
    const excludePlaceIds = await this.sessions.swipedPlaceIds(noRepeats);
    // One instant for the filter and the cards' "Open now" labels, so they can't disagree.
    const dealtAt = this.now();
    const filters = {
      radiusMiles: input.filters.radiusMiles,
      priceRange: input.filters.priceRange,
      minRating: input.filters.minRating,
      ...(input.filters.openNow ? { openAt: dealtAt } : {}),
    };
    const matching = filterPlaces(places, origin, { ...filters, excludePlaceIds });
    const sessionId = randomUUID();
    const dealt = dealDeck(matching, { seed: sessionId, size: input.deckSize ?? SESSION_DECK_SIZE });
    if (dealt.length === 0) {
      throw new NoRestaurantsError(
        await explainEmptySearch(this.finder, {
          origin,
          radiusMiles: input.filters.radiusMiles,
          zipCode: savedZipAt(user.preferences?.location, origin),
          searched,
          placesWithinRadius: filterPlaces(places, origin, { radiusMiles: input.filters.radiusMiles }).length,
          emptiedBySwipes: filterPlaces(places, origin, filters).length > 0,
        }),
      );
    }

    // Warnings cover every partner's diet: they share one deck.
    const restrictions = [
      ...new Set([...input.filters.dietaryRestrictions, ...partners.flatMap((partner) => partner.preferences?.dietaryRestrictions ?? [])]),
    ];
    const described = (await this.descriptions?.cachedDescriptions(dealt)) ?? new Map<string, string>();
    // The card's opening status is stored with the deck; it carries the week's changes, so a card shown
    // later (a partner joining hours on) is relabelled for its own moment in the browser.
    const deck = dealt.map((place) => ({
      ...toRestaurant(place, origin, restrictions),
      aiDescription: described.get(place.id) ?? null,
      openingStatus: openingStatus(place, dealtAt),
    }));

    const row = await this.sessions.transaction(async (tx) => {
      await this.sessions.lockUser(tx, userId);
      if (limited && (await this.sessions.countStartedSince(userId, dayStart, tx)) >= 1) throw new SessionLimitError();
      return this.sessions.insertSession(
        tx,
        {
          id: sessionId,
          createdBy: userId,
          partnershipId: partnerships[0] ?? null,
          latitude: origin.latitude,
          longitude: origin.longitude,
          filters: input.filters,
          memberIds: members.map((member) => member.id),
          deck,
          ...(group ? { group: { partnershipIdOf } } : {}),
        },
        this.now(),
      );
    });
    this.descriptions?.warmDescriptions(dealt.filter((place) => !described.has(place.id)));
    // A partner's open home shows its Active Session card now rather than at its next poll; the starter's
    // other tabs re-read their sessions left.
    for (const member of members) this.live?.toUser(member.id, 'session_started', { sessionId, userId });
    // Every other member's devices hear it (the payload names only the starter; a group's counts its members).
    for (const member of partners)
      this.notifications?.pushSessionStarted(member.id, sessionId, user.firstName?.trim() || null, group ? members.length : undefined);
    const session = toSessionView(
      row,
      deck.map((restaurant, index) => ({ position: index + 1, placeId: restaurant.placeId, restaurant })),
      0,
    );
    if (!group) return { session, restaurants: deck };
    const names = members.map((member) => ({ userId: member.id, name: partnerDisplayName(member), swiped: 0, total: deck.length }));
    return { session: { ...session, members: names }, restaurants: deck };
  }

  /** Own paid tier, or a live partner's (docs/product.md › Tiers and roles: premium of one's own or via a partner). */
  private async isPremium(userId: string, ownTier: Parameters<typeof hasOwnPremium>[0]): Promise<boolean> {
    if (hasOwnPremium(ownTier)) return true;
    return (await this.partnerships.partnerTiers(userId)).some(hasOwnPremium);
  }

  /**
   * POST /api/sessions/:id/end. An unfinished solo session ends for good: it is no longer resumed nor offered
   * on home, and it still counts against the daily limit (a start is a start). A partnered session ends with
   * its match, everyone finishing, or the partnership's removal; any member may also end it early ("End now")
   * once no card can still match, which ends it without a match, as everyone finishing would.
   */
  async end(userId: string, sessionId: string): Promise<Session> {
    const row = await this.queries.memberSession(userId, sessionId);
    if (row.partnershipId !== null || (await this.sessions.members(sessionId)).length > 1) {
      if (!this.earlyEnd) throw new ConflictError('Only a solo session can be ended');
      await this.earlyEnd.endWithoutMatch(sessionId);
      return this.queries.get(userId, sessionId);
    }
    if (row.status !== 'active' || row.completedAt || !(await this.sessions.end(sessionId, this.now()))) {
      throw new ConflictError('Session already completed');
    }
    return this.queries.get(userId, sessionId);
  }
}
