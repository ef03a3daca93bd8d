import type { HarnessIntro } from '@forkcast/dev-harness';

// This remote's page in its standalone harness (bootstrap.tsx; development only).
export const harnessIntro: HarnessIntro = {
  title: 'mfe-account alone: /settings, /subscribe, /invite/:token',
  body: (
    <p>
      /subscribe shows the plans to anyone; signed in, Subscribe opens the gateway&apos;s offline checkout (/dev-billing/checkout, forwarded
      by this dev server), where Pay makes the account premium and comes back to /settings. /settings edits the profile and preferences,
      partners and the subscription (Manage opens the dev portal). Partners need a second account: Start with dev partner pairs you with one
      this dev server plays, or sign in as a seeded user (npm run seed). /invite/:token is where an invite link (Add Partner, Create Invite)
      leads: open it in another browser profile to accept it.
    </p>
  ),
};
