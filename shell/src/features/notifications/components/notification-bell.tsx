import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Bell } from 'lucide-react';
import { IconButton, VisuallyHidden } from '@forkcast/design-system';
import { useCurrentUser } from '@forkcast/api-client';
import { notificationsSlice, unreadCountRead, useAppDispatch, useAppSelector } from '@forkcast/live-store';
import { useNotifications } from '../api/get-notifications';

// The popover and its positioning code load on the first press of the bell: home does not wait for them.
const NotificationPanel = lazy(() => import('./notification-panel'));

const { selectUnreadCount } = notificationsSlice.selectors;

/**
 * Header bell: unread-count badge and a popover listing the user's notifications. The badge is the store's:
 * set from each list read, and moved at once by a live `notification` (which also refetches the list).
 * The bell is the popover's trigger (what Radix's Popover.Trigger would render: aria-haspopup, aria-expanded,
 * aria-controls while open); the popover itself is NotificationPanel, mounted from the first press on.
 */
export function NotificationBell() {
  const { isAuthenticated } = useCurrentUser();
  const { notifications, readAt } = useNotifications(isAuthenticated);
  const [open, setOpen] = useState(false);
  const [pressed, setPressed] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const countId = useId();

  const dispatch = useAppDispatch();
  const unreadInList = notifications.filter((n) => !n.read).length;
  useEffect(() => {
    if (readAt > 0) dispatch(unreadCountRead({ unread: unreadInList, readAt }));
  }, [dispatch, readAt, unreadInList]);
  const unread = useAppSelector(selectUnreadCount);

  return (
    <>
      <BellAnchor>
        <IconButton
          ref={bell}
          type="button"
          label="Notifications"
          variant="ghost"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          data-state={open ? 'open' : 'closed'}
          aria-describedby={unread > 0 ? countId : undefined}
          onClick={() => {
            setPressed(true);
            setOpen((wasOpen) => !wasOpen);
          }}
        >
          <Bell aria-hidden="true" size={22} />
        </IconButton>
        {unread > 0 && (
          <>
            <CountBadge aria-hidden="true" data-testid="notification-count">
              {unread > 99 ? '99+' : unread}
            </CountBadge>
            <VisuallyHidden id={countId}>{`${unread} unread`}</VisuallyHidden>
          </>
        )}
      </BellAnchor>
      {pressed && (
        <Suspense fallback={null}>
          <NotificationPanel id={panelId} open={open} onOpenChange={setOpen} bell={bell} notifications={notifications} unread={unread} />
        </Suspense>
      )}
    </>
  );
}

const BellAnchor = styled.div`
  position: relative;
  display: inline-flex;
`;

const CountBadge = styled.span`
  position: absolute;
  top: 2px;
  right: 2px;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: #fff;
  font-size: 11px;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
  pointer-events: none;
`;
