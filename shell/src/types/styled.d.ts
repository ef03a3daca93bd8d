// Types every styled component's `theme` as Forkcast's (the design system's augmentation lives in its own
// src, which this package's tsconfig does not include).
import 'styled-components';
import type { Theme } from '@forkcast/design-system';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
