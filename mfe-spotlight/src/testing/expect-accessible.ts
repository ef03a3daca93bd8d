import axe from 'axe-core';

/** No serious or critical axe violations. Contrast needs real layout; the e2e audit in a browser covers it. */
export async function expectNoSeriousViolations(): Promise<void> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.passes.length).toBeGreaterThan(5);
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}
