/**
 * What a shell command line hands over to: the package.json scripts it runs (`npm test`,
 * `npm run x`, `yarn x`, `pnpm x`, `run-s x`...) and the Makefile targets (`make test`).
 * A reading of the common forms, not a shell: an unknown form reaches nothing more.
 */

export interface CommandReach {
  /** Script names, with the `pre`/`post` scripts the package manager runs around them. */
  scripts: string[];
  /** Makefile targets; `''` stands for the default goal (`make` without a target). */
  makeTargets: string[];
}

const LIFECYCLE = new Set(['test', 'start', 'stop', 'restart']);
const NPM_TEST = new Set(['test', 't', 'tst']);
const NPM_RUN = new Set(['run', 'run-script', 'rum', 'urn']);
/** yarn and pnpm commands that are not a script name. */
const BUILTINS = new Set([
  'add',
  'audit',
  'bin',
  'cache',
  'config',
  'create',
  'dlx',
  'exec',
  'help',
  'import',
  'info',
  'init',
  'install',
  'link',
  'list',
  'ls',
  'node',
  'outdated',
  'pack',
  'publish',
  'rebuild',
  'remove',
  'set',
  'unlink',
  'up',
  'update',
  'upgrade',
  'version',
  'why',
  'workspace',
  'workspaces',
]);

/** Words of one simple command: quotes removed, leading `VAR=value` assignments dropped. */
function words(segment: string): string[] {
  const out = (segment.match(/"[^"]*"|'[^']*'|\S+/g) ?? []).map((w) =>
    w.replace(/^["']|["']$/g, ''),
  );
  while (out.length > 0 && /^[A-Za-z_][A-Za-z0-9_]*=/.test(out[0]!)) out.shift();
  while (out[0] === 'exec' || out[0] === 'env' || out[0] === 'time') out.shift();
  return out;
}

/** The simple commands of a command line (split at `&&`, `||`, `;`, `|`, `&` and newlines). */
export function simpleCommands(line: string): string[][] {
  return line
    .replace(/\$[({]MAKE[)}]/g, 'make')
    .split(/&&|\|\||[;|&\n()]/)
    .map(words)
    .filter((w) => w.length > 0);
}

function aroundScript(name: string): string[] {
  return [`pre${name}`, name, `post${name}`];
}

function positional(args: readonly string[]): string[] {
  const out: string[] = [];
  for (const arg of args) {
    if (arg === '--') break;
    if (!arg.startsWith('-')) out.push(arg);
  }
  return out;
}

/** The scripts an install runs (npm ci, npm install, pnpm install, yarn): the project's own hooks. */
const INSTALL_SCRIPTS = ['preinstall', 'install', 'postinstall', 'prepare'];
const NPM_INSTALL = new Set(['ci', 'install', 'i', 'clean-install', 'install-clean', 'isntall']);

function npmScripts(args: readonly string[]): string[] {
  const [command, ...rest] = positional(args);
  if (command === undefined) return [];
  if (NPM_INSTALL.has(command)) return INSTALL_SCRIPTS;
  if (NPM_TEST.has(command)) return aroundScript('test');
  if (LIFECYCLE.has(command)) return aroundScript(command);
  if (NPM_RUN.has(command) && rest[0] !== undefined) return aroundScript(rest[0]);
  return [];
}

function yarnOrPnpmScripts(args: readonly string[]): string[] {
  const [command, ...rest] = positional(args);
  if (command === undefined || command === 'install' || command === 'i') return INSTALL_SCRIPTS;
  if (command === 'run' || command === 'run-script')
    return rest[0] === undefined ? [] : aroundScript(rest[0]);
  if (command === 't') return aroundScript('test');
  return BUILTINS.has(command) ? [] : aroundScript(command);
}

function makeTargets(args: readonly string[]): string[] {
  const targets: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (/^-[CfIoW]$/.test(arg))
      i++; // an option with a value
    else if (!arg.startsWith('-') && !arg.includes('=')) targets.push(arg);
  }
  return targets.length > 0 ? targets : [''];
}

/** What one command line reaches directly (not following the scripts' own commands). */
export function commandReach(line: string): CommandReach {
  const scripts: string[] = [];
  const targets: string[] = [];
  for (const [tool, ...args] of simpleCommands(line)) {
    const name = tool!.split('/').pop()!;
    if (name === 'npm') scripts.push(...npmScripts(args));
    else if (name === 'yarn' || name === 'pnpm') scripts.push(...yarnOrPnpmScripts(args));
    else if (name === 'bun' && args[0] === 'run' && args[1]) scripts.push(...aroundScript(args[1]));
    else if (name === 'run-s' || name === 'run-p' || name === 'npm-run-all')
      scripts.push(...positional(args));
    else if (name === 'make' || name === 'gmake') targets.push(...makeTargets(args));
  }
  return { scripts, makeTargets: targets };
}
