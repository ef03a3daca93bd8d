import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Utensils } from 'lucide-react';
import { PRODUCT_NAME, paths } from '@forkcast/shared-ui';

interface Props {
  /** Header actions (the notification bell), injected by the app so features stay independent. */
  actions?: ReactNode;
}

/** Top bar with the product name. The screen's own title stays the page's only h1. */
export function AppHeader({ actions }: Props) {
  return (
    <Header>
      <Inner>
        <Brand to={paths.home} aria-label={`${PRODUCT_NAME} home`}>
          <Logo aria-hidden="true">
            <Utensils size={18} strokeWidth={2.5} />
          </Logo>
          <span>{PRODUCT_NAME}</span>
        </Brand>
        {actions}
      </Inner>
    </Header>
  );
}

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: env(safe-area-inset-top, 0px);
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  max-width: ${({ theme }) => theme.layout.columnMaxWidth};
  height: ${({ theme }) => theme.layout.headerHeight};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(4)};
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 800;
  letter-spacing: -0.02em;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Logo = styled.span`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;
