import { Suspense, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '@forkcast/design-system';
import { nextUnswipedCard, paths, SHELL_SUSPENSE_BOUNDARIES_ABOVE_A_REMOTE_SCREEN } from '@forkcast/contracts/domain';
import { currentUserQueryKey } from '@forkcast/api-client';
import { activeSessionSlice, createAppStore, StoreProvider } from '@forkcast/live-store';
import type { PrerenderedRoom, SwipeRoomData } from '@forkcast/contracts';
import { SwipeScreen } from '../features/swipe/components/swipe-screen';
import { PrerenderedRoomContext } from '../features/swipe/lib/prerendered-room';

/**
 * The swipe room's first paint, rendered in the gateway for each GET /swipe of a user with a session in
 * progress (api-gateway/src/modules/pages/ imports this module from the remote's served build, so publishing
 * the remote updates it; the shell's page puts it in its #root). It is the screen's own component, with the
 * data the app will read from the page, inside the shell's Suspense boundaries: the browser hydrates this very
 * HTML (the shell's start.tsx) instead of rendering the room again. Built as server/swipe-room.mjs by
 * build/swipe-room-renderer.js.
 */
export function renderSwipeRoom(room: SwipeRoomData): PrerenderedRoom {
  const queryClient = new QueryClient();
  queryClient.setQueryData(currentUserQueryKey, room.user);
  const store = createAppStore({
    preloadedState: { activeSession: { ...activeSessionSlice.getInitialState(), session: room.session, ownerId: room.user.id } },
  });
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <QueryClientProvider client={queryClient}>
          <ThemeProvider theme={theme}>
            <GlobalStyle />
            <StoreProvider store={store}>
              <StaticRouter location={paths.swipe}>
                <PrerenderedRoomContext.Provider value={room}>
                  <InShellBoundaries>
                    <SwipeScreen />
                  </InShellBoundaries>
                </PrerenderedRoomContext.Provider>
              </StaticRouter>
            </StoreProvider>
          </ThemeProvider>
        </QueryClientProvider>,
      ),
    );
    return { html, styles: sheet.getStyleTags(), image: firstCardPhoto(room) };
  } finally {
    sheet.seal();
    store.dispose();
    queryClient.clear();
  }
}

/** `children` inside as many Suspense boundaries as the shell puts above this screen, for their markers. */
function InShellBoundaries({ children }: { children: ReactNode }) {
  let nested = children;
  for (let depth = 0; depth < SHELL_SUSPENSE_BOUNDARIES_ABOVE_A_REMOTE_SCREEN; depth += 1) nested = <Suspense>{nested}</Suspense>;
  return nested;
}

/** The photo of the card the deck resumes at. */
function firstCardPhoto({ session, swipes }: SwipeRoomData): string | null {
  return nextUnswipedCard(session.restaurants, swipes)?.photoUrl ?? null;
}
