import { useCallback, useState } from 'react';
import { useAppSelector } from '@forkcast/live-store';
import { consumeInstallPrompt, selectInstallOffered } from '../stores/install-prompt-store';

/** Dismissal is remembered on this device and never expires. */
export const INSTALL_DISMISSED_KEY = 'forkcast.installBanner.dismissed';

function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(INSTALL_DISMISSED_KEY) === '1';
  } catch {
    // Storage can be blocked (private modes); then the banner simply is not suppressed.
    return false;
  }
}

function writeDismissed(): void {
  try {
    window.localStorage.setItem(INSTALL_DISMISSED_KEY, '1');
  } catch {
    /* see readDismissed */
  }
}

/** True when the page already runs as the installed app. */
export function isRunningInstalled(): boolean {
  const standaloneDisplay = typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  const iosStandalone = (window.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standaloneDisplay || iosStandalone;
}

export interface InstallBanner {
  visible: boolean;
  install: () => Promise<void>;
  dismiss: () => void;
}

/**
 * Shown when the browser offered installation, nothing dismissed it before and the app is not installed.
 * Storage and the display mode are read only once there is an offer: the layout renders this on every app
 * page at start-up, and a page's first localStorage read is a synchronous call to the browser process.
 */
export function useInstallBanner(): InstallBanner {
  const offered = useAppSelector(selectInstallOffered);
  const [dismissedHere, setDismissed] = useState(false);

  const dismiss = useCallback(() => {
    writeDismissed();
    setDismissed(true);
  }, []);

  const install = useCallback(async () => {
    const event = consumeInstallPrompt();
    if (!event) return;
    await event.prompt();
  }, []);

  return { visible: offered && !dismissedHere && !readDismissed() && !isRunningInstalled(), install, dismiss };
}
