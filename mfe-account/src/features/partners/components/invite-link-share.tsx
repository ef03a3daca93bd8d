import { Suspense, lazy } from 'react';
import styled from 'styled-components';
import { Share2 } from 'lucide-react';
import { Button, useToast } from '@forkcast/design-system';
import { PRODUCT_NAME } from '@forkcast/contracts/domain';

// The QR encoder loads with the first invite shown, not with the dialog or the settings screen.
const InviteQrCode = lazy(() => import('./invite-qr-code'));

type ShareNavigator = Navigator & {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
};

/**
 * The invite link as a QR code to scan from this screen, and a Share button: the system share sheet
 * (Web Share API) where there is one, else the link goes to the clipboard.
 */
export function InviteLinkShare({ inviteUrl }: { inviteUrl: string }) {
  const { toast } = useToast();

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(inviteUrl);
      toast({ title: 'Copied!', description: 'Invite link copied', variant: 'success' });
    } catch {
      toast({ title: 'Copy failed', description: 'Let your partner scan the QR code, or share the code instead', variant: 'destructive' });
    }
  };

  const share = async () => {
    const nav = navigator as ShareNavigator;
    const data: ShareData = {
      title: `Join me on ${PRODUCT_NAME}`,
      text: `Let's decide where to eat together on ${PRODUCT_NAME}. Open this link to become my partner:`,
      url: inviteUrl,
    };
    if (typeof nav.share === 'function' && (typeof nav.canShare !== 'function' || nav.canShare(data))) {
      try {
        await nav.share(data);
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await copyLink();
  };

  return (
    <Wrap>
      <QrFrame>
        <Suspense fallback={<QrPlaceholder />}>
          <InviteQrCode value={inviteUrl} label="QR code of your invite link" />
        </Suspense>
      </QrFrame>
      <Caption>Your partner can scan this code, or open the link you share. It works once, for 7 days.</Caption>
      <Button type="button" fullWidth onClick={() => void share()}>
        <Share2 size={18} aria-hidden="true" />
        Share Invite Link
      </Button>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const QrFrame = styled.div`
  width: 176px;
  height: 176px;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
`;

const QrPlaceholder = styled.div`
  width: 100%;
  height: 100%;
  background: #ffffff;
`;

const Caption = styled.p`
  margin: 0;
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
