// Entry of @forkcast/shared-ui/store: the client store, shared as its own federation singleton so that Redux
// Toolkit is fetched with the signed-in route set only. Each line names the file that holds it.
export { rootReducer } from './root-reducer';
export type { RootState, LazyLoadedSlices } from './root-reducer';
export { createAppStore } from './create-app-store';
export type { AppStore, AppDispatch, CreateAppStoreOptions } from './create-app-store';
export { useAppSelector, useAppDispatch, useAppStore } from './hooks';
export { Provider as StoreProvider } from 'react-redux';
export { LiveBridge } from './live-bridge';
export { liveEventActions, liveConnectionOpened, liveConnectionDropped, liveConnectionClosed } from './live-actions';
export { liveSlice } from './live-slice';
export type { LiveState, LiveStatus } from './live-slice';
export { signedInUserSlice, userSignedIn, userSignedOut } from './signed-in-user-slice';
export type { SignedInUser } from './signed-in-user-slice';
export { useSignedInUser } from './use-signed-in-user';
export { notificationsSlice, unreadCountRead } from './notifications-slice';
export {
  activeSessionSlice,
  activeSessionChosen,
  activeSessionCleared,
  activeSessionEntered,
  activeSessionWatched,
  activeSessionLeft,
} from './active-session-slice';
export type { ActiveSessionState, PartnerPresence, SessionOutcome } from './active-session-slice';
