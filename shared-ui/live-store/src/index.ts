// Entry of @forkcast/live-store: the client store and the live socket, shared as its own federation singleton so that Redux
// Toolkit is fetched with the signed-in route set only. Each line names the file that holds it.
export { rootReducer } from './store/root-reducer';
export type { RootState, LazyLoadedSlices } from './store/root-reducer';
export { createAppStore } from './store/create-app-store';
export type { AppStore, AppDispatch, CreateAppStoreOptions } from './store/create-app-store';
export { useAppSelector, useAppDispatch, useAppStore } from './store/hooks';
export { Provider as StoreProvider } from 'react-redux';
export { LiveBridge } from './store/live-bridge';
export { liveEventActions, liveConnectionOpened, liveConnectionDropped, liveConnectionClosed } from './store/live-actions';
export { liveSlice } from './store/live-slice';
export type { LiveState, LiveStatus } from './store/live-slice';
export { signedInUserSlice, userSignedIn, userSignedOut } from './store/signed-in-user-slice';
export type { SignedInUser } from './store/signed-in-user-slice';
export { useSignedInUser } from './store/use-signed-in-user';
export { notificationsSlice, unreadCountRead } from './store/notifications-slice';
export {
  activeSessionSlice,
  activeSessionChosen,
  activeSessionCleared,
  activeSessionEntered,
  activeSessionWatched,
  activeSessionLeft,
} from './store/active-session-slice';
export type { ActiveSessionState, MemberPresence, PartnerPresence, SessionOutcome } from './store/active-session-slice';
export { LiveSocket } from './live/live-socket';
export type { LiveConnection, LiveEvent, LiveHandler, LiveSocketFactory } from './live/live-socket';
