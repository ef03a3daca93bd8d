import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowLeft } from 'lucide-react';
import { AppBar, ProductLogo } from '@forkcast/design-system/app-bar';
import { PRODUCT_NAME, paths } from '@forkcast/contracts/domain';

/**
 * /admin is full screen (no app header or tab bar), so it carries its own: the product name, and a way
 * back home that does not depend on the browser's back button. As wide as the dashboard below it.
 */
export function AdminHeader() {
  return (
    <AppBar wide>
      <ProductLogo />
      <Name>{`${PRODUCT_NAME} Admin`}</Name>
      <HomeLink to={paths.home}>
        <ArrowLeft size={18} aria-hidden="true" />
        Home
      </HomeLink>
    </AppBar>
  );
}

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
