import { useState } from 'react';
import { pushAvailability } from '@forkcast/api-client/web-push';
import { PUSH_KINDS, PUSH_KIND_LABELS, type PushKind } from '@forkcast/contracts/domain';
import { Spinner, useToast } from '@forkcast/design-system';
import { Switch } from '@forkcast/design-system/switch';
import { SettingsSection } from '../../../components/settings-section';
import { usePushSettings, useUpdatePushSettings } from '../api/push-settings';
import { PushOptIn } from './push-opt-in';

/**
 * Settings › Notifications: one switch per kind of push, on by default once the person allows
 * notifications. Until then, the opt-in button (permission is asked only from that tap).
 */
export function NotificationsSection() {
  const [availability, setAvailability] = useState(pushAvailability);
  const settings = usePushSettings(availability === 'granted');
  const update = useUpdatePushSettings();
  const { toast } = useToast();

  const toggle = (kind: PushKind, on: boolean) =>
    update.mutate(
      { [kind]: on },
      { onError: () => toast({ title: 'Failed to save', description: 'Please try again', variant: 'destructive' }) },
    );

  return (
    <SettingsSection title="Notifications">
      <PushOptIn availability={availability} onChange={setAvailability} />
      {availability === 'granted' &&
        (settings.data ? (
          PUSH_KINDS.map((kind) => (
            <Switch
              key={kind}
              label={PUSH_KIND_LABELS[kind]}
              checked={settings.data[kind]}
              disabled={update.isPending}
              onCheckedChange={(on) => toggle(kind, on)}
            />
          ))
        ) : (
          <Spinner size={20} label="Loading notification settings..." />
        ))}
    </SettingsSection>
  );
}
