import styled from 'styled-components';
import { AlertTriangle } from 'lucide-react';
import { Button, Card, CardContent, errorText } from '@forkcast/shared-ui';

interface Props {
  error: unknown;
  onRetry: () => void;
}

export function DashboardError({ error, onRetry }: Props) {
  return (
    <Card role="alert">
      <Body>
        <AlertTriangle size={32} aria-hidden="true" />
        <Title>Error Loading Dashboard</Title>
        <Message>{errorText(error, 'Failed to load admin data')}</Message>
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </Body>
    </Card>
  );
}

const Body = styled(CardContent)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  text-align: center;

  > svg {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;
