import { useNavigate } from 'react-router-dom';
import { Home } from 'lucide-react';
import { Button, type ButtonProps } from '@forkcast/design-system';
import { paths } from '@forkcast/contracts/domain';

/** 'Back to Home': every results screen ends with it. */
export function HomeButton({ variant = 'outline' }: Pick<ButtonProps, 'variant'>) {
  const navigate = useNavigate();
  return (
    <Button variant={variant} size="lg" fullWidth onClick={() => navigate(paths.home)}>
      <Home size={18} aria-hidden="true" />
      Back to Home
    </Button>
  );
}
