import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { ConfirmDialog, IconButton } from '@forkcast/design-system';
import { paths } from '@forkcast/contracts/domain';

interface Props {
  /** A partnered session asks first: leaving looks final, and the partner keeps swiping. */
  confirm: boolean;
}

/**
 * The way out of /swipe besides the browser's back: home. The session stays stored and active, so the
 * deck resumes where it was (a partner comes back with Join Now on home).
 */
export function LeaveSessionButton({ confirm }: Props) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const leave = () => navigate(paths.home);

  return (
    <>
      <IconButton label="Leave session" variant="ghost" onClick={() => (confirm ? setAsking(true) : leave())}>
        <ArrowLeft size={22} aria-hidden="true" />
      </IconButton>
      {confirm && (
        <ConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          title="Leave session?"
          description="You can come back with Join Now on the home screen."
          confirmLabel="Leave"
          cancelLabel="Stay"
          onConfirm={leave}
        />
      )}
    </>
  );
}
