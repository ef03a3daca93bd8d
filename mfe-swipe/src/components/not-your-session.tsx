import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { AlertTriangle } from 'lucide-react';
import { ApiError } from '@forkcast/api-client';
import { Button, Card, PageColumn, ScreenTitle } from '@forkcast/design-system';
import { ErrorCardBody, ErrorCardMessage } from '@forkcast/design-system/error-card';
import { NOT_YOUR_SESSION, paths } from '@forkcast/contracts/domain';

/** The API's answer to someone not in the session (403): no retry can change it. */
export function isNotYourSession(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/**
 * A results screen (/no-match, /solo-complete) opened on someone else's session: the one state the
 * shell's session-results page shows too, in place of sections that would each fail and offer a retry.
 */
export function NotYourSession() {
  const navigate = useNavigate();
  return (
    <PageColumn>
      <Centered>
        <Card role="alert">
          <ErrorCardBody>
            <AlertTriangle size={32} aria-hidden="true" />
            <ScreenTitle>{NOT_YOUR_SESSION.title}</ScreenTitle>
            <ErrorCardMessage>{NOT_YOUR_SESSION.text}</ErrorCardMessage>
            <Button variant="primary" onClick={() => navigate(paths.home, { replace: true })}>
              Go home
            </Button>
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
