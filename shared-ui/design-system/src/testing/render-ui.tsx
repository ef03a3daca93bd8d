// The design system's own render helper for its component tests (not a package entry: nothing ships it).
// The app-wide helper, renderWithProviders (@forkcast/test-utils), renders through the client store and the API
// client's providers, which depend on this package: the design system's tests use this one instead, with no
// package above it. The toast slot needs no store here: until a store takes it over (handOverToasts) the toast
// state lives in toast-store's built-in host, which the Toaster reads.
import type { ReactElement, ReactNode } from 'react';
import { act, render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { GlobalStyle } from '../theme/global-style';
import { Toaster, preloadOverlays } from '../overlays/lazy-overlays';
import { dismiss } from '../toast/toast-store';

// As renderWithProviders: the overlays' chunk (dialogs, toaster) is in from the start, so a dialog or a toast
// renders in the same act() as the click that opens it, as in the app once the chunk is in.
beforeAll(() => preloadOverlays());

export interface RenderUiOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** Passed to userEvent.setup, e.g. `{ advanceTimers: jest.advanceTimersByTime }` under fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

export interface RenderUiResult extends RenderResult {
  user: UserEvent;
}

/** Renders UI as the app's providers do for the design system: theme, global style and the one Toaster. */
export function renderUi(ui: ReactElement, { userOptions, ...options }: RenderUiOptions = {}): RenderUiResult {
  // The toast slot is global (one toaster per app): start every render without a leftover toast.
  act(() => dismiss());
  const user = userEvent.setup(userOptions);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
        <Toaster />
      </ThemeProvider>
    );
  }
  const result: RenderResult = render(ui, { ...options, wrapper: Wrapper });
  return { ...result, user };
}
