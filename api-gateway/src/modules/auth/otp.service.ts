import crypto from 'node:crypto';
import { OTP_LENGTH } from '@forkcast/contracts';
import { BadRequestError } from '../../errors';
import { INVALID_CODE, OTP_MAX_ATTEMPTS } from '../../one-time-code';
import type { Mailer } from '../mail/mailer';
import type { OtpRepository } from './otp.repository';

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
   * asking again issues a fresh one. Only a delivered code replaces (invalidates) the earlier ones, and
   * only those of the same client (`clientHash`, the hashed pre-sign-in cookie: sign-in-client.ts).
   */
  async requestCode(email: string, clientHash: string): Promise<void> {
    const code = crypto
      .randomInt(0, 10 ** OTP_LENGTH)
      .toString()
      .padStart(OTP_LENGTH, '0');
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
    const mailed = { email, codeHash: this.hash(email, code), expiresAt: new Date(now.getTime() + this.ttlMs), createdAt: now };
    await this.codes.replaceLiveCode({ ...mailed, clientHash });
    // Browsers given the newest code while this mail was on its way were given the one before it; the owner
    // among them will read this mail first, so it is theirs now.
    await this.codes.shareWithSharedSince(mailed, now, this.now());
  }

  /**
   * Past the address's mail budget (auth.router.ts): no new mail; this client is given the newest code
   * already mailed to the address, if that one is still live, bound to it too (its own tries, and asking
   * again replaces only its own). The owner, whatever browser they ask from, holds the newest mail.
   */
  async shareNewestCode(email: string, clientHash: string): Promise<void> {
    await this.codes.shareNewest(email, clientHash, this.now());
  }

  /**
   * Resolves when the code is right, unused and was asked for by this client; otherwise throws 400
   * 'Invalid code'. Tries are counted on the client's own code, so a stranger's guesses cannot burn it.
   */
  async verifyCode(email: string, code: string, clientHash: string | undefined): Promise<void> {
    const now = this.now();
    // Hashed before the lookup and compared either way, so an address with no live code for this client
    // (never asked for, used up, expired, asked for by another client) does the same work as a wrong
    // guess: neither answer nor timing tells them apart.
    const actual = Buffer.from(this.hash(email, code), 'hex');
    const live = clientHash ? await this.codes.spendAttempt(email, clientHash, now, OTP_MAX_ATTEMPTS) : undefined;
    const expected = live ? Buffer.from(live.codeHash, 'hex') : Buffer.alloc(actual.length);
    const matches = expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
    if (!live || !matches) throw new BadRequestError(INVALID_CODE);
    if (!(await this.codes.consume(live, now))) throw new BadRequestError(INVALID_CODE);
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
