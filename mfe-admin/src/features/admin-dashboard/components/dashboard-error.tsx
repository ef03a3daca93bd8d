import styled from 'styled-components';
import { AlertTriangle } from 'lucide-react';
import { Button, Card } from '@forkcast/design-system';
import { errorText } from '@forkcast/api-client';
import { ErrorCardBody, ErrorCardMessage } from '@forkcast/design-system/error-card';

interface Props {
  error: unknown;
  onRetry: () => void;
}

export function DashboardError({ error, onRetry }: Props) {
  return (
    <Card role="alert">
      <ErrorCardBody>
        <AlertTriangle size={32} aria-hidden="true" />
        <Title>Error Loading Dashboard</Title>
        <ErrorCardMessage>{errorText(error, 'Failed to load admin data')}</ErrorCardMessage>
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </ErrorCardBody>
    </Card>
  );
}

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;
