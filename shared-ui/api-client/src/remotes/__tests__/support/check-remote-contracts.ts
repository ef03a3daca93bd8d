/**
 * Version-skew guard: typechecks what each remote exposes (its federation config's `exposes`) against the
 * types the shell loads them as (`ExposedModuleContracts` in ../../exposed-modules.ts), with the TypeScript
 * compiler API. For each remote a check file is generated in memory, next to its federation config:
 *
 *   import type { ExposedModuleContracts } from '@forkcast/api-client/remotes';
 *   type Contracts = ExposedModuleContracts['mfe_swipe'];
 *   const key0: keyof Contracts = './routes';                      // the exposed module has a contract
 *   import * as exposed0 from './src/routes';
 *   export const module0: Contracts['./routes'] = exposed0;        // and satisfies it
 *   type NotExposed = Exclude<keyof Contracts, './routes' | …>;
 *   const covered: [NotExposed] extends [never] ? true : NotExposed = true;  // no contract without a module
 *
 * Each error is mapped back to the remote and the exposed module it concerns.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { REMOTE_NAMES } from '@forkcast/contracts';

export const repoRoot = path.resolve(__dirname, '../../../../../..');

export interface RemoteUnderTest {
  /** Federation name, e.g. 'mfe_swipe'. */
  name: string;
  /** Absolute path of the remote's package. */
  dir: string;
  /** The federation config's `exposes`: key → file relative to `dir`. */
  exposes: Record<string, string>;
}

export interface ContractViolation {
  kind: 'unknown-remote' | 'no-contract' | 'breaks-contract' | 'not-exposed' | 'other';
  remote: string;
  /** The `exposes` key ('./routes'), or '*' for the remote as a whole. */
  exposed: string;
  message: string;
}

/** Every remote as its federation config declares it. */
export function loadRemotes(): RemoteUnderTest[] {
  return REMOTE_NAMES.map((name) => {
    const dir = path.join(repoRoot, name.replaceAll('_', '-'));
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const config = require(path.join(dir, 'federation.config.js')) as { name: string; exposes?: Record<string, string> };
    return { name: config.name, dir, exposes: config.exposes ?? {} };
  });
}

type CheckItem =
  { kind: 'has-contract'; exposed: string } | { kind: 'satisfies'; exposed: string } | { kind: 'covered' } | { kind: 'remote' };

interface GeneratedCheck {
  remote: RemoteUnderTest;
  fileName: string;
  text: string;
  /** Character ranges of the generated statements, for mapping errors back. */
  items: { start: number; end: number; item: CheckItem }[];
  /** Absolute exposed file (without extension) → exposes key: errors inside an exposed file count too. */
  exposedFiles: Map<string, string>;
}

const stripExtension = (file: string) => file.replace(/\.(tsx?|jsx?|mjs)$/, '');
const quote = (value: string) => JSON.stringify(value);

function generateCheck(remote: RemoteUnderTest): GeneratedCheck {
  const items: GeneratedCheck['items'] = [];
  let text = '';
  const add = (line: string, item?: CheckItem) => {
    const start = text.length;
    text += `${line}\n`;
    if (item) items.push({ start, end: text.length, item });
  };
  add(`import type { ExposedModuleContracts } from '@forkcast/api-client/remotes';`);
  add(`type Contracts = ExposedModuleContracts[${quote(remote.name)}];`, { kind: 'remote' });
  const exposedFiles = new Map<string, string>();
  Object.entries(remote.exposes).forEach(([key, file], i) => {
    const specifier = `./${stripExtension(path.posix.normalize(file))}`;
    exposedFiles.set(stripExtension(path.resolve(remote.dir, file)), key);
    add(`const key${i}: keyof Contracts = ${quote(key)};`, { kind: 'has-contract', exposed: key });
    add(`void key${i};`);
    add(`import * as exposed${i} from ${quote(specifier)};`, { kind: 'satisfies', exposed: key });
    add(`export const module${i}: Contracts[${quote(key)}] = exposed${i};`, { kind: 'satisfies', exposed: key });
  });
  const exposedKeys = Object.keys(remote.exposes).map(quote).join(' | ') || 'never';
  add(`type NotExposed = Exclude<keyof Contracts, ${exposedKeys}>;`);
  add(`export const covered: [NotExposed] extends [never] ? true : NotExposed = true;`, { kind: 'covered' });
  return { remote, fileName: path.join(remote.dir, '__contract-check__.ts'), text, items, exposedFiles };
}

function compilerOptions(): ts.CompilerOptions {
  const configFile = path.join(repoRoot, 'tsconfig.base.json');
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, repoRoot, undefined, configFile);
  // Only the declarations every package relies on; jest's globals are irrelevant here.
  return { ...options, noEmit: true, types: ['node'] };
}

/** Parsed files shared by every program of a test run: parsing React's and the DOM's types is the slow part. */
const sourceFileCache = new Map<string, ts.SourceFile>();

function createHost(options: ts.CompilerOptions, virtualFiles: Map<string, string>): ts.CompilerHost {
  const host = ts.createCompilerHost(options, true);
  const virtual = (fileName: string) => virtualFiles.get(path.resolve(fileName));
  const { fileExists, readFile, directoryExists } = host;
  const virtualDirs = new Set([...virtualFiles.keys()].map((file) => path.dirname(file)));
  host.fileExists = (fileName) => virtual(fileName) !== undefined || fileExists.call(host, fileName);
  host.directoryExists = (dir) => virtualDirs.has(path.resolve(dir)) || (directoryExists?.call(host, dir) ?? ts.sys.directoryExists(dir));
  host.readFile = (fileName) => virtual(fileName) ?? readFile.call(host, fileName);
  host.getSourceFile = (fileName, languageVersion) => {
    const text = virtual(fileName);
    if (text !== undefined) return ts.createSourceFile(fileName, text, languageVersion, true);
    const cached = sourceFileCache.get(fileName);
    if (cached) return cached;
    if (!fs.existsSync(fileName)) return undefined;
    const sourceFile = ts.createSourceFile(fileName, fs.readFileSync(fileName, 'utf8'), languageVersion, true);
    sourceFileCache.set(fileName, sourceFile);
    return sourceFile;
  };
  return host;
}

function describeItem(check: GeneratedCheck, item: CheckItem, tsMessage: string): ContractViolation {
  const { remote } = check;
  switch (item.kind) {
    case 'remote':
      return {
        kind: 'unknown-remote',
        remote: remote.name,
        exposed: '*',
        message: `no entry for ${remote.name} in ExposedModuleContracts (${tsMessage})`,
      };
    case 'has-contract':
      return {
        kind: 'no-contract',
        remote: remote.name,
        exposed: item.exposed,
        message: `exposes ${item.exposed} but ExposedModuleContracts['${remote.name}'] has no contract for it`,
      };
    case 'satisfies':
      return {
        kind: 'breaks-contract',
        remote: remote.name,
        exposed: item.exposed,
        message: `${item.exposed} (${remote.exposes[item.exposed]}) breaks its contract: ${tsMessage}`,
      };
    case 'covered':
      return {
        kind: 'not-exposed',
        remote: remote.name,
        exposed: '*',
        message: `ExposedModuleContracts['${remote.name}'] lists a module the remote does not expose: ${tsMessage}`,
      };
  }
}

export interface CheckOptions {
  /** Absolute path → text: files that replace real ones (or don't exist on disk) for this check only. */
  files?: Record<string, string>;
}

/** Typechecks every remote's exposed modules against the shell's contracts; [] when all hold. */
export function checkRemoteContracts(remotes: RemoteUnderTest[], { files = {} }: CheckOptions = {}): ContractViolation[] {
  const checks = remotes.map(generateCheck);
  const virtualFiles = new Map<string, string>(Object.entries(files).map(([file, text]) => [path.resolve(file), text]));
  checks.forEach((check) => virtualFiles.set(check.fileName, check.text));
  const options = compilerOptions();
  const program = ts.createProgram(
    checks.map((check) => check.fileName),
    options,
    createHost(options, virtualFiles),
  );

  const violations: ContractViolation[] = [];
  const message = (diagnostic: ts.Diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  for (const check of checks) {
    const sourceFile = program.getSourceFile(check.fileName)!;
    for (const diagnostic of [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)]) {
      const found = check.items.find(
        ({ start, end }) => diagnostic.start !== undefined && diagnostic.start >= start && diagnostic.start < end,
      );
      violations.push(
        found
          ? describeItem(check, found.item, message(diagnostic))
          : { kind: 'other', remote: check.remote.name, exposed: '*', message: message(diagnostic) },
      );
    }
    // An exposed file may pin itself to the contract (`const exposed: XModule = …`): its own errors are breaks too.
    for (const [fileWithoutExtension, key] of check.exposedFiles) {
      const exposedFile = program.getSourceFiles().find((file) => stripExtension(path.resolve(file.fileName)) === fileWithoutExtension);
      if (!exposedFile) continue;
      for (const diagnostic of program.getSemanticDiagnostics(exposedFile)) {
        const { line } = exposedFile.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
        violations.push({
          kind: 'breaks-contract',
          remote: check.remote.name,
          exposed: key,
          message: `${key} (${path.relative(check.remote.dir, exposedFile.fileName)}:${line + 1}) breaks its contract: ${message(diagnostic)}`,
        });
      }
    }
  }
  // A module without a contract also fails `Contracts[key]`; the missing contract is the one thing to say.
  const uncontracted = new Set(violations.filter((v) => v.kind === 'no-contract').map((v) => `${v.remote} ${v.exposed}`));
  return violations.filter((v) => v.kind === 'no-contract' || !uncontracted.has(`${v.remote} ${v.exposed}`));
}

/** One line per violation, as the test failure prints them. */
export function formatViolation({ remote, exposed, message }: ContractViolation): string {
  return `${remote} ${exposed === '*' ? '' : `${exposed} `}— ${message}`;
}
