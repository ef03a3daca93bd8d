import { PageColumn, ScreenTitle } from '@forkcast/shared-ui';

/** /solo-complete frame (spec §2). Taste insights and the liked places arrive with the solo-results issue. */
export function SoloCompleteScreen() {
  return (
    <PageColumn>
      <ScreenTitle>Session Complete!</ScreenTitle>
    </PageColumn>
  );
}
