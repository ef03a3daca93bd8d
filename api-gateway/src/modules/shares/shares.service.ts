import { randomBytes } from 'node:crypto';
import { PHOTO_ROUTE, SHARE_NOT_READY_MESSAGE, SHARE_TOKEN_PATTERN, paths, type SharedResult } from '@forkcast/contracts';
import { ConflictError } from '../../errors';
import { parsePhotoRef } from '../restaurants/photos/photo-ref';
import type { SessionReads } from '../sessions/session-reads';
import type { SharesRepository } from './shares.repository';

/** A share link's token: 32 bytes from the CSPRNG (256 bits), base64url. */
function generateShareToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The source photo behind a card's photo URL (`/api/restaurants/photo/<ref>?…`); null for an illustration. */
function sourcePhotoRef(photoUrl: string | null): string | null {
  if (!photoUrl?.startsWith(PHOTO_ROUTE)) return null;
  try {
    const ref = decodeURIComponent(photoUrl.slice(PHOTO_ROUTE.length).split('?')[0]!);
    return parsePhotoRef(ref).kind === 'source' ? ref : null;
  } catch {
    return null;
  }
}

/**
 * A session's result that travels: members make its public link once it is decided, and anyone holding the
 * link reads the place and who picked it, never an e-mail, an id or anything else of the session.
 */
export class SharesService {
  constructor(
    private readonly shares: SharesRepository,
    private readonly sessions: Pick<SessionReads, 'memberSession' | 'memberProfiles' | 'deck' | 'recordedSwipes' | 'findById'>,
    private readonly newToken: () => string = generateShareToken,
  ) {}

  /** POST /api/sessions/:id/share: 404 unknown, 403 not a member, 409 before its match or results. */
  async link(userId: string, sessionId: string, origin: string): Promise<{ url: string }> {
    const row = await this.sessions.memberSession(userId, sessionId);
    if (row.status !== 'completed') throw new ConflictError(SHARE_NOT_READY_MESSAGE);
    const token = await this.shares.tokenFor(sessionId, this.newToken());
    return { url: `${origin}${paths.sharedResult(token)}` };
  }

  /** What a link shows, or null for no such link (unknown, malformed, or a session no longer decided). */
  async result(token: string): Promise<SharedResult | null> {
    if (!SHARE_TOKEN_PATTERN.test(token)) return null;
    const sessionId = await this.shares.sessionOf(token);
    const row = sessionId ? await this.sessions.findById(sessionId) : undefined;
    if (!sessionId || !row || row.status !== 'completed') return null;
    const [deck, profiles] = await Promise.all([this.sessions.deck(sessionId), this.sessions.memberProfiles([sessionId])]);
    const firstName = (userId: string) => profiles.find((profile) => profile.userId === userId)?.firstName?.trim() || null;
    const named = (userIds: string[]) => userIds.map(firstName).filter((name): name is string => name !== null);
    const memberCount = profiles.length;
    const shown = (card: (typeof deck)[number] | undefined, kind: SharedResult['kind'], userIds: string[]): SharedResult =>
      card
        ? {
            kind,
            restaurant: card.restaurant,
            names: named(userIds),
            likes: userIds.length,
            memberCount,
            photoRef: sourcePhotoRef(card.restaurant.photoUrl),
          }
        : { kind: 'none', restaurant: null, names: [], likes: 0, memberCount, photoRef: null };

    if (row.matchedRestaurantId) {
      const card = deck.find((candidate) => candidate.placeId === row.matchedRestaurantId);
      return shown(
        card,
        'match',
        profiles.map((profile) => profile.userId),
      );
    }
    // No match: the place most of them liked, the earlier card first on a tie (as the ranking orders them).
    const likers = new Map<string, string[]>();
    for (const profile of profiles) {
      for (const swipe of await this.sessions.recordedSwipes(sessionId, profile.userId))
        if (swipe.action === 'like') likers.set(swipe.restaurantId, [...(likers.get(swipe.restaurantId) ?? []), profile.userId]);
    }
    const top = deck
      .filter((card) => likers.has(card.placeId))
      .sort((a, b) => likers.get(b.placeId)!.length - likers.get(a.placeId)!.length || a.position - b.position)[0];
    return shown(top, 'top-pick', top ? likers.get(top.placeId)! : []);
  }
}
