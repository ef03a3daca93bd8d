import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@forkcast/test-utils';
import { createAppStore, type AppStore } from '@forkcast/live-store';
import { InstallBanner } from '../components/install-banner';
import { INSTALL_DISMISSED_KEY } from '../hooks/use-install-banner';
import { attachInstallPrompt } from '../stores/install-prompt-slot';
import { captureInstallPrompt, installPromptReducer, selectInstallOffered } from '../stores/install-prompt-store';

function offerInstall() {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: jest.Mock };
  event.prompt = jest.fn().mockResolvedValue(undefined);
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

function setStandalone(matches: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: matches && query === '(display-mode: standalone)',
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

let stores: { store: AppStore; giveBack: () => void }[] = [];

/** The signed-in store as the shell builds it: it takes the install prompt slot over. */
function signedInStore(): AppStore {
  const store = createAppStore();
  stores.push({ store, giveBack: attachInstallPrompt(store) });
  return store;
}

/** The banner as the signed-in layout has it, reading the shell's store. */
const renderBanner = () => renderWithProviders(<InstallBanner />, { store: signedInStore() });

beforeEach(() => {
  window.localStorage.clear();
  setStandalone(false);
  // Listening from the start, as bootstrap does; forget any offer left over from a previous test.
  captureInstallPrompt();
  act(() => {
    window.dispatchEvent(new Event('appinstalled'));
  });
});
afterEach(() => {
  stores.forEach(({ store, giveBack }) => {
    giveBack();
    store.dispose();
  });
  stores = [];
});

describe('the install prompt slot', () => {
  it('is a plain reducer: offered, withdrawn, handed over', () => {
    const offered = installPromptReducer(undefined, { type: 'installPrompt/offered' });
    expect(offered).toEqual({ offered: true });
    expect(installPromptReducer(offered, { type: 'installPrompt/offered' })).toBe(offered);
    expect(installPromptReducer(offered, { type: 'installPrompt/withdrawn' })).toEqual({ offered: false });
    expect(installPromptReducer(undefined, { type: 'installPrompt/handedOver', payload: { offered: true } })).toEqual({ offered: true });
    expect(installPromptReducer(offered, { type: 'toasts/shown' })).toBe(offered);
    expect(selectInstallOffered({})).toBe(false);
  });

  it('an offer made before the signed-in store exists is in its state once the store takes the slot over', () => {
    offerInstall();
    const store = signedInStore();
    expect(selectInstallOffered(store.getState())).toBe(true);
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(selectInstallOffered(store.getState())).toBe(false);
  });

  it('a store that goes away gives the slot back with the offer', () => {
    const first = createAppStore();
    const giveBack = attachInstallPrompt(first);
    offerInstall();
    giveBack();
    first.dispose();
    // The offer the first store held is carried into the next one.
    expect(selectInstallOffered(signedInStore().getState())).toBe(true);
  });
});

describe('InstallBanner', () => {
  it('stays hidden until the browser offers installation', () => {
    renderBanner();
    expect(screen.queryByText('Install Forkcast')).not.toBeInTheDocument();
  });

  it('reads neither storage nor the display mode before an offer (start-up of every app page)', () => {
    const storageRead = jest.spyOn(Storage.prototype, 'getItem');
    try {
      renderBanner();
      expect(storageRead.mock.calls.map(([key]) => key)).not.toContain(INSTALL_DISMISSED_KEY);
      expect(window.matchMedia).not.toHaveBeenCalled();
      offerInstall();
      expect(storageRead).toHaveBeenCalledWith(INSTALL_DISMISSED_KEY);
      expect(screen.getByText('Install Forkcast')).toBeInTheDocument();
    } finally {
      storageRead.mockRestore();
    }
  });

  it('shows after beforeinstallprompt, and Install opens the browser prompt', async () => {
    const { user } = renderBanner();
    const event = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole('heading', { name: 'Install Forkcast' })).toBeInTheDocument();
    expect(screen.getByText('Add to your home screen for quick access and offline support')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Install' }));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Install Forkcast')).not.toBeInTheDocument();
  });

  it("'Not now' hides it, and the dismissal persists across re-renders and new offers", async () => {
    const view = renderBanner();
    offerInstall();
    await view.user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByText('Install Forkcast')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe('1');
    view.unmount();

    renderBanner();
    offerInstall();
    expect(screen.queryByText('Install Forkcast')).not.toBeInTheDocument();
  });

  it('the close button dismisses it too', async () => {
    const { user } = renderBanner();
    offerInstall();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Install Forkcast')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe('1');
  });

  it('hides after the app is installed', () => {
    renderBanner();
    offerInstall();
    expect(screen.getByText('Install Forkcast')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByText('Install Forkcast')).not.toBeInTheDocument();
  });

  it('stays hidden when running installed (display-mode: standalone)', () => {
    setStandalone(true);
    renderBanner();
    offerInstall();
    expect(screen.queryByText('Install Forkcast')).not.toBeInTheDocument();
  });

  it('stays hidden when running installed on iOS (navigator.standalone)', () => {
    Object.defineProperty(window.navigator, 'standalone', { value: true, configurable: true });
    try {
      renderBanner();
      offerInstall();
      expect(screen.queryByText('Install Forkcast')).not.toBeInTheDocument();
    } finally {
      Object.defineProperty(window.navigator, 'standalone', { value: undefined, configurable: true });
    }
  });
});
