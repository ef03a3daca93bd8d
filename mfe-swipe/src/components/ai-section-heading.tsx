import styled from 'styled-components';

/** The title of an AI-written section (suggestions on /no-match, insights on /solo-complete), its icon in the brand colour. */
export const AiSectionHeading = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};

  svg {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
