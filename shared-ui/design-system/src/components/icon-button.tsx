import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { buttonBase, variantStyles } from './button-styles';

export type IconButtonVariant = 'ghost' | 'outline' | 'primary';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'aria-label'> {
  /** Required: an icon alone says nothing to a screen reader. Becomes aria-label and the tooltip. */
  label: string;
  variant?: IconButtonVariant;
}

const StyledIconButton = styled.button<{ $variant: IconButtonVariant }>`
  ${buttonBase}
  ${({ $variant }) => variantStyles[$variant]}
  width: ${({ theme }) => theme.control.minTarget};
  height: ${({ theme }) => theme.control.minTarget};
  padding: 0;
  border-radius: 50%;
`;

/** A round 44 px button holding only an icon (children). */
export function IconButton({ label, variant = 'ghost', title, children, ...rest }: IconButtonProps) {
  return (
    <StyledIconButton {...rest} $variant={variant} aria-label={label} title={title ?? label}>
      {children}
    </StyledIconButton>
  );
}
