import styled from 'styled-components';

const Credit = styled.p`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

/** The data licences' credit lines under a list of places (nothing when the list is empty). */
export function DataCredits({ credits }: { credits: readonly string[] }) {
  return (
    <>
      {credits.map((credit) => (
        <Credit key={credit}>{credit}</Credit>
      ))}
    </>
  );
}
