import type { HarnessIntro } from '@forkcast/dev-harness';

// This remote's page in its standalone harness (bootstrap.tsx; development only).
export const harnessIntro: HarnessIntro = {
  title: 'mfe-swipe alone: /swipe, /match, /no-match, /solo-complete',
  body: (
    <p>
      Start solo session deals a deck for /swipe. Start with dev partner pairs you with an account this dev server plays, which has liked
      every card: like one for a match, pass them all for a no-match. A free account starts one session a day; reload for a fresh address.
    </p>
  ),
};
