import styled from 'styled-components';

/** The centred column of the signed-out entry screens (sign-in, a guest's join page): logo, title, one card. */
export const WelcomeFrame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(8)};
  text-align: center;

  h1 {
    margin: ${({ theme }) => theme.space(2)} 0 0;
  }
`;

/** The app's mark above their title: an icon on the brand gradient. */
export const WelcomeLogo = styled.span`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  margin: 0 auto;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primary}, ${({ theme }) => theme.colors.accent});
  color: ${({ theme }) => theme.colors.onPrimary};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;
