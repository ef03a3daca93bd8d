import crypto from 'node:crypto';
import serialize from 'serialize-javascript';

/** The data block that lists an app page's start scripts and script hints for the loader below. */
export const START_SCRIPTS_DATA_ID = 'forkcast-start-scripts';

/** How many scripts and hints the loader adds in one task (see START_SCRIPTS_LOADER). */
export const START_SCRIPTS_PER_TASK = 4;

/**
 * The one inline script of an app page (allowed by its hash in the CSP). Once the page has painted (the
 * next frame, or 200 ms at the latest, for a tab opened in the background), it adds the page's script hints,
 * then its scripts in their order (async=false: fetched together, run in the order they were added, as
 * `defer` ran them). A few per task: adding a script element starts its request on the main thread, and
 * home's 24 in one go were one task of 28-49 ms in Lighthouse's traces, four times that in its simulation.
 */
export const START_SCRIPTS_LOADER =
  "(function(){var d=document,b=d.getElementById('" +
  START_SCRIPTS_DATA_ID +
  "'),l=b?JSON.parse(b.textContent):{scripts:[],hints:[]},done=0," +
  'q=l.hints.map(function(h){return[1,h]}).concat(l.scripts.map(function(s){return[0,s]})),' +
  'add=function(i){for(var n=0;n<' +
  START_SCRIPTS_PER_TASK +
  "&&i<q.length;n++,i++){var e;if(q[i][0]){e=d.createElement('link');e.rel='preload';e.as='script';e.href=q[i][1]}" +
  "else{e=d.createElement('script');e.src=q[i][1];e.async=false}d.head.appendChild(e)}" +
  'if(i<q.length)setTimeout(function(){add(i)},0)},' +
  'go=function(){if(done)return;done=1;add(0)};' +
  'requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,200)})();';

/** START_SCRIPTS_LOADER's CSP source: the page runs it and no other inline script. */
export const START_SCRIPTS_LOADER_CSP = `'sha256-${crypto.createHash('sha256').update(START_SCRIPTS_LOADER).digest('base64')}'`;

const SCRIPT_TAG = /<script\b[^>]*?\bsrc="?([^"\s>]+)"?[^>]*><\/script>/g;
const SCRIPT_HINT = /<link\b[^>]*?\brel="?preload"?[^>]*?\bas="?script"?[^>]*?\bhref="?([^"\s>]+)"?[^>]*>/g;

/**
 * An app page whose scripts are requested once it has painted, not while it is parsed. Whatever the page
 * paints from its HTML (home's frame, the swipe room's card) then has the connection to itself: its image
 * does not share the bandwidth with 300 KB of scripts, and the largest paint does not wait for them (a page
 * served from close by, as Lighthouse measures, otherwise finished every script before its first frame,
 * and Lighthouse then simulated that frame after all of them on a phone's network: 0.8-2.7 s from run to
 * run). The scripts still run in their order, before the app needs them; a frame later than before.
 */
export function scriptsAfterFirstPaint(html: string): string {
  const scripts = [...html.matchAll(SCRIPT_TAG)].map((match) => match[1]!);
  if (scripts.length === 0) return html;
  const hints = [...html.matchAll(SCRIPT_HINT)].map((match) => match[1]!);
  return html
    .replace(SCRIPT_TAG, '')
    .replace(SCRIPT_HINT, '')
    .replace(
      '</head>',
      () =>
        `<script type="application/json" id="${START_SCRIPTS_DATA_ID}">${serialize({ scripts, hints }, { isJSON: true })}</script></head>`,
    )
    .replace('</body>', () => `<script>${START_SCRIPTS_LOADER}</script></body>`);
}
