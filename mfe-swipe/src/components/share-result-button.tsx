import { Share2 } from 'lucide-react';
import { Button, useToast } from '@forkcast/design-system';
import { errorText } from '@forkcast/api-client';
import { SHARE_LINK_COPIED } from '@forkcast/contracts/domain';
import { useCreateShareLink } from '../api/create-share-link';

type ShareNavigator = Navigator & { share?: (data: ShareData) => Promise<void> };

interface Props {
  sessionId: string;
  /** What the share sheet says with the link: the matched place, or the results. */
  title: string;
  text: string;
}

/**
 * Share (the match screen, the no-match results): the session's public result page (/r/<token>, with a preview in chats) through the system share sheet
 * where there is one (Web Share API), else the link goes to the clipboard ('Link copied').
 */
export function ShareResultButton({ sessionId, title, text }: Props) {
  const { toast } = useToast();
  const link = useCreateShareLink(sessionId);

  const share = async () => {
    let url: string;
    try {
      ({ url } = await link.mutateAsync());
    } catch (error) {
      toast({ title: errorText(error, 'Could not make a link'), variant: 'destructive' });
      return;
    }
    const nav = navigator as ShareNavigator;
    if (typeof nav.share === 'function') {
      try {
        await nav.share({ title, text, url });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: SHARE_LINK_COPIED, variant: 'success' });
    } catch {
      toast({ title: 'Copy failed', description: url, variant: 'destructive' });
    }
  };

  return (
    <Button variant="outline" size="lg" fullWidth disabled={link.isPending} onClick={() => void share()}>
      <Share2 size={18} aria-hidden="true" />
      Share
    </Button>
  );
}
