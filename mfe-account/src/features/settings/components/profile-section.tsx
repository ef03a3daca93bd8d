import { TextField } from '@forkcast/shared-ui';
import type { SettingsValues } from '../hooks/use-settings-form';
import { SettingsSection } from './settings-section';

interface Props {
  values: SettingsValues;
  onChange: (patch: Partial<SettingsValues>) => void;
}

/** Spec §2/§5: first and last name, e-mail (type email) and phone (type tel), no other checks. */
export function ProfileSection({ values, onChange }: Props) {
  return (
    <SettingsSection title="Profile">
      <TextField
        label="First name"
        name="firstName"
        autoComplete="given-name"
        maxLength={60}
        value={values.firstName}
        onChange={(e) => onChange({ firstName: e.target.value })}
      />
      <TextField
        label="Last name"
        name="lastName"
        autoComplete="family-name"
        maxLength={60}
        value={values.lastName}
        onChange={(e) => onChange({ lastName: e.target.value })}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        maxLength={254}
        value={values.email}
        onChange={(e) => onChange({ email: e.target.value })}
      />
      <TextField
        label="Phone"
        name="phone"
        type="tel"
        autoComplete="tel"
        maxLength={30}
        value={values.phone}
        onChange={(e) => onChange({ phone: e.target.value })}
      />
    </SettingsSection>
  );
}
