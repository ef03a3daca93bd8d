import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { Button } from '../../components/button';
import { theme } from '../../theme/theme';
import { dismiss as dismissToast, toast } from '../../toast/toast-store';
import { ConfirmDialog, Dialog, Toaster } from '../lazy-overlays';

// The overlays' chunk (Radix Dialog, AlertDialog, Toast): counted each time it is evaluated. Not through
// renderUi (and test-utils' renderWithProviders), which preloads it for every other test.
const evaluated = jest.fn();
jest.mock('../overlays', () => {
  evaluated();
  return jest.requireActual('../overlays');
});

function Screen() {
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  return (
    <ThemeProvider theme={theme}>
      <Button onClick={() => setOpen(true)}>Details</Button>
      <Button onClick={() => setAsking(true)}>Leave</Button>
      <Dialog open={open} onOpenChange={setOpen} title="Restaurant details" />
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Leave session?"
        description="Sure?"
        confirmLabel="Leave"
        onConfirm={() => undefined}
      />
      <Toaster />
    </ThemeProvider>
  );
}

afterEach(() => {
  act(() => dismissToast());
  jest.useRealTimers();
});

describe('dialogs and toaster load their code after the first paint', () => {
  it('renders a screen with closed dialogs and the toaster without loading their chunk, then opens a dialog and raises a toast', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Screen />);
    expect(screen.getByRole('button', { name: 'Details' })).toBeEnabled();
    expect(evaluated).not.toHaveBeenCalled();

    // A toast raised before the page is idle loads the toaster at once and shows.
    act(() => {
      toast({ title: 'Swipe not saved', variant: 'destructive' });
    });
    expect(await screen.findByText('Swipe not saved')).toBeInTheDocument();
    expect(evaluated).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Details' }));
    expect(await screen.findByRole('dialog', { name: 'Restaurant details' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Once the chunk is in, a dialog opens in the same render as the click.
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByRole('alertdialog', { name: 'Leave session?' })).toBeInTheDocument();
    expect(evaluated).toHaveBeenCalledTimes(1);
  });
});
