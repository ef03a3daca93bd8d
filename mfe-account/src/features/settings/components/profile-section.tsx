import { useId } from 'react';
import styled from 'styled-components';
import { MailCheck } from 'lucide-react';
import { Button, TextField } from '@forkcast/design-system';
import type { SettingsValues } from '../hooks/use-settings-form';
import { SettingsSection } from '../../../components/settings-section';

interface Props {
  values: SettingsValues;
  onChange: (patch: Partial<SettingsValues>) => void;
  /** A new address still waiting for its code, else null. */
  pendingEmail: string | null;
  /** Opens the code dialog for the pending address. */
  onEnterCode: () => void;
}

/** docs/product.md › Screens › Settings: first and last name, e-mail (type email) and phone (type tel), no other checks. */
export function ProfileSection({ values, onChange, pendingEmail, onEnterCode }: Props) {
  const noticeId = useId();
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
      <EmailGroup>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          value={values.email}
          onChange={(e) => onChange({ email: e.target.value })}
          aria-describedby={pendingEmail ? noticeId : undefined}
        />
        {pendingEmail && (
          <Notice>
            <MailCheck size={18} aria-hidden="true" />
            <NoticeText id={noticeId}>
              Waiting for confirmation of <strong>{pendingEmail}</strong>
            </NoticeText>
            <Button type="button" variant="outline" size="sm" onClick={onEnterCode}>
              Enter code
            </Button>
          </Notice>
        )}
      </EmailGroup>
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

/** The notice sits right under the field it is about, closer than the gap between fields. */
const EmailGroup = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};

  svg {
    flex: none;
  }
`;

const NoticeText = styled.p`
  flex: 1 1 12rem;
  min-width: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;
