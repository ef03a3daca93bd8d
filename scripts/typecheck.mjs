#!/usr/bin/env node
// `npm run typecheck`: every TypeScript program of the repository, two at a time (the CI machine has 2 cores).
// The front-end packages are one program (tsconfig.front-end.json); the service worker, the gateway and the
// end-to-end tests have compiler options of their own. Exits non-zero when any program has an error.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PROGRAMS = ['tsconfig.front-end.json', 'api-gateway/tsconfig.json', 'e2e/tsconfig.json', 'shell/src/sw/tsconfig.json'];
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');

function check(project) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project, '--pretty', 'false'], { cwd: root });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
      console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${project} (${took})`);
      const text = Buffer.concat(output).toString('utf8').trimEnd();
      if (text) console.log(text);
      resolve(code === 0);
    });
  });
}

// A workspace missing from the front-end program would never be checked: every workspace with a tsconfig.json
// is either in its include list or one of the programs above.
const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const frontEnd = ts.readConfigFile(path.join(root, 'tsconfig.front-end.json'), ts.sys.readFile).config;
const unchecked = workspaces.filter(
  (folder) =>
    fs.existsSync(path.join(root, folder, 'tsconfig.json')) &&
    !PROGRAMS.includes(`${folder}/tsconfig.json`) &&
    !frontEnd.include.some((entry) => entry === folder || entry.startsWith(`${folder}/`)),
);
if (unchecked.length) {
  console.log(`FAIL workspaces in no TypeScript program (add them to tsconfig.front-end.json's include): ${unchecked.join(', ')}`);
  process.exit(1);
}

const queue = [...PROGRAMS];
const results = [];
await Promise.all(
  [0, 1].map(async () => {
    for (let project = queue.shift(); project; project = queue.shift()) results.push(await check(project));
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
