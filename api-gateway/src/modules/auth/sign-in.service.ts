import type { UserRow } from '../../db/schema';
import { isListedAdminEmail } from '../users/admin-rule';
import type { UsersService } from '../users/users.service';

export interface GoogleProfile {
  subject: string;
  email: string;
  /** Google's `email_verified` claim: only a verified address may find (or link to) an account. */
  emailVerified: boolean;
  firstName?: string | undefined;
  lastName?: string | undefined;
  pictureUrl?: string | undefined;
}

/** Why a Google sign-in was refused; the router sends every one to /auth?error=google_failed. */
export class GoogleSignInRefused extends Error {
  override name = 'GoogleSignInRefused';
}

/**
 * Finds or creates the account a successful sign-in belongs to. Both ways in prove the address
 * (a code mailed to it, or Google's email_verified), so each records the verification and applies
 * ADMIN_EMAILS: the only moment that list grants the stored admin flag.
 */
export class SignInService {
  constructor(
    private readonly users: Pick<UsersService, 'accountByEmail' | 'accountByOauth' | 'createOrGetAccount' | 'updateAccount'>,
    private readonly adminEmails: ReadonlySet<string>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async withEmail(email: string): Promise<UserRow> {
    return this.verified(await this.users.createOrGetAccount({ email }));
  }

  /**
   * By Google subject first. Else by e-mail, linking Google to that account only when Google says the
   * address is verified AND the account's address was verified too: otherwise an account whose owner
   * typed someone else's address (before e-mail changes were verified) could be entered by that person's
   * Google login, or a Google account with an unproven address could enter someone's account. Else a
   * new account.
   */
  async withGoogle(profile: GoogleProfile): Promise<UserRow> {
    const linked = await this.users.accountByOauth('google', profile.subject);
    const email = profile.email.toLowerCase();
    if (linked) return profile.emailVerified && email === linked.email ? this.verified(linked) : linked;
    if (!profile.emailVerified) throw new GoogleSignInRefused('Google did not return a verified e-mail address');

    const existing = await this.users.accountByEmail(email);
    if (existing) return this.linkGoogle(existing, profile);
    const created = await this.users.createOrGetAccount({
      email,
      oauthProvider: 'google',
      oauthSubject: profile.subject,
      firstName: profile.firstName ?? null,
      lastName: profile.lastName ?? null,
      profileImageUrl: profile.pictureUrl ?? null,
    });
    // A concurrent sign-up may have created the address first: then it is an existing account after all.
    return created.oauthSubject === profile.subject ? this.verified(created) : this.linkGoogle(created, profile);
  }

  private async linkGoogle(existing: UserRow, profile: GoogleProfile): Promise<UserRow> {
    if (!existing.emailVerifiedAt) {
      throw new GoogleSignInRefused('The account with this address has not verified it; sign in with an e-mail code first');
    }
    if (existing.oauthSubject && existing.oauthProvider === 'google' && existing.oauthSubject !== profile.subject) {
      throw new GoogleSignInRefused('The account with this address is linked to another Google account');
    }
    const updated = await this.users.updateAccount(existing.id, {
      oauthProvider: existing.oauthProvider ?? 'google',
      oauthSubject: existing.oauthSubject ?? profile.subject,
      firstName: existing.firstName ?? profile.firstName ?? null,
      lastName: existing.lastName ?? profile.lastName ?? null,
      profileImageUrl: existing.profileImageUrl ?? profile.pictureUrl ?? null,
    });
    return this.verified(updated ?? existing);
  }

  /** Records the proven address and, for an ADMIN_EMAILS address, grants the stored flag. */
  private async verified(row: UserRow): Promise<UserRow> {
    const grantAdmin = !row.isAdmin && isListedAdminEmail(row.email, this.adminEmails);
    const updated = await this.users.updateAccount(row.id, { emailVerifiedAt: this.now(), ...(grantAdmin ? { isAdmin: true } : {}) });
    return updated ?? row;
  }
}
