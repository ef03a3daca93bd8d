import { useLocation, useNavigate } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { IconButton } from '@forkcast/design-system';
import { paths } from '@forkcast/contracts/domain';

/**
 * Screens the shell shows outside the tab layout need their own way back. Goes back in history when
 * the app brought the user here, else home (a deep link or a fresh tab has nothing to go back to).
 */
export function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  const cameFromApp = location.key !== 'default';
  return (
    <IconButton label="Back" onClick={() => (cameFromApp ? navigate(-1) : navigate(paths.home))}>
      <ArrowLeft size={20} aria-hidden="true" />
    </IconButton>
  );
}
