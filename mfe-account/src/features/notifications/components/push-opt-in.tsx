import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { BellRing } from 'lucide-react';
import { enablePush, pushAvailability, type PushAvailability } from '@forkcast/api-client/web-push';
import { PUSH_OPT_IN_LABEL } from '@forkcast/contracts/domain';
import { Button, useToast } from '@forkcast/design-system';

/**
 * "Get notified when your partner starts": the only place the app asks for notification
 * permission, and only when tapped. On an iPhone outside the installed app it says to add Forkcast to the
 * Home Screen first (the install banner offers it); once allowed it says so, and once blocked, where to fix it.
 */
/** Every opt-in on screen (Notifications and the partner list) shows the same answer once one is tapped. */
const listeners = new Set<(availability: PushAvailability) => void>();

export function PushOptIn({
  availability: initial,
  onChange,
}: {
  availability?: PushAvailability;
  onChange?: (availability: PushAvailability) => void;
}) {
  const [availability, setState] = useState<PushAvailability>(() => initial ?? pushAvailability());
  useEffect(() => {
    const listener = (next: PushAvailability) => {
      setState(next);
      onChange?.(next);
    };
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, [onChange]);
  const setAvailability = (next: PushAvailability) => listeners.forEach((listener) => listener(next));
  const [busy, setBusy] = useState(false);
  const { toast } = useToast();

  const enable = async () => {
    setBusy(true);
    try {
      const result = await enablePush();
      if (result === 'on') {
        setAvailability('granted');
        toast({ title: "You'll be notified", description: 'We will tell you when your partner starts a session.', variant: 'success' });
      } else if (result === 'denied') setAvailability('denied');
      else
        toast({
          title: 'Notifications are not available',
          description: 'This browser cannot receive notifications.',
          variant: 'destructive',
        });
    } catch {
      toast({ title: 'Error', description: 'Could not turn on notifications. Please try again.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  switch (availability) {
    case 'unsupported':
      return null;
    case 'granted':
      return <Note role="status">Notifications are on for this device.</Note>;
    case 'denied':
      return <Note>Notifications are blocked for Forkcast. Allow them in your browser&apos;s site settings to be notified.</Note>;
    case 'ios-needs-install':
      return (
        <Note>
          To get notified when your partner starts, add Forkcast to your Home Screen first (Share, then Add to Home Screen) and open it from
          there.
        </Note>
      );
    default:
      return (
        <WrappingButton variant="outline" fullWidth loading={busy} onClick={() => void enable()}>
          <BellRing size={18} aria-hidden="true" />
          {PUSH_OPT_IN_LABEL}
        </WrappingButton>
      );
  }
}

// The label is long for a 390 px phone: it wraps rather than widening the page.
const WrappingButton = styled(Button)`
  white-space: normal;
  line-height: 1.3;
  text-align: center;
  height: auto;
  min-height: ${({ theme }) => theme.control.minTarget};
  padding-block: ${({ theme }) => theme.space(2)};
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
