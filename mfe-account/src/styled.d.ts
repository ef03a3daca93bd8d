import 'styled-components';
import type { Theme } from '@forkcast/design-system';

// the design system's own augmentation is not part of this program, so the tokens are typed here too.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
