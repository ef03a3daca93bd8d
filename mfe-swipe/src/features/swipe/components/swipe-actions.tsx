import styled from 'styled-components';
import { Heart, X } from 'lucide-react';
import { IconButton } from '@forkcast/shared-ui';

const Row = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space(10)};
`;

// Bigger than the 44 px minimum: these are the screen's main actions, hit with a thumb.
const RoundButton = styled(IconButton)`
  width: 64px;
  height: 64px;
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;

const PassButton = styled(RoundButton)`
  color: ${({ theme }) => theme.colors.danger};
`;

interface Props {
  /** Without handlers the buttons show but stay disabled (nothing is sent). */
  onPass?: () => void;
  onLike?: () => void;
}

export function SwipeActions({ onPass, onLike }: Props) {
  return (
    <Row>
      <PassButton label="Pass" variant="outline" onClick={onPass} disabled={!onPass}>
        <X size={30} aria-hidden="true" />
      </PassButton>
      <RoundButton label="Like" variant="primary" onClick={onLike} disabled={!onLike}>
        <Heart size={28} aria-hidden="true" />
      </RoundButton>
    </Row>
  );
}
