import { useState } from 'react';
import styled from 'styled-components';
import { User as UserIcon } from 'lucide-react';
import { Button, Card, CardHeader, CardTitle, ConfirmDialog } from '@forkcast/design-system';
import type { SoloActiveSession } from '@forkcast/contracts';
import { soloProgressText } from '@forkcast/contracts/domain';

interface Props {
  session: SoloActiveSession;
  /**
   * Rendered on the server into home's page (server/home-frame.tsx): the buttons arrive disabled, since they
   * have no handlers until the app takes the page over.
   */
  frame?: boolean;
  onContinue: () => void;
  /** Ends the session on the server; the confirm dialog stays open (busy) until it settles. */
  onEnd: () => Promise<void>;
  ending: boolean;
}

/**
 * The user's own solo session in progress (docs/product.md › Screens › Home): the server keeps it, so it can
 * be continued from any tab, browser or device, or ended on purpose. Ending asks first: a free user's
 * session of the day is not given back.
 */
export function SoloSessionCard({ session, frame = false, onContinue, onEnd, ending }: Props) {
  const [asking, setAsking] = useState(false);
  return (
    <Card as="section" aria-labelledby="solo-session-title" data-testid="solo-session-card">
      <CardHeader>
        <TitleRow>
          <UserIcon aria-hidden="true" size={20} />
          <CardTitle id="solo-session-title">Solo session in progress</CardTitle>
        </TitleRow>
      </CardHeader>
      <Text>
        <strong>{soloProgressText(session)}</strong>
        {'. Pick up where you left off, on any device.'}
      </Text>
      <Actions>
        <Button variant="outline" onClick={() => setAsking(true)} disabled={frame}>
          End
        </Button>
        <Button onClick={onContinue} disabled={frame}>
          Continue
        </Button>
      </Actions>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="End this session?"
        description="Your likes so far stay saved. The session can't be continued afterwards."
        confirmLabel="End session"
        cancelLabel="Keep it"
        destructive
        loading={ending}
        onConfirm={onEnd}
      />
    </Card>
  );
}

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.primaryStrong};

  svg {
    flex: none;
  }

  h2 {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 2fr;
  gap: ${({ theme }) => theme.space(3)};
`;
