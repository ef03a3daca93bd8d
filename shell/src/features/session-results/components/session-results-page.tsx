import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { AlertTriangle } from 'lucide-react';
import { NOT_YOUR_SESSION, paths } from '@forkcast/contracts/domain';
import { ApiError, errorText, sessionQuery } from '@forkcast/api-client';
import { Button, Card, FullPageSpinner, PageColumn, ScreenTitle } from '@forkcast/design-system';
import { ErrorCardBody, ErrorCardMessage } from '@forkcast/design-system/error-card';
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
  const status = error instanceof ApiError ? error.status : undefined;
  // 400 (a malformed id) and 404 read the same to the user: there is no such session.
  const missing = status === 400 || status === 404;
  const { title, text } =
    status === 403
      ? NOT_YOUR_SESSION
      : missing
        ? { title: 'Session not found', text: 'This session does not exist or is no longer available.' }
        : { title: "Couldn't load the results", text: errorText(error, 'Please try again') };

  return (
    <PageColumn>
      <Centered>
        <Card role="alert">
          <ErrorCardBody>
            <AlertTriangle size={32} aria-hidden="true" />
            <ScreenTitle>{title}</ScreenTitle>
            <ErrorCardMessage>{text}</ErrorCardMessage>
            <Actions>
              {status === 403 || missing ? null : (
                <Button variant="outline" onClick={onRetry}>
                  Try again
                </Button>
              )}
              <Button variant="primary" onClick={() => navigate(paths.home, { replace: true })}>
                Go home
              </Button>
            </Actions>
          </ErrorCardBody>
        </Card>
      </Centered>
    </PageColumn>
  );
}

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  min-height: 70vh;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
`;
