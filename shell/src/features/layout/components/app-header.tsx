import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AppBar, ProductLogo } from '@forkcast/design-system/app-bar';
import { PRODUCT_NAME, paths } from '@forkcast/contracts/domain';

interface Props {
  /** Header actions (the notification bell), injected by the app so features stay independent. */
  actions?: ReactNode;
}

/** Top bar with the product name. The screen's own title stays the page's only h1. */
export function AppHeader({ actions }: Props) {
  return (
    <AppBar>
      <Brand to={paths.home} aria-label={`${PRODUCT_NAME} home`}>
        <ProductLogo />
        <span>{PRODUCT_NAME}</span>
      </Brand>
      {actions}
    </AppBar>
  );
}

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.control.minTarget};
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
