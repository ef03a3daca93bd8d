/*
 * Start-up in steps, each a task of its own: evaluating every module of the first screen in one go was an
 * 80 ms task under Lighthouse's 4x CPU slowdown (React DOM, styled-components, the design system, the
 * app), time in which a phone cannot answer a tap. Between the steps the browser handles input and paints.
 * The chunks themselves are already on their way (the page lists them), so the steps wait for nothing else.
 */
import { captureInstallPrompt } from './features/install/stores/install-prompt-store';

// The install offer can arrive before the layout that shows it mounts, even before the start-up's later
// steps: listen from the first one (the module imports nothing).
captureInstallPrompt();

// The design system's yieldToBrowser, which is not loaded yet at this point.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  await Promise.all([import('react-dom/client'), import('react-router-dom'), import('@tanstack/react-query')]);
  await nextTask();
  // styled-components takes over the page's server-rendered styles as it loads: a step of its own.
  await import('styled-components');
  await nextTask();
  await import('@forkcast/design-system');
  await nextTask();
  await import('./start');
}

void start();
