import styled, { css } from 'styled-components';

/**
 * A link that looks like the large full-width button: directions and calls are navigations (a maps page,
 * the phone's dialler), so they are real links, which also lets the phone offer its own choices on a
 * long press.
 */
export const ActionLink = styled.a<{ $variant: 'primary' | 'outline' }>`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  min-height: ${({ theme }) => theme.control.lg};
  padding: 0 ${({ theme }) => theme.space(6)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1;
  text-decoration: none;
  white-space: nowrap;

  &:active {
    transform: scale(0.97);
  }

  svg {
    flex: none;
  }

  ${({ $variant, theme }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
          &:hover {
            background: ${theme.colors.primaryHover};
          }
        `
      : css`
          background: ${theme.colors.surface};
          color: ${theme.colors.text};
          border-color: ${theme.colors.borderStrong};
          &:hover {
            background: ${theme.colors.surfaceMuted};
          }
        `}
`;
