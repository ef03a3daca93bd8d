import styled from 'styled-components';
import { Download, X } from 'lucide-react';
import { Button, IconButton } from '@forkcast/design-system';
import { PRODUCT_NAME } from '@forkcast/contracts/domain';
import { useInstallBanner } from '../hooks/use-install-banner';

/** 'Install Forkcast' offer above the tab bar. */
export function InstallBanner() {
  const { visible, install, dismiss } = useInstallBanner();
  if (!visible) return null;
  return (
    <Banner aria-labelledby="install-banner-title">
      <Icon aria-hidden="true">
        <Download size={20} />
      </Icon>
      <Body>
        <Title id="install-banner-title">{`Install ${PRODUCT_NAME}`}</Title>
        <Text>Add to your home screen for quick access and offline support</Text>
        <Actions>
          <Button size="sm" onClick={() => void install()}>
            Install
          </Button>
          <Button size="sm" variant="ghost" onClick={dismiss}>
            Not now
          </Button>
        </Actions>
      </Body>
      <Close>
        <IconButton label="Close" variant="ghost" onClick={dismiss}>
          <X aria-hidden="true" size={18} />
        </IconButton>
      </Close>
    </Banner>
  );
}

const Banner = styled.aside`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadow.dialog};

  @media (prefers-reduced-motion: no-preference) {
    animation: install-banner-in ${({ theme }) => theme.motion.card} ease-out;
  }

  @keyframes install-banner-in {
    from {
      opacity: 0;
      transform: translateY(12px);
    }
    to {
      opacity: 1;
      transform: none;
    }
  }
`;

const Icon = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.primaryStrong};
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: 700;
`;

const Text = styled.p`
  margin: 2px 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const Close = styled.div`
  flex: none;
  margin: -${({ theme }) => theme.space(1)};
`;
