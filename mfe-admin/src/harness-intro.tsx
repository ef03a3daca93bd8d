import type { HarnessIntro } from '@forkcast/dev-harness';

// This remote's page in its standalone harness (bootstrap.tsx; development only).
export const harnessIntro: HarnessIntro = {
  title: 'mfe-admin alone: /admin',
  body: (
    <p>
      /admin answers admins only: sign in with an address in the gateway&apos;s ADMIN_EMAILS, or grant one that has signed in once (npm run
      admin -w @forkcast/api-gateway -- grant you@example.com) and reload. npm run seed fills the users list with enough accounts, on every
      plan, to page, sort and search.
    </p>
  ),
};
