// Entry of @forkcast/design-system, shared as one federation singleton (strict version range, see
// @forkcast/build-preset/create-shared-config.js): components, theme, global style, toaster and purely UI hooks.
// Controls only later screens use (Slider, ChipGroup, Tabs, Switch, RestaurantPhoto, ErrorCard, IconNote, the app
// bar, and the form fields TextField, CodeField, ZipCheckAdornment: none is in the swipe room) are subpaths
// (@forkcast/design-system/slider, …), bundled by each app that imports them, not part of this shared entry.
export { theme } from './theme/theme';
export type { Theme } from './theme/theme';
export { GlobalStyle } from './theme/global-style';
export { Button, LinkButton } from './components/button';
export type { ButtonProps, ButtonVariant, ButtonSize, LinkButtonProps } from './components/button';
export { IconButton } from './components/icon-button';
export type { IconButtonProps, IconButtonVariant } from './components/icon-button';
export { Card, CardHeader, CardTitle, CardContent } from './components/card';
export { Badge } from './components/badge';
export type { BadgeProps, BadgeTone } from './components/badge';
export { Spinner } from './components/spinner';
export type { SpinnerProps } from './components/spinner';
export { FullPageSpinner } from './components/full-page-spinner';
// Dialog, ConfirmDialog and Toaster load their code (Radix) after the first paint: see overlays/lazy-overlays.tsx.
export { Dialog, ConfirmDialog, Toaster, preloadOverlays } from './overlays/lazy-overlays';
export type { DialogProps } from './components/dialog';
export type { ConfirmDialogProps } from './components/confirm-dialog';
export { PageColumn } from './components/page-column';
export { StackList } from './components/stack-list';
export { PresenceDot } from './components/presence-dot';
export { ScreenTitle } from './components/screen-title';
export { Subtitle } from './components/subtitle';
export { VisuallyHidden } from './components/visually-hidden';
export {
  toast,
  dismiss as dismissToast,
  toastsReducer,
  selectCurrentToast,
  getToastsState,
  handOverToasts,
  TOAST_SHOWN,
} from './toast/toast-store';
export type { ToastOptions, ToastVariant, ToastsState, ToastHost } from './toast/toast-store';
export { useToast } from './toast/use-toast';
export { TOAST_DURATION_MS } from './toast/toast-duration';
export { useDebouncedValue } from './hooks/use-debounced-value';
export { useAfterFirstCommit } from './hooks/use-after-first-commit';
export { useClientValue, useHydrating } from './hooks/use-hydrating';
export { nextTask, whenIdle, yieldToBrowser } from './scheduling/tasks';
export { prefersReducedMotion } from './motion/prefers-reduced-motion';
export { PlaceFacts, PlaceFact, PlaceVicinity, RatingStar } from './components/place-facts';
// Defined with the product's texts (the gateway writes counts into pages too), exported here for the screens.
export { plural, countOf } from '@forkcast/contracts/domain';
export type { PlaceFactsProps } from './components/place-facts';
