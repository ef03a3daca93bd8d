import styled from 'styled-components';
import { Utensils } from 'lucide-react';
import { LinkButton } from '@forkcast/design-system';
import { PRODUCT_NAME, TAGLINE, paths } from '@forkcast/contracts/domain';
import { FeatureCarousel } from './feature-carousel';

/**
 * / for a signed-out visitor: what Forkcast is, and the way in. Rendered to HTML at build time and hydrated
 * by its own small bundle (shell/src/landing), so it uses no router: the ways in are plain links that
 * work before any script runs, and /auth loads the app.
 */
export function LandingPage() {
  return (
    <Page>
      <Brand>
        <Logo aria-hidden="true">
          <Utensils size={22} strokeWidth={2.5} />
        </Logo>
        <span>{PRODUCT_NAME}</span>
      </Brand>
      <Main>
        <Tagline>{TAGLINE}</Tagline>
        <FeatureCarousel />
        <Cta>
          <LinkButton size="lg" fullWidth href={paths.auth}>
            Get Started Free
          </LinkButton>
          <SignIn>
            Already have an account? <a href={paths.auth}>Sign in</a>
          </SignIn>
        </Cta>
      </Main>
    </Page>
  );
}

const Page = styled.div`
  min-height: 100vh;
  min-height: 100dvh;
  background: radial-gradient(120% 60% at 50% 0%, #ffe3d6 0%, transparent 70%), ${({ theme }) => theme.colors.background};
`;

const Brand = styled.header`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  max-width: ${({ theme }) => theme.layout.columnMaxWidth};
  margin: 0 auto;
  padding: calc(${({ theme }) => theme.space(6)} + env(safe-area-inset-top, 0px)) ${({ theme }) => theme.space(4)} 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: 800;
  letter-spacing: -0.02em;
  color: ${({ theme }) => theme.colors.text};
`;

const Logo = styled.span`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primary}, ${({ theme }) => theme.colors.accent});
  color: #fff;
`;

const Main = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  max-width: ${({ theme }) => theme.layout.columnMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(5)}
    calc(${({ theme }) => theme.space(8)} + env(safe-area-inset-bottom, 0px));
`;

const Tagline = styled.h1`
  margin: 0;
  font-size: 30px;
  font-weight: 800;
  line-height: 1.15;
  letter-spacing: -0.02em;
  text-align: center;
  color: ${({ theme }) => theme.colors.text};
`;

const Cta = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const SignIn = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    /* The words stay in the sentence; the padding gives a thumb a 44 px target around them. */
    display: inline-block;
    min-width: ${({ theme }) => theme.control.minTarget};
    padding: 14px 6px;
    margin: -14px -6px;
    text-align: center;
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-weight: 700;
    border-radius: 4px;
  }

  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
