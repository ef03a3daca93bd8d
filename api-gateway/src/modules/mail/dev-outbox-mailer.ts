import type { Logger } from '../../logger';
import type { DevOutboxRepository } from './dev-outbox.repository';
import type { Mailer, MailMessage } from './mailer';

/**
 * Without SMTP, mail goes to the `dev_outbox` table (read by GET /api/dev/outbox and the tests) and,
 * outside production, to the log. This is the only place a sign-in code may appear in a log.
 */
export class DevOutboxMailer implements Mailer {
  constructor(
    private readonly outbox: DevOutboxRepository,
    private readonly logger: Logger,
    private readonly printMessages: boolean,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.outbox.add(message);
    if (this.printMessages) {
      this.logger.info({ to: message.to, subject: message.subject }, `[dev outbox] ${message.subject}\n${message.text}`);
    } else {
      this.logger.warn({ subject: message.subject }, 'SMTP_URL is not set: mail kept in dev_outbox only');
    }
  }
}
