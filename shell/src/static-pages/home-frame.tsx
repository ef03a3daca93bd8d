import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import styled, { ThemeProvider } from 'styled-components';
import { Badge, GlobalStyle, PageColumn, theme } from '@forkcast/design-system';
import type { PartnerActiveSession, SoloActiveSession } from '@forkcast/contracts';
import { GREETING_NAME_SLOT, PARTNER_NAME_SLOT, PARTNER_PROGRESS_SLOT, PARTNER_READY_SLOT, SOLO_PROGRESS_SLOT } from '@forkcast/contracts/domain';
import { currentUserQueryKey } from '@forkcast/api-client';
import { createAppStore, StoreProvider } from '@forkcast/live-store';
import { AppLayout } from '../features/layout/components/app-layout';
import { GreetingRow } from '../features/home/components/home-greeting';
import { Sections } from '../features/home/components/home-page';
import { HomeStats } from '../features/home/components/home-stats';
import { SoloSessionCard } from '../features/home/components/solo-session-card';
import { ActiveSessionCard } from '../features/home/components/active-session-card';

/** The session card home's frame paints: none, the user's own solo session, or a partner's waiting session. */
export type HomeFrameCard = 'none' | 'solo' | 'partner';

/**
 * Home's first paint, rendered at build time: the app's header, tab bar and greeting in their real
 * components and places, the rest of the column empty until the app renders it. The gateway sends it
 * to a signed-in user on / (static.router.ts), and the app replaces it on its first render. Free and premium
 * variants, because the greeting row differs (home-greeting.tsx), each also with the user's solo session card
 * or a partner's waiting session card (not a group's).
 */
export function HomeFrameDocument({ premium, card = 'none' }: { premium: boolean; card?: HomeFrameCard }) {
  // The layout shows its header only to a signed-in user; who exactly is filled in per request.
  const queryClient = new QueryClient();
  queryClient.setQueryData(currentUserQueryKey, { id: 'prerendered' });
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
                      {/* The free badge narrows the row, so the greeting wraps as it will in the app. */}
                      <GreetingRow name={GREETING_NAME_SLOT}>{!premium && <Badge tone="neutral">Free</Badge>}</GreetingRow>
                      {card !== 'none' && (
                        <>
                          {/* The stats' place, kept: the card below is where the app renders it. */}
                          <KeptPlace aria-hidden="true">
                            <HomeStats totalMatches={0} partnerCount={0} />
                          </KeptPlace>
                          {card === 'solo' ? (
                            <SoloSessionCard session={FRAME_SOLO_SESSION} prerendered={{ progress: SOLO_PROGRESS_SLOT }} onContinue={noop} onEnd={noopAsync} ending={false} />
                          ) : (
                            // The card reads the partner's presence from the store (empty here: the app adds it).
                            <StoreProvider store={createAppStore()}>
                              <ActiveSessionCard
                                session={FRAME_PARTNER_SESSION}
                                prerendered={{ partnerName: PARTNER_NAME_SLOT, ready: PARTNER_READY_SLOT, partnerLine: PARTNER_PROGRESS_SLOT }}
                                userId="prerendered"
                                onJoin={noop}
                                joining={false}
                              />
                            </StoreProvider>
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

/**
 * The largest thing on home with a solo session in progress is that session's card. Drawn by the app, it was
 * home's LCP, after all the scripts: 2.7–2.9 s in Lighthouse. In the frame it paints with the page, with its
 * progress filled in per request.
 */
const FRAME_SOLO_SESSION = { id: 'prerendered', restaurants: [], restaurantCount: 0 } as unknown as SoloActiveSession;
/** So with a partner's waiting session: without it in the page, that card was home's LCP, after every script. */
const FRAME_PARTNER_SESSION = { id: 'prerendered', partnerId: 'prerendered', partnerName: '', restaurants: [], restaurantCount: 0 } as unknown as PartnerActiveSession;
const noop = () => undefined;
const noopAsync = async () => undefined;

const KeptPlace = styled.div`
  visibility: hidden;
`;

