import styled from 'styled-components';
import { ExternalLink } from 'lucide-react';
import { Button } from '@forkcast/design-system';
import { APP_STORE_SUBSCRIPTIONS_URL, type SubscriptionStatusResponse } from '@forkcast/contracts';
import { formatDate } from '@forkcast/contracts/domain';
import { useIsIos } from '../hooks/use-is-ios';

/** App Store subscriptions are managed by Apple: the renewal date and a way to the store's page. */
export function AppStoreBilling({ status }: { status: SubscriptionStatusResponse }) {
  const ios = useIsIos();
  const date = formatDate(status.expiresAt, 'long');
  return (
    <>
      <DateLine>{status.cancelAtPeriodEnd ? `Ends on ${date}` : `Renews on ${date}`}</DateLine>
      {ios && <Note>Manage via App Store</Note>}
      <Button variant="outline" onClick={() => window.open(APP_STORE_SUBSCRIPTIONS_URL, '_blank', 'noopener,noreferrer')}>
        App Store
        <ExternalLink size={16} aria-hidden="true" />
      </Button>
    </>
  );
}

const DateLine = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;
