import { paths, type SharedResult, type SharedResultPage } from '@forkcast/contracts';

/** The app image a preview shows when the place has no photo of its own (shell/public/icons/og-image.png, 1200×630). */
const APP_PREVIEW_IMAGE = '/icons/og-image.png';

/**
 * /r/<token> as the shell's page takes it: the result (null for a link that opens nothing) and the absolute
 * links a chat's preview needs. The place's own photo goes through the link (/r/<token>/photo): a source photo
 * is otherwise for signed-in users only.
 */
export function sharedResultPage(result: SharedResult | null, token: string, origin: string): SharedResultPage {
  const home = `${origin}/`;
  if (!result) return { result: null, url: home, image: `${origin}${APP_PREVIEW_IMAGE}`, photo: null, home };
  const link = paths.sharedResult(token);
  const photo = result.photoRef ? `${link}/photo` : null;
  return {
    result,
    url: `${origin}${link}`,
    image: photo ? `${origin}${photo}` : `${origin}${APP_PREVIEW_IMAGE}`,
    // The card shows the place's photo (through the link) or its drawn illustration (public anyway).
    photo: photo ?? result.restaurant?.photoUrl ?? null,
    home,
  };
}
