import { Component, Suspense, lazy, useMemo, useState, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Card, CardContent, PageColumn, Spinner } from '@forkcast/shared-ui';
import type { RemoteName } from '@forkcast/shared-ui/contracts';
import { loadRemoteRoutes, reRegisterRemote } from '../lib/remotes';

interface Props {
  remote: RemoteName;
  path: string;
  /** Rendered while the remote's code loads (default: a centred spinner). */
  loading?: ReactNode;
  /** Rendered when the remote cannot be fetched or throws; `retry` tries again. */
  fallback?: (retry: () => void) => ReactNode;
}

/**
 * Renders the component a remote registered for `path`. Each remote route sits in its own error
 * boundary, so a remote that is down or throws is contained while header, tab bar and other remotes work.
 */
export function RemoteScreen({ remote, path, loading = <RemoteLoading />, fallback = renderRemoteFailure }: Props) {
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
    // Keyed by screen as well as attempt: React reuses this component when the route changes from one
    // remote screen to another, and a failure of one remote must not stick to the next screen.
    <RemoteErrorBoundary key={`${remote}:${path}:${attempt}`} fallback={fallback} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={loading}>
        <Screen />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

// The remote normally renders its own <main>; until it does (or when it cannot), the shell's
// placeholder is the main landmark, so the page always has exactly one.
function RemoteLoading() {
  return (
    <PageColumn>
      <Centered>
        <Spinner label="Loading..." />
      </Centered>
    </PageColumn>
  );
}

function renderRemoteFailure(retry: () => void) {
  return (
    <PageColumn>
      <Centered>
        <Card role="alert">
          <CardContent>
            {/* The page's one h1 while the remote that would own it is missing. */}
            <FailureText>This part of Forkcast couldn't load.</FailureText>
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

const FailureText = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

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
