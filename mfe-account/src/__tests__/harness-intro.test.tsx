import { render, screen } from '@testing-library/react';
import { harnessIntro } from '../harness-intro';
import { routes } from '../routes';

// The standalone harness page talks about this remote's screens, not /swipe's sessions.
it("the harness intro names this remote's screens and the dev checkout", () => {
  for (const { path } of routes) expect(harnessIntro.title).toContain(path);
  render(<>{harnessIntro.body}</>);
  expect(screen.getByText(/dev-billing\/checkout/)).toBeInTheDocument();
  expect(document.body).not.toHaveTextContent('/swipe');
});
