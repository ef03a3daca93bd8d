import fs from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import type { PrerenderedRoom, SwipeRoomData, SwipeRoomRendererModule } from '@forkcast/contracts';
import { CARD_PHOTO_SIZES, SWIPE_ROOM_DATA_ID, photoSrcSet } from '@forkcast/contracts/domain';
import { illustrationDataUrl } from '../restaurants/photos/illustration-data-url';

/** Where mfe_swipe's build puts its server renderer (mfe-swipe/build/swipe-room-renderer.js). */
export const SWIPE_ROOM_RENDERER = path.join('server', 'swipe-room.js');

/**
 * A value as a JSON data block. A data block never runs (so the CSP allows it); `<`, `>` and `&` are
 * escaped so no value (a restaurant's name is data from outside) can close the element or open a comment.
 */
export function jsonDataBlock(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/json" id="${id}">${json}</script>`;
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The swipe remote's server renderer, loaded from the folder its current build is served from (a published
 * version, else its build folder) and loaded again when that file changes, so a publish or rollback of the
 * remote changes the prerender without a gateway restart. Anything that goes wrong (no renderer in that
 * build, a renderer that throws) is reported and answered with null: the page is then served plain.
 */
export class SwipeRoomRenderer {
  private loaded: { file: string; mtimeMs: number; module: SwipeRoomRendererModule } | null = null;

  constructor(private readonly warn: (message: string) => void = () => undefined) {}

  render(remoteFolder: string, room: SwipeRoomData): PrerenderedRoom | null {
    const file = path.join(remoteFolder, SWIPE_ROOM_RENDERER);
    try {
      const module = this.load(file);
      if (!module) return null;
      const page = module.renderSwipeRoom(room);
      return typeof page?.html === 'string' && typeof page.styles === 'string' ? page : null;
    } catch (error) {
      this.warn(`swipe room prerender failed (${file}), serving the plain page: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }

  private load(file: string): SwipeRoomRendererModule | null {
    let mtimeMs: number;
    try {
      ({ mtimeMs } = fs.statSync(file));
    } catch {
      return null; // a build without a renderer (a remote's dev build, an older version): the plain page
    }
    if (this.loaded?.file === file && this.loaded.mtimeMs === mtimeMs) return this.loaded.module;
    const module = compileFresh(file) as SwipeRoomRendererModule;
    if (typeof module?.renderSwipeRoom !== 'function') throw new Error('it exports no renderSwipeRoom');
    this.loaded = { file, mtimeMs, module };
    return module;
  }
}

/**
 * A CommonJS file compiled as a new module, outside require's cache (which would keep the first version of a
 * path for the life of the process): the packages it requires resolve from its own folder as usual.
 */
function compileFresh(file: string): unknown {
  const internals = Module as unknown as { _nodeModulePaths(dir: string): string[] };
  const fresh = new Module(file) as Module & { _compile(source: string, filename: string): void };
  fresh.filename = file;
  fresh.paths = internals._nodeModulePaths(path.dirname(file));
  fresh._compile(fs.readFileSync(file, 'utf8'), file);
  return fresh.exports;
}

/**
 * The scripts the swipe route starts with, from the remote's build manifest (mf-manifest.json): its entry and
 * the synchronous chunks of its `./routes` expose, as URLs beside the entry. Hinted in the page, they download
 * while the shell starts instead of after it has read the federation manifest and rendered the route.
 */
export function swipeRouteScripts(remoteFolder: string, entryUrl: string): string[] {
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

/**
 * The card photo's preload. A source photo is preloaded with the srcset and sizes its <img> has, so the browser
 * fetches the one width the image then uses (a preload with another URL is a second download).
 */
function imagePreload(url: string): string {
  const srcSet = photoSrcSet(url);
  const responsive = srcSet ? ` imagesrcset="${attr(srcSet)}" imagesizes="${attr(CARD_PHOTO_SIZES)}"` : '';
  return `<link rel="preload" as="image" href="${attr(url)}"${responsive} fetchpriority="high">`;
}

/**
 * The app's page with the room in it: the card's photo in the page (an illustration) or as the first request
 * after the HTML (its preload opens <head>, ahead of every script: on HTTP/1.1 a preload behind the scripts
 * waits for a free connection), the room's styles and markup, its data as a JSON data block, and the swipe
 * route's scripts hinted.
 */
export function withPrerenderedRoom(html: string, page: PrerenderedRoom, room: SwipeRoomData, scripts: readonly string[]): string {
  const root = /<div id="?root"?><\/div>/;
  if (!root.test(html)) throw new Error('the page has no empty #root');
  const image = page.image ? imagePreload(page.image) : '';
  // A cuisine illustration is drawn into the page itself: the card is whole in the first frame. Its URL is
  // still preloaded, for the app's own card, which replaces this one.
  const inlined = page.image ? illustrationDataUrl(page.image) : null;
  const roomHtml = page.image && inlined ? page.html.replaceAll(`src="${attr(page.image)}"`, () => `src="${inlined}"`) : page.html;
  const hints = scripts.map((src) => `<link rel="preload" as="script" href="${attr(src)}">`).join('');
  return html
    .replace(/<head>(<meta charset[^>]*>)?/i, (head) => `${head}${image}`)
    .replace('</head>', () => `${page.styles}${hints}${jsonDataBlock(SWIPE_ROOM_DATA_ID, room)}</head>`)
    .replace(root, () => `<div id="root">${roomHtml}</div>`)
    .replace(/<noscript>.*?<\/noscript>/s, '');
}
