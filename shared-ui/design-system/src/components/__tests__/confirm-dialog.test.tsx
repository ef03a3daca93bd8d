import { screen, waitFor } from '@testing-library/react';
import { renderUi } from '../../testing/render-ui';
import { ConfirmDialog } from '../../overlays/lazy-overlays';
import type { ConfirmDialogProps } from '../confirm-dialog';

function renderConfirm(overrides: Partial<ConfirmDialogProps> = {}) {
  const props: ConfirmDialogProps = {
    open: true,
    onOpenChange: jest.fn(),
    title: 'Remove Partner?',
    description: 'Are you sure you want to remove Sam? This will end your partnership.',
    confirmLabel: 'Remove',
    onConfirm: jest.fn(),
    destructive: true,
    ...overrides,
  };
  return { props, ...renderUi(<ConfirmDialog {...props} />) };
}

describe('ConfirmDialog', () => {
  it('is an alertdialog named by its title and described by its text', () => {
    renderConfirm();
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Partner?' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to remove Sam? This will end your partnership.');
  });

  it('confirm calls onConfirm, then closes', async () => {
    const { props, user } = renderConfirm();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(props.onConfirm).toHaveBeenCalledTimes(1);
    expect(props.onOpenChange).toHaveBeenCalledWith(false);
  });

  it('cancel (default label) closes without calling onConfirm', async () => {
    const { props, user } = renderConfirm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(props.onConfirm).not.toHaveBeenCalled();
    expect(props.onOpenChange).toHaveBeenCalledWith(false);
  });

  it('stays open and busy while an async onConfirm runs, closes when it resolves', async () => {
    let resolve!: () => void;
    const onConfirm = jest.fn(() => new Promise<void>((r) => (resolve = r)));
    const { props, user } = renderConfirm({ onConfirm });

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(props.onOpenChange).not.toHaveBeenCalled();

    resolve();
    await waitFor(() => expect(props.onOpenChange).toHaveBeenCalledWith(false));
  });

  it('stays open when an async onConfirm fails', async () => {
    const onConfirm = jest.fn(() => Promise.reject(new Error('500: boom')));
    const { props, user } = renderConfirm({ onConfirm });
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove' })).toBeEnabled());
    expect(props.onOpenChange).not.toHaveBeenCalled();
  });

  it('uses a custom cancel label', () => {
    renderConfirm({ cancelLabel: 'Keep' });
    expect(screen.getByRole('button', { name: 'Keep' })).toBeInTheDocument();
  });
});
