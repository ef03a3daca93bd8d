import crypto from 'node:crypto';
import { OTP_LENGTH } from '@forkcast/contracts';
import { isUniqueViolation } from '../../db/database-errors';
import { BadRequestError, ConflictError } from '../../errors';
import { INVALID_CODE, OTP_MAX_ATTEMPTS } from '../../one-time-code';
import type { Mailer } from '../mail/mailer';
import type { EmailChangeRepository } from './email-change.repository';
import type { UsersRepository } from './users.repository';

export interface EmailChangeDeps {
  changes: EmailChangeRepository;
  users: UsersRepository;
  mailer: Mailer;
  /** Keys the code HMAC (the session secret), so a leaked table reveals no usable codes. */
  secret: string;
  now: () => Date;
  ttlMs: number;
  /** Signs out every session of the account but the one that confirmed the change. */
  signOutOtherSessions: (userId: string, keepSessionId: string | undefined) => Promise<void>;
}

/**
 * A new e-mail address becomes the account's only once the code mailed to it is entered. Why: the
 * address is how an account is found at sign-in (and by Google linking and ADMIN_EMAILS), so an
 * unproven address would let anyone pre-claim another person's account or rights.
 */
export class EmailChangeService {
  constructor(private readonly deps: EmailChangeDeps) {}

  /**
   * Starts (or restarts) a change and mails the new address. If the address already belongs to an
   * account, its owner gets a notice instead of a code, and the caller's answer is the same either way,
   * so no one learns who is registered: the stored hash is then of a code nobody was sent.
   */
  async start(userId: string, currentEmail: string, rawNewEmail: string): Promise<{ pendingEmail: string | null }> {
    const { changes, users, mailer, now, ttlMs } = this.deps;
    const newEmail = rawNewEmail.trim().toLowerCase();
    if (newEmail === currentEmail.toLowerCase()) {
      await changes.cancel(userId);
      return { pendingEmail: null };
    }
    const code = crypto
      .randomInt(0, 10 ** OTP_LENGTH)
      .toString()
      .padStart(OTP_LENGTH, '0');
    const at = now();
    await changes.replace({
      userId,
      newEmail,
      codeHash: this.hash(userId, newEmail, code),
      expiresAt: new Date(at.getTime() + ttlMs),
      createdAt: at,
    });
    const owner = await users.findByEmail(newEmail);
    if (owner) {
      await mailer.send({
        to: newEmail,
        subject: 'Someone tried to use your e-mail address on Forkcast',
        text: [
          'Someone signed in to Forkcast asked to move their account to this e-mail address.',
          'It already belongs to your Forkcast account, so nothing was changed and no code was sent.',
          '',
          'If that was you, sign in with this address instead. Otherwise you can ignore this e-mail.',
        ].join('\n'),
      });
    } else {
      await mailer.send({
        to: newEmail,
        subject: 'Confirm your new Forkcast e-mail address',
        text: [
          `Your Forkcast confirmation code is ${code}`,
          '',
          `Enter it in Settings to make this the e-mail address of your Forkcast account. It expires in ${minutes(ttlMs)}.`,
          'If you did not ask for this, you can ignore this e-mail: nothing changes without the code.',
        ].join('\n'),
      });
    }
    return { pendingEmail: newEmail };
  }

  pendingEmail(userId: string): Promise<string | null> {
    return this.deps.changes.pendingEmail(userId, this.deps.now());
  }

  async cancel(userId: string): Promise<void> {
    await this.deps.changes.cancel(userId);
  }

  /** Applies the change when the code is right; every failure reads 'Invalid code' (5 tries, then none). */
  async verify(userId: string, code: string, currentSessionId: string | undefined): Promise<void> {
    const { changes, mailer, now } = this.deps;
    const at = now();
    const live = await changes.spendAttempt(userId, at, OTP_MAX_ATTEMPTS);
    const actual = Buffer.from(this.hash(userId, live?.newEmail ?? '', code), 'hex');
    const expected = live ? Buffer.from(live.codeHash, 'hex') : Buffer.alloc(actual.length);
    if (!live || expected.length !== actual.length || !crypto.timingSafeEqual(expected, actual)) {
      throw new BadRequestError(INVALID_CODE);
    }
    let applied: { oldEmail: string } | undefined;
    try {
      applied = await changes.apply(live, at);
    } catch (error) {
      // Only someone reading the new inbox holds the code, so saying the address was taken since tells
      // nothing to anyone else.
      if (isUniqueViolation(error)) throw new ConflictError('That e-mail address is no longer available');
      throw error;
    }
    if (!applied) throw new BadRequestError(INVALID_CODE);
    await this.deps.signOutOtherSessions(userId, currentSessionId);
    await mailer.send({
      to: applied.oldEmail,
      subject: 'Your Forkcast e-mail address was changed',
      text: [
        `The e-mail address of your Forkcast account was changed to ${maskEmail(live.newEmail)}.`,
        'Every other device signed in to the account was signed out.',
        '',
        'If you did not do this, reply to this e-mail so we can help you get your account back.',
      ].join('\n'),
    });
  }

  /** Bound to the account and the new address, so a code can only ever confirm the change it was sent for. */
  private hash(userId: string, newEmail: string, code: string): string {
    return crypto.createHmac('sha256', this.deps.secret).update(`email-change\n${userId}\n${newEmail}\n${code}`).digest('hex');
  }
}

/** "alex@example.com" → "a***@example.com": enough to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

function minutes(ms: number): string {
  const value = Math.max(1, Math.round(ms / 60_000));
  return `${value} minute${value === 1 ? '' : 's'}`;
}
