import styled from 'styled-components';
import { Trash2 } from 'lucide-react';
import { IconButton, StackList } from '@forkcast/design-system';
import { nameInitials } from '@forkcast/contracts';

interface Props {
  name: string;
  email: string | null;
  onRemove: () => void;
}

/** One partner: initials, display name (docs/product.md › Entities (Partnership display name)), e-mail, and a labelled remove button. */
export function PartnerCard({ name, email, onRemove }: Props) {
  return (
    <Item>
      <Avatar aria-hidden="true">{nameInitials(name)}</Avatar>
      <Who>
        <Name>{name}</Name>
        {email && <Email>{email}</Email>}
      </Who>
      <IconButton label={`Remove ${name}`} onClick={onRemove}>
        <Trash2 aria-hidden="true" size={18} />
      </IconButton>
    </Item>
  );
}

export const PartnerList = styled(StackList).attrs({ $gap: 2 })``;

export const EmptyText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} 0;
`;

const Avatar = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Who = styled.div`
  display: flex;
  flex: 1;
  min-width: 0;
  flex-direction: column;
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

const Email = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;
