// Gives every test that uses this helper the jest-dom matcher types (toBeInTheDocument, ...).
/// <reference types="@testing-library/jest-dom" />
// First: jsdom gaps must be filled before react-router-dom is evaluated.
import '@forkcast/build-preset/dom-shims';
import type { ReactElement, ReactNode } from 'react';
import { act, render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { Slice } from '@reduxjs/toolkit';
import { createAppStore, rootReducer, StoreProvider, type AppStore, type RootState } from '@forkcast/live-store';
import { AppProviders } from '@forkcast/api-client';
import { createQueryClient } from '@forkcast/api-client';
import { dismissToast as dismiss, preloadOverlays } from '@forkcast/design-system';

/** The live channel without a server, for screens that take a LiveConnection. */
export { FakeLiveConnection } from './fake-live-connection';
export { createStoreWithLive, withActiveSession } from './live-store';
export { findToast } from './find-toast';

// The dialogs and the toaster are a chunk of their own that the app loads once its first screen is up (see
// design-system/src/overlays): a test file that renders through this helper has it from the start, so a
// dialog or a toast renders in the same act() as the click that opens it, as in the app once the chunk is in.
beforeAll(() => preloadOverlays());

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** The router's starting URL (path + query), e.g. '/no-match?sessionId=s1'. Default '/'. */
  route?: string;
  /** Pass one to pre-seed data (queryClient.setQueryData) or to inspect it afterwards. */
  queryClient?: QueryClient;
  /** Passed to userEvent.setup, e.g. `{ advanceTimers: jest.advanceTimersByTime }` under fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
  /** The real client store is built for every render; these remote slices are injected into it first. */
  slices?: Slice[];
  /** Its starting state (e.g. a signed-in user, an active session). */
  preloadedState?: Partial<RootState>;
  /** Or pass a store built by the test (createAppStore) to dispatch into it and read it afterwards. */
  store?: AppStore;
}

export interface RenderWithProvidersResult extends RenderResult {
  queryClient: QueryClient;
  user: UserEvent;
  store: AppStore;
}

/**
 * Renders UI exactly as the app does (the client store, AppProviders: query client, theme, global style,
 * Toaster) inside a MemoryRouter. The one render helper for every package's UI tests.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    queryClient = createQueryClient(),
    userOptions,
    slices = [],
    preloadedState,
    store: given,
    ...options
  }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  // The toast slot is global (one toaster per app): start every render without a leftover toast.
  act(() => dismiss());
  slices.forEach((slice) => rootReducer.inject(slice));
  const store = given ?? createAppStore(preloadedState ? { preloadedState } : {});
  const user = userEvent.setup(userOptions);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <StoreProvider store={store}>
        <AppProviders queryClient={queryClient}>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </AppProviders>
      </StoreProvider>
    );
  }
  const result: RenderResult = render(ui, { ...options, wrapper: Wrapper });
  return { ...result, queryClient, user, store };
}
