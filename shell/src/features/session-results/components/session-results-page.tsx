import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { paths } from '@forkcast/contracts/domain';
import { ApiError, errorText, sessionQuery } from '@forkcast/api-client';
import { Button, FullPageSpinner } from '@forkcast/design-system';
import { ErrorScreen, NotYourSessionScreen } from '@forkcast/design-system/error-card';
import { sessionResultPath } from '../lib/session-result-path';

/**
 * /session/:sessionId/results, where a session_match or session_no_match notification leads: reads the
 * session and replaces itself with the screen that shows its result, so Back skips this hop.
 */
export function SessionResultsPage() {
  const { sessionId = '' } = useParams();
  const session = useQuery(sessionQuery(sessionId));
  const navigate = useNavigate();
  const target = session.data ? sessionResultPath(session.data) : null;

  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);

  if (session.isError) return <ResultsError error={session.error} onRetry={() => void session.refetch()} />;
  return (
    <main>
      <FullPageSpinner />
    </main>
  );
}

function ResultsError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const navigate = useNavigate();
  const goHome = () => navigate(paths.home, { replace: true });
  const status = error instanceof ApiError ? error.status : undefined;
  if (status === 403) return <NotYourSessionScreen onGoHome={goHome} />;
  // 400 (a malformed id) and 404 read the same to the user: there is no such session.
  const missing = status === 400 || status === 404;
  return missing ? (
    <ErrorScreen title="Session not found" message="This session does not exist or is no longer available.">
      <GoHome onClick={goHome} />
    </ErrorScreen>
  ) : (
    <ErrorScreen title="Couldn't load the results" message={errorText(error, 'Please try again')}>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
      <GoHome onClick={goHome} />
    </ErrorScreen>
  );
}

function GoHome({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="primary" onClick={onClick}>
      Go home
    </Button>
  );
}
