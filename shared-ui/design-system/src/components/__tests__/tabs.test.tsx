import { screen } from '@testing-library/react';
import { renderUi } from '../../testing/render-ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../tabs';

function Periods({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="week" onValueChange={onValueChange}>
      <TabsList aria-label="Period">
        <TabsTrigger value="week">Week</TabsTrigger>
        <TabsTrigger value="month">Month</TabsTrigger>
        <TabsTrigger value="year">Year</TabsTrigger>
      </TabsList>
      <TabsContent value="week">Seven days</TabsContent>
      <TabsContent value="month">Thirty days</TabsContent>
      <TabsContent value="year">A year</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('is a labelled tab list whose selected tab controls the one panel shown', () => {
    renderUi(<Periods />);
    expect(screen.getByRole('tablist', { name: 'Period' })).toBeInTheDocument();
    const week = screen.getByRole('tab', { name: 'Week' });
    expect(week).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('Seven days');
    expect(panel).toHaveAttribute('id', week.getAttribute('aria-controls'));
  });

  it('arrow keys move between tabs and select them; the list is one Tab stop', async () => {
    const onValueChange = jest.fn();
    const { user } = renderUi(<Periods onValueChange={onValueChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Week' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Month' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Month' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Thirty days');
    expect(onValueChange).toHaveBeenLastCalledWith('month');
    // Wraps around from the first tab to the last.
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Year' })).toHaveFocus();
    // Tab leaves the list for the panel, not the next tab.
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('a tap selects a tab', async () => {
    const { user } = renderUi(<Periods />);
    await user.click(screen.getByRole('tab', { name: 'Year' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('A year');
  });
});
