import fs from 'node:fs';
import path from 'node:path';
import type { ShellPagesModule, SwipeRoomData, SwipeRoomRendererModule } from '@forkcast/contracts';
import { illustrationDataUrl } from '../restaurants/photos/illustration-data-url';

/**
 * The swipe room's page: the room rendered by the swipe remote's server build (`remote`, from the folder its
 * current build is served from), in the shell's page with the route's start scripts hinted. Throws when the
 * remote answers no page (the router then serves the plain app).
 */
export function swipeRoomPage({
  shell,
  remote,
  room,
  remoteFolder,
  entryUrl,
}: {
  shell: ShellPagesModule;
  remote: SwipeRoomRendererModule;
  room: SwipeRoomData;
  remoteFolder: string;
  entryUrl: string;
}): string {
  const rendered = remote.renderSwipeRoom(room);
  if (typeof rendered?.html !== 'string' || typeof rendered.styles !== 'string') throw new Error('renderSwipeRoom answered no page');
  // A cuisine illustration is drawn into the page as the SVG the photo route answers: the card is whole at once.
  const inlineImage = rendered.image ? illustrationDataUrl(rendered.image) : null;
  return shell.swipeRoom({ room, rendered, inlineImage, scriptHints: swipeRouteScripts(remoteFolder, entryUrl) });
}

/**
 * The scripts the swipe route starts with, from the remote's build manifest (mf-manifest.json): its entry and
 * the synchronous chunks of its `./routes` expose, as URLs beside the entry. Hinted in the page, they download
 * while the shell starts instead of after it has read the federation manifest and rendered the route.
 */
function swipeRouteScripts(remoteFolder: string, entryUrl: string): string[] {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(remoteFolder, 'mf-manifest.json'), 'utf8')) as {
      exposes?: { name?: string; assets?: { js?: { sync?: unknown } } }[];
    };
    const routes = manifest.exposes?.find((expose) => expose.name === 'routes');
    const sync = routes?.assets?.js?.sync;
    const files = Array.isArray(sync) ? sync.filter((file): file is string => typeof file === 'string' && /^[\w.-]+\.js$/.test(file)) : [];
    const base = entryUrl.slice(0, entryUrl.lastIndexOf('/') + 1);
    return [entryUrl, ...files.map((file) => `${base}${file}`)];
  } catch {
    return [entryUrl];
  }
}
