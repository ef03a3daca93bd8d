import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { UtensilsIcon as Utensils } from '../icons/icons';

interface AppBarProps {
  children: ReactNode;
  /** Widens with the page on tablets and desktops (the admin dashboard); otherwise the phone column. */
  wide?: boolean;
}

/**
 * The sticky top bar every full screen starts with (the shell's layout, and /admin, which has no shell
 * layout): one look for the product's chrome wherever it is drawn.
 */
export function AppBar({ children, wide = false }: AppBarProps) {
  return (
    <Bar>
      <Inner $wide={wide}>{children}</Inner>
    </Bar>
  );
}

/** The product's mark: the fork-and-knife tile beside (or instead of) its name. */
export function ProductLogo() {
  return (
    <Logo aria-hidden="true">
      <Utensils size={18} strokeWidth={2.5} />
    </Logo>
  );
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: env(safe-area-inset-top, 0px);
`;

const Inner = styled.div<{ $wide: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  max-width: ${({ theme }) => theme.layout.columnMaxWidth};
  height: ${({ theme }) => theme.layout.headerHeight};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(4)};

  ${({ $wide }) =>
    $wide &&
    css`
      @media (min-width: 768px) {
        max-width: 960px;
      }
      @media (min-width: 1024px) {
        max-width: 1280px;
      }
    `}
`;

const Logo = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;
