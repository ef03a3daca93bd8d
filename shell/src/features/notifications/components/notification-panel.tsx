import { useRef, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import * as Popover from '@radix-ui/react-popover';
import styled from 'styled-components';
import { Button, VisuallyHidden } from '@forkcast/design-system';
import type { Notification } from '@forkcast/contracts';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { notificationTarget, notificationText, relativeTime } from './notification-text';

export interface NotificationPanelProps {
  /** The panel's element id, which the bell names in aria-controls while open. */
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The bell: the panel is placed under it, a press on it is the bell's toggle, and focus returns to it. */
  bell: RefObject<HTMLButtonElement | null>;
  notifications: Notification[];
  unread: number;
}

/**
 * The bell's popover, in its own chunk: Radix Popover and Floating UI (~13 KB gzip) are fetched when the bell
 * is first pressed, not with home. The bell plays Popover.Trigger's part (NotificationBell), so what Radix
 * does for its own trigger is done here for the bell: a press on it while open is not an outside press, and
 * closing returns focus to it unless the user moved on by pressing or focusing outside.
 */
export default function NotificationPanel({ id, open, onOpenChange, bell, notifications, unread }: NotificationPanelProps) {
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const navigate = useNavigate();
  const interactedOutside = useRef(false);

  const openNotification = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification.id);
    const target = notificationTarget(notification);
    if (target) {
      onOpenChange(false);
      navigate(target);
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={bell as RefObject<HTMLButtonElement>} />
      <Popover.Portal>
        <Panel
          id={id}
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-labelledby={`${id}-title`}
          onInteractOutside={(event) => {
            if (bell.current?.contains(event.target as Node)) event.preventDefault();
            else interactedOutside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            if (!interactedOutside.current) bell.current?.focus();
            interactedOutside.current = false;
            event.preventDefault();
          }}
        >
          <PanelHeader>
            <PanelTitle id={`${id}-title`}>Notifications</PanelTitle>
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
