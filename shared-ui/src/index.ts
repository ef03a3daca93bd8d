// Entry of @forkcast/shared-ui, shared as one federation singleton. Each line names the file that holds it.
// A shared module is downloaded whole by the first screen that needs any of it, so controls only later screens
// use (Slider, ChipGroup, Tabs: @forkcast/shared-ui/slider, /chip-group, /tabs) are not here: each app bundles
// the ones it imports, where it imports them. Rules and constants without zod: @forkcast/shared-ui/domain.
export { apiRequest, getQueryFn, throwIfNotOk } from './api/api-client';
export type { HttpMethod } from './api/api-client';
export { ApiError, errorText, errorField, isRateLimited } from './api/api-error';
export { createQueryClient } from './api/query-client';
export { paths, PRODUCT_NAME, TAGLINE } from './config/paths';
export { theme } from './theme/theme';
export type { Theme } from './theme/theme';
export { AppProviders } from './app/app-providers';
export { StandaloneHarness } from './app/standalone-harness';
export { currentUserQuery, currentUserQueryKey, useCurrentUser } from './auth/current-user';
export type { CurrentUserState } from './auth/current-user';
export { useSignOut, signOut } from './auth/use-sign-out';
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
export { Dialog } from './components/dialog';
export type { DialogProps } from './components/dialog';
export { ConfirmDialog } from './components/confirm-dialog';
export type { ConfirmDialogProps } from './components/confirm-dialog';
export { TextField } from './components/text-field';
export type { TextFieldProps } from './components/text-field';
export { CodeField } from './components/code-field';
export type { CodeFieldProps } from './components/code-field';
export { Switch } from './components/switch';
export type { SwitchProps } from './components/switch';
export { AppBar, ProductLogo } from './components/app-bar';
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
export { Toaster, TOAST_DURATION_MS } from './toast/toaster';
export { refreshRestaurantCache, CACHE_REFRESH_COOLDOWN_MS } from './session/refresh-restaurant-cache';
export type { Coordinates } from './session/refresh-restaurant-cache';
export { sessionQuery, sessionQueryKey } from './session/session-query';
export { partnerLimitToast, showPartnerLimitToast } from './partners/partner-limit-toast';
export { partnershipsQuery, partnershipsQueryKey, getPartnerships } from './partners/partnerships-query';
export { LiveSocket } from './live/live-socket';
export type { LiveConnection, LiveEvent, LiveHandler, LiveSocketFactory } from './live/live-socket';
export { geocodeZip, geocodeZipQuery } from './location/geocode-zip';
export { useDebouncedValue } from './location/use-debounced-value';
export { useZipCheck, ZIP_LENGTH, ZIP_CHECK_DEBOUNCE_MS } from './location/use-zip-check';
export type { ZipCheck } from './location/use-zip-check';
export { ZipCodeField } from './location/zip-code-field';
export type { ZipCodeFieldProps } from './location/zip-code-field';
export { ZipCheckAdornment, placeName } from './location/zip-check-adornment';
export { PlaceFacts, PlaceFact, PlaceVicinity, RatingStar } from './components/place-facts';
export { plural, countOf } from './text/plural';
export type { PlaceFactsProps } from './components/place-facts';
