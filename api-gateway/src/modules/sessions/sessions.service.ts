import { randomUUID } from 'node:crypto';
import {
  GROUP_DUPLICATE_MESSAGE,
  GROUP_FOREIGN_MESSAGE,
  HISTORY_DEFAULT_LIMIT,
  SESSION_DECK_SIZE,
  SESSION_LIMIT_CODE,
  SESSION_LIMIT_MESSAGE,
  joinNames,
  partnerDisplayName,
  type ActiveSession,
  type PartnerActiveSession,
  type PartnerProgress,
  type Session,
  type SessionHistoryItem,
  type SessionMember,
  type SessionRanking,
  type StartSessionResponse,
  type Swipe,
  type EmptyResult,
} from '@forkcast/contracts';
import type { Db } from '../../db/database';
import type { SessionFilters, SwipeRow, SwipeSessionRow } from '../../db/schema';
import { BadRequestError, ConflictError, ForbiddenError, HttpError, NotFoundError } from '../../errors';
import { openingStatus } from '../restaurants/domain/opening-hours';
import { hasOwnPremium } from '../billing/tier-rules';
import type { PartnershipsService } from '../partnerships/partnerships.service';
import { dealDeck } from '../restaurants/domain/deck';
import type { LatLng, Place } from '../restaurants/domain/place';
import { explainEmptySearch } from '../restaurants/empty-result';
import { filterPlaces } from '../restaurants/domain/filters';
import { toRestaurant } from '../restaurants/domain/to-restaurant';
import type { RestaurantFinder } from '../restaurants/restaurant-finder';
import type { LiveEvents } from '../live/live-events';
import type { NotificationsService } from '../notifications/notifications.service';
import type { UsersService } from '../users/users.service';
import type { DeckCard, MemberProfile, SessionsRepository } from './sessions.repository';

export type { MemberProfile } from './sessions.repository';
import { startOfUtcDay, toHistoryItem, toSessionView, toSwipeView } from './session-view';

/**
 * A session stops being "in progress" a day after it started: no longer waiting for the partner on home,
 * no longer offered to continue, no longer resumed by /swipe (it can still be swiped when opened by id).
 */
const IN_PROGRESS_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface StartSession {
  partnershipId: string | null;
  /** A group session: 2–5 of the starter's partnerships (checked by the contract), else absent. */
  partnershipIds?: string[];
  location: { latitude: number; longitude: number };
  filters: SessionFilters;
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

export class SessionsService {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly users: Pick<UsersService, 'account'>,
    private readonly partnerships: Pick<PartnershipsService, 'findLive' | 'partnerTiers'>,
    private readonly finder: RestaurantFinder,
    private readonly now: () => Date,
    private readonly descriptions?: DeckDescriptions,
    private readonly live?: Pick<LiveEvents, 'toUser'>,
    /** Web Push to the partner's devices when the app is closed (through the notifications service). */
    private readonly notifications?: Pick<NotificationsService, 'pushSessionStarted'>,
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
    if (partners.length !== partnerships.length) throw group ? new BadRequestError(GROUP_FOREIGN_MESSAGE) : new NotFoundError('Partnership not found');
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
    const dealt = dealDeck(matching, { seed: sessionId, size: SESSION_DECK_SIZE });
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
    const restrictions = [...new Set([...input.filters.dietaryRestrictions, ...partners.flatMap((partner) => partner.preferences?.dietaryRestrictions ?? [])])];
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
    for (const member of partners) this.notifications?.pushSessionStarted(member.id, sessionId, user.firstName?.trim() || null, group ? members.length : undefined);
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
  async isPremium(userId: string, ownTier: Parameters<typeof hasOwnPremium>[0]): Promise<boolean> {
    if (hasOwnPremium(ownTier)) return true;
    return (await this.partnerships.partnerTiers(userId)).some(hasOwnPremium);
  }

  async get(userId: string, sessionId: string): Promise<Session> {
    return this.viewFor(await this.memberSession(userId, sessionId), userId);
  }

  /**
   * The user's newest unfinished session (status active, no completedAt, started within the last day),
   * solo or partnered, as GET /api/sessions/:id answers it: what /swipe resumes in any tab, browser or
   * device. The server is the truth for it; a tab's storage only caches it.
   */
  async inProgressFor(userId: string): Promise<Session | null> {
    const row = await this.sessions.findInProgressFor(userId, this.inProgressSince());
    return row ? this.viewFor(row, userId) : null;
  }

  /**
   * Ends an unfinished solo session for good (POST /api/sessions/:id/end): it is no longer resumed nor
   * offered on home. It still counts against the daily limit: a start is a start. A partnered session
   * ends with its match, both members finishing, or the partnership's removal, never by one member alone.
   */
  async end(userId: string, sessionId: string): Promise<Session> {
    const row = await this.memberSession(userId, sessionId);
    if (row.partnershipId !== null || (await this.sessions.members(sessionId)).length > 1) {
      throw new ConflictError('Only a solo session can be ended');
    }
    if (row.status !== 'active' || row.completedAt || !(await this.sessions.end(sessionId, this.now()))) {
      throw new ConflictError('Session already completed');
    }
    return this.get(userId, sessionId);
  }

  private inProgressSince(): Date {
    return new Date(this.now().getTime() - IN_PROGRESS_MAX_AGE_MS);
  }

  private async viewFor(row: SwipeSessionRow, userId: string): Promise<Session> {
    const sessionId = row.id;
    if (row.isGroup) {
      const [deck, likedCount, members] = await Promise.all([
        this.sessions.deck(sessionId),
        this.sessions.likedCount(sessionId, userId),
        this.groupMembers(row),
      ]);
      // A group has no one partner: every member's progress is in `members`.
      return { ...toSessionView(row, deck, likedCount), partnerProgress: null, members: members.map((member) => ({ ...member, total: deck.length })) };
    }
    const [deck, likedCount, partner] = await Promise.all([
      this.sessions.deck(sessionId),
      this.sessions.likedCount(sessionId, userId),
      row.partnershipId ? this.partnerProgress(sessionId, userId) : null,
    ]);
    const partnerProgress: PartnerProgress | null = partner ? { ...partner, total: deck.length } : null;
    return { ...toSessionView(row, deck, likedCount), partnerProgress };
  }

  /**
   * A group's current members, the starter first then by name, with their swipe counts (counts only: what
   * partner_swipe says live, for a room that opens or reloads mid-session).
   */
  private async groupMembers(row: SwipeSessionRow): Promise<Omit<SessionMember, 'total'>[]> {
    const profiles = await this.sessions.memberProfiles([row.id]);
    const members = await Promise.all(
      profiles.map(async (profile) => ({
        userId: profile.userId,
        name: partnerDisplayName(profile),
        swiped: await this.sessions.swipeCount(row.id, profile.userId),
      })),
    );
    return members.sort(
      (a, b) => Number(b.userId === row.createdBy) - Number(a.userId === row.createdBy) || a.name.localeCompare(b.name) || (a.userId < b.userId ? -1 : 1),
    );
  }

  /**
   * GET /api/sessions/:id/ranking: once the session is decided (a match, or every member finishing), the
   * places members liked, most liked first ("3 of 4 liked"), then in deck order. Like other members'
   * swipes, it stays private while the session goes on, and a cancelled session never reveals it.
   */
  async ranking(userId: string, sessionId: string): Promise<SessionRanking> {
    const row = await this.memberSession(userId, sessionId);
    if (row.status !== 'completed') throw new ForbiddenError("Everyone's likes are shown once you match or all finish");
    const [deck, profiles] = await Promise.all([this.sessions.deck(sessionId), this.sessions.memberProfiles([sessionId])]);
    const swipes = await Promise.all(profiles.map((profile) => this.sessions.swipesOf(sessionId, profile.userId)));
    const likers = new Map<string, string[]>();
    profiles.forEach((profile, index) => {
      for (const swipe of swipes[index]!) {
        if (swipe.action === 'like') likers.set(swipe.restaurantId, [...(likers.get(swipe.restaurantId) ?? []), partnerDisplayName(profile)]);
      }
    });
    const places = deck
      .map((card) => ({ card, likedBy: (likers.get(card.placeId) ?? []).sort((a, b) => a.localeCompare(b)) }))
      .filter(({ likedBy }) => likedBy.length > 0)
      .sort((a, b) => b.likedBy.length - a.likedBy.length || a.card.position - b.card.position)
      .map(({ card, likedBy }) => ({ restaurant: card.restaurant, likes: likedBy.length, likedBy }));
    return { memberCount: profiles.length, places };
  }

  /**
   * The other member's name and swipe count: what partner_swipe says live, for a screen that opens (or
   * reloads) mid-session. A count only; which cards and how stays private until the session is over.
   */
  private async partnerProgress(sessionId: string, userId: string): Promise<Omit<PartnerProgress, 'total'> | null> {
    const partner = (await this.sessions.memberProfiles([sessionId])).find((profile) => profile.userId !== userId);
    if (!partner) return null;
    return { userId: partner.userId, name: partnerDisplayName(partner), swiped: await this.sessions.swipeCount(sessionId, partner.userId) };
  }

  /**
   * A member reads their own swipes at any time; a partner's choices stay private until the session is
   * decided (a match, or both finishing: status 'completed'), then /no-match shows what each of them liked.
   * A session cancelled part-way (the partnership removed) never reveals them: ending it must not be a way
   * to see the other's likes and passes. /no-match then leaves the partner's section out.
   */
  async swipesOf(viewerId: string, sessionId: string, ownerId: string): Promise<Swipe[]> {
    const row = await this.memberSession(viewerId, sessionId);
    if (ownerId !== viewerId) {
      const members = await this.sessions.members(sessionId);
      if (!members.some((member) => member.userId === ownerId)) throw new ForbiddenError('Forbidden');
      if (row.status !== 'completed') {
        throw new ForbiddenError(row.isGroup ? "Everyone's swipes are shown once you match or all finish" : "Your partner's swipes are shown once you match or both finish");
      }
    }
    return (await this.sessions.swipesOf(sessionId, ownerId)).map(toSwipeView);
  }

  async history(userId: string, limit: number = HISTORY_DEFAULT_LIMIT): Promise<SessionHistoryItem[]> {
    const rows = await this.sessions.history(userId, limit);
    const profiles = await this.sessions.memberProfiles(rows.map((row) => row.session.id));
    return rows.map((row) => {
      const others = profiles.filter((profile) => profile.sessionId === row.session.id && profile.userId !== userId);
      const item = toHistoryItem(row.session, row.likedCount, row.matchedRestaurantName, others[0]);
      // A group reads as everyone else's names ('Alex, Sam and Jo').
      return row.session.isGroup && others.length > 0 ? { ...item, partnerName: joinNames(others.map(partnerDisplayName)) } : item;
    });
  }

  /**
   * Home's session card: a partner's session waiting for this user first (partner fields), else this
   * user's own solo session in progress (partnershipId null, no partner fields), else null.
   */
  async activeFor(userId: string): Promise<ActiveSession | null> {
    const since = this.inProgressSince();
    const waiting = await this.sessions.findWaitingFor(userId, since);
    const pair = waiting ? await this.waitingView(waiting, userId) : null;
    if (pair) return pair;
    const solo = await this.sessions.findInProgressFor(userId, since, { soloOnly: true });
    if (!solo) return null;
    const [deck, swiped] = await Promise.all([this.sessions.deck(solo.id), this.sessions.swipesOf(solo.id, userId)]);
    const likedCount = swiped.filter((swipe) => swipe.action === 'like').length;
    return { ...toSessionView(solo, deck, likedCount), partnershipId: null, restaurantCount: Math.max(0, deck.length - swiped.length) };
  }

  private async waitingView(row: SwipeSessionRow, userId: string): Promise<PartnerActiveSession | null> {
    const [deck, swiped, profiles] = await Promise.all([
      this.sessions.deck(row.id),
      this.sessions.swipesOf(row.id, userId),
      this.sessions.memberProfiles([row.id]),
    ]);
    // A group's "partner" on home's card is whoever started it (else the first other member).
    const others = profiles.filter((profile) => profile.userId !== userId);
    const partner = others.find((profile) => profile.userId === row.createdBy) ?? others[0];
    if (!partner) return null;
    const likedCount = swiped.filter((swipe) => swipe.action === 'like').length;
    if (row.isGroup) {
      const members = (await this.groupMembers(row)).map((member) => ({ ...member, total: deck.length }));
      const starter = members.find((member) => member.userId === partner.userId)!;
      return {
        ...toSessionView(row, deck, likedCount),
        partnerProgress: null,
        members,
        restaurantCount: Math.max(0, deck.length - swiped.length),
        partnerId: starter.userId,
        partnerName: starter.name,
      };
    }
    // Home's card shows how far the partner is; the live channel moves it on from this read.
    const partnerSwiped = await this.sessions.swipeCount(row.id, partner.userId);
    const partnerName = partnerDisplayName(partner);
    return {
      ...toSessionView(row, deck, likedCount),
      partnerProgress: { userId: partner.userId, name: partnerName, swiped: partnerSwiped, total: deck.length },
      restaurantCount: Math.max(0, deck.length - swiped.length),
      partnerId: partner.userId,
      partnerName,
    };
  }

  // For other modules (AI, spotlight, users, the live channel, account deletion): they read sessions here,
  // never through the sessions repository.

  /** The session, when the user is one of its members: 404 for an unknown session, 403 for a non-member. */
  async memberSession(userId: string, sessionId: string): Promise<SwipeSessionRow> {
    const row = await this.sessions.findById(sessionId);
    if (!row) throw new NotFoundError('Session not found');
    const members = await this.sessions.members(sessionId);
    if (!members.some((member) => member.userId === userId)) throw new ForbiddenError('You are not part of this session');
    return row;
  }

  /** Members' user ids (the live channel's session room). */
  async memberIds(sessionId: string): Promise<string[]> {
    return (await this.sessions.members(sessionId)).map((member) => member.userId);
  }

  memberProfiles(sessionIds: readonly string[]): Promise<MemberProfile[]> {
    return this.sessions.memberProfiles(sessionIds);
  }

  deck(sessionId: string): Promise<DeckCard[]> {
    return this.sessions.deck(sessionId);
  }

  /** One member's recorded swipes, unchecked: for callers that already checked membership (memberSession). */
  recordedSwipes(sessionId: string, userId: string): Promise<SwipeRow[]> {
    return this.sessions.swipesOf(sessionId, userId);
  }

  /** Places any of these users ever swiped. */
  swipedPlaceIds(userIds: readonly string[]): Promise<Set<string>> {
    return this.sessions.swipedPlaceIds(userIds);
  }

  /**
   * GET /api/auth/user's counters: sessions started today (from midnight UTC, as startSession's free limit
   * counts them), matches in any of the user's sessions.
   */
  userCounters(userId: string): Promise<{ sessionsToday: number; totalMatches: number }> {
    return this.sessions.userCounters(userId, startOfUtcDay(this.now()));
  }

  /** Account deletion, inside its transaction. */
  detachUser(tx: Db, userId: string): Promise<void> {
    return this.sessions.detachUser(tx, userId);
  }
}
