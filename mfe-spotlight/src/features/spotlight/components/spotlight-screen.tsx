import { PageColumn, ScreenTitle } from '@forkcast/design-system';
import { useCurrentUser } from '@forkcast/api-client';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@forkcast/design-system/tabs';
import { useSpotlightEntries } from '../api/get-spotlight-entries';
import { DiscoverPanel } from './discover-panel';
import { SpotlightEntryList } from './spotlight-entry-list';

export const SPOTLIGHT_TABS = [
  { value: 'to-go', label: 'To Go' },
  { value: 'visited', label: 'Visited' },
  { value: 'discover', label: 'Discover' },
] as const;

/** 'To Go (3)' once the list is known. */
const withCount = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${count})`);

/** /spotlight (docs/product.md › Screens › Spotlight): To Go and Visited lists with counts, and Discover. */
export function SpotlightScreen() {
  const { user } = useCurrentUser();
  const userId = user?.id;
  const toGo = useSpotlightEntries(userId, 'to_go');
  const visited = useSpotlightEntries(userId, 'visited');
  const counts: Record<(typeof SPOTLIGHT_TABS)[number]['value'], number | undefined> = {
    'to-go': toGo.data?.length,
    visited: visited.data?.length,
    discover: undefined,
  };

  return (
    <PageColumn>
      <ScreenTitle>Spotlight</ScreenTitle>
      <Tabs defaultValue="to-go">
        <TabsList aria-label="Spotlight lists">
          {SPOTLIGHT_TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {withCount(tab.label, counts[tab.value])}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="to-go">
          <SpotlightEntryList
            entries={toGo.data}
            isPending={toGo.isPending}
            isError={toGo.isError}
            onRetry={() => void toGo.refetch()}
            label="To Go restaurants"
            emptyText="No restaurants to visit yet"
          />
        </TabsContent>
        <TabsContent value="visited">
          <SpotlightEntryList
            entries={visited.data}
            isPending={visited.isPending}
            isError={visited.isError}
            onRetry={() => void visited.refetch()}
            label="Visited restaurants"
            emptyText="No visited restaurants yet"
          />
        </TabsContent>
        {/* Radix mounts only the open panel, so Discover (AI descriptions) is asked for when opened. */}
        <TabsContent value="discover">
          <DiscoverPanel userId={userId} />
        </TabsContent>
      </Tabs>
    </PageColumn>
  );
}
