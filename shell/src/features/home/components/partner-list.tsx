import styled from 'styled-components';
import { Play, UserPlus, Users } from 'lucide-react';
import { Button, Spinner, StackList, countOf } from '@forkcast/design-system';
import type { Partnership } from '@forkcast/contracts';
import { nameInitials, otherPartner, partnerDisplayName } from '@forkcast/contracts/domain';
import { Section, SectionHeader, SectionTitle, EmptyText } from './home-section';

export interface PartnerChoice {
  partnershipId: string;
  name: string;
}

interface Props {
  userId: string;
  partnerships: Partnership[];
  loading: boolean;
  onAdd: () => void;
  onStart: (partner: PartnerChoice) => void;
  /** Start a group session: offered only with two partners or more. */
  onStartGroup?: () => void;
}

/** The user's partners, each with Start (a partnered session), and Add (the Add Partner dialog). */
export function PartnerList({ userId, partnerships, loading, onAdd, onStart, onStartGroup }: Props) {
  return (
    <Section aria-labelledby="partners-title">
      <SectionHeader>
        <SectionTitle id="partners-title">Partners</SectionTitle>
        <HeaderActions>
          {onStartGroup && partnerships.length >= 2 && (
            <Button size="sm" variant="outline" onClick={onStartGroup}>
              <Users aria-hidden="true" size={16} />
              Start group
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={onAdd} aria-label="Add partner">
            <UserPlus aria-hidden="true" size={16} />
            Add
          </Button>
        </HeaderActions>
      </SectionHeader>
      {loading ? (
        <Spinner size={20} label="Loading partners..." />
      ) : partnerships.length === 0 ? (
        <EmptyText>No partners yet. Add one to swipe together.</EmptyText>
      ) : (
        <StackList $gap={2}>
          {partnerships.map((partnership) => {
            const name = partnerDisplayName(otherPartner(partnership, userId));
            return (
              <Item key={partnership.id}>
                <Avatar aria-hidden="true">{nameInitials(name)}</Avatar>
                <Who>
                  <Name>{name}</Name>
                  <Meta>{`${countOf(partnership.sessionsTogether, 'session')} together`}</Meta>
                </Who>
                <Button
                  size="sm"
                  onClick={() => onStart({ partnershipId: partnership.id, name })}
                  aria-label={`Start session with ${name}`}
                >
                  <Play aria-hidden="true" size={14} />
                  Start
                </Button>
              </Item>
            );
          })}
        </StackList>
      )}
    </Section>
  );
}

const HeaderActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const Avatar = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Who = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
