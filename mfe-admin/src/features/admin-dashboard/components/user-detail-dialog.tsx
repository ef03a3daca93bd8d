import styled from 'styled-components';
import { Badge, Button, Dialog, Spinner, plural } from '@forkcast/design-system';
import { ApiError, errorText } from '@forkcast/api-client';
import type { AdminUserDetail } from '@forkcast/contracts';
import { formatDate } from '@forkcast/contracts/domain';
import { useAdminUser } from '../api/get-admin-user';
import { MISSING, displayName, formatCount, fullName, providerLabel, tierLabel } from '../utils/format-user';

interface Props {
  /** The user shown (from the address, ?user=<id>); null: closed. */
  userId: string | null;
  onClose: () => void;
}

const STATUS_LABELS: Record<AdminUserDetail['sessions'][number]['status'], string> = {
  active: 'In progress',
  completed: 'Finished',
  cancelled: 'Cancelled',
};

/**
 * One user's detail view (GET /api/admin/users/:id): subscription, partners, and the latest sessions with
 * their matches. A modal dialog: focus moves in, Tab stays inside, Escape closes it and focus returns to the
 * name that opened it. Wide enough on a desk to read the session table without scrolling sideways.
 */
export function UserDetailDialog({ userId, onClose }: Props) {
  const detail = useAdminUser(userId);
  const user = detail.data?.user;
  // A stale or mistyped ?user= link: the gateway answers 404.
  const notFound = detail.error instanceof ApiError && detail.error.status === 404;
  const title = user ? displayName(user) || 'User' : notFound ? 'User not found' : 'User details';
  return (
    <Dialog
      size="wide"
      open={userId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={user?.email ?? undefined}
      footer={
        detail.isError ? (
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        ) : undefined
      }
    >
      {detail.isPending ? (
        <Loading role="status">
          <Spinner size={20} /> Loading user…
        </Loading>
      ) : detail.isError ? (
        // The server's own words (never "404: {…}"), or what a missing account means to the admin.
        <p role="alert">
          {notFound ? 'No account has this ID: it may have been deleted.' : errorText(detail.error, 'Failed to load the user')}
        </p>
      ) : (
        <DetailBody detail={detail.data} />
      )}
    </Dialog>
  );
}

function DetailBody({ detail }: { detail: AdminUserDetail }) {
  const { user, subscription, partners, sessions } = detail;
  const matches = sessions.filter((session) => session.matchedRestaurantName !== null);
  return (
    <Body>
      <Facts aria-label="Account">
        <div>
          <dt>Plan</dt>
          <dd>
            <Badge tone={user.subscriptionTier === 'free' ? 'neutral' : 'success'}>{tierLabel(user.subscriptionTier)}</Badge>
          </dd>
        </div>
        <div>
          <dt>Sign-in</dt>
          <dd>{providerLabel(user)}</dd>
        </div>
        <div>
          <dt>Joined</dt>
          <dd>{formatDate(user.createdAt, 'short-time')}</dd>
        </div>
        <div>
          <dt>Sessions</dt>
          <dd>{formatCount(user.totalSessions)}</dd>
        </div>
        <div>
          <dt>Matches</dt>
          <dd>{formatCount(user.totalMatches)}</dd>
        </div>
      </Facts>

      <Part>
        <h3>Subscription</h3>
        {subscription ? (
          <p>
            {tierLabel(subscription.plan)} via {subscription.source}, {subscription.status.replace('_', ' ')}
            {subscription.currentPeriodEnd
              ? `; ${subscription.cancelAtPeriodEnd ? 'ends' : 'renews'} ${formatDate(subscription.currentPeriodEnd, 'short-time')}`
              : ''}
          </p>
        ) : (
          <p>Never subscribed</p>
        )}
      </Part>

      <Part>
        <h3>Partners</h3>
        {partners.length === 0 ? (
          <p>No partners</p>
        ) : (
          <List>
            {partners.map((partner) => (
              <li key={`${partner.id ?? 'deleted'}-${partner.since}`}>
                <strong>{partner.id ? fullName(partner) || partner.email || MISSING : 'Deleted account'}</strong>
                {partner.id && fullName(partner) && partner.email ? ` (${partner.email})` : ''}
                {' · '}
                {partner.endedAt
                  ? `${formatDate(partner.since, 'short-time')} – ${formatDate(partner.endedAt, 'short-time')}`
                  : `since ${formatDate(partner.since, 'short-time')}`}
              </li>
            ))}
          </List>
        )}
      </Part>

      <Part>
        <h3>Matches</h3>
        {matches.length === 0 ? (
          <p>No matches in the latest sessions</p>
        ) : (
          <List>
            {matches.map((session) => (
              <li key={session.id}>
                <strong>{session.matchedRestaurantName}</strong> · {formatDate(session.matchedAt ?? session.createdAt, 'short-time')}
              </li>
            ))}
          </List>
        )}
      </Part>

      <Part>
        <h3>Latest sessions</h3>
        {sessions.length === 0 ? (
          <p>No sessions</p>
        ) : (
          <SessionsScroll role="region" aria-label={`Latest ${plural(sessions.length, 'session')}`} tabIndex={0}>
            <table>
              <thead>
                <tr>
                  <th scope="col">Started</th>
                  <th scope="col">With</th>
                  <th scope="col">Status</th>
                  <th scope="col">Match</th>
                </tr>
              </thead>
              <tbody>
                {sessions.map((session) => (
                  <tr key={session.id}>
                    <th scope="row">{formatDate(session.createdAt, 'short-time')}</th>
                    <td>{session.partnered ? 'Partner' : 'Solo'}</td>
                    <td>{STATUS_LABELS[session.status]}</td>
                    <td>{session.matchedRestaurantName ?? MISSING}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </SessionsScroll>
        )}
      </Part>
    </Body>
  );
}

const Loading = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.font.size.sm};

  p {
    margin: 0;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(110px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const Part = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const SessionsScroll = styled.div`
  overflow-x: auto;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  table {
    width: 100%;
    border-collapse: collapse;
  }

  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    text-align: left;
    white-space: nowrap;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  thead th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;
