import { PageColumn, ScreenTitle } from '@forkcast/shared-ui';

/** /match frame (spec §2). The matched place, confetti and details arrive with the match issue. */
export function MatchScreen() {
  return (
    <PageColumn>
      <ScreenTitle>IT&apos;S A MATCH!</ScreenTitle>
    </PageColumn>
  );
}
