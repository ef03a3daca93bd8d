import { useState, type MouseEvent, type ReactNode } from 'react';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import styled from 'styled-components';
import { Button } from './button';
import { useReturnFocus } from './use-return-focus';
import { contentStyles, descriptionStyles, DialogFooterRow, overlayStyles, titleStyles } from './dialog-surface';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /**
   * Runs on confirm. The dialog closes when it returns; a returned promise keeps it open (busy)
   * until it settles, and a rejection leaves it open so the user can retry or cancel (the caller
   * reports the error, e.g. with a toast).
   */
  onConfirm: () => void | Promise<void>;
  /** Paints the confirm button in the danger colour. */
  destructive?: boolean;
  /** Busy state driven by the caller (e.g. mutation.isPending). */
  loading?: boolean;
}

const Overlay = styled(AlertDialog.Overlay)`
  ${overlayStyles}
`;

const Content = styled(AlertDialog.Content)`
  ${contentStyles}
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Title = styled(AlertDialog.Title)`
  ${titleStyles}
`;

const Description = styled(AlertDialog.Description)`
  ${descriptionStyles}
`;

/** An "are you sure?" prompt. Radix AlertDialog: focus starts on Cancel, the overlay does not dismiss. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  destructive = false,
  loading = false,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const busy = loading || pending;
  const returnFocus = useReturnFocus();

  async function handleConfirm(event: MouseEvent<HTMLButtonElement>) {
    // Radix closes on Action click; we close ourselves once onConfirm has finished.
    event.preventDefault();
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      onOpenChange(false);
      return;
    }
    setPending(true);
    try {
      await result;
      onOpenChange(false);
    } catch {
      // Stay open: the caller has surfaced the failure and the user may retry or cancel.
    } finally {
      setPending(false);
    }
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialog.Portal>
        <Overlay />
        <Content {...returnFocus}>
          <Text>
            <Title>{title}</Title>
            <Description asChild>
              <div>{description}</div>
            </Description>
          </Text>
          <DialogFooterRow>
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={busy}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant={destructive ? 'danger' : 'primary'} loading={busy} onClick={handleConfirm}>
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </DialogFooterRow>
        </Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
