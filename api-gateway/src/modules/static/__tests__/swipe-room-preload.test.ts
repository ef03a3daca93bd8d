import type { PrerenderedRoom, SwipeRoomData } from '@forkcast/contracts';
import { withPrerenderedRoom } from '../swipe-room-page';
import { renderCuisineIllustration } from '../../restaurants/photos/cuisine-illustration';

const shellPage = '<!doctype html><html><head><meta charset="utf-8"/><title>Forkcast</title></head><body><div id="root"></div></body></html>';
const room = { user: null, session: null, swipes: [] } as unknown as SwipeRoomData;
const prerendered = (image: string | null): PrerenderedRoom => ({ html: '<main></main>', styles: '', image });

describe('the prerendered room’s photo preload', () => {
  it('preloads a source photo with the srcset and sizes of its <img>, so the one width the card draws is fetched once', () => {
    const base = `/api/restaurants/photo/${encodeURIComponent('places/ChIJ-parc/photos/AUc7-1')}`;
    const html = withPrerenderedRoom(shellPage, prerendered(`${base}?maxWidth=800`), room, []);
    const srcset = [400, 600, 800, 1200].map((w) => `${base}?maxWidth=${w} ${w}w`).join(', ');
    expect(html).toContain(
      `<head><meta charset="utf-8"/><link rel="preload" as="image" href="${base}?maxWidth=800" imagesrcset="${srcset}" imagesizes="(max-width: 430px) 100vw, 430px" fetchpriority="high">`,
    );
  });

  it('preloads an illustration by its one URL', () => {
    const html = withPrerenderedRoom(shellPage, prerendered('/api/restaurants/photo/cuisine%3Apizza?maxWidth=800'), room, []);
    expect(html).toContain('<link rel="preload" as="image" href="/api/restaurants/photo/cuisine%3Apizza?maxWidth=800" fetchpriority="high">');
    expect(html).not.toContain('imagesrcset');
  });

  it('preloads nothing for a card without a photo', () => {
    expect(withPrerenderedRoom(shellPage, prerendered(null), room, [])).not.toContain('rel="preload" as="image"');
  });
});

describe('the prerendered room’s illustration', () => {
  const url = '/api/restaurants/photo/cuisine%3Apizza?maxWidth=800';
  const card = (src: string): PrerenderedRoom => ({ html: `<main><img src="${src}" alt="Photo of Luigi"/></main>`, styles: '', image: src });

  it('is drawn into the page as the same SVG the photo route answers, so the card is whole in the first frame', () => {
    const html = withPrerenderedRoom(shellPage, card(url), room, []);
    const src = /<img src="(data:image\/svg\+xml,[^"]+)"/.exec(html)?.[1];
    expect(src).toBeDefined();
    const svg = decodeURIComponent(src!.slice('data:image/svg+xml,'.length));
    expect(svg).toBe(renderCuisineIllustration({ slug: 'pizza', maxWidth: 800 }));
    // Still fetched once, early: the app's card that replaces this one uses the URL.
    expect(html).toContain(`<link rel="preload" as="image" href="${url}"`);
  });

  it('leaves a source photo as a request', () => {
    const photo = `/api/restaurants/photo/${encodeURIComponent('places/ChIJ-parc/photos/AUc7-1')}?maxWidth=800`;
    expect(withPrerenderedRoom(shellPage, card(photo), room, [])).toContain(`<img src="${photo}"`);
  });
});
