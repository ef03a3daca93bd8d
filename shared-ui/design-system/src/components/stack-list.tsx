import styled from 'styled-components';

/**
 * A list without bullets or indent whose items stack in a column, $gap spacing steps apart: the partner,
 * session, place and warning lists of every app. Extend it with styled(StackList) for anything more.
 */
export const StackList = styled.ul<{ $gap: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap }) => theme.space($gap)};
`;
