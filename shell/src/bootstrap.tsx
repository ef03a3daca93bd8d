import { captureInstallPrompt } from './features/install/stores/install-prompt-store';
import { readInlinedUser } from './lib/inlined-user';
import { registerServiceWorker } from './lib/register-service-worker';

// The install offer can arrive before the layout that shows it mounts: listen from the start.
captureInstallPrompt();
registerServiceWorker();

/** Resolves in a new task, so the browser can paint and answer input between two slices of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Start-up in slices. Imported statically, every library the app uses would be evaluated in one task, the
 * task the last file arrives in (~340 ms of a phone's main thread in a throttled trace, all of it blocking
 * input). Imported here, each library's file is fetched at once (in parallel) and evaluated in the task it
 * arrives in; the app's own modules follow in a task of their own, then React renders in slices
 * (startTransition in start-app.tsx).
 */
async function start() {
  const inlinedUser = readInlinedUser();
  await Promise.all([
    import('react-dom/client'),
    import('react-router-dom'),
    import('styled-components'),
    import('@forkcast/design-system'),
    import('@forkcast/api-client'),
    // Signed in: the client store and the live connection (the signed-in screens' own libraries) too.
    ...(inlinedUser ? [import('@reduxjs/toolkit'), import('react-redux'), import('@forkcast/live-store')] : []),
  ]);
  await nextTask();
  const { startApp } = await import('./app/start-app');
  await startApp(inlinedUser);
}

void start();
