import type { Router } from 'express';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import type { LatePort } from '../../late-port';
import type { DatabaseSessionStore } from '../../session/database-session-store';
import type { LiveModule } from '../live/live.module';
import type { Mailer } from '../mail/mailer';
import type { PartnershipsService } from '../partnerships/partnerships.service';
import type { SessionReads } from '../sessions/session-reads';
import { AccountDeletion } from './account-deletion';
import { EmailChangeRepository } from './email-change.repository';
import { EmailChangeService } from './email-change.service';
import { UserStatsProvider } from './user-stats';
import { UsersRepository } from './users.repository';
import { createUsersRouter } from './users.router';
import { UsersService } from './users.service';

/** Where a user's figures come from (sessions today, matches, premium shared by a partner). */
export interface UserStatsSources {
  sessions: Pick<SessionReads, 'userCounters'>;
  partnerships: Pick<PartnershipsService, 'partnerTiers'>;
}

export interface UsersModule {
  /** Accounts for the other modules (`account*`, sign-in's `createOrGetAccount`), the user view for the API. */
  service: UsersService;
  /**
   * DELETE /api/users/:id's registry: every module keeping rows of a user registers their cleanup with it
   * (app.ts, once every module exists).
   */
  accountDeletion: AccountDeletion;
  router: Router;
}

export function createUsersModule(deps: {
  config: AppConfig;
  db: Db;
  now: () => Date;
  mailer: Mailer;
  /** The cookie sessions: a confirmed e-mail change signs the account's other sessions out. */
  sessionStore: Pick<DatabaseSessionStore, 'destroyOthersForUser'>;
  /** Sockets outlive the cookie session and the account: they are closed with them. */
  live: Pick<LiveModule['channel'], 'endHttpSession' | 'endAccount'>;
  /** Provided once the sessions and partnerships modules exist (they read accounts from this one). */
  stats: LatePort<UserStatsSources>;
}): UsersModule {
  const { config, db, now, sessionStore, live } = deps;
  const repository = new UsersRepository(db, now);
  const emailChange = new EmailChangeService({
    changes: new EmailChangeRepository(db),
    users: repository,
    mailer: deps.mailer,
    secret: config.sessionSecret,
    now,
    ttlMs: config.otpTtlMs,
    signOutOtherSessions: async (userId, keepSessionId) => {
      for (const sid of await sessionStore.destroyOthersForUser(userId, keepSessionId)) live.endHttpSession(sid);
    },
  });
  // Read per request: the sources are provided after this module is built.
  const stats = new UserStatsProvider(
    { userCounters: (userId) => deps.stats.get().sessions.userCounters(userId) },
    { partnerTiers: (userId) => deps.stats.get().partnerships.partnerTiers(userId) },
  );
  const service = new UsersService(repository, emailChange, stats);
  const accountDeletion = new AccountDeletion(repository);
  return {
    service,
    accountDeletion,
    router: createUsersRouter({
      users: service,
      accountDeletion,
      secureCookies: config.isHttps,
      onAccountDeleted: (userId) => live.endAccount(userId),
    }),
  };
}
