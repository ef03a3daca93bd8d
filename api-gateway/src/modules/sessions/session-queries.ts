import {
  HISTORY_DEFAULT_LIMIT,
  joinNames,
  partnerDisplayName,
  type ActiveSession,
  type PartnerActiveSession,
  type PartnerProgress,
  type Session,
  type SessionHistoryItem,
  type SessionMember,
  type SessionRanking,
  type Swipe,
} from '@forkcast/contracts';
import type { SwipeSessionRow } from '../../db/schema';
import { ForbiddenError, NotFoundError } from '../../errors';
import { toHistoryItem, toSessionView, toSwipeView } from './session-view';
import type { SessionsRepository } from './sessions.repository';

/**
 * A session stops being "in progress" a day after it started: no longer waiting for the partner on home,
 * no longer offered to continue, no longer resumed by /swipe (it can still be swiped when opened by id).
 */
const IN_PROGRESS_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** What a member may read of their sessions, each read checking membership and what stays private. */
export class SessionQueries {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly now: () => Date,
  ) {}

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

  private inProgressSince(): Date {
    return new Date(this.now().getTime() - IN_PROGRESS_MAX_AGE_MS);
  }

  private async viewFor(row: SwipeSessionRow, userId: string): Promise<Session> {
    const sessionId = row.id;
    if (row.isGroup) {
      const [deck, likedCount, members, canStillMatch] = await Promise.all([
        this.sessions.deck(sessionId),
        this.sessions.likedCount(sessionId, userId),
        this.groupMembers(row),
        this.sessions.canStillMatch(sessionId),
      ]);
      // A group has no one partner: every member's progress is in `members`.
      return {
        ...toSessionView(row, deck, likedCount),
        partnerProgress: null,
        members: members.map((member) => ({ ...member, total: deck.length })),
        canStillMatch,
      };
    }
    const [deck, likedCount, partner, canStillMatch] = await Promise.all([
      this.sessions.deck(sessionId),
      this.sessions.likedCount(sessionId, userId),
      row.partnershipId ? this.partnerProgress(sessionId, userId) : null,
      this.sessions.canStillMatch(sessionId),
    ]);
    const partnerProgress: PartnerProgress | null = partner ? { ...partner, total: deck.length } : null;
    return { ...toSessionView(row, deck, likedCount), partnerProgress, canStillMatch };
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
      (a, b) =>
        Number(b.userId === row.createdBy) - Number(a.userId === row.createdBy) ||
        a.name.localeCompare(b.name) ||
        (a.userId < b.userId ? -1 : 1),
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
        if (swipe.action === 'like')
          likers.set(swipe.restaurantId, [...(likers.get(swipe.restaurantId) ?? []), partnerDisplayName(profile)]);
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
        throw new ForbiddenError(
          row.isGroup
            ? "Everyone's swipes are shown once you match or all finish"
            : "Your partner's swipes are shown once you match or both finish",
        );
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
}
