import type { ReactNode, RefObject } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import styled from 'styled-components';
import { X } from 'lucide-react';
import { IconButton } from './icon-button';
import { useReturnFocus } from './use-return-focus';
import { contentStyles, descriptionStyles, DialogFooterRow, overlayStyles, titleStyles, wideContentStyles } from './dialog-surface';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons, laid out in a row under the body. */
  footer?: ReactNode;
  className?: string;
  /**
   * `column` (default): never wider than the phone column. `wide`: up to 720 px on a desk (≥ 1024 px), for a
   * table an admin reads. A prop, not a `styled(Dialog)` override: the dialog's own rules arrive with its
   * lazily loaded chunk, after the screen's styles, and so win any tie with a class passed in.
   */
  size?: 'column' | 'wide';
  /**
   * What takes focus when the dialog opens; by default its first field. A dialog whose first field is optional
   * points this at its main action, so a phone does not open its keyboard over the dialog.
   */
  initialFocus?: RefObject<HTMLElement | null>;
}

const Overlay = styled(RadixDialog.Overlay)`
  ${overlayStyles}
`;

const Content = styled(RadixDialog.Content)<{ $size: 'column' | 'wide' }>`
  ${contentStyles}
  ${({ $size }) => $size === 'wide' && wideContentStyles}
`;

const HeaderText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  /* Room for the close button, and the title's first line level with its centre. */
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(10)} 0 0;
`;

const Title = styled(RadixDialog.Title)`
  ${titleStyles}
`;

const Description = styled(RadixDialog.Description)`
  ${descriptionStyles}
`;

const CloseSlot = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space(3)};
  right: ${({ theme }) => theme.space(3)};
`;

/**
 * A modal dialog: focus is trapped inside, Escape and the overlay close it, focus returns to the
 * element that opened it. Controlled only, because screens open dialogs from state (e.g. a card tap).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  className,
  size = 'column',
  initialFocus,
}: DialogProps) {
  const returnFocus = useReturnFocus();
  const onOpenAutoFocus = (event: Event) => {
    returnFocus.onOpenAutoFocus();
    const target = initialFocus?.current;
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <Overlay />
        <Content
          {...returnFocus}
          onOpenAutoFocus={onOpenAutoFocus}
          className={className}
          $size={size}
          // Without a description Radix would point aria-describedby at nothing and warn.
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
        >
          <HeaderText>
            <Title>{title}</Title>
            {description !== undefined && (
              // A div, so a description may hold more than phrasing content.
              <Description asChild>
                <div>{description}</div>
              </Description>
            )}
          </HeaderText>
          {children}
          {footer !== undefined && <DialogFooterRow>{footer}</DialogFooterRow>}
          {/* Last in the DOM (shown top-right) so opening focuses the dialog's first field, not Close. */}
          <CloseSlot>
            <RadixDialog.Close asChild>
              <IconButton label="Close">
                <X size={20} aria-hidden="true" />
              </IconButton>
            </RadixDialog.Close>
          </CloseSlot>
        </Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
