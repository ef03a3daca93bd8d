// Lighthouse A/B: two or more builds audited in turn, round after round, so both see the same moments of a
// noisy machine (one home audit moves by up to 13 points between runs; a before run and an after run an hour
// apart cannot tell a 5-point change from noise). Each build is a folder laid out like the repository's
// (<folder>/shell/dist, <folder>/mfe-*/dist) and served by a gateway of its own (STATIC_ROOT).
//
//   node bench/lighthouse-ab.mjs /tmp/before /tmp/after      (AB_ROUNDS=6, AB_PAGE=home|landing)
//
// Prints each build's median score, TBT and LCP and every run. A tool for deciding a change, not a budget
// check: bench/lighthouse.mjs is the benchmark.
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { client, PHILADELPHIA_PREFERENCES, startGateway } from './lib.mjs';
import { audit, CHROME_FLAGS } from './lighthouse.mjs';

const builds = process.argv.slice(2).map((folder) => path.resolve(folder));
if (builds.length < 2) {
  console.error('usage: node bench/lighthouse-ab.mjs <build folder> <build folder> [...]');
  process.exit(2);
}
const rounds = Number(process.env.AB_ROUNDS ?? 6);
const signedIn = (process.env.AB_PAGE ?? 'home') === 'home';

const gateways = [];
for (const [i, folder] of builds.entries()) gateways.push(await startGateway({ port: 8340 + i, env: { STATIC_ROOT: folder } }));
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
try {
  const cookies = [];
  for (const gw of gateways) {
    const api = client(gw.base);
    await api.signIn(`ab.${Date.now()}@bench.forkcast.test`, PHILADELPHIA_PREFERENCES);
    cookies.push(api.cookie());
  }
  const runs = builds.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    for (const [i, gw] of gateways.entries()) {
      runs[i].push(await audit(`${gw.base}/`, chrome.port, signedIn ? cookies[i] : null));
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  for (const [i, folder] of builds.entries()) {
    const r = runs[i];
    console.log(`${folder}: score ${median(r.map((x) => x.performance))} · TBT ${median(r.map((x) => x.tbtMs))} ms · LCP ${median(r.map((x) => x.lcpMs))} ms | runs (score/TBT/LCP): ${r.map((x) => `${x.performance}/${x.tbtMs}/${x.lcpMs}`).join(' ')}`);
  }
} finally {
  chrome.kill();
  for (const gw of gateways) await gw.stop();
}
