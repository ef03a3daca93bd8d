import { PageColumn, ScreenTitle } from '@forkcast/shared-ui';

/** /no-match frame (spec §2). The AI compromise suggestions arrive with the no-match issue. */
export function NoMatchScreen() {
  return (
    <PageColumn>
      <ScreenTitle>No Match</ScreenTitle>
    </PageColumn>
  );
}
