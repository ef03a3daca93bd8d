import { PageColumn, ScreenTitle, Tabs, TabsContent, TabsList, TabsTrigger } from '@forkcast/shared-ui';

export const SPOTLIGHT_TABS = [
  { value: 'to-go', label: 'To Go' },
  { value: 'visited', label: 'Visited' },
  { value: 'discover', label: 'Discover' },
] as const;

/**
 * /spotlight frame (spec §2). The lists, their counts and the Discover feed come with the spotlight API;
 * until then the panels stay empty rather than show made-up places.
 */
export function SpotlightScreen() {
  return (
    <PageColumn>
      <ScreenTitle>Spotlight</ScreenTitle>
      <Tabs defaultValue="to-go">
        <TabsList aria-label="Spotlight lists">
          {SPOTLIGHT_TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {SPOTLIGHT_TABS.map((tab) => (
          <TabsContent key={tab.value} value={tab.value} />
        ))}
      </Tabs>
    </PageColumn>
  );
}
