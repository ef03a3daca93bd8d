// Where a page's long tasks go: loads a page of the built app in Debian's Chromium with the CPU slowed 4x (as
// Lighthouse's mobile preset simulates it), records a trace with the V8 sampling profiler, and prints every
// main-thread task over TRACE_MIN_MS (default 30; the profiler itself adds some) with what the browser did in
// it and the functions that took its time,
// mapped through the bundles' source maps to files of the repository. A tool for deciding which task to split
// when bench/lighthouse.mjs reports TBT over budget, not a benchmark.
//
//   node bench/trace-tasks.mjs swipe|home|landing      (TRACE_TOP=8 functions per task; TRACE_ALL_KINDS=1 lists
//   every trace event of a task, not only the known kinds, e.g. with TRACE_NESTED=1)
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import sourceMap from 'source-map';
import { client, PHILADELPHIA_PREFERENCES, root, startBody, startGateway } from './lib.mjs';
import { AUDITED_GATEWAY_NICENESS, CHROME_FLAGS } from './lighthouse.mjs';

const page = process.argv[2] ?? 'swipe';
const minMs = Number(process.env.TRACE_MIN_MS ?? (process.env.TRACE_LIGHTHOUSE ? 10 : 30));
const top = Number(process.env.TRACE_TOP ?? 8);
const port = Number(process.env.BENCH_PORT ?? 8335);
// The trace events that say what a task was spent on; nested ones count once, in the outermost.
const KINDS = new Set([
  'ParseHTML',
  'V8.CompileCode',
  'V8.ParseFunction',
  'V8.CompileLazy',
  'V8.ParseProgram',
  'V8.CompileIgnition',
  'v8.parseOnBackground',
  'V8.DeserializeContext',
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'RunMicrotasks',
  'V8.RunMicrotasks',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'PrePaint',
  'Layerize',
  'ParseAuthorStyleSheet',
  'MinorGC',
  'MajorGC',
  'V8.GC_SCAVENGER',
  'HitTest',
  'XHRReadyStateChange',
  'ResourceReceivedData',
  'ResourceFinish',
  'FireIdleCallback',
  'Decode Image',
  'ScheduleStyleRecalculation',
  'v8.produceCache',
  'CommitLoad',
]);

// TRACE_LIGHTHOUSE=1: the trace of a Lighthouse run itself (unthrottled: Lighthouse multiplies what it
// observes by 4), with the V8 profiler added, so the tasks are the ones its TBT is simulated from.
const viaLighthouse = Boolean(process.env.TRACE_LIGHTHOUSE);

const gw = await startGateway({ port, niceness: AUDITED_GATEWAY_NICENESS });
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROME_FLAGS.filter((f) => !f.startsWith('--headless')),
  headless: true,
});
try {
  let cookie = null;
  if (page !== 'landing') {
    const api = client(gw.base);
    const user = await api.signIn(`trace.${Date.now()}@bench.forkcast.test`, PHILADELPHIA_PREFERENCES);
    const started = await api.call('POST', '/api/sessions/start', startBody(user.id));
    await api.call('POST', `/api/sessions/${started.session.id}/swipe`, {
      userId: user.id,
      restaurantId: started.restaurants[0].placeId,
      action: 'pass',
      position: 1,
    });
    cookie = api.cookie();
  }
  const url = `${gw.base}${page === 'swipe' ? '/swipe' : '/'}`;
  let events;
  if (viaLighthouse) {
    const { default: lighthouse } = await import('lighthouse');
    const port = Number(new URL(browser.wsEndpoint().replace('ws:', 'http:')).port);
    const flags = {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler',
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    };
    const result = await lighthouse(url, flags);
    if (result.lhr.runtimeError) console.log('Lighthouse:', result.lhr.runtimeError.code, result.lhr.runtimeError.message);
    const a = result.lhr.audits;
    console.log(
      `Lighthouse ${Math.round(result.lhr.categories.performance.score * 100)}: TBT ${Math.round(a['total-blocking-time'].numericValue)} ms, LCP ${Math.round(a['largest-contentful-paint'].numericValue)} ms; observed tasks below (x4 in its simulation)`,
    );
    events = result.artifacts.Trace.traceEvents;
  } else {
    const tab = await browser.newPage();
    await tab.setViewport({ width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    if (cookie) {
      const [name, value] = cookie.split(/=(.*)/s);
      await tab.setCookie({ name, value, url: gw.base });
    }
    const cdp = await tab.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await tab.tracing.start({
      categories: [
        'toplevel',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'disabled-by-default-v8.cpu_profiler',
        'blink.user_timing',
      ],
    });
    await tab.goto(url, { waitUntil: 'networkidle0' });
    await new Promise((r) => setTimeout(r, 3000));
    events = JSON.parse(Buffer.from(await tab.tracing.stop()).toString('utf8')).traceEvents;
  }
  await report(events, gw.base);
} finally {
  await browser.close();
  await gw.stop();
}

async function report(events, base) {
  // The renderer that parsed the page's HTML, not the new-tab page's.
  const parse = events.findLast((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(base));
  const main = { pid: parse.pid, tid: parse.tid };
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const samples = profileSamples(events.filter((e) => e.pid === main.pid && (e.name === 'Profile' || e.name === 'ProfileChunk')));
  const nav = onMain.find((e) => e.name === 'navigationStart' || e.name === 'TracingStartedInBrowser')?.ts ?? onMain[0].ts;
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.dur / 1000 >= minMs);
  const mapper = await sourceMapper();
  let total = 0;
  for (const t of tasks) {
    const inside = samples.filter((s) => s.ts >= t.ts && s.ts <= t.ts + t.dur);
    const self = new Map();
    for (const s of inside) {
      // TRACE_UNDER=<function>: time counted by the function that <function> called (inclusive), e.g.
      // commitHookEffectListMount to see which effects a commit's effect flush spent its time on.
      const under = process.env.TRACE_UNDER ? s.stack.findIndex((f) => f.functionName === process.env.TRACE_UNDER) : -1;
      const frame = under > 0 ? s.stack[under - 1] : (s.stack.find((f) => f.url) ?? s.stack[0]);
      let key = frame ? await mapper(frame) : '(idle)';
      // TRACE_OURS=1: time counted by the innermost function of the repository's own code on the stack.
      if (process.env.TRACE_OURS) {
        key = '(library only)';
        for (const f of s.stack.filter((x) => x.url)) {
          const mapped = await mapper(f);
          if (!/node_modules|webpack\/|:NaN/.test(mapped)) {
            key = mapped;
            break;
          }
        }
      }
      self.set(key, (self.get(key) ?? 0) + s.dt);
    }
    const ms = t.dur / 1000;
    total += Math.max(0, ms * (viaLighthouse ? 4 : 1) - 50);
    const scriptUrl = inside.flatMap((s) => s.stack).find((f) => f.url)?.url ?? '';
    console.log(`\n${((t.ts - nav) / 1000).toFixed(0)} ms  task ${ms.toFixed(1)} ms  ${short(scriptUrl)}`);
    // What the browser did in it (parse, style, layout, script), by the trace's own events one level down.
    const kinds = new Map();
    const inTask = onMain.filter(
      (e) =>
        e.ph === 'X' &&
        (process.env.TRACE_ALL_KINDS ? e.name !== 'RunTask' : KINDS.has(e.name)) &&
        e.ts >= t.ts &&
        e.ts + e.dur <= t.ts + t.dur,
    );
    for (const e of inTask) {
      if (inTask.some((p) => p !== e && p.ts <= e.ts && p.ts + p.dur >= e.ts + e.dur && p.dur > e.dur)) continue;
      kinds.set(e.name, (kinds.get(e.name) ?? 0) + e.dur);
    }
    if (process.env.TRACE_NESTED) {
      const all = new Map();
      for (const e of inTask) all.set(e.name, (all.get(e.name) ?? 0) + e.dur);
      console.log(
        `   all events (nested too): ${[...all]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 8)
          .map(([k, us]) => `${k} ${(us / 1000).toFixed(1)}`)
          .join(', ')}`,
      );
    }
    console.log(
      `   events: ${[...kinds]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([k, us]) => `${k} ${(us / 1000).toFixed(1)}`)
        .join(', ')}`,
    );
    for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top))
      console.log(`   ${(us / 1000).toFixed(1).padStart(6)} ms  ${key}`);
  }
  console.log(`\n${tasks.length} tasks over ${minMs} ms; blocking beyond 50 ms each: ${total.toFixed(0)} ms`);
}

/** Samples of the V8 profile in the trace, each with its time, duration and stack (innermost first). */
function profileSamples(chunks) {
  const nodes = new Map();
  const out = [];
  let ts = chunks.find((c) => c.name === 'Profile')?.args.data.startTime ?? 0;
  for (const c of chunks.filter((x) => x.name === 'ProfileChunk')) {
    const data = c.args.data.cpuProfile ?? {};
    for (const n of data.nodes ?? []) nodes.set(n.id, n);
    const deltas = c.args.data.timeDeltas ?? [];
    (data.samples ?? []).forEach((id, i) => {
      ts += deltas[i] ?? 0;
      out.push({ ts, id });
    });
  }
  out.sort((a, b) => a.ts - b.ts);
  return out.map((s, i) => {
    const stack = [];
    for (let n = nodes.get(s.id); n; n = nodes.get(n.parent)) stack.push(n.callFrame);
    return { ts: s.ts, dt: (out[i + 1]?.ts ?? s.ts) - s.ts, stack: stack.filter((f) => f.functionName !== '(root)') };
  });
}

/** Maps a profile frame of a built bundle to "function (repository file)" through the bundle's source map. */
async function sourceMapper() {
  const consumers = new Map();
  const dirs = [
    ['/remotes/', (rest) => path.join(root, rest.split('/')[0], 'dist', rest.split('/').slice(1).join('/'))],
    ['/', (rest) => path.join(root, 'shell/dist', rest)],
  ];
  const consumerFor = async (url) => {
    if (consumers.has(url)) return consumers.get(url);
    let consumer = null;
    const pathname = url?.startsWith('http') ? new URL(url).pathname : '';
    for (const [prefix, file] of dirs) {
      if (!pathname.startsWith(prefix)) continue;
      const map = `${file(pathname.slice(prefix.length))}.map`;
      if (existsSync(map)) consumer = await new sourceMap.SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8')));
      break;
    }
    consumers.set(url, consumer);
    return consumer;
  };
  return async (frame) => {
    const consumer = await consumerFor(frame.url);
    const at = consumer?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    if (at?.source)
      return `${at.name ?? frame.functionName ?? '?'}  ${at.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\.\/)+/, '')}:${at.line}`;
    return `${frame.functionName || '(anonymous)'}  ${short(frame.url)}:${frame.lineNumber + 1}`;
  };
}

function short(url) {
  return url?.startsWith('http') ? new URL(url).pathname : (url ?? '');
}
