// Types every styled component's `theme` as Forkcast's (shared-ui's augmentation lives in its own
// src, which this package's tsconfig does not include).
import 'styled-components';
import type { Theme } from '@forkcast/shared-ui';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
