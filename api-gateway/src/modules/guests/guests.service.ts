import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  GUEST_KEEP_DAYS,
  GUEST_LINK_EXPIRED_MESSAGE,
  GUEST_LINK_INVALID_MESSAGE,
  GUEST_LINK_MAX_JOINS,
  GUEST_LINK_TTL_MS,
  GUEST_LINK_UPGRADE_MESSAGE,
  GUEST_LINK_USED_UP_MESSAGE,
  GUEST_SESSION_ENDED_MESSAGE,
  SESSION_FULL_MESSAGE,
  SESSION_MAX_PEOPLE,
  paths,
  type Guest,
  type GuestJoinResponse,
  type GuestLink,
  type Restaurant,
  type SessionGuests,
  type SubscriptionTier,
} from '@forkcast/contracts';
import type { Db } from '../../db/database';
import type { SwipeSessionRow } from '../../db/schema';
import { ConflictError, ForbiddenError, HttpError, NotFoundError } from '../../errors';
import type { Logger } from '../../logger';
import { hasOwnPremium } from '../billing/tier-rules';
import type { LiveEvents } from '../live/live-events';
import type { SessionReads } from '../sessions/session-reads';
import type { UsersService } from '../users/users.service';
import type { GuestIdentity, GuestsRepository } from './guests.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 403 with the fields the client's upgrade offer reads, as for the partner limit (PartnerLimitError). */
class GuestLinkUpgradeError extends HttpError {
  constructor(tier: SubscriptionTier) {
    super(403, GUEST_LINK_UPGRADE_MESSAGE, { upgradeRequired: true, tier });
  }
}

class GoneError extends HttpError {
  constructor(message: string) {
    super(410, message);
  }
}

/** A link's token and a guest's cookie: 32 bytes from the CSPRNG (256 bits), base64url. */
function newGuestSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this is stored: a plain SHA-256 is enough for a 256-bit random value (nothing to brute-force). */
export function hashGuestSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

const isOver = (session: Pick<SwipeSessionRow, 'status' | 'completedAt'>) => session.status !== 'active' || session.completedAt !== null;

/**
 * Guests by link (docs/product.md › Guests): a member of a partner or group session whose host pays
 * creates a link; people without an account join by it with a first name and swipe as members of that one
 * session (at most SESSION_MAX_PEOPLE people in it); the host can take a guest out; a guest who signs up
 * keeps the session; guests go GUEST_KEEP_DAYS after their session ended.
 */
export class GuestsService {
  constructor(
    private readonly guests: GuestsRepository,
    private readonly sessions: Pick<SessionReads, 'memberSession' | 'get'>,
    private readonly users: Pick<UsersService, 'account'>,
    private readonly live: LiveEvents,
    private readonly endGuestSockets: (userId: string) => void,
    private readonly now: () => Date,
    private readonly logger: Logger,
  ) {}

  /** POST /api/sessions/:id/guest-link: lives until the session ends, GUEST_LINK_TTL_MS at most. */
  async createLink(userId: string, sessionId: string, origin: string): Promise<GuestLink> {
    const session = await this.sessions.memberSession(userId, sessionId);
    if (await this.guests.isGuestOf(sessionId, userId)) throw new ForbiddenError('Only members can invite guests');
    if (isOver(session)) throw new ConflictError(GUEST_SESSION_ENDED_MESSAGE);
    const members = await this.guests.memberIds(sessionId);
    if (members.length < 2) throw new ConflictError('Guest links are for partner and group sessions');
    // The host is whoever started the session; a host who deleted their account can pay for nothing.
    const host = session.createdBy ? await this.users.account(session.createdBy) : undefined;
    const tier = host?.subscriptionTier ?? 'free';
    if (!hasOwnPremium(tier)) throw new GuestLinkUpgradeError(tier);
    const token = newGuestSecret();
    const createdAt = this.now();
    const expiresAt = new Date(createdAt.getTime() + GUEST_LINK_TTL_MS);
    await this.guests.replaceLink({
      id: randomUUID(),
      sessionId,
      createdBy: userId,
      tokenHash: hashGuestSecret(token),
      expiresAt,
      createdAt,
    });
    return { url: `${origin}${paths.join(token)}`, token, expiresAt: expiresAt.toISOString() };
  }

  /** The session a link lets into (for the per-session join limit), or undefined for an unknown link. */
  async sessionOfLink(token: string): Promise<string | undefined> {
    return (await this.guests.findLink(hashGuestSecret(token)))?.sessionId;
  }

  /**
   * POST /api/guests/join: the guest and its cookie's secret (only its hash is stored). Under the link's
   * and the session's row locks, so neither the link's count nor the session's six can be overrun.
   */
  async join(token: string, firstName: string): Promise<{ response: GuestJoinResponse; cookie: string }> {
    const cookie = newGuestSecret();
    const userId = randomUUID();
    const now = this.now();
    const sessionId = await this.guests.transaction(async (tx) => {
      const link = await this.guests.lockLink(tx, hashGuestSecret(token));
      if (!link) throw new NotFoundError(GUEST_LINK_INVALID_MESSAGE);
      if (link.expiresAt <= now) throw new GoneError(GUEST_LINK_EXPIRED_MESSAGE);
      const session = await this.guests.lockSession(tx, link.sessionId);
      if (!session || isOver(session)) throw new GoneError(GUEST_SESSION_ENDED_MESSAGE);
      if (link.joins >= GUEST_LINK_MAX_JOINS) throw new GoneError(GUEST_LINK_USED_UP_MESSAGE);
      if ((await this.guests.memberIds(session.id, tx)).length >= SESSION_MAX_PEOPLE) throw new ConflictError(SESSION_FULL_MESSAGE);
      await this.guests.addGuest(
        tx,
        { userId, sessionId: session.id, linkId: link.id, firstName, cookieHash: hashGuestSecret(cookie) },
        session,
        now,
      );
      return session.id;
    });
    this.announceMembers(sessionId);
    const session = await this.sessions.get(userId, sessionId);
    return { response: { guest: { userId, firstName, sessionId }, session }, cookie };
  }

  /**
   * The link opened again by a guest already in its session (after 'Leave', another tab): the same guest
   * and its room, not a second seat. Undefined when the cookie names no guest of that link's session.
   */
  async rejoin(token: string, cookie: string | undefined): Promise<GuestJoinResponse | undefined> {
    if (!cookie) return undefined;
    const [guest, sessionId] = await Promise.all([this.resolve(cookie), this.sessionOfLink(token)]);
    if (!guest || guest.sessionId !== sessionId) return undefined;
    return { guest: this.me(guest), session: await this.sessions.get(guest.userId, guest.sessionId) };
  }

  /** Who a guest cookie names; undefined for a cookie of a guest taken out, deleted or never there. */
  async resolve(cookie: string): Promise<GuestIdentity | undefined> {
    if (!cookie || cookie.length > 100) return undefined;
    return this.guests.findByCookieHash(hashGuestSecret(cookie));
  }

  me(guest: GuestIdentity): Guest {
    return { userId: guest.userId, firstName: guest.firstName, sessionId: guest.sessionId };
  }

  /** GET /api/sessions/:id/guests: the guests in the room, for its members; the host may remove them. */
  async list(userId: string, sessionId: string): Promise<SessionGuests> {
    const session = await this.sessions.memberSession(userId, sessionId);
    return { guests: await this.guests.guestsOf(sessionId), canRemove: session.createdBy === userId };
  }

  /**
   * DELETE /api/sessions/:id/guests/:guestId, the host only: the guest, its cookie and its votes go, its
   * sockets are closed, and the room hears who is left (and the results, if taking it out decided them).
   */
  async remove(userId: string, sessionId: string, guestId: string): Promise<void> {
    const session = await this.sessions.memberSession(userId, sessionId);
    if (session.createdBy !== userId) throw new ForbiddenError('Only the host can remove a guest');
    const after = await this.guests.transaction(async (tx) => {
      const locked = await this.guests.lockSession(tx, sessionId);
      if (!locked) throw new NotFoundError('Session not found');
      if (!(await this.guests.isGuestOf(sessionId, guestId, tx))) throw new NotFoundError('Guest not found');
      return this.guests.removeGuest(tx, sessionId, guestId, this.now());
    });
    try {
      this.endGuestSockets(guestId);
      this.live.leaveSession(sessionId, [guestId]);
      this.announceMembers(sessionId);
      if (after.status === 'completed') {
        const match = (after.match ?? null) as Restaurant | null;
        if (match) this.live.toSession(sessionId, 'match_found', { sessionId, restaurant: match });
        this.live.toSession(sessionId, 'session_results', { sessionId, match });
      }
    } catch (error) {
      this.logger.warn({ err: error, sessionId }, 'live delivery failed');
    }
  }

  /**
   * Sign-up (or sign-in) with the guest cookie: the account takes the guest's place in its session, so the
   * session is in the account's history. Best effort: signing in never fails because of it.
   */
  async keepForAccount(cookie: string, accountId: string): Promise<void> {
    const guest = await this.resolve(cookie);
    if (!guest || guest.userId === accountId) return;
    try {
      await this.guests.transaction(async (tx) => {
        await this.guests.lockSession(tx, guest.sessionId);
        await this.guests.convert(tx, guest.userId, guest.sessionId, accountId);
      });
    } catch (error) {
      this.logger.warn({ err: error }, 'guest session not kept for the new account');
    }
  }

  /** Account deletion: links the account created stay usable by the session's other members. */
  async detachUser(tx: Db, userId: string): Promise<void> {
    await this.guests.detachUser(tx, userId);
  }

  /** The periodic sweep: guests GUEST_KEEP_DAYS after their session ended, and links past their end. */
  async sweep(): Promise<number> {
    const now = this.now();
    const removed = await this.guests.deleteEndedBefore(new Date(now.getTime() - GUEST_KEEP_DAYS * DAY_MS));
    await this.guests.deleteLinksExpiredBefore(new Date(now.getTime() - GUEST_KEEP_DAYS * DAY_MS));
    return removed;
  }

  /** Everyone in the room reads the session again: its members and their progress changed. */
  private announceMembers(sessionId: string): void {
    try {
      this.live.toSession(sessionId, 'session_members', { sessionId });
    } catch (error) {
      this.logger.warn({ err: error, sessionId }, 'live delivery failed');
    }
  }
}
