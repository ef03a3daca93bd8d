import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import styled, { ThemeProvider } from 'styled-components';
import { GlobalStyle, PageColumn, theme } from '@forkcast/design-system';
import type { ActiveSession, User } from '@forkcast/contracts';
import { isPartnerActiveSession } from '@forkcast/contracts/domain';
import { currentUserQueryKey } from '@forkcast/api-client';
import { StoreProvider, type AppStore } from '@forkcast/live-store';
import { AppLayout } from '../features/layout/components/app-layout';
import { HomeGreeting } from '../features/home/components/home-greeting';
import { Sections } from '../features/home/components/home-page';
import { HomeStats } from '../features/home/components/home-stats';
import { SoloSessionCard } from '../features/home/components/solo-session-card';
import { ActiveSessionCard } from '../features/home/components/active-session-card';

/**
 * Home's first paint for this user: the app's header, tab bar and greeting in their real components and
 * places, and the session card home shows (GET …/active's answer) when there is one; the rest of the column
 * stays empty until the app renders it and replaces this on its first render. A group's card, which lists
 * its members from the live store, is left to the app. `store` is an empty store (the partner card reads
 * the partner's presence from it: the app adds that).
 */
export function HomeFrame({ user, session, store }: { user: User; session: ActiveSession | null | undefined; store: AppStore }) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(currentUserQueryKey, user);
  const card = session && !(isPartnerActiveSession(session) && session.members) ? session : null;
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <StaticRouter location="/">
          <Routes>
            <Route element={<AppLayout />}>
              <Route
                path="/"
                element={
                  <PageColumn>
                    <Sections>
                      <HomeGreeting user={user} />
                      {card && (
                        <>
                          {/* The stats' place, kept: the card below is where the app renders it. */}
                          <KeptPlace aria-hidden="true">
                            <HomeStats totalMatches={0} partnerCount={0} />
                          </KeptPlace>
                          {isPartnerActiveSession(card) ? (
                            <StoreProvider store={store}>
                              <ActiveSessionCard session={card} frame userId={user.id} onJoin={noop} joining={false} />
                            </StoreProvider>
                          ) : (
                            <SoloSessionCard session={card} frame onContinue={noop} onEnd={noopAsync} ending={false} />
                          )}
                        </>
                      )}
                    </Sections>
                  </PageColumn>
                }
              />
            </Route>
          </Routes>
        </StaticRouter>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

const noop = () => undefined;
const noopAsync = async () => undefined;

const KeptPlace = styled.div`
  visibility: hidden;
`;
