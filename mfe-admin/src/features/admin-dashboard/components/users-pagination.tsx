import { useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { Button, IconButton } from '@forkcast/design-system';

interface Props {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

export function UsersPagination({ page, totalPages, onPageChange }: Props) {
  const navRef = useRef<HTMLElement>(null);
  // Next or Last on the way to the last page (or Previous or First on the way to the first) disables the
  // button that has focus, and the browser drops focus to the page body. Before that happens, focus moves
  // to the enabled button that goes the other way, so a keyboard user stays on the pager.
  useLayoutEffect(() => {
    const nav = navRef.current;
    const active = document.activeElement;
    if (!nav || !(active instanceof HTMLButtonElement) || !active.disabled || !nav.contains(active)) return;
    const enabled = [...nav.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
    const onEnd = page >= totalPages;
    (onEnd
      ? enabled.find((button) => button.dataset.step === 'previous')
      : enabled.find((button) => button.dataset.step === 'next')
    )?.focus({
      preventScroll: true,
    });
  }, [page, totalPages]);

  if (totalPages <= 1) return null;
  return (
    // With thousands of users there are dozens of pages: first and last are one step away too.
    <Nav ref={navRef} aria-label="Users pages">
      <Group>
        <IconButton label="First page" variant="outline" disabled={page <= 1} onClick={() => onPageChange(1)}>
          <ChevronsLeft size={16} aria-hidden="true" />
        </IconButton>
        <Button variant="outline" size="sm" data-step="previous" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft size={16} aria-hidden="true" />
          Previous
        </Button>
      </Group>
      <PageLabel>
        Page {page} of {totalPages}
      </PageLabel>
      <Group>
        <Button variant="outline" size="sm" data-step="next" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
          Next
          <ChevronRight size={16} aria-hidden="true" />
        </Button>
        <IconButton label="Last page" variant="outline" disabled={page >= totalPages} onClick={() => onPageChange(totalPages)}>
          <ChevronsRight size={16} aria-hidden="true" />
        </IconButton>
      </Group>
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};

  @media (min-width: 1024px) {
    justify-content: flex-end;
  }
`;

const Group = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

// On a phone the label takes its own line above the buttons, so the four buttons fit one row.
const PageLabel = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;

  @media (max-width: 479px) {
    order: -1;
    flex-basis: 100%;
    text-align: center;
  }
`;
