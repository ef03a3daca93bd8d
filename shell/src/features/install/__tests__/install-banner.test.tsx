import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@forkcast/shared-ui/testing';
import { InstallBanner } from '../components/install-banner';
import { INSTALL_DISMISSED_KEY } from '../hooks/use-install-banner';

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

beforeEach(() => {
  window.localStorage.clear();
  setStandalone(false);
  // Forget any offer left over from a previous test.
  act(() => {
    window.dispatchEvent(new Event('appinstalled'));
  });
});

describe('InstallBanner', () => {
  it('stays hidden until the browser offers installation', () => {
    renderWithProviders(<InstallBanner />);
    expect(screen.queryByText('Install Forkcast')).not.toBeInTheDocument();
  });

  it('shows after beforeinstallprompt, and Install opens the browser prompt', async () => {
    const { user } = renderWithProviders(<InstallBanner />);
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
    const first = renderWithProviders(<InstallBanner />);
    offerInstall();
    await first.user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByText('Install Forkcast')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe('1');
    first.unmount();

    renderWithProviders(<InstallBanner />);
    offerInstall();
    expect(screen.queryByText('Install Forkcast')).not.toBeInTheDocument();
  });

  it('the close button dismisses it too', async () => {
    const { user } = renderWithProviders(<InstallBanner />);
    offerInstall();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Install Forkcast')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe('1');
  });

  it('hides after the app is installed', () => {
    renderWithProviders(<InstallBanner />);
    offerInstall();
    expect(screen.getByText('Install Forkcast')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByText('Install Forkcast')).not.toBeInTheDocument();
  });

  it('stays hidden when running installed (display-mode: standalone)', () => {
    setStandalone(true);
    renderWithProviders(<InstallBanner />);
    offerInstall();
    expect(screen.queryByText('Install Forkcast')).not.toBeInTheDocument();
  });

  it('stays hidden when running installed on iOS (navigator.standalone)', () => {
    Object.defineProperty(window.navigator, 'standalone', { value: true, configurable: true });
    try {
      renderWithProviders(<InstallBanner />);
      offerInstall();
      expect(screen.queryByText('Install Forkcast')).not.toBeInTheDocument();
    } finally {
      Object.defineProperty(window.navigator, 'standalone', { value: undefined, configurable: true });
    }
  });
});
