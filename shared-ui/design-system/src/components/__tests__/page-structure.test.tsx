import { screen, within } from '@testing-library/react';
import { renderUi } from '../../testing/render-ui';
import { AppBar, ProductLogo } from '../app-bar';
import { Card, CardTitle } from '../card';
import { PageColumn } from '../page-column';
import { ScreenTitle } from '../screen-title';

// What a screen's landmarks and heading outline are made of: a change of element here changes every screen's.
describe('page structure', () => {
  it("AppBar is the page's banner; the product logo in it is decoration", () => {
    renderUi(
      <AppBar>
        <ProductLogo />
        <span>Forkcast</span>
      </AppBar>,
    );
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Forkcast')).toBeVisible();
    expect(within(banner).queryByRole('img')).not.toBeInTheDocument();
  });

  it('PageColumn is the main landmark, or a plain div where the layout already has one', () => {
    const { unmount } = renderUi(
      <PageColumn>
        <ScreenTitle>Favorites</ScreenTitle>
      </PageColumn>,
    );
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1, name: 'Favorites' }));
    unmount();
    renderUi(<PageColumn as="div">Inside the shell</PageColumn>);
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });

  it('a Card is no landmark unless made a named section; its title is an h2 unless told otherwise', () => {
    renderUi(
      <>
        <Card>
          <CardTitle>Plan</CardTitle>
        </Card>
        <Card as="section" aria-labelledby="partners-title">
          <CardTitle as="h3" id="partners-title">
            Partners
          </CardTitle>
        </Card>
      </>,
    );
    // eslint-disable-next-line testing-library/prefer-presence-queries -- the heading must exist; what is absent is a region around it.
    expect(screen.getByRole('heading', { level: 2, name: 'Plan' }).closest('section, [role="region"]')).toBeNull();
    expect(screen.getByRole('region', { name: 'Partners' })).toContainElement(screen.getByRole('heading', { level: 3, name: 'Partners' }));
  });
});
