#!/usr/bin/env node
// A step of `npm test`: every repository path the docs name exists. Reads README.md, each workspace's
// README.md and docs/**/*.md; checks each relative Markdown link and each `backticked/path` whose first
// folder is one of the repository's (or of the document's own folder: the gateway's README says `src/…`).
// `a/{b,c}.ts` stands for both files; a path with a placeholder (`<remote>`, `*`, `…`) is not checked, nor one
// git ignores (what a build or a run makes: dist/, data/, releases/). Exits 1 listing what is missing.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function markdownFiles() {
  const files = ['README.md'];
  const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  for (const folder of workspaces) if (existsSync(path.join(root, folder, 'README.md'))) files.push(`${folder}/README.md`);
  const walk = (dir) => {
    for (const item of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${item.name}`;
      if (item.isDirectory()) walk(rel);
      else if (item.name.endsWith('.md')) files.push(rel);
    }
  };
  walk('docs');
  return files;
}

/** `a/{b,c}/d` → a/b/d, a/c/d. */
function expandBraces(text) {
  const match = /\{([^{}]*)\}/.exec(text);
  if (!match) return [text];
  return match[1].split(',').flatMap((part) => expandBraces(text.slice(0, match.index) + part + text.slice(match.index + match[0].length)));
}

const PLACEHOLDER = /[<>*…$]|\.\.\.|\s/;

/** The repository paths one line names: [written, candidates to resolve] pairs. */
function pathsIn(line) {
  const found = [];
  // Relative Markdown links: [text](target) and [text](target#anchor).
  for (const [, target] of line.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#') || target.startsWith('/')) continue;
    const file = decodeURI(target.split('#')[0]);
    if (file) found.push({ written: target, path: file, link: true });
  }
  // Backticked paths: a folder and something under it (a bare `server.ts` could be anywhere).
  for (const [, code] of line.matchAll(/`([^`]+)`/g)) {
    const text = code
      .replace(/[.,;:]$/, '')
      .replace(/:\d+(-\d+)?$/, '')
      .split('#')[0];
    if (!text.includes('/') || PLACEHOLDER.test(text) || /^[a-z][a-z0-9+.-]*:/i.test(text) || /^[/@~.]/.test(text)) continue;
    for (const expanded of expandBraces(text))
      found.push({ written: expanded === text ? code : `${expanded} (in ${code})`, path: expanded, link: false });
  }
  return found;
}

const exists = (full) => {
  try {
    statSync(full);
    return true;
  } catch {
    return false;
  }
};

const missing = [];
for (const file of markdownFiles()) {
  const dir = path.dirname(path.join(root, file));
  let fenced = false;
  readFileSync(path.join(root, file), 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (line.trimStart().startsWith('```')) fenced = !fenced;
      if (fenced) return;
      for (const { written, path: named, link } of pathsIn(line)) {
        const bases = link ? [dir] : [root, dir];
        const first = named.split('/')[0];
        // A backticked `react/jsx-runtime` or `application/json` is no repository path.
        if (!link && !bases.some((base) => exists(path.join(base, first)))) continue;
        if (bases.some((base) => exists(path.join(base, named)))) continue;
        missing.push({
          where: `${file}:${index + 1}`,
          written,
          candidates: bases.map((base) => path.relative(root, path.join(base, named))),
        });
      }
    });
}

/** Paths git ignores are made by a build or a run (dist/, data/, releases/): not expected in a checkout. */
function ignoredByGit(paths) {
  if (paths.length === 0) return new Set();
  try {
    const out = execFileSync('git', ['check-ignore', '--no-index', '--stdin'], { cwd: root, input: paths.join('\n'), encoding: 'utf8' });
    return new Set(out.split('\n').filter(Boolean));
  } catch (error) {
    // Exit 1: none of them is ignored.
    return new Set(
      String(error.stdout ?? '')
        .split('\n')
        .filter(Boolean),
    );
  }
}
// Asked as a folder too: `data/` in .gitignore matches a folder only, and a missing path is no folder yet.
const asked = missing.flatMap((m) => m.candidates.flatMap((candidate) => [candidate, `${candidate}/`]));
const ignored = ignoredByGit(asked);
const stale = missing.filter((m) => !m.candidates.some((candidate) => ignored.has(candidate) || ignored.has(`${candidate}/`)));

const checked = markdownFiles().length;
if (stale.length === 0) {
  console.log(`doc paths: every repository path named in ${checked} Markdown files exists`);
  process.exit(0);
}
console.log(`doc paths: ${stale.length} named in the docs do not exist (fix the path, or the doc):`);
for (const { where, written } of stale) console.log(`  ${where}: ${written}`);
process.exit(1);
