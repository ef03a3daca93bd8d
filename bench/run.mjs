// npm run bench: builds nothing (run `npm run build` first), measures on this machine and writes
// bench/results.json plus a Markdown table for docs/benchmarks.md.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchSwipe, swipeOverBudget } from './api-swipe.mjs';
import { benchLiveMatch, liveOverBudget } from './live-match.mjs';
import { benchBundles, overBudget } from './bundles.mjs';
import { benchLighthouse, lighthouseOverBudget, lighthouseTable } from './lighthouse.mjs';
import { benchCatalogQuery, catalogOverBudget } from './catalog-query.mjs';
import { benchCatalogMemory, catalogMemoryOverBudget } from './catalog-memory.mjs';
import { benchOtpEnumeration, otpOverBudget } from './otp-enumeration.mjs';
import { benchOutages, outageOverBudget } from './outage-answers.mjs';
import { benchCardDrag, cardDragOverBudget } from './card-drag.mjs';
import { benchSwipeTap, swipeTapOverBudget } from './swipe-tap.mjs';
import { benchRssAfterStart, rssOverBudget } from './rss-after-start.mjs';
import { benchDatabaseUrl, readBudgets, root } from './lib.mjs';

process.env.BENCH_DATABASE_URL = await benchDatabaseUrl();

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const results = { machine, date: new Date().toISOString(), swipe: [], live: [] };
for (const engine of ['pglite', 'postgres']) results.swipe.push(await benchSwipe({ engine }));
results.live.push(await benchLiveMatch({ instances: 1 }));
results.live.push(await benchLiveMatch({ instances: 2 }));
results.otpEnumeration = await benchOtpEnumeration();
results.catalogQuery = await benchCatalogQuery();
results.catalogMemory = await benchCatalogMemory();
results.outages = await benchOutages();
results.rssAfterStart = await benchRssAfterStart();
const { files: _files, ...bundles } = await benchBundles();
results.bundles = bundles;
results.cardDrag = await benchCardDrag();
results.swipeTap = await benchSwipeTap();
const lighthouseRun = await benchLighthouse();
results.lighthouse = {
  date: new Date().toISOString(),
  preset: 'mobile',
  cpuSlowdown: lighthouseRun.cpu,
  pages: lighthouseRun.pages,
  slowPhone: lighthouseRun.slowPhone,
};
// Every goal of bench/budgets.json, each checked against its median run.
results.overBudget = [
  ...results.swipe.flatMap((s) => swipeOverBudget(s)),
  ...results.live.flatMap((l) => liveOverBudget(l)),
  ...otpOverBudget(results.otpEnumeration),
  ...catalogOverBudget(results.catalogQuery),
  ...catalogMemoryOverBudget(results.catalogMemory),
  ...outageOverBudget(results.outages),
  ...rssOverBudget(results.rssAfterStart),
  ...overBudget(results.bundles),
  ...cardDragOverBudget(results.cardDrag),
  ...swipeTapOverBudget(results.swipeTap),
  ...lighthouseOverBudget(results.lighthouse.pages, readBudgets(), results.lighthouse.slowPhone),
];
writeFileSync(path.join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);

const budget = readBudgets();
const lines = [
  `Measured ${results.date.slice(0, 10)} on ${machine}.`,
  '',
  '| API under load (autocannon, 20 connections) | req/s | p50 ms | p99 ms |',
  '|---|---|---|---|',
];
for (const s of results.swipe) {
  lines.push(`| bare Express JSON POST (same run, ${s.engine}) | ${s.bare.requestsPerSec} | ${s.bare.p50ms} | ${s.bare.p99ms} |`);
  lines.push(
    `| swipe on ${s.engine} (${s.swipeShareOfBare} % of bare, goal ≥ ${budget.swipeShareOfBarePercentMin?.[s.engine] ?? '—'} %) | ${s.swipe.requestsPerSec} | ${s.swipe.p50ms} | ${s.swipe.p99ms} |`,
  );
  lines.push(
    `| new swipes on ${s.engine} (${s.freshSwipe.requests} a round, insert path; ${s.freshSwipeShareOfBare} % of bare, goal ≥ ${budget.newSwipeShareOfBarePercentMin?.[s.engine] ?? '—'} %) | ${s.freshSwipe.requestsPerSec} | ${s.freshSwipe.p50ms} | ${s.freshSwipe.p99ms} |`,
  );
  lines.push(`| session start on ${s.engine} (sequential) | — | ${s.sessionStartMs.p50} | ${s.sessionStartMs.p99} |`);
}
lines.push('', '| second like → `match_found` on both sockets | matches | p50 ms | p99 ms |', '|---|---|---|---|');
for (const l of results.live)
  lines.push(
    `| ${l.instances === 1 ? 'one instance (PGlite)' : 'two instances (PostgreSQL + Redis)'} | ${l.matches} | ${l.p50ms} | ${l.p99ms} |`,
  );
const otp = results.otpEnumeration;
const otpGoal = budget.otpTimingGapMax ? `≤ ${budget.otpTimingGapMax.ms} ms or ${budget.otpTimingGapMax.percent} %` : '—';
lines.push(
  '',
  `| sign-in, known vs unknown address (medians of ${otp.samples} interleaved pairs) | known ms | unknown ms | gap ms (goal ${otpGoal}) |`,
  '|---|---|---|---|',
);
lines.push(`| request a code | ${otp.requestCode.knownMedianMs} | ${otp.requestCode.unknownMedianMs} | ${otp.requestCode.gapMs} |`);
lines.push(`| a wrong code | ${otp.wrongCode.knownMedianMs} | ${otp.wrongCode.unknownMedianMs} | ${otp.wrongCode.gapMs} |`);
const cq = results.catalogQuery;
lines.push(
  '',
  '| catalog radius query, 10 miles | found | ms per query | first query ms (loads the area) | budget |',
  '|---|---|---|---|---|',
);
for (const city of ['philadelphia', 'austin', 'newYorkCity'])
  lines.push(
    `| ${city} | ${cq[city].found} | ${cq[city].perQueryMs} | ${cq[city].firstQueryMs} | ${budget.catalogRadiusQueryMsMax ?? '—'} |`,
  );
const cm = results.catalogMemory.median;
lines.push(
  '',
  `| catalog memory, every area loaded (median of ${results.catalogMemory.runs} fresh processes) | places | RSS growth MB | heap growth MB | budget MB |`,
  '|---|---|---|---|---|',
);
lines.push(
  `| ${cm.areas} areas in ${cm.loadAllMs} ms | ${cm.places} | ${cm.rssGrowthMb} | ${cm.heapGrowthMb} | ${budget.catalogRssGrowthMbMax ?? '—'} |`,
);
const out = results.outages;
lines.push('', `| with a dependency down (median of ${out.samples}) | status | ms | budget ms |`, '|---|---|---|---|');
for (const [call, s] of Object.entries(out.postgresDown))
  lines.push(`| ${call}, PostgreSQL down | ${s.statuses.join(', ')} | ${s.medianMs} | ${budget.outageAnswerMsMax ?? '—'} |`);
lines.push(`| sign-in (three calls), Redis down | 200 | ${out.redisDown.signInMedianMs} | ${budget.outageAnswerMsMax ?? '—'} |`);
lines.push(
  `| swipe, Redis down | ${out.redisDown.swipe.statuses.join(', ')} | ${out.redisDown.swipe.medianMs} | ${budget.outageAnswerMsMax ?? '—'} |`,
);
lines.push(`| SIGTERM → exit, a kept-alive connection open | — | ${out.shutdownMs} | ${budget.shutdownMsMax ?? '—'} |`);
const rss = results.rssAfterStart;
lines.push(
  '',
  `| gateway RSS, first start on a fresh data folder (median of ${rss.samples} readings) | after start MB | after warm-up MB | budgets MB |`,
  '|---|---|---|---|',
);
for (const run of rss.engines) {
  if (run.skipped) lines.push(`| ${run.engine} | skipped: ${run.skipped} | — | — |`);
  else
    lines.push(
      `| ${run.engine} | ${run.afterStartMb} | ${run.afterWarmUpMb} | ${budget.rssAfterStartMbMax?.[run.engine] ?? '—'}, ${budget.rssAfterWarmUpMbMax?.[run.engine] ?? '—'} |`,
    );
}
const b = results.bundles;
lines.push('', '| JavaScript downloaded (gzip) | KB | budget |', '|---|---|---|');
lines.push(
  `| landing page | ${b.landingInitialJsGzKb} | ${budget.landingInitialJsGzKb} |`,
  `| /swipe with a session in progress, before the first card is visible | ${b.firstSwipeCardVisibleJsGzKb} | ${budget.firstSwipeCardVisibleJsGzKb} |`,
  `| /swipe with a session in progress, before the first card is interactive | ${b.firstSwipeCardInteractiveJsGzKb} | ${budget.firstSwipeCardInteractiveJsGzKb} |`,
);
for (const [folder, size] of Object.entries(b.remoteEntryGzKb))
  lines.push(`| ${folder} remoteEntry.js | ${size} | ${budget.remoteEntryGzKb} |`);
lines.push(`| React DOM downloads per page | ${b.reactDomDownloads} | ${budget.reactDomDownloads} |`);
const drag = results.cardDrag;
lines.push(
  '',
  `| a finger dragging the swipe card (${drag.cpuSlowdown}x CPU, median of ${drag.rounds.length}) | script ms per move | main thread ms per move | budget (script) |`,
  '|---|---|---|---|',
);
lines.push(
  `| ${drag.moves} touch moves from the card's name | ${drag.median.scriptMs} | ${drag.median.mainThreadMs} | ${budget.cardDragScriptMsPerMoveMax ?? '—'} |`,
);
const tap = results.swipeTap;
lines.push(
  '',
  `| taps on Like and Pass in the swipe room (${tap.cpuSlowdown}x CPU, Event Timing as INP reads it) | worst ms | every tap ms | budget (worst) |`,
  '|---|---|---|---|',
);
lines.push(
  `| ${tap.taps} taps, ${tap.rounds.length} round(s) | ${tap.worstMs} | ${tap.rounds.map((r) => r.durationsMs.join(', ')).join('; ')} | ${budget.swipeTapWorstMsMax ?? '—'} |`,
);
lines.push('', lighthouseTable(results.lighthouse));
console.log(lines.join('\n'));
if (results.overBudget.length) {
  console.error(`Over budget (bench/budgets.json): ${results.overBudget.join('; ')}`);
  process.exitCode = 1;
}
