import { Info } from 'lucide-react';
import { Button, VisuallyHidden } from '@forkcast/design-system';

interface Props {
  /** The place's name: read after the visible label so each button in a list has its own name. */
  name: string;
  onClick: () => void;
}

/** 'View details' on a listed place; opens the restaurant details dialog. */
export function ViewDetailsButton({ name, onClick }: Props) {
  return (
    <Button variant="outline" size="sm" onClick={onClick}>
      <Info size={16} aria-hidden="true" />
      View details
      <VisuallyHidden> for {name}</VisuallyHidden>
    </Button>
  );
}
