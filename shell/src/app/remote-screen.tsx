import { Component, Suspense, lazy, useMemo, useState, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName } from '@forkcast/shared-ui/contracts';
import { loadRemoteRoutes, reRegisterRemote } from '../lib/remotes';

interface Props {
  remote: RemoteName;
  path: string;
  /** Rendered while the remote's code loads. */
  loading: ReactNode;
  /** Rendered when the remote cannot be fetched or throws; `retry` tries again. */
  fallback: (retry: () => void) => ReactNode;
}

/**
 * Renders the component a remote registered for `path`. Each remote route sits in its own error
 * boundary, so a remote that is down or throws is contained while header, tab bar and other remotes work.
 */
export function RemoteScreen({ remote, path, loading, fallback }: Props) {
  const [attempt, setAttempt] = useState(0);
  const Screen = useMemo(
    () =>
      lazy(async () => {
        if (attempt > 0) reRegisterRemote(remote);
        const { routes } = await loadRemoteRoutes(remote);
        const route = routes.find((r) => r.path === path);
        if (!route) throw new Error(`Remote ${remote} has no screen for ${path}`);
        return { default: route.Component };
      }),
    [remote, path, attempt],
  );
  return (
    <RemoteErrorBoundary key={attempt} fallback={fallback} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={loading}>
        <Screen />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

interface BoundaryProps {
  children: ReactNode;
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[forkcast] remote screen failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.props.onRetry) : this.props.children;
  }
}
