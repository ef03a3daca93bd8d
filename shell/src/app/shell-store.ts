import { createAppStore, type AppStore } from '@forkcast/live-store';
import { attachInstallPrompt } from '../features/install/stores/install-prompt-slot';

let store: AppStore | undefined;

/**
 * The page's one client store, configured once, when the signed-in route set first loads (so the landing
 * page never downloads Redux Toolkit). Remotes reach it through react-redux's context and inject their
 * slices into @forkcast/live-store's root reducer; both are federation singletons.
 */
export function shellStore(): AppStore {
  if (!store) {
    store = createAppStore();
    // The install offer may have come before the store: the store takes its slot over, with the offer.
    attachInstallPrompt(store);
  }
  return store;
}
