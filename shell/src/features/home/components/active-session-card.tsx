import styled from 'styled-components';
import { Users } from 'lucide-react';
import { Badge, Button, Card, CardHeader, CardTitle, countOf } from '@forkcast/shared-ui';
import type { ActiveSession } from '@forkcast/shared-ui/contracts';

/** docs/product.md › Limits and constants (active-session count fallback): shown when the server reports no count. */
const FALLBACK_RESTAURANT_COUNT = 10;

interface Props {
  session: ActiveSession;
  onJoin: () => void;
  joining: boolean;
}

/** A partner started a session and is waiting for this user (home polls for it every 5 s). */
export function ActiveSessionCard({ session, onJoin, joining }: Props) {
  const count = session.restaurantCount > 0 ? session.restaurantCount : FALLBACK_RESTAURANT_COUNT;
  return (
    <Highlight as="section" aria-labelledby="active-session-title">
      <CardHeader>
        <TitleRow>
          <Users aria-hidden="true" size={20} />
          <CardTitle id="active-session-title">Partner session waiting!</CardTitle>
        </TitleRow>
        <Badge tone="warning">Pending</Badge>
      </CardHeader>
      <Text>
        {`${session.partnerName} started a session. `}
        <strong>{`${countOf(count, 'restaurant')} ready to swipe`}</strong>
      </Text>
      <Button fullWidth onClick={onJoin} loading={joining}>
        Join Now
      </Button>
    </Highlight>
  );
}

const Highlight = styled(Card)`
  border-color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.primaryStrong};

  h2 {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;
