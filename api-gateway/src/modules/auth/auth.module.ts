import type { Request, Response, Router } from 'express';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import type { RateLimiterFactory } from '../../middleware/rate-limit';
import type { Mailer } from '../mail/mailer';
import type { UsersService } from '../users/users.service';
import { createAuthRouter } from './auth.router';
import { createGoogleOidc, type GoogleOidc } from './google-oidc';
import { OtpRepository } from './otp.repository';
import { OtpService } from './otp.service';
import { SignInService } from './sign-in.service';

export interface AuthModule {
  /** /api/auth/*: e-mail codes, Google, the signed-in user, sign-out. */
  router: Router;
  /** Account deletion: the sign-in codes sent to the account's address. */
  deleteCodesOf(tx: Db, email: string): Promise<void>;
}

export function createAuthModule(deps: {
  config: AppConfig;
  db: Db;
  now: () => Date;
  logger: Logger;
  mailer: Mailer;
  users: UsersService;
  rateLimiter: RateLimiterFactory;
  /** Test seam: a fake Google; by default the real one when GOOGLE_* is configured, else none. */
  google?: GoogleOidc | undefined;
  /** A signed-in cookie session ended (sign-out, or replaced by a new sign-in). */
  onSessionEnded: (sessionId: string) => Promise<void>;
  /** Someone signed in on this request (a guest's session is kept for the account). */
  onSignedIn?: (req: Request, res: Response, userId: string) => Promise<void>;
}): AuthModule {
  const { config, now } = deps;
  const codes = new OtpRepository(deps.db);
  const google =
    deps.google ?? (config.google && createGoogleOidc({ ...config.google, redirectUri: `${config.publicUrl}/api/auth/google/callback` }));
  return {
    router: createAuthRouter({
      config,
      otp: new OtpService(codes, deps.mailer, config.sessionSecret, now, config.otpTtlMs),
      signIn: new SignInService(deps.users, config.adminEmails, now),
      users: deps.users,
      google,
      rateLimiter: deps.rateLimiter,
      logger: deps.logger,
      onSessionEnded: deps.onSessionEnded,
      onSignedIn: deps.onSignedIn,
      now,
    }),
    deleteCodesOf: (tx, email) => codes.deleteForEmail(tx, email),
  };
}
