// Lighthouse A/B: two builds audited in turn, round after round, so both see the same moments of a
// noisy machine (one home audit moves by up to 13 points between runs; a before run and an after run an hour
// apart cannot tell a 5-point change from noise). Each build is a folder laid out like the repository's
// (<folder>/shell/dist, <folder>/mfe-*/dist) and served by a gateway of its own (STATIC_ROOT).
//
//   node bench/lighthouse-ab.mjs /tmp/before /tmp/after      (AB_ROUNDS=6, AB_PAGE=home|landing|swipe)
//
// A folder that holds api-gateway/dist/server.js is served by that gateway (a change to the pages the
// gateway writes); otherwise by this repository's. Home and /swipe have a solo session in progress, as in
// bench/lighthouse.mjs, with the same CPU slowdown setting.
//
// Prints each build's median score, TBT and LCP and every run. A tool for deciding a change, not a budget
// check: bench/lighthouse.mjs is the benchmark.
import { existsSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { client, PHILADELPHIA_PREFERENCES, startBody, startGateway } from './lib.mjs';
import { AUDITED_GATEWAY_NICENESS, audit, CHROME_FLAGS, cpuSlowdownSetting } from './lighthouse.mjs';

const builds = process.argv.slice(2).map((folder) => path.resolve(folder));
// One host a build: the browser keeps cookies per host whatever the port, so two signed-in gateways on one
// host would each get the other's session cookie (the second build's /swipe then had no room in its page).
const HOSTS = ['localhost', '127.0.0.1'];
if (builds.length !== HOSTS.length) {
  console.error('usage: node bench/lighthouse-ab.mjs <build folder> <build folder>');
  process.exit(2);
}
const rounds = Number(process.env.AB_ROUNDS ?? 6);
const pageName = process.env.AB_PAGE ?? 'home';
const signedIn = pageName !== 'landing';
const pagePath = pageName === 'swipe' ? '/swipe' : '/';
// As bench/lighthouse.mjs: the preset's 4x, or LIGHTHOUSE_CPU_MULTIPLIER=calibrated (or a factor).
const cpuSlowdown = cpuSlowdownSetting(process.env.LIGHTHOUSE_CPU_MULTIPLIER);

const gateways = [];
for (const [i, folder] of builds.entries()) {
  const server = path.join(folder, 'api-gateway/dist/server.js');
  gateways.push(
    await startGateway({
      port: 8340 + i,
      host: HOSTS[i],
      niceness: AUDITED_GATEWAY_NICENESS,
      env: { STATIC_ROOT: folder },
      ...(existsSync(server) ? { server } : {}),
    }),
  );
}
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
try {
  const cookies = [];
  for (const gw of gateways) {
    const api = client(gw.base);
    const user = await api.signIn(`ab.${Date.now()}@bench.forkcast.test`, PHILADELPHIA_PREFERENCES);
    if (signedIn) {
      const started = await api.call('POST', '/api/sessions/start', startBody(user.id));
      const first = started.restaurants[0];
      await api.call('POST', `/api/sessions/${started.session.id}/swipe`, {
        userId: user.id,
        restaurantId: first.placeId,
        action: 'pass',
        position: 1,
      });
    }
    cookies.push(api.cookie());
  }
  const runs = builds.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    for (const [i, gw] of gateways.entries()) {
      runs[i].push(await audit(`${gw.base}${pagePath}`, chrome.port, signedIn ? cookies[i] : null, 1, {}, cpuSlowdown));
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  for (const [i, folder] of builds.entries()) {
    const r = runs[i];
    if (process.env.AB_LCP_ELEMENTS) r.forEach((x) => console.log(`  LCP ${x.lcpMs} ms: ${x.lcpElement}`));
    console.log(
      `${folder}: score ${median(r.map((x) => x.performance))} · TBT ${median(r.map((x) => x.tbtMs))} ms · LCP ${median(r.map((x) => x.lcpMs))} ms | runs (score/TBT/LCP): ${r.map((x) => `${x.performance}/${x.tbtMs}/${x.lcpMs}`).join(' ')}`,
    );
  }
} finally {
  chrome.kill();
  for (const gw of gateways) await gw.stop();
}
