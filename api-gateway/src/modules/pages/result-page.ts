import { PRODUCT_NAME, joinNames, type Restaurant } from '@forkcast/contracts';
import type { SharedResult } from '../shares/shares.service';

/** The app image a preview shows when the place has no photo of its own (shell/public/icons/og-image.png, 1200×630). */
const APP_PREVIEW_IMAGE = '/icons/og-image.png';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for HTML, in an element or an attribute: everything rendered goes through this. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}

/** Directions from wherever the phone is: the same Google Maps link as the match screen's (@forkcast/api-client/maps-url). */
function directionsUrl({ name, vicinity }: Pick<Restaurant, 'name' | 'vicinity'>): string {
  const query = encodeURIComponent([name, vicinity].filter((part) => part && part.trim()).join(', '));
  return `https://www.google.com/maps/dir/?api=1&destination=${query}`;
}

/** The app's look in a few rules (the design system's colours, type and radii), for a page with no app scripts. */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#fff8f3;color:#1f1a17;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;line-height:1.5}
main{max-width:430px;margin:0 auto;padding:24px 16px 32px;display:flex;flex-direction:column;gap:16px}
.brand{margin:0;font-size:14px;font-weight:700;color:#a82c15;letter-spacing:.04em;text-transform:uppercase}
h1{margin:0;font-size:32px;line-height:1.2}
.lead{margin:0;color:#5e544d}
.card{background:#fff;border-radius:20px;box-shadow:0 4px 16px rgba(31,26,23,.08);overflow:hidden}
.card img{display:block;width:100%;height:200px;object-fit:cover;background:#f6ede6}
.body{padding:16px;display:flex;flex-direction:column;gap:8px}
h2{margin:0;font-size:24px;line-height:1.25}
.fact{margin:0;color:#5e544d}
.credit{margin:0;font-size:12px;color:#5e544d}
.actions{display:flex;flex-direction:column;gap:8px}
.button{display:flex;align-items:center;justify-content:center;min-height:52px;padding:0 24px;border-radius:999px;font-weight:600;text-decoration:none;border:1px solid transparent}
.primary{background:#c8371d;color:#fff}
.primary:hover{background:#a82c15}
.outline{background:#fff;color:#1f1a17;border-color:#8c7e74}
a:focus-visible{outline:3px solid #1a5fd0;outline-offset:2px}
`;

interface Page {
  title: string;
  description: string;
  /** Absolute URLs for the Open Graph tags. */
  url: string;
  image: string;
  body: string;
}

function document({ title, description, url, image, body }: Page): string {
  const [t, d, u, i] = [title, description, url, image].map(escapeHtml);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t}</title>
<meta name="description" content="${d}">
<meta name="robots" content="noindex">
<meta property="og:type" content="website">
<meta property="og:site_name" content="${escapeHtml(PRODUCT_NAME)}">
<meta property="og:title" content="${t}">
<meta property="og:description" content="${d}">
<meta property="og:image" content="${i}">
<meta property="og:url" content="${u}">
<meta name="twitter:card" content="summary_large_image">
<link rel="icon" href="/icons/icon.svg" type="image/svg+xml">
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

function placeFacts(restaurant: Restaurant): string {
  const rating = restaurant.rating !== null ? `★ ${restaurant.rating.toFixed(1)}` : 'No rating yet';
  const facts = [restaurant.cuisineType, rating].filter((fact): fact is string => Boolean(fact)).join(' · ');
  return [
    `<p class="fact">${escapeHtml(facts)}</p>`,
    restaurant.vicinity ? `<p class="fact">${escapeHtml(restaurant.vicinity)}</p>` : '',
    // The credit the data's licence asks for wherever the place is shown.
    restaurant.attribution ? `<p class="credit">${escapeHtml(restaurant.attribution)}</p>` : '',
  ].join('\n');
}

/**
 * /r/<token>: the place and who picked it, for anyone holding the link (a chat's preview reads the Open Graph
 * tags). Nothing else of the session: no e-mail, no id, no one else's choices.
 */
export function resultPage(result: SharedResult, { url, origin, photoPath }: { url: string; origin: string; photoPath: string }): string {
  const { restaurant, names } = result;
  const app = `<a class="button outline" href="${escapeHtml(`${origin}/`)}">Open ${escapeHtml(PRODUCT_NAME)}</a>`;
  if (!restaurant) {
    return document({
      title: `No pick this time · ${PRODUCT_NAME}`,
      description: `They swiped together on ${PRODUCT_NAME} and didn't pick a place this time.`,
      url,
      image: `${origin}${APP_PREVIEW_IMAGE}`,
      body: `<p class="brand">${escapeHtml(PRODUCT_NAME)}</p>\n<h1>No pick this time</h1>\n<p class="lead">Nobody liked a place in this round.</p>\n<div class="actions">${app}</div>`,
    });
  }
  const who = names.length > 0 ? joinNames(names) : null;
  const match = result.kind === 'match';
  const heading = match ? "It's a match!" : 'Top pick';
  const lead = match
    ? `${who ?? 'They'} matched on ${restaurant.name}.`
    : `${result.likes} of ${result.memberCount} liked ${restaurant.name}${who ? ` (${who})` : ''}.`;
  const description = [lead, restaurant.vicinity].filter(Boolean).join(' ');
  const image = result.photoRef ? `${origin}${photoPath}` : `${origin}${APP_PREVIEW_IMAGE}`;
  // The card shows the place's photo (through this link) or its drawn illustration (public anyway).
  const shownPhoto = result.photoRef ? photoPath : restaurant.photoUrl;
  return document({
    title: `${restaurant.name} · ${heading} on ${PRODUCT_NAME}`,
    description,
    url,
    image,
    body: [
      `<p class="brand">${escapeHtml(PRODUCT_NAME)}</p>`,
      `<h1>${escapeHtml(heading)}</h1>`,
      `<p class="lead">${escapeHtml(lead)}</p>`,
      `<article class="card">`,
      shownPhoto ? `<img src="${escapeHtml(shownPhoto)}" alt="">` : '',
      `<div class="body"><h2>${escapeHtml(restaurant.name)}</h2>\n${placeFacts(restaurant)}</div>`,
      `</article>`,
      `<div class="actions"><a class="button primary" href="${escapeHtml(directionsUrl(restaurant))}" rel="noopener noreferrer">Directions</a>${app}</div>`,
    ].join('\n'),
  });
}

/** An unknown (or no longer shown) link: a page that says so, with the 404 status. */
export function resultNotFoundPage(origin: string): string {
  return document({
    title: `Link not found · ${PRODUCT_NAME}`,
    description: 'This link does not open a result.',
    url: `${origin}/`,
    image: `${origin}${APP_PREVIEW_IMAGE}`,
    body: `<p class="brand">${escapeHtml(PRODUCT_NAME)}</p>\n<h1>Link not found</h1>\n<p class="lead">This link does not open a result. Ask whoever sent it for a new one.</p>\n<div class="actions"><a class="button primary" href="${escapeHtml(`${origin}/`)}">Open ${escapeHtml(PRODUCT_NAME)}</a></div>`,
  });
}
