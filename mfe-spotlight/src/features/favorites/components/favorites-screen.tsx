import { PageColumn, ScreenTitle } from '@forkcast/shared-ui';

/** /favorites frame (spec §2). The saved list and its count arrive with the favorites API. */
export function FavoritesScreen() {
  return (
    <PageColumn>
      <ScreenTitle>Your Favorites</ScreenTitle>
    </PageColumn>
  );
}
