import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  isInviteToken,
  partnerDisplayName,
  paths,
  type Invite,
  type InvitePreview,
  type Partnership,
  type SubscriptionTier,
} from '@forkcast/contracts';
import type { Db } from '../../db/database';
import type { PartnershipRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/database-errors';
import { BadRequestError, ConflictError, HttpError, NotFoundError } from '../../errors';
import type { LiveEvents } from '../live/live-events';
import { toNotificationView } from '../notifications/notification-view';
import type { NotificationsService } from '../notifications/notifications.service';
import type { GroupLeave, PartnershipDetails, PartnershipsRepository } from './partnerships.repository';
import { partnerLimit, partnerLimitMessage, partnerLimitTier } from '../billing/tier-rules';

export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const INVALID_INVITE_MESSAGE = 'Invalid code or code already used';
/** The invite preview's name for an inviter who has not given one. */
const UNNAMED_INVITER = 'Your friend';
const MAX_CODE_ATTEMPTS = 8;

/** 403 with the fields the client's 'Partner Limit Reached' toast reads (docs/product.md › Error texts › Partners). */
export class PartnerLimitError extends HttpError {
  constructor(tier: SubscriptionTier, message = partnerLimitMessage(tier)) {
    super(403, message, { upgradeRequired: true, tier });
  }
}

/** Six characters from a CSPRNG over an alphabet without look-alikes: ~887 million codes. */
export function generateInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  return code;
}

/** An invite link's token: 32 bytes from the CSPRNG (256 bits), base64url (43 characters). */
export function generateInviteToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Only this is stored. A plain SHA-256 is enough for a 256-bit random value (nothing to brute-force,
 * unlike a password or the 6-character code); a database leak then gives no usable links.
 */
export function hashInviteToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function toPartnershipView(row: PartnershipDetails): Partnership {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** What the inviter is told when their code is accepted (notification type 'partner_joined'). */
export const PARTNER_JOINED = 'partner_joined';

/** The name the inviter knows the new partner by: first name, else the e-mail's local part. */
function partnerNameOf(details: PartnershipDetails): string | null {
  return details.user2FirstName?.trim() || details.user2Email?.split('@')[0] || null;
}

export class PartnershipsService {
  constructor(
    private readonly partnerships: PartnershipsRepository,
    private readonly now: () => Date,
    /** The inviter's 'partner_joined' notification: stored with the partnership, then pushed live. */
    private readonly announce: { notifications: Pick<NotificationsService, 'addInTransaction' | 'pushInviteAccepted'>; live: LiveEvents },
    private readonly newCode: () => string = generateInviteCode,
    private readonly newToken: () => string = generateInviteToken,
  ) {}

  /**
   * A fresh code and link (one invite: accepting either uses both); the user's previous unused invite stops
   * working. Refused when the user is at their limit. `origin` is where the link points (see linkOrigin).
   */
  async createInvite(userId: string, origin: string): Promise<Invite> {
    const now = this.now();
    const expiresAt = new Date(now.getTime() + INVITE_TTL_MS);
    return this.partnerships.transaction(async (tx) => {
      const tiers = await this.partnerships.lockUsers(tx, [userId]);
      const tier = tiers.get(userId);
      if (!tier) throw new NotFoundError('User not found');
      await this.assertRoomForPartner(tx, userId, tier);

      await this.partnerships.revokeUnusedInvites(tx, userId, now);
      const token = this.newToken();
      const tokenHash = hashInviteToken(token);
      for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt++) {
        const invite = await this.partnerships.insertInvite(tx, { code: this.newCode(), tokenHash, inviterId: userId, expiresAt });
        if (invite) {
          return {
            inviteCode: invite.code,
            inviteUrl: `${origin}${paths.invite}/${token}`,
            expiresAt: invite.expiresAt.toISOString(),
          };
        }
      }
      throw new Error('Could not draw an unused invite code');
    });
  }

  /**
   * Who invited the holder of a link, for the accept screen. Unknown, used, revoked and expired links all
   * answer the same 404, so the answer tells a guesser nothing (the accept limiter counts it as a miss).
   * The holder is not a partner yet, and a link can be passed on: an inviter without a name is "Your
   * friend", never part of their e-mail address.
   */
  async previewInvite(userId: string, token: string): Promise<InvitePreview> {
    const inviter = isInviteToken(token) ? await this.partnerships.findUsableInviter(hashInviteToken(token), this.now()) : undefined;
    if (!inviter) throw new NotFoundError('Invite not found');
    const inviterName = inviter.firstName?.trim() ? partnerDisplayName({ ...inviter, email: null }) : UNNAMED_INVITER;
    return { inviterName, ownInvite: inviter.inviterId === userId };
  }

  /** `code` is a typed 6-character code (upper-cased by the contract) or an invite link's token. */
  async accept(userId: string, code: string): Promise<Partnership> {
    const now = this.now();
    try {
      const { details, notifications } = await this.partnerships.transaction(async (tx) => {
        const invite = isInviteToken(code)
          ? await this.partnerships.findInviteByTokenForUpdate(tx, hashInviteToken(code))
          : await this.partnerships.findInviteForUpdate(tx, code);
        if (!invite || invite.usedAt || invite.revokedAt || invite.expiresAt <= now || invite.inviterId === userId) {
          throw new BadRequestError(INVALID_INVITE_MESSAGE);
        }
        const inviterId = invite.inviterId;
        const tiers = await this.partnerships.lockUsers(tx, [userId, inviterId]);
        const ownTier = tiers.get(userId);
        const inviterTier = tiers.get(inviterId);
        if (!ownTier || !inviterTier) throw new BadRequestError(INVALID_INVITE_MESSAGE);
        if (await this.partnerships.findLivePair(tx, userId, inviterId)) throw new ConflictError('You are already partners');

        await this.assertRoomForPartner(tx, userId, ownTier);
        await this.assertRoomForPartner(tx, inviterId, inviterTier, "The person who invited you can't add more partners on their plan.");

        const partnership = await this.partnerships.insert(tx, inviterId, userId);
        await this.partnerships.markInviteUsed(tx, invite.id, userId, now);
        const details = await this.partnerships.findDetails(partnership.id, tx);
        if (!details) throw new Error('Partnership vanished after accept');
        // Written with the partnership, so the inviter is told exactly when (and only if) it exists.
        const notifications = await this.announce.notifications.addInTransaction(tx, [
          { userId: inviterId, type: PARTNER_JOINED, data: { partnershipId: partnership.id, partnerName: partnerNameOf(details) } },
        ]);
        return { details, notifications };
      });
      // After commit: the inviter's bell and partner list refresh on this event (best effort; polling stays).
      for (const row of notifications) this.announce.live.toUser(row.userId, 'notification', { notification: toNotificationView(row) });
      // The inviter's devices, when the app is closed (Web Push): the new partner's first name only.
      this.announce.notifications.pushInviteAccepted(details.user1Id, details.id, details.user2FirstName?.trim() || null);
      return toPartnershipView(details);
    } catch (error) {
      // The pair index is the last word if two codes between the same people are accepted at once.
      if (isUniqueViolation(error, 'partnerships_live_pair_unique')) throw new ConflictError('You are already partners');
      throw error;
    }
  }

  /** 403 'Partner Limit Reached' when the user has as many partners as their plan (own or inherited) allows. */
  private async assertRoomForPartner(tx: Db, userId: string, ownTier: SubscriptionTier, message?: string): Promise<void> {
    const tier = partnerLimitTier(ownTier, await this.partnerships.partnerTiers(userId, tx));
    if ((await this.partnerships.countLive(tx, userId)) >= partnerLimit(tier)) throw new PartnerLimitError(ownTier, message);
  }

  /** Live partners' own tiers (premium shared by a partner, the partner limit): for sessions, billing, users. */
  partnerTiers(userId: string): Promise<SubscriptionTier[]> {
    return this.partnerships.partnerTiers(userId);
  }

  /**
   * A subscription change was committed: the user's open screens and their live partners' (premium is shared)
   * re-read tier and sessions left. Best effort, after the commit: a failure here is logged, never thrown.
   */
  async announceSubscriptionChange(userId: string): Promise<void> {
    const partners = (await this.partnerships.listLiveForUser(userId)).map((row) => (row.user1Id === userId ? row.user2Id : row.user1Id));
    for (const id of [userId, ...partners]) this.announce.live.toUser(id, 'subscription_changed', { userId });
  }

  /** A partnership that has not ended, or undefined. */
  findLive(id: string): Promise<PartnershipRow | undefined> {
    return this.partnerships.findLiveById(id);
  }

  /**
   * Account deletion, inside its transaction: the user's partnerships end, their invites go, and they leave
   * their group sessions. Returns what the others hear once the deletion is committed: the rest of those
   * groups, and each partner left behind (partnership_ended, as for a removal: their home, settings and tier).
   */
  async detachUser(tx: Db, userId: string): Promise<() => void> {
    const { groups, ended } = await this.partnerships.detachUser(tx, userId, this.now());
    return () => {
      this.announceGroupLeaves(groups, userId);
      try {
        for (const { partnershipId, partnerId } of ended)
          this.announce.live.toUser(partnerId, 'partnership_ended', { partnershipId, userId });
      } catch {
        // Best effort, as announceGroupLeaves: the account is gone either way and the screens' polls catch up.
      }
    };
  }

  async listForUser(userId: string): Promise<Partnership[]> {
    return (await this.partnerships.listLiveForUser(userId)).map(toPartnershipView);
  }

  /** Only a member may end a partnership; anything else is 404 (not theirs to know about). */
  async remove(userId: string, partnershipId: string): Promise<void> {
    const ended = await this.partnerships.endForMember(partnershipId, userId, this.now());
    if (!ended) throw new NotFoundError('Partnership not found');
    this.announceGroupLeaves(ended.groups, userId);
    // Both members' open screens (the removed partner's home, settings and tier, the remover's other tabs).
    for (const id of ended.memberIds) this.announce.live.toUser(id, 'partnership_ended', { partnershipId, userId });
  }

  /**
   * Group sessions someone left (a partnership ended, an account deleted): the rest hear it live, and their
   * homes and rooms re-read the session (best effort, after the commit).
   */
  private announceGroupLeaves(groups: readonly GroupLeave[], causedBy: string): void {
    try {
      for (const group of groups) {
        // First, so nothing said to the room from here on reaches who left it.
        this.announce.live.leaveSession(group.sessionId, group.userIds);
        for (const left of group.userIds)
          this.announce.live.toSession(group.sessionId, 'partner_status', { sessionId: group.sessionId, userId: left, status: 'offline' });
        if (group.status === 'completed')
          this.announce.live.toSession(group.sessionId, 'session_results', { sessionId: group.sessionId, match: group.match });
        for (const id of [...group.memberIds, ...group.userIds])
          this.announce.live.toUser(id, 'session_started', { sessionId: group.sessionId, userId: causedBy });
      }
    } catch {
      // Live delivery is best effort: the screens' polls catch up.
    }
  }
}
