import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { ServiceUnavailableError } from '../../errors';
import type { Logger } from '../../logger';
import type { Mailer, MailMessage } from './mailer';

/** What a caller (and the user) gets when the SMTP server is down or refuses us: a 503, never a 500. */
export const MAIL_UNAVAILABLE = 'We could not send the e-mail. Please try again.';

/**
 * Mail through the SMTP server of SMTP_URL: smtp:// upgrades with STARTTLS when the server offers it,
 * smtps:// is TLS from the first byte; certificates are verified. Query parameters of the URL
 * (nodemailer's, e.g. ?requireTLS=true) override the defaults below.
 */
export class SmtpMailer implements Mailer {
  private readonly transport;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly logger: Logger,
    /** Extra transport options (tests trust their own certificate authority with `tls.ca`). */
    options: SMTPTransport.Options = {},
  ) {
    this.transport = nodemailer.createTransport({
      // Someone is waiting on the answer: fail in seconds, not nodemailer's default minutes.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
      ...options,
      url: smtpUrl,
    });
  }

  async send(message: MailMessage): Promise<void> {
    try {
      await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text });
    } catch (error) {
      // The server's answer says what to fix (refused connection, failed login, bad certificate);
      // the message itself is never logged (it may hold a sign-in code).
      const { code, command, responseCode, message: reason } = error as Error & { code?: string; command?: string; responseCode?: number };
      this.logger.error({ code, command, responseCode, reason, subject: message.subject }, 'SMTP delivery failed');
      throw new ServiceUnavailableError(MAIL_UNAVAILABLE);
    }
  }

  close(): void {
    this.transport.close();
  }
}
