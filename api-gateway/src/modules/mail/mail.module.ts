import type { Router } from 'express';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import { createMailer } from './create-mailer';
import { createDevOutboxRouter } from './dev-outbox.router';
import { DevOutboxRepository } from './dev-outbox.repository';
import { DevOutboxService } from './dev-outbox.service';
import type { Mailer } from './mailer';

export interface MailModule {
  /** SMTP when SMTP_URL is set, else the dev outbox (a table the dev and e2e read codes from). */
  mailer: Mailer;
  /** GET /api/dev/outbox (loopback only); none in production. */
  devOutboxRouter: Router | undefined;
  /** Account deletion: the outbox's mail to the account's address. */
  deleteOutboxOf(tx: Db, email: string): Promise<void>;
}

export function createMailModule(deps: {
  config: AppConfig;
  db: Db;
  logger: Logger;
  /** Test seam: a recording mailer instead of the one config chooses. */
  mailer?: Mailer | undefined;
}): MailModule {
  const outbox = new DevOutboxRepository(deps.db);
  return {
    mailer: deps.mailer ?? createMailer(deps.config, outbox, deps.logger),
    devOutboxRouter: deps.config.isProduction ? undefined : createDevOutboxRouter(new DevOutboxService(outbox)),
    deleteOutboxOf: (tx, email) => outbox.deleteForRecipient(tx, email),
  };
}
