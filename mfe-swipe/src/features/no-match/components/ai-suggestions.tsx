import { useEffect, useId } from 'react';
import styled from 'styled-components';
import { Sparkles } from 'lucide-react';
import { Button, Spinner, StackList, useToast } from '@forkcast/design-system';
import { isRateLimited } from '@forkcast/api-client';
import { NO_COMPROMISES_MESSAGE } from '@forkcast/contracts/domain';
import { AiSectionHeading } from '../../../components/ai-section-heading';
import { isNotYourSession } from '../../../components/not-your-session';
import { useSession } from '../../../api/get-session';
import { useCompromises } from '../api/get-compromises';
import { CompromiseCard } from './compromise-card';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Lead = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Failure = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
`;

interface Props {
  sessionId: string;
  onViewDetails: (placeId: string) => void;
  /** A group session: the lead speaks to everyone, not to a pair. */
  group?: boolean;
}

/** /no-match's 'AI Suggestions' (docs/product.md › Screens › No match): compromises drawn from the places one of you liked. */
export function AiSuggestions({ sessionId, onViewDetails, group = false }: Props) {
  const headingId = useId();
  const compromises = useCompromises(sessionId);
  // The screen reads the session already: its deck gives each suggestion's address for Directions.
  const deck = useSession(sessionId).data?.restaurants;
  const { toast } = useToast();

  // A 429 is already on screen with the server's message (query client); this toast would replace it. A 403
  // is someone else's session: the screen says 'Not your session' instead.
  const showFailure = compromises.isError && !isRateLimited(compromises.error) && !isNotYourSession(compromises.error);
  useEffect(() => {
    if (showFailure) {
      toast({ title: 'Error', description: 'Failed to load AI suggestions', variant: 'destructive' });
    }
  }, [showFailure, toast]);

  let body;
  if (compromises.data) {
    body =
      compromises.data.compromises.length === 0 ? (
        <Lead>{NO_COMPROMISES_MESSAGE}</Lead>
      ) : (
        <StackList $gap={3}>
          {compromises.data.compromises.map((compromise) => (
            <CompromiseCard
              key={compromise.placeId}
              compromise={compromise}
              vicinity={deck?.find((card) => card.placeId === compromise.placeId)?.vicinity ?? null}
              onViewDetails={onViewDetails}
            />
          ))}
        </StackList>
      );
  } else if (compromises.isError) {
    body = (
      <Failure>
        <Lead>AI suggestions are unavailable right now.</Lead>
        <Button variant="outline" size="sm" onClick={() => void compromises.refetch()} loading={compromises.isFetching}>
          Retry
        </Button>
      </Failure>
    );
  } else {
    body = <Spinner size={28} label="Finding compromise suggestions..." />;
  }

  return (
    <Section aria-labelledby={headingId}>
      <AiSectionHeading id={headingId}>
        <Sparkles size={20} aria-hidden="true" />
        AI Suggestions
      </AiSectionHeading>
      <Lead>
        {group ? 'Places some of you liked that might work for everyone.' : 'Places one of you liked that might work for you both.'}
      </Lead>
      {body}
    </Section>
  );
}
