import { createAppStore, type AppStore } from '@forkcast/shared-ui/store';

let store: AppStore | undefined;

/**
 * The page's one client store, configured once, when the signed-in route set first loads (so the landing
 * page never downloads Redux Toolkit). Remotes reach it through react-redux's context and inject their
 * slices into @forkcast/shared-ui/store's root reducer; both are federation singletons.
 */
export function shellStore(): AppStore {
  store ??= createAppStore();
  return store;
}
