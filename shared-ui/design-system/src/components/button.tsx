import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';
import { buttonBase, variantStyles, type ButtonSize, type ButtonVariant } from './button-styles';
import { SpinnerRing } from './spinner';

export type { ButtonSize, ButtonVariant };

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner, marks the button aria-busy and disables it so a request is not sent twice. */
  loading?: boolean;
}

const sizeStyles = {
  // The small button looks compact but its hit area is stretched to the 44 px minimum each way (percentages
  // here are of the padding box, so the border is counted in).
  sm: css`
    min-height: ${({ theme }) => theme.control.sm};
    padding: 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.font.size.sm};
    &::after {
      content: '';
      position: absolute;
      inset: min(0px, calc((100% - ${({ theme }) => theme.control.minTarget}) / 2));
    }
  `,
  md: css`
    min-height: ${({ theme }) => theme.control.md};
    padding: 0 ${({ theme }) => theme.space(5)};
    font-size: ${({ theme }) => theme.font.size.md};
  `,
  lg: css`
    min-height: ${({ theme }) => theme.control.lg};
    padding: 0 ${({ theme }) => theme.space(6)};
    font-size: ${({ theme }) => theme.font.size.md};
  `,
} as const;

interface LookProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

const look = css<LookProps>`
  ${buttonBase}
  ${({ $variant }) => variantStyles[$variant]}
  ${({ $size }) => sizeStyles[$size]}
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
`;

const StyledButton = styled.button<LookProps>`
  ${look}
`;

const StyledLink = styled.a<LookProps>`
  ${look}
  text-decoration: none;
`;

/** The one button. The label stays visible while loading so the button keeps its width. */
export function Button({ variant = 'primary', size = 'md', fullWidth = false, loading = false, disabled, children, ...rest }: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <SpinnerRing $size={16} aria-hidden="true" data-testid="button-spinner" />}
      {children}
    </StyledButton>
  );
}

export interface LinkButtonProps extends ComponentPropsWithRef<'a'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/**
 * A link that looks like the one button: for a way to another page, so it works from server-rendered
 * HTML before any script has run (the landing page's "Get Started Free").
 */
export function LinkButton({ variant = 'primary', size = 'md', fullWidth = false, ...rest }: LinkButtonProps) {
  return <StyledLink {...rest} $variant={variant} $size={size} $fullWidth={fullWidth} />;
}
