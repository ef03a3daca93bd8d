import { rootReducer, type AppStore } from '@forkcast/live-store';
import { captureInstallPrompt, handOverInstallPrompt, installPromptReducer, type InstallPromptState } from './install-prompt-store';

declare module '@forkcast/live-store' {
  interface LazyLoadedSlices {
    installPrompt: InstallPromptState;
  }
}

/**
 * Gives the signed-in store the install prompt slot: the shell injects it (only the shell shows the banner)
 * and moves into it the offer captured before the store existed. Returns the function that gives it back.
 */
export function attachInstallPrompt(store: Pick<AppStore, 'dispatch' | 'getState'>): () => void {
  captureInstallPrompt();
  rootReducer.inject({ reducerPath: 'installPrompt', reducer: installPromptReducer });
  return handOverInstallPrompt(store);
}
