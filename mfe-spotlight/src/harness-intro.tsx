import type { HarnessIntro } from '@forkcast/dev-harness';

// This remote's page in its standalone harness (bootstrap.tsx; development only).
export const harnessIntro: HarnessIntro = {
  title: 'mfe-spotlight alone: /spotlight, /favorites, /randomizer',
  body: (
    <p>
      /favorites lists the places liked in solo sessions: start a solo session and like a few cards on /swipe of the swipe remote, or sign
      in as a seeded user (npm run seed). /spotlight&apos;s Discover and /randomizer need a saved location: starting a session saves one for
      a new account (central Philadelphia, where the offline restaurant data is).
    </p>
  ),
};
