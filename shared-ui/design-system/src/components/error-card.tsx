import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AlertTriangle } from 'lucide-react';
import { NOT_YOUR_SESSION } from '@forkcast/contracts/domain';
// By package name, not relative path: this entry is bundled by each app, and these stay the shared singleton's.
import { Button, Card, CardContent, PageColumn, ScreenTitle } from '@forkcast/design-system';

/**
 * The inside of a card that reports a failed load: an icon (danger-coloured), a title, the message and the
 * ways out, centred in a column. Its own entry point (@forkcast/design-system/error-card): the first screens
 * never show it.
 */
export const ErrorCardBody = styled(CardContent)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  text-align: center;

  > svg {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/** The error's own words, muted; a long unbroken one (an id, a URL) wraps rather than widening the card. */
export const ErrorCardMessage = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

interface ErrorScreenProps {
  title: string;
  message: string;
  /** The ways out (Try again, Go home), side by side. */
  children: ReactNode;
}

/** A whole screen that could not be shown: the error card alone, centred, announced as an alert. */
export function ErrorScreen({ title, message, children }: ErrorScreenProps) {
  return (
    <PageColumn>
      <Centered>
        <Card role="alert">
          <ErrorCardBody>
            <AlertTriangle size={32} aria-hidden="true" />
            <ScreenTitle>{title}</ScreenTitle>
            <ErrorCardMessage>{message}</ErrorCardMessage>
            <Actions>{children}</Actions>
          </ErrorCardBody>
        </Card>
      </Centered>
    </PageColumn>
  );
}

/**
 * A session's screen opened by someone not in it (the API's 403): no retry can change that, so the one way out
 * is home. The shell's /session/:id/results and mfe-swipe's /no-match and /solo-complete show it.
 */
export function NotYourSessionScreen({ onGoHome }: { onGoHome: () => void }) {
  return (
    <ErrorScreen title={NOT_YOUR_SESSION.title} message={NOT_YOUR_SESSION.text}>
      <Button variant="primary" onClick={onGoHome}>
        Go home
      </Button>
    </ErrorScreen>
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
