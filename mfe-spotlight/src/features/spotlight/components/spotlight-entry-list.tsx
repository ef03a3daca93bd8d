import styled from 'styled-components';
import { Button, Spinner } from '@forkcast/design-system';
import type { SpotlightEntry } from '@forkcast/contracts';
import { DataCredits } from '../../../components/data-credits';
import { EmptyText, PlaceList } from '../../../components/place-list';
import { dataCreditsFor } from '../../../lib/data-credits';
import { SpotlightEntryCard } from './spotlight-entry-card';

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(6)} 0;
`;

interface Props {
  entries: SpotlightEntry[] | undefined;
  isPending: boolean;
  /** The fetch failed (a toast said so): offer to try again rather than claim the list is empty. */
  isError: boolean;
  onRetry: () => void;
  /** What the list is, for screen readers ('To Go restaurants'). */
  label: string;
  emptyText: string;
}

/** The To Go or Visited list: a spinner while loading, the spec's empty text, else the cards and credits. */
export function SpotlightEntryList({ entries, isPending, isError, onRetry, label, emptyText }: Props) {
  if (isPending) {
    return (
      <Centered>
        <Spinner label={`Loading ${label}...`} />
      </Centered>
    );
  }
  if (isError && !entries) {
    return (
      <Centered>
        <Button variant="outline" onClick={onRetry}>
          Retry
        </Button>
      </Centered>
    );
  }
  if (!entries || entries.length === 0) return <EmptyText>{emptyText}</EmptyText>;
  return (
    <>
      <PlaceList aria-label={label}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <SpotlightEntryCard entry={entry} />
          </li>
        ))}
      </PlaceList>
      <DataCredits credits={dataCreditsFor(entries.map((entry) => entry.restaurantId))} />
    </>
  );
}
