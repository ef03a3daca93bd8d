import type { AppConfig } from '../../config';
import type { Logger } from '../../logger';
import { DevOutboxMailer } from './dev-outbox-mailer';
import type { DevOutboxRepository } from './dev-outbox.repository';
import type { Mailer } from './mailer';
import { SmtpMailer } from './smtp-mailer';

export function createMailer(config: AppConfig, outbox: DevOutboxRepository, logger: Logger): Mailer {
  if (config.mail.smtpUrl) return new SmtpMailer(config.mail.smtpUrl, config.mail.from, logger);
  return new DevOutboxMailer(outbox, logger, !config.isProduction);
}
