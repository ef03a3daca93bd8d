import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import * as Popover from '@radix-ui/react-popover';
import styled from 'styled-components';
import { Bell } from 'lucide-react';
import { Button, IconButton, VisuallyHidden, useCurrentUser } from '@forkcast/shared-ui';
import type { Notification } from '@forkcast/shared-ui/contracts';
import { notificationsSlice, unreadCountRead, useAppDispatch, useAppSelector } from '@forkcast/shared-ui/store';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { notificationTarget, notificationText, relativeTime } from './notification-text';

const { selectUnreadCount } = notificationsSlice.selectors;

/**
 * Header bell: unread-count badge and a popover listing the user's notifications. The badge is the store's:
 * set from each list read, and moved at once by a live `notification` (which also refetches the list).
 */
export function NotificationBell() {
  const { isAuthenticated } = useCurrentUser();
  const { notifications, readAt } = useNotifications(isAuthenticated);
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const countId = useId();

  const dispatch = useAppDispatch();
  const unreadInList = notifications.filter((n) => !n.read).length;
  useEffect(() => {
    if (readAt > 0) dispatch(unreadCountRead({ unread: unreadInList, readAt }));
  }, [dispatch, readAt, unreadInList]);
  const unread = useAppSelector(selectUnreadCount);

  const openNotification = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification.id);
    const target = notificationTarget(notification);
    if (target) {
      setOpen(false);
      navigate(target);
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <BellAnchor>
        <Popover.Trigger asChild>
          <IconButton label="Notifications" variant="ghost" aria-describedby={unread > 0 ? countId : undefined}>
            <Bell aria-hidden="true" size={22} />
          </IconButton>
        </Popover.Trigger>
        {unread > 0 && (
          <>
            <CountBadge aria-hidden="true" data-testid="notification-count">
              {unread > 99 ? '99+' : unread}
            </CountBadge>
            <VisuallyHidden id={countId}>{`${unread} unread`}</VisuallyHidden>
          </>
        )}
      </BellAnchor>
      <Popover.Portal>
        <Panel align="end" sideOffset={8} collisionPadding={8} aria-labelledby={titleId}>
          <PanelHeader>
            <PanelTitle id={titleId}>Notifications</PanelTitle>
            {unread > 0 && (
              <Button variant="ghost" size="sm" onClick={() => markAllRead.mutate()} loading={markAllRead.isPending}>
                Mark all read
              </Button>
            )}
          </PanelHeader>
          <List>
            {notifications.length === 0 ? (
              <Empty>No notifications yet</Empty>
            ) : (
              <ul>
                {notifications.map((notification) => (
                  <li key={notification.id}>
                    <Item type="button" $unread={!notification.read} onClick={() => openNotification(notification)}>
                      <Dot $visible={!notification.read} aria-hidden="true" />
                      <ItemText>
                        <span>{notificationText(notification)}</span>
                        {!notification.read && <VisuallyHidden> (unread)</VisuallyHidden>}
                        <Time dateTime={notification.createdAt}>{relativeTime(notification.createdAt)}</Time>
                      </ItemText>
                    </Item>
                  </li>
                ))}
              </ul>
            )}
          </List>
        </Panel>
      </Popover.Portal>
    </Popover.Root>
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

// Spec widths: panel 320 px (never wider than the screen), list 400 px tall.
const Panel = styled(Popover.Content)`
  z-index: ${({ theme }) => theme.zIndex.dialog};
  width: 320px;
  max-width: calc(100vw - 16px);
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadow.dialog};
  overflow: hidden;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const PanelTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: 700;
`;

const List = styled.div`
  height: 400px;
  max-height: 60vh;
  overflow-y: auto;
  overscroll-behavior: contain;

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(4)};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Item = styled.button<{ $unread: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.background : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ $unread }) => ($unread ? 700 : 400)};
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

const Dot = styled.span<{ $visible: boolean }>`
  flex: none;
  width: 8px;
  height: 8px;
  margin-top: 7px;
  border-radius: 50%;
  background: ${({ theme, $visible }) => ($visible ? theme.colors.primary : 'transparent')};
`;

const ItemText = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Time = styled.time`
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;
