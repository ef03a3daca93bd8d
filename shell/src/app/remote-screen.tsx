import { Component, Suspense, lazy, useMemo, useState, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, CardContent, PageColumn, Spinner } from '@forkcast/design-system';
import type { RemoteName } from '@forkcast/contracts';
import { describeSharedVersionRefusal, SHARED_VERSION_HINT, SHARED_VERSION_MESSAGE } from '@forkcast/contracts/shared-versions';
import { loadedRemoteRoutes, loadRemoteRoutes, reRegisterRemote } from '../lib/remotes';
import { sharedVersionRefusal } from '../lib/shared-version-refusal';
import { RemoteRouteTable, type RouteTableProps } from './remote-route-table';

interface Props extends RouteTableProps {
  remote: RemoteName;
  /** Rendered while the remote's code loads (default: a centred spinner). */
  loading?: ReactNode;
  /** Rendered when the remote cannot be fetched or throws; `retry` tries again; `error` is what failed. */
  fallback?: (retry: () => void, error?: unknown) => ReactNode;
}

/**
 * Renders the path from the remote's own route table (its `./routes`), for every path under `prefix`. Each
 * remote route sits in its own error boundary, so a remote that is down or throws is contained while header,
 * tab bar and other remotes work.
 */
export function RemoteScreen({ remote, prefix, unknown, loading = <RemoteLoading />, fallback = renderRemoteFailure }: Props) {
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();
  const Table = useMemo(() => {
    // Loaded before the first render (a page that arrived with this screen prerendered): no suspending, so
    // the first commit is the screen itself, never a spinner between the HTML's paint and the screen.
    const loaded = attempt === 0 ? loadedRemoteRoutes(remote) : undefined;
    if (loaded) return (props: RouteTableProps) => <RemoteRouteTable routes={loaded.routes} {...props} />;
    return lazy(async () => {
      if (attempt > 0) reRegisterRemote(remote);
      const { routes } = await loadRemoteRoutes(remote);
      return { default: (props: RouteTableProps) => <RemoteRouteTable routes={routes} {...props} /> };
    });
  }, [remote, attempt]);
  return (
    // Keyed by remote as well as attempt: React reuses this component when the route changes from one
    // remote's screen to another's, and a failure of one remote must not stick to the next screen; within
    // one remote, a new path clears a screen's failure (resetOn).
    <RemoteErrorBoundary key={`${remote}:${attempt}`} resetOn={pathname} fallback={fallback} onRetry={() => setAttempt((n) => n + 1)}>
      {/* One of the SHELL_SUSPENSE_BOUNDARIES_ABOVE_A_REMOTE_SCREEN a prerendered room is hydrated inside. */}
      <Suspense fallback={loading}>
        <Table prefix={prefix} unknown={unknown} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

// The remote normally renders its own <main>; until it does (or when it cannot), the shell's
// placeholder is the main landmark, so the page always has exactly one.
export function RemoteLoading() {
  return (
    <PageColumn>
      <Centered>
        <Spinner label="Loading..." />
      </Centered>
    </PageColumn>
  );
}

export function renderRemoteFailure(retry: () => void, error?: unknown) {
  // Refused for a shared package's version: a retry of the same build fails the same way until one side is
  // updated, so say so rather than "couldn't load".
  const outdated = sharedVersionRefusal(error) !== null;
  return (
    <PageColumn>
      <Centered>
        <Card role="alert">
          <CardContent>
            {/* The page's one h1 while the remote that would own it is missing. */}
            <FailureText>{outdated ? SHARED_VERSION_MESSAGE : "This part of Forkcast couldn't load."}</FailureText>
            {outdated && <HintText>{SHARED_VERSION_HINT}</HintText>}
            <Button variant="primary" onClick={retry}>
              Retry
            </Button>
          </CardContent>
        </Card>
      </Centered>
    </PageColumn>
  );
}

const Centered = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 50vh;
  padding: ${({ theme }) => theme.space(4)};
`;

const HintText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const FailureText = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

interface BoundaryProps {
  children: ReactNode;
  /** A new value (the path) clears a failure. */
  resetOn: string;
  fallback: (retry: () => void, error?: unknown) => ReactNode;
  onRetry: () => void;
}

interface BoundaryState {
  failed: boolean;
  error: unknown;
  resetOn: string;
}

class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: undefined, resetOn: this.props.resetOn };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetOn === state.resetOn ? null : { failed: false, error: undefined, resetOn: props.resetOn };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    const refusal = sharedVersionRefusal(error);
    if (refusal) console.error(`[forkcast] remote screen refused: ${describeSharedVersionRefusal(refusal)}`, error);
    else console.error('[forkcast] remote screen failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.props.onRetry, this.state.error) : this.props.children;
  }
}
