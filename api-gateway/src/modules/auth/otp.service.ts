import crypto from 'node:crypto';
import { OTP_LENGTH } from '@forkcast/contracts';
import { BadRequestError } from '../../errors';
import type { Mailer } from '../mail/mailer';
import type { OtpRepository } from './otp.repository';

export const OTP_MAX_ATTEMPTS = 5;
/** docs/product.md › Error texts › Sign-in: every failed verification reads the same, so a caller learns nothing about why. */
export const INVALID_CODE = 'Invalid code';

export class OtpService {
  constructor(
    private readonly codes: OtpRepository,
    private readonly mailer: Mailer,
    private readonly secret: string,
    private readonly now: () => Date,
    private readonly ttlMs: number,
  ) {}

  /**
   * Creates and mails a fresh code. Nothing here depends on whether an account exists (no enumeration).
   *
   * Mailed first, stored after: when the mail cannot be sent (the mailer throws a 503), nothing changes,
   * so a code the user already received stays valid and nobody holds a code that was never delivered;
   * asking again issues a fresh one. Only a delivered code replaces (invalidates) the earlier ones.
   */
  async requestCode(email: string): Promise<void> {
    const code = crypto.randomInt(0, 10 ** OTP_LENGTH).toString().padStart(OTP_LENGTH, '0');
    const now = this.now();
    await this.mailer.send({
      to: email,
      subject: 'Your Forkcast sign-in code',
      text: [
        `Your Forkcast sign-in code is ${code}`,
        '',
        `It expires in ${describeMinutes(this.ttlMs)}. If you did not ask for it, you can ignore this e-mail.`,
      ].join('\n'),
    });
    await this.codes.replaceLiveCode({
      email,
      codeHash: this.hash(email, code),
      expiresAt: new Date(now.getTime() + this.ttlMs),
      createdAt: now,
    });
  }

  /** Resolves when the code is right and unused; otherwise throws 400 'Invalid code'. */
  async verifyCode(email: string, code: string): Promise<void> {
    const now = this.now();
    // Hashed before the lookup and compared either way, so an address with no live code (never asked
    // for, used up, expired) does the same work as a wrong guess: neither answer nor timing tells them apart.
    const actual = Buffer.from(this.hash(email, code), 'hex');
    const live = await this.codes.spendAttempt(email, now, OTP_MAX_ATTEMPTS);
    const expected = live ? Buffer.from(live.codeHash, 'hex') : Buffer.alloc(actual.length);
    const matches = expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
    if (!live || !matches) throw new BadRequestError(INVALID_CODE);
    if (!(await this.codes.consume(live.id, now))) throw new BadRequestError(INVALID_CODE);
  }

  /** Keyed by the session secret and bound to the address, so a leaked table reveals no usable codes. */
  private hash(email: string, code: string): string {
    return crypto.createHmac('sha256', this.secret).update(`${email}\n${code}`).digest('hex');
  }
}

function describeMinutes(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
