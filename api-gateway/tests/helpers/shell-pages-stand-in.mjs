// A stand-in for the shell's server build (shell/dist/server/pages.mjs, see shell/src/server/pages.tsx), copied
// into the test fixtures' builds: each page shows what the gateway handed it, so a test sees which page a request
// got and with which data. The real pages (React, the template's slots, the serializer) are tested in the shell.
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const block = (id, value) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}</script>`;
const page = ({ preload = '', head = '', root = '', scripts = '' }) =>
  `<!doctype html><html><head><meta charset="utf-8"/>${preload}<title>Forkcast</title>${head}${scripts}</head><body><div id="root">${root}</div>${root ? '' : '<noscript>Forkcast needs JavaScript to run.</noscript>'}</body></html>`;

export const landing = () => page({ root: '<h1>Landing</h1>' });

export const app = ({ user }) => page({ head: block('forkcast-user', user) });

export const home = ({ user, session }) =>
  page({
    head: `${block('forkcast-user', user)}${session === undefined ? '' : block('forkcast-home-session', session)}`,
    root: `<h1>Hi, ${escapeHtml(user.firstName ?? '')}</h1>`,
    scripts: '<script defer src="/main.0123456789.js"></script>',
  });

export const swipeRoom = ({ room, rendered, inlineImage, scriptHints }) =>
  page({
    preload: rendered.image ? `<link rel="preload" as="image" href="${escapeHtml(rendered.image)}" fetchpriority="high">` : '',
    head: `${rendered.styles}${scriptHints.map((src) => `<link rel="preload" as="script" href="${src}">`).join('')}${block('forkcast-user', room.user)}${block('forkcast-swipe-room', room)}`,
    root: inlineImage ? rendered.html.replaceAll(`src="${escapeHtml(rendered.image)}"`, `src="${inlineImage}"`) : rendered.html,
    scripts: '<script defer src="/main.0123456789.js"></script>',
  });

export const sharedResult = (shown) =>
  page({
    head: block('forkcast-shared-result', shown),
    root: `<h1>${shown.result ? escapeHtml(shown.result.restaurant?.name ?? 'No pick this time') : 'Link not found'}</h1>`,
  });
