import type { PrerenderedRoom, SwipeRoomData } from '@forkcast/contracts';
import { withPrerenderedRoom } from '../swipe-room-page';

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
