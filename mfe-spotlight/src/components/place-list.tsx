import styled from 'styled-components';
import { StackList } from '@forkcast/design-system';

/** A plain list of place cards (ul), one li per place. */
export const PlaceList = styled(StackList).attrs({ $gap: 3 })``;

export const EmptyText = styled.p`
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(2)};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const PlaceName = styled.h2`
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const CardTop = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

export const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;
