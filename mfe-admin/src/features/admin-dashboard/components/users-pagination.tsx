import styled from 'styled-components';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@forkcast/shared-ui';

interface Props {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

export function UsersPagination({ page, totalPages, onPageChange }: Props) {
  if (totalPages <= 1) return null;
  return (
    <Nav aria-label="Users pages">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft size={16} aria-hidden="true" />
        Previous
      </Button>
      <PageLabel>
        Page {page} of {totalPages}
      </PageLabel>
      <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
        Next
        <ChevronRight size={16} aria-hidden="true" />
      </Button>
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};

  @media (min-width: 1024px) {
    justify-content: flex-end;
  }
`;

const PageLabel = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
`;
