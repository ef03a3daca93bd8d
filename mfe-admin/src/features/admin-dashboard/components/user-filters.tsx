import { useId, useState } from 'react';
import styled from 'styled-components';
import { ADMIN_USER_PROVIDERS, SUBSCRIPTION_TIERS } from '@forkcast/contracts/domain';
import type { AdminUserProvider, SubscriptionTier } from '@forkcast/contracts';
import type { TableFilters } from '../utils/table-url';
import { tierLabel } from '../utils/format-user';

const PROVIDER_LABELS: Record<AdminUserProvider, string> = { email: 'Email', google: 'Google', apple: 'Apple' };

interface Props {
  filters: TableFilters;
  onChange: (next: TableFilters) => void;
}

/**
 * Plan and provider filters of the user list (in the address like the search: ?plan=annual&provider=google).
 * Native selects: labelled, keyboard-operable (arrows change the value, the list follows at once) and read
 * by every screen reader without any ARIA of our own.
 */
export function UserFilters({ filters, onChange }: Props) {
  const planId = useId();
  const providerId = useId();
  // What the selects show follows each key press at once. The address (the truth) changes in a router
  // transition, and a select controlled by it alone is put back to the old value until that commits: a second
  // arrow press in between would step from the old value again.
  const [shown, setShown] = useState(filters);
  const [seen, setSeen] = useState(filters);
  if (seen.plan !== filters.plan || seen.provider !== filters.provider) {
    setSeen(filters);
    setShown(filters);
  }
  const change = (next: TableFilters) => {
    setShown(next);
    onChange(next);
  };
  return (
    <Filters>
      <Field>
        <Label htmlFor={planId}>Plan</Label>
        <Select
          id={planId}
          value={shown.plan ?? ''}
          onChange={(event) => change({ ...shown, plan: (event.target.value || undefined) as SubscriptionTier | undefined })}
        >
          <option value="">All plans</option>
          {SUBSCRIPTION_TIERS.map((tier) => (
            <option key={tier} value={tier}>
              {tierLabel(tier)}
            </option>
          ))}
        </Select>
      </Field>
      <Field>
        <Label htmlFor={providerId}>Sign-in</Label>
        <Select
          id={providerId}
          value={shown.provider ?? ''}
          onChange={(event) => change({ ...shown, provider: (event.target.value || undefined) as AdminUserProvider | undefined })}
        >
          <option value="">All providers</option>
          {ADMIN_USER_PROVIDERS.map((provider) => (
            <option key={provider} value={provider}>
              {PROVIDER_LABELS[provider]}
            </option>
          ))}
        </Select>
      </Field>
    </Filters>
  );
}

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 160px;
  flex: 1 1 160px;

  @media (min-width: 1024px) {
    flex: 0 0 180px;
  }
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const Select = styled.select`
  min-height: ${({ theme }) => theme.control.md};
  padding: 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};

  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;
