// Gives every test that uses this helper the jest-dom matcher types (toBeInTheDocument, ...).
/// <reference types="@testing-library/jest-dom" />
// First: jsdom gaps must be filled before react-router-dom is evaluated.
import './dom-shims';
import type { ReactElement, ReactNode } from 'react';
import { act, render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../app/app-providers';
import { createQueryClient } from '../api/query-client';
import { dismiss } from '../toast/toast-store';

/** The live channel without a server, for screens that take a LiveConnection. */
export { FakeLiveConnection } from './fake-live-connection';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** The router's starting URL (path + query), e.g. '/no-match?sessionId=s1'. Default '/'. */
  route?: string;
  /** Pass one to pre-seed data (queryClient.setQueryData) or to inspect it afterwards. */
  queryClient?: QueryClient;
  /** Passed to userEvent.setup, e.g. `{ advanceTimers: jest.advanceTimersByTime }` under fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

export interface RenderWithProvidersResult extends RenderResult {
  queryClient: QueryClient;
  user: UserEvent;
}

/**
 * Renders UI exactly as the app does (AppProviders: query client, theme, global style, Toaster)
 * inside a MemoryRouter. The one render helper for every package's UI tests.
*/
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', queryClient = createQueryClient(), userOptions, ...options }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  // The toast slot is global (one toaster per app): start every render without a leftover toast.
  act(() => dismiss());
  const user = userEvent.setup(userOptions);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <AppProviders queryClient={queryClient}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </AppProviders>
    );
  }
  const result: RenderResult = render(ui, { ...options, wrapper: Wrapper });
  return { ...result, queryClient, user };
}
