import { Component, Suspense, lazy, useEffect, useMemo, useState, type ErrorInfo, type ReactNode } from 'react';
import { useToast } from '@forkcast/design-system';
import type { AddPartnerDialogProps } from '@forkcast/api-client/remotes';
import { reRegisterRemote } from '../../../lib/remotes';
import { loadAddPartnerDialog } from '../lib/load-add-partner-dialog';

/**
 * mfe_account's Add Partner dialog, loaded on first open. If the remote is down (or throws), the
 * user gets a toast and the dialog simply stays closed; home keeps working, and the next Add tries
 * again with a fresh registration of the remote.
 */
export function RemoteAddPartnerDialog(props: AddPartnerDialogProps) {
  const { toast } = useToast();
  const [attempt, setAttempt] = useState(0);
  // Once loaded it stays mounted while closed, so Radix can return focus and keep its close behaviour.
  const [loaded, setLoaded] = useState(false);

  const LazyDialog = useMemo(
    () =>
      lazy(async () => {
        if (attempt > 0) reRegisterRemote('mfe_account');
        return loadAddPartnerDialog();
      }),
    [attempt],
  );

  if (!props.open && !loaded) return null;

  const fail = () => {
    toast({
      title: 'Add Partner is unavailable',
      description: "We couldn't load this right now. Please try again in a moment.",
      variant: 'destructive',
    });
    setLoaded(false);
    props.onOpenChange(false);
    setAttempt((n) => n + 1);
  };

  return (
    <LoadBoundary key={attempt} onError={fail}>
      <Suspense fallback={null}>
        <LazyDialog {...props} />
        <OnMounted onMounted={() => setLoaded(true)} />
      </Suspense>
    </LoadBoundary>
  );
}

/** Renders nothing; tells the parent the Suspense boundary resolved (the remote is here). */
function OnMounted({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return null;
}

interface BoundaryProps {
  children: ReactNode;
  onError: () => void;
}

class LoadBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[forkcast] Add Partner dialog failed', error, info.componentStack);
    this.props.onError();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
