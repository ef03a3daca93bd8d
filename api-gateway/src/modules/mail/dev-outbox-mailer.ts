import type { Logger } from '../../logger';
import type { DevOutboxRepository } from './dev-outbox.repository';
import type { Mailer, MailMessage } from './mailer';

/**
 * Without SMTP, outside production, mail goes to the `dev_outbox` table (read by GET /api/dev/outbox and
 * the tests) and to the log. This is the only place a sign-in code may appear in a log.
 *
 * In production nobody can read the outbox (its endpoint does not exist there), so keeping the text would
 * only leave live sign-in codes in plain text in the database: the message is dropped and the
 * misconfiguration is logged without its content.
 */
export class DevOutboxMailer implements Mailer {
  constructor(
    private readonly outbox: DevOutboxRepository,
    private readonly logger: Logger,
    private readonly developmentOutbox: boolean,
  ) {}

  async send(message: MailMessage): Promise<void> {
    if (!this.developmentOutbox) {
      this.logger.error({ subject: message.subject }, 'SMTP_URL is not set: mail not sent (set SMTP_URL in production)');
      return;
    }
    await this.outbox.add(message);
    this.logger.info({ to: message.to, subject: message.subject }, `[dev outbox] ${message.subject}\n${message.text}`);
  }
}
