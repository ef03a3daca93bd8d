import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowLeft, Utensils } from 'lucide-react';
import { PRODUCT_NAME, paths } from '@forkcast/shared-ui';

/**
 * /admin is full screen (no app header or tab bar), so it carries its own: the product name, and a way
 * back home that does not depend on the browser's back button.
 */
export function AdminHeader() {
  return (
    <Header>
      <Inner>
        <Brand aria-hidden="true">
          <Logo>
            <Utensils size={18} strokeWidth={2.5} />
          </Logo>
        </Brand>
        <Name>{`${PRODUCT_NAME} Admin`}</Name>
        <HomeLink to={paths.home}>
          <ArrowLeft size={18} aria-hidden="true" />
          Home
        </HomeLink>
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

// As wide as the dashboard below it (see admin-dashboard.tsx: a column that widens on desktop).
const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  max-width: ${({ theme }) => theme.layout.columnMaxWidth};
  height: ${({ theme }) => theme.layout.headerHeight};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(4)};

  @media (min-width: 768px) {
    max-width: 960px;
  }

  @media (min-width: 1024px) {
    max-width: 1280px;
  }
`;

const Brand = styled.span`
  display: inline-flex;
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

const Name = styled.span`
  flex: 1;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 800;
  letter-spacing: -0.02em;
`;

const HomeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
