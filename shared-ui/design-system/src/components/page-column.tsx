import styled from 'styled-components';

/**
 * The centred mobile column (≤ 430 px) every screen sits in. A <main> by default; pass `as="div"`
 * when the shell's layout already provides the main landmark.
 */
export const PageColumn = styled.main`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.columnMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;
