import { useId } from 'react';
import styled from 'styled-components';
import { MailCheck } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { Button } from '@forkcast/design-system';
import { TextField } from '@forkcast/design-system/text-field';
import type { SettingsValues } from '../hooks/use-settings-form';
import { SettingsSection } from '../../../components/settings-section';

interface Props {
  /** A new address still waiting for its code, else null. */
  pendingEmail: string | null;
  /** Opens the code dialog for the pending address. */
  onEnterCode: () => void;
}

/** docs/product.md › Screens › Settings: first and last name, e-mail (type email) and phone (type tel), no other checks. */
export function ProfileSection({ pendingEmail, onEnterCode }: Props) {
  const noticeId = useId();
  const { register } = useFormContext<SettingsValues>();
  return (
    <SettingsSection title="Profile">
      <TextField label="First name" autoComplete="given-name" maxLength={60} {...register('firstName')} />
      <TextField label="Last name" autoComplete="family-name" maxLength={60} {...register('lastName')} />
      <EmailGroup>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={254}
          {...register('email')}
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
      <TextField label="Phone" type="tel" autoComplete="tel" maxLength={30} {...register('phone')} />
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
