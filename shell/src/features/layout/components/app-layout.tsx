import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser } from '@forkcast/api-client';
import { AppHeader } from './app-header';
import { TabBar } from './tab-bar';

interface Props {
  /** Header actions (the notification bell). */
  headerActions?: ReactNode;
  /** Shown just above the tab bar (the install banner). */
  aboveTabBar?: ReactNode;
}

/**
 * The shared layout of home, settings, randomizer, spotlight and favorites: header (signed-in users
 * only), the routed screen in a centred column, and the fixed tab bar. The screen supplies its own
 * <main> (PageColumn), so the layout adds no landmark around it.
 */
export function AppLayout({ headerActions, aboveTabBar }: Props) {
  const { isAuthenticated } = useCurrentUser();
  return (
    <Frame>
      {isAuthenticated && <AppHeader actions={headerActions} />}
      <Column>
        <Outlet />
      </Column>
      {aboveTabBar && <AboveTabBar>{aboveTabBar}</AboveTabBar>}
      <TabBar />
    </Frame>
  );
}

// Bottom padding keeps the last content clear of the fixed tab bar (and the iPhone home indicator).
const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
  padding-bottom: calc(${({ theme }) => theme.layout.tabBarHeight} + env(safe-area-inset-bottom, 0px));
`;

const Column = styled.div`
  flex: 1;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.columnMaxWidth};
  margin: 0 auto;
`;

// Sticky rather than fixed: it takes space in the flow, so it never covers the end of the content,
// yet stays pinned just above the tab bar while the page scrolls.
const AboveTabBar = styled.div`
  position: sticky;
  bottom: calc(${({ theme }) => theme.layout.tabBarHeight} + env(safe-area-inset-bottom, 0px));
  z-index: ${({ theme }) => theme.zIndex.header};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.columnMaxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2)};

  &:empty {
    display: none;
  }
`;
