import type { UserRow } from '../../db/schema';
import type { UsersRepository } from '../users/users.repository';

export interface GoogleProfile {
  subject: string;
  email: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
  pictureUrl?: string | undefined;
}

/** Finds or creates the account a successful sign-in belongs to. */
export class SignInService {
  constructor(private readonly users: UsersRepository) {}

  async withEmail(email: string): Promise<UserRow> {
    return this.users.insertOrGetByEmail({ email });
  }

  /**
   * By Google subject first; else by (verified) e-mail, linking Google to that account and filling only
   * the profile fields the user has not set; else a new account.
   */
  async withGoogle(profile: GoogleProfile): Promise<UserRow> {
    const linked = await this.users.findByOauth('google', profile.subject);
    if (linked) return linked;

    const email = profile.email.toLowerCase();
    const existing = await this.users.findByEmail(email);
    if (existing) {
      const updated = await this.users.update(existing.id, {
        oauthProvider: existing.oauthProvider ?? 'google',
        oauthSubject: existing.oauthSubject ?? profile.subject,
        firstName: existing.firstName ?? profile.firstName ?? null,
        lastName: existing.lastName ?? profile.lastName ?? null,
        profileImageUrl: existing.profileImageUrl ?? profile.pictureUrl ?? null,
      });
      return updated ?? existing;
    }
    return this.users.insertOrGetByEmail({
      email,
      oauthProvider: 'google',
      oauthSubject: profile.subject,
      firstName: profile.firstName ?? null,
      lastName: profile.lastName ?? null,
      profileImageUrl: profile.pictureUrl ?? null,
    });
  }
}
