import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { TABS, isTabActive } from './tabs';

/** Fixed bottom navigation; the active tab carries aria-current="page". */
export function TabBar() {
  const { pathname } = useLocation();
  return (
    <Bar aria-label="Main">
      <List>
        {TABS.map(({ label, path, Icon }) => {
          const active = isTabActive(path, pathname);
          return (
            <li key={path}>
              <TabLink to={path} aria-current={active ? 'page' : undefined} $active={active}>
                <Icon aria-hidden="true" size={22} strokeWidth={active ? 2.5 : 2} />
                <span>{label}</span>
              </TabLink>
            </li>
          );
        })}
      </List>
    </Bar>
  );
}

const Bar = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.tabBar};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-bottom: env(safe-area-inset-bottom, 0px);
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  max-width: ${({ theme }) => theme.layout.columnMaxWidth};
  height: ${({ theme }) => theme.layout.tabBarHeight};
  margin: 0 auto;
  padding: 0;
  list-style: none;
`;

const TabLink = styled(Link)<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  height: 100%;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ $active }) => ($active ? 700 : 500)};
  color: ${({ theme, $active }) => ($active ? theme.colors.primaryStrong : theme.colors.textMuted)};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;
