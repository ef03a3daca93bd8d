import { act, fireEvent, screen } from '@testing-library/react';
import { renderUi } from '../../testing/render-ui';
import { Button } from '../../components/button';
import { ConfirmDialog, Dialog } from '../../overlays/lazy-overlays';
import { toast, dismiss } from '../toast-store';
import { useToast } from '../use-toast';

function SaveButton() {
  const { toast: show } = useToast();
  return <Button onClick={() => show({ title: 'Settings saved', variant: 'success' })}>Save</Button>;
}

/** Toasts render inside a <li> in the labelled region. */
function toastItems() {
  return screen.queryAllByRole('listitem');
}

afterEach(() => {
  act(() => dismiss());
  jest.useRealTimers();
});

describe('Toaster', () => {
  it('shows a toast raised through useToast in the labelled region', async () => {
    const { user } = renderUi(<SaveButton />);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region).toHaveTextContent('Settings saved');
    expect(toastItems()[0]).toHaveAttribute('data-variant', 'success');
  });

  it('shows one toast at a time: a second replaces the first', () => {
    renderUi(<div />);
    act(() => {
      toast({ title: 'Invite created!' });
    });
    act(() => {
      toast({ title: 'Copied!', description: 'Code copied to clipboard' });
    });

    expect(toastItems()).toHaveLength(1);
    expect(screen.queryByText('Invite created!')).not.toBeInTheDocument();
    expect(toastItems()[0]).toHaveTextContent('Copied!');
    expect(toastItems()[0]).toHaveTextContent('Code copied to clipboard');
  });

  it('dismisses itself after 5000 ms by default', () => {
    jest.useFakeTimers();
    renderUi(<div />);
    act(() => {
      toast({ title: 'Partner removed' });
    });

    act(() => jest.advanceTimersByTime(4900));
    expect(screen.getByText('Partner removed')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Partner removed')).not.toBeInTheDocument();
  });

  it('a replacing toast restarts the 5000 ms clock', () => {
    jest.useFakeTimers();
    renderUi(<div />);
    act(() => {
      toast({ title: 'First' });
    });
    act(() => jest.advanceTimersByTime(4000));
    act(() => {
      toast({ title: 'Second' });
    });

    act(() => jest.advanceTimersByTime(4000));
    expect(screen.getByText('Second')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1100));
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
  });

  it('honours a custom duration', () => {
    jest.useFakeTimers();
    renderUi(<div />);
    act(() => {
      toast({ title: 'Quick', duration: 1000 });
    });
    act(() => jest.advanceTimersByTime(1100));
    expect(screen.queryByText('Quick')).not.toBeInTheDocument();
  });

  it('renders the destructive variant', () => {
    renderUi(<div />);
    act(() => {
      toast({
        title: 'Partner Limit Reached',
        description: 'Free users can have 1 partner. Upgrade to Premium for unlimited!',
        variant: 'destructive',
      });
    });
    const item = toastItems()[0];
    expect(item).toHaveAttribute('data-variant', 'destructive');
    expect(item).toHaveTextContent('Partner Limit Reached');
  });

  it('fires the action and closes the toast', async () => {
    const onClick = jest.fn();
    const { user } = renderUi(<div />);
    act(() => {
      toast({
        title: 'Partner Limit Reached',
        variant: 'destructive',
        action: { label: 'Get Premium', onClick },
      });
    });

    await user.click(screen.getByRole('button', { name: 'Get Premium' }));

    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Partner Limit Reached')).not.toBeInTheDocument();
  });

  it('has a labelled dismiss button', async () => {
    const { user } = renderUi(<div />);
    act(() => {
      toast({ title: 'Removed!' });
    });
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Removed!')).not.toBeInTheDocument();
  });

  it('F8 moves focus to the toast region', () => {
    renderUi(<div />);
    act(() => {
      toast({ title: 'Signed out' });
    });
    // user-event's key map has no F8 code, and Radix matches on event.code.
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region).toContainElement(document.activeElement as HTMLElement);
  });

  it('dismiss(id) leaves a newer toast alone', () => {
    renderUi(<div />);
    let firstId = '';
    act(() => {
      firstId = toast({ title: 'Old' });
      toast({ title: 'New' });
    });
    act(() => dismiss(firstId));
    expect(screen.getByText('New')).toBeInTheDocument();
  });

  // getByRole leaves out anything under aria-hidden, as a screen reader does.
  it('stays in the accessibility tree while a modal dialog is open, raised before or after it opened', () => {
    const { rerender } = renderUi(<Dialog open={false} onOpenChange={() => {}} title="Add Partner" />);
    act(() => {
      toast({ title: 'Shown before' });
    });
    rerender(<Dialog open onOpenChange={() => {}} title="Add Partner" />);
    expect(screen.getByRole('dialog', { name: 'Add Partner' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toHaveTextContent('Shown before');

    act(() => {
      toast({ title: 'Invite created!', action: { label: 'Undo', onClick: () => {} } });
    });
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region).toHaveTextContent('Invite created!');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    // Radix's announcer (role=status, polite) is not hidden either.
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
  });

  it('stays in the accessibility tree under a confirmation (alert) dialog too', () => {
    renderUi(
      <ConfirmDialog open onOpenChange={() => {}} title="Remove Partner?" description="Sure?" confirmLabel="Remove" onConfirm={() => {}} />,
    );
    act(() => {
      toast({ title: 'Partner removed' });
    });
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toHaveTextContent('Partner removed');
  });
});
