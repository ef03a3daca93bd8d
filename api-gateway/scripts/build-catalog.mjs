// Builds the bundled offline restaurant catalog, catalog/restaurants/, from OpenStreetMap exports. Run by hand
// when an input changes (catalog/NOTICE.md says where the inputs come from and what the output holds):
//
//   node api-gateway/scripts/build-catalog.mjs --base <catalog before issue 39> --metros <osm-metros folder>
//
// It validates every record with the gateway's own schema, draws the covered areas with the gateway's own
// coverage rule (catalog/coverage-rule.ts) on the places as the gateway loads them, leaves out every metro
// that has no covered area, and prints what it did for NOTICE.md.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';

const gateway = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const catalogModule = (file) => tsImport(path.join(gateway, 'src/modules/restaurants', file), import.meta.url);
const { catalogRecordSchema } = await catalogModule('catalog/catalog-record.ts');
const { parseCatalog } = await catalogModule('catalog/load-catalog.ts');
const { COVERAGE_RULE, deckVariety, meetsCoverageRule } = await catalogModule('catalog/coverage-rule.ts');
const { removeDuplicatePlaces } = await catalogModule('domain/duplicates.ts');
const { distanceMiles } = await catalogModule('domain/geo.ts');
const { DEFAULT_DECK_SIZE } = await catalogModule('domain/deck.ts');

const { values: args } = parseArgs({
  options: {
    base: { type: 'string' },
    metros: { type: 'string' },
    out: { type: 'string', default: path.join(gateway, 'catalog/restaurants') },
  },
});
if (!args.base || !args.metros) {
  console.error(
    'Usage: node api-gateway/scripts/build-catalog.mjs --base <restaurants-osm.json> --metros <osm-metros folder> [--out <folder>]',
  );
  process.exit(2);
}

const LICENSE = 'ODbL-1.0 (© OpenStreetMap contributors)';

/** The areas the catalog held before issue 39, by their records' `city`. */
const BASE_AREAS = {
  Philadelphia: { key: 'philadelphia', name: 'Philadelphia', state: 'PA' },
  Austin: { key: 'austin', name: 'Austin', state: 'TX' },
  'Orange County': { key: 'orange-county', name: 'Orange County', state: 'CA' },
};

/**
 * The metro exports (osm-metros/README.md). `state` fills a record's empty addr:state only where the export
 * is cut to one state. `coveredName` names a metro's covered part when only part of it is covered.
 */
const METROS = [
  { key: 'new-york-city', name: 'New York City', state: 'NY', fillState: true },
  { key: 'washington-dc', name: 'Washington', state: 'DC' },
  { key: 'chicago', name: 'Chicago', state: 'IL' },
  { key: 'san-francisco', name: 'San Francisco', state: 'CA', coveredName: 'Central San Francisco, CA' },
  { key: 'los-angeles', name: 'Los Angeles', state: 'CA', coveredName: 'Central Los Angeles, CA' },
  { key: 'denver', name: 'Denver', state: 'CO' },
  { key: 'seattle', name: 'Seattle', state: 'WA' },
  { key: 'boston', name: 'Boston', state: 'MA' },
  { key: 'houston', name: 'Houston', state: 'TX' },
  { key: 'atlanta', name: 'Atlanta', state: 'GA' },
  { key: 'miami', name: 'Miami', state: 'FL' },
  { key: 'phoenix', name: 'Phoenix', state: 'AZ' },
];

const OSM_ID = /^(node|way|relation)\/\d+$/;
const STATE_NAMES = { illinois: 'IL', california: 'CA', 'new york': 'NY', maryland: 'MD', virginia: 'VA' };
const DIET_KEYS = [
  ['diet:vegan', 'vegan'],
  ['diet:vegetarian', 'vegetarian'],
  ['diet:gluten_free', 'glutenFree'],
  ['diet:halal', 'halal'],
  ['diet:kosher', 'kosher'],
];

const text = (value) => (typeof value === 'string' && value.trim() ? value.trim() : null);
/**
 * The San Francisco shapefile wrote each character outside Latin-1 as '?', so a possessive "’s" arrives as
 * "Luke?s Lobster" (its plain apostrophes came through). A '?' between a letter and a word-final "s" is that
 * apostrophe; any other '?' stays, since it can as well be a lost letter ("M?ng Thu", "Vi?t").
 */
const LOST_APOSTROPHE = /(?<=\p{L})\?(?=s\b)/gu;
const placeName = (value) => text(value)?.replace(LOST_APOSTROPHE, '’') ?? null;
/** As sources/overpass-mapping.ts: OSM separates several values with ';' and the first is the one shown. */
const first = (value) => text(value?.split(';')[0]);
const stateCode = (value) => {
  const state = text(value);
  if (!state) return null;
  return /^[a-z]{2}$/i.test(state) ? state.toUpperCase() : (STATE_NAMES[state.toLowerCase()] ?? state);
};

/**
 * An export record without an OSM id gets `catalog:<area>/<12 hex of sha1(name|lat|lon)>`, position to 5
 * decimals (~1 m): the same place keeps its id across rebuilds, and it can never pass for a live OSM id.
 */
function syntheticId(area, { name, lat, lon }) {
  const hash = createHash('sha1')
    .update(`${name}|${lat.toFixed(5)}|${lon.toFixed(5)}`)
    .digest('hex')
    .slice(0, 12);
  return `catalog:${area}/${hash}`;
}

/** README's `owner/repo:path@commit` in the catalog's `github:owner/repo@commit12:path` form. */
function sourceLabel(source) {
  const match = /^([^:]+):(.+)@([0-9a-f]{40})$/.exec(source ?? '');
  return match ? `github:${match[1]}@${match[3].slice(0, 12)}:${match[2]}` : String(source);
}

/** One export record in the catalog's record format (catalog/catalog-record.ts), ids as the live source makes them. */
function metroRecord(metro, raw, stats) {
  const tags = raw.tags ?? {};
  const name = placeName(raw.name) ?? placeName(tags.name);
  const osmId = OSM_ID.test(raw.osmId ?? '') ? raw.osmId : null;
  if (!osmId) stats.synthetic++;
  const diet = {};
  for (const [key, field] of DIET_KEYS) if (text(tags[key])) diet[field] = tags[key].trim();
  const street = [text(tags['addr:housenumber']), text(tags['addr:street'])].filter(Boolean).join(' ');
  return {
    id: osmId ? `osm:${osmId}` : syntheticId(metro.key, { name: name ?? '', lat: raw.lat, lon: raw.lon }),
    name,
    lat: raw.lat,
    lng: raw.lon,
    amenity: text(tags.amenity) ?? undefined,
    cuisine: (tags.cuisine ?? '')
      .split(';')
      .map((value) => value.trim())
      .filter(Boolean),
    address: street || text(tags['addr:full']),
    city: text(tags['addr:city']),
    state: stateCode(tags['addr:state']) ?? (metro.fillState ? metro.state : null),
    postcode: text(tags['addr:postcode']),
    phone: first(tags.phone ?? tags['contact:phone']),
    website: first(tags.website ?? tags['contact:website'] ?? tags.url),
    openingHours: text(tags.opening_hours),
    diet,
    source: sourceLabel(raw.source),
    license: LICENSE,
  };
}

// ---------- read and validate ----------

const areas = [];
const base = JSON.parse(readFileSync(args.base, 'utf8'));
for (const [city, area] of Object.entries(BASE_AREAS)) {
  areas.push({ ...area, records: base.filter((record) => record.city === city), stats: { synthetic: 0 } });
}
const unassigned = base.filter((record) => !BASE_AREAS[record.city]);
if (unassigned.length) throw new Error(`${unassigned.length} base records in no known area (city ${unassigned[0].city})`);
for (const metro of METROS) {
  const stats = { synthetic: 0 };
  const raw = JSON.parse(readFileSync(path.join(args.metros, `${metro.key}.json`), 'utf8'));
  areas.push({ ...metro, records: raw.map((record) => metroRecord(metro, record, stats)), stats });
}

const seenIds = new Map();
for (const area of areas) {
  const kept = [];
  area.stats.invalid = 0;
  area.stats.idTaken = 0;
  for (const record of area.records) {
    if (!catalogRecordSchema.safeParse(record).success) area.stats.invalid++;
    else if (seenIds.has(record.id)) area.stats.idTaken++;
    else {
      seenIds.set(record.id, area.key);
      kept.push(record);
    }
  }
  area.records = kept;
}

// ---------- coverage ----------

const SAMPLE_MILES = 0.5;
/** Sample points reach this far past the outermost places, so a circle reaching into empty land or sea pays for it. */
const PAD_MILES = COVERAGE_RULE.radiusMiles + 5;
/** Share of the sample points inside a covered circle that must meet the rule ("most of the area"). */
const MIN_GOOD_SHARE = 0.9;
const MIN_RADIUS_MILES = 2;
/** A covered circle holds at least a full deck itself, with the rule's variety: a few stray points are not an area. */
const MIN_PLACES_INSIDE = DEFAULT_DECK_SIZE;
/** A further circle must bring this share of its good points newly under cover, or it only restates one drawn. */
const MIN_NEW_SHARE = 0.5;
const MAX_CIRCLES = 3;
const MILES_PER_DEGREE_LAT = 69.05;

function boundsOf(records) {
  const lats = records.map((r) => r.lat);
  const lngs = records.map((r) => r.lng);
  return [Math.min(...lats), Math.min(...lngs), Math.max(...lats), Math.max(...lngs)];
}

/** Sample points every SAMPLE_MILES over the area's places and PAD_MILES around them, each judged by the rule. */
function samplePoints(catalog, [south, west, north, east]) {
  const latStep = SAMPLE_MILES / MILES_PER_DEGREE_LAT;
  const lngStep = latStep / Math.cos((((south + north) / 2) * Math.PI) / 180);
  const latPad = PAD_MILES / MILES_PER_DEGREE_LAT;
  const lngPad = (latPad * lngStep) / latStep;
  const points = [];
  for (let lat = south - latPad; lat <= north + latPad; lat += latStep) {
    for (let lng = west - lngPad; lng <= east + lngPad; lng += lngStep) {
      const around = catalog.index.within({ latitude: lat, longitude: lng }, COVERAGE_RULE.radiusMiles).map(({ item }) => item);
      const variety = deckVariety(around);
      points.push({ lat, lng, good: meetsCoverageRule(variety), variety });
    }
  }
  return points;
}

const milesBetween = (a, b) => distanceMiles({ latitude: a.lat, longitude: a.lng }, { latitude: b.lat, longitude: b.lng });

/** The widest circle around `centre` (in SAMPLE_MILES steps) in which MIN_GOOD_SHARE of the sample points meet the rule. */
function widestCircle(centre, points) {
  const good = [];
  const all = [];
  for (const point of points) {
    const ring = Math.floor(milesBetween(centre, point) / SAMPLE_MILES);
    good[ring] = (good[ring] ?? 0) + (point.good ? 1 : 0);
    all[ring] = (all[ring] ?? 0) + 1;
  }
  let [goodSoFar, allSoFar, radiusMiles] = [0, 0, 0];
  for (let ring = 0; ring < all.length; ring++) {
    goodSoFar += good[ring] ?? 0;
    allSoFar += all[ring] ?? 0;
    if (allSoFar && goodSoFar / allSoFar >= MIN_GOOD_SHARE) radiusMiles = (ring + 1) * SAMPLE_MILES;
  }
  return radiusMiles;
}

/**
 * Greedy: the widest qualifying circle, then the widest one centred outside those drawn that brings mostly
 * new ground under cover, and so on. Candidate centres are every other sample point each way, for speed.
 */
function coveredCircles(points, places) {
  const circles = [];
  const inside = (point, list = circles) => list.some((circle) => milesBetween(circle, point) <= circle.radiusMiles);
  const candidates = points.filter((point, i) => point.good && i % 2 === 0);
  const goodPoints = points.filter((point) => point.good);
  while (circles.length < MAX_CIRCLES) {
    let best = null;
    for (const centre of candidates) {
      if (inside(centre)) continue;
      const radiusMiles = widestCircle(centre, points);
      if (radiusMiles < MIN_RADIUS_MILES || (best && radiusMiles <= best.radiusMiles)) continue;
      const circle = { lat: centre.lat, lng: centre.lng, radiusMiles };
      const placesInside = places.filter((place) => inside(place, [circle]));
      if (placesInside.length < MIN_PLACES_INSIDE || !meetsCoverageRule(deckVariety(placesInside))) continue;
      const covering = goodPoints.filter((point) => inside(point, [circle]));
      if (circles.length && covering.filter((point) => !inside(point)).length < MIN_NEW_SHARE * covering.length) continue;
      best = circle;
    }
    if (!best) break;
    circles.push(best);
  }
  return circles;
}

const round = (value, digits) => Math.round(value * 10 ** digits) / 10 ** digits;

for (const area of areas) {
  area.bounds = boundsOf(area.records);
  const catalog = parseCatalog(area.records);
  area.loaded = catalog;
  const points = samplePoints(catalog, area.bounds);
  area.goodShare = points.filter((p) => p.good).length / points.length;
  area.best = points.reduce((best, p) => (!best || p.variety.places > best.variety.places ? p : best), null)?.variety;
  area.covered = coveredCircles(points, catalog.places).map(({ lat, lng, radiusMiles }) => {
    const within = catalog.places.filter((place) => milesBetween({ lat, lng }, place) <= radiusMiles);
    return {
      name: area.coveredName ?? `${area.name}, ${area.state}`,
      lat: round(lat, 4),
      lng: round(lng, 4),
      radiusMiles,
      // For the report only.
      variety: deckVariety(within),
    };
  });
}

const shipped = areas.filter((area) => area.covered.length > 0);
const leftOut = areas.filter((area) => area.covered.length === 0);

// ---------- one place, one area ----------

// Areas whose boxes overlap could hold one restaurant twice under two ids; the loader folds duplicates
// within an area, so the ones across areas are folded here, by the same rule.
const crossDuplicates = [];
for (const [i, a] of shipped.entries()) {
  for (const b of shipped.slice(i + 1)) {
    const [as, aw, an, ae] = a.bounds;
    const [bs, bw, bn, be] = b.bounds;
    if (as > bn || bs > an || aw > be || bw > ae) continue;
    const areaOf = new Map([...a.loaded.places.map((p) => [p.id, a]), ...b.loaded.places.map((p) => [p.id, b])]);
    for (const { kept, removed, miles } of removeDuplicatePlaces([...a.loaded.places, ...b.loaded.places]).removed) {
      const from = areaOf.get(removed.id);
      if (from === areaOf.get(kept.id)) continue;
      from.records = from.records.filter((record) => record.id !== removed.id);
      crossDuplicates.push(
        `${removed.id} ${removed.name} (${from.key}) → kept ${kept.id} (${areaOf.get(kept.id).key}, ${miles.toFixed(2)} mi)`,
      );
    }
  }
}

// ---------- write ----------

mkdirSync(args.out, { recursive: true });
for (const file of readdirSync(args.out)) if (file.endsWith('.json.gz') || file === 'index.json') rmSync(path.join(args.out, file));
const byId = (a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const index = { license: LICENSE, notice: '../NOTICE.md', idsFile: 'ids.json.gz', areas: [] };
const ids = {};
for (const area of shipped) {
  const records = [...area.records].sort(byId);
  const file = `${area.key}.json.gz`;
  writeFileSync(path.join(args.out, file), gzipSync(JSON.stringify(records), { level: 9 }));
  ids[area.key] = records.map((record) => record.id);
  index.areas.push({
    key: area.key,
    name: area.name,
    state: area.state,
    file,
    places: records.length,
    bounds: boundsOf(records).map((value) => round(value, 5)),
    covered: area.covered.map(({ variety: _variety, ...circle }) => circle),
  });
}
writeFileSync(path.join(args.out, 'ids.json.gz'), gzipSync(JSON.stringify(ids), { level: 9 }));
writeFileSync(path.join(args.out, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);

// ---------- report ----------

const sources = (records) => {
  const counts = new Map();
  for (const { source } of records) counts.set(source, (counts.get(source) ?? 0) + 1);
  return [...counts].map(([source, count]) => `${count} from ${source}`).join('; ');
};
console.log(
  `Coverage rule: ≥ ${COVERAGE_RULE.minPlaces} places within ${COVERAGE_RULE.radiusMiles} mi, ≥ ${COVERAGE_RULE.minCuisines} primary cuisines, none over ${COVERAGE_RULE.maxShareOfOneCuisine * 100} %; a covered circle has ≥ ${MIN_GOOD_SHARE * 100} % of its ${SAMPLE_MILES}-mile sample points meeting it.`,
);
for (const area of shipped) {
  const written = index.areas.find((entry) => entry.key === area.key);
  console.log(
    `\n${area.name}, ${area.state}: ${written.places} places (${area.stats.invalid} invalid, ${area.stats.idTaken} id already in another area, ${area.stats.synthetic} synthetic ids); ${sources(area.records)}`,
  );
  for (const c of area.covered) {
    const v = c.variety;
    console.log(
      `  covered: ${c.name} within ${c.radiusMiles} mi of ${c.lat}, ${c.lng} (${v.places} places, ${v.cuisines} primary cuisines, top one ${Math.round(v.topShare * 100)} %)`,
    );
  }
}
console.log('\nLeft out (no covered area):');
for (const area of leftOut) {
  const best = area.best;
  console.log(
    `  ${area.name}, ${area.state}: ${area.records.length} places; ${Math.round(area.goodShare * 100)} % of sample points meet the rule; busiest spot ${best.places} places, ${best.cuisines} primary cuisines, top one ${Math.round(best.topShare * 100)} %`,
  );
}
console.log(`\nCross-area duplicates folded: ${crossDuplicates.length}`);
for (const line of crossDuplicates) console.log(`  ${line}`);
