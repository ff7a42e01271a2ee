/**
 * What `ralph init` learns about a project's toolchains: what the workflow must set up, and what
 * to warn about before the first run (no lockfile; a tool the checks run that is not installed).
 */
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { detectPackageManager } from '../checks/package-manager.js';
import { localBinDirs } from '../checks/local-bin.js';
import type { CheckDefinition } from '../checks/types.js';
import { readIfExists } from './files.js';
import type { PythonFacts, ToolchainFacts } from './workflow-setup.js';

const PYTHON_TOOLS = ['pytest', 'ruff', 'mypy', 'flake8'];
const REQUIREMENTS = ['requirements.txt', 'requirements-dev.txt'];
const PYTHON_MARKERS = ['pyproject.toml', 'setup.py', 'setup.cfg', ...REQUIREMENTS];

/** The program a check command starts: `ruff` of `ruff check .`, past `VAR=value` prefixes. */
export function commandProgram(command: string): string | undefined {
  const words = command.trim().split(/\s+/);
  return words.find((word) => !/^[A-Za-z_][A-Za-z0-9_]*=/.test(word));
}

async function pythonFacts(
  read: (path: string) => Promise<string | undefined>,
  checks: CheckDefinition[],
): Promise<PythonFacts | undefined> {
  const present = await Promise.all(PYTHON_MARKERS.map(async (f) => (await read(f)) !== undefined));
  if (!present.some(Boolean)) return undefined;
  const has = (file: string) => present[PYTHON_MARKERS.indexOf(file)] === true;
  const programs = new Set(checks.map((c) => commandProgram(c.command)));
  return {
    ...((await read('.python-version')) !== undefined ? { versionFile: '.python-version' } : {}),
    requirements: REQUIREMENTS.filter(has),
    installable: has('pyproject.toml') || has('setup.py'),
    tools: PYTHON_TOOLS.filter((tool) => programs.has(tool)),
  };
}

export async function toolchainFacts(
  repoDir: string,
  checks: CheckDefinition[],
): Promise<ToolchainFacts> {
  const read = (path: string) => readIfExists(join(repoDir, path));
  const exists = async (path: string) => (await read(path)) !== undefined;
  const nodeVersionFile = (await exists('.nvmrc'))
    ? '.nvmrc'
    : (await exists('.node-version'))
      ? '.node-version'
      : undefined;
  const facts: ToolchainFacts = {
    packageManager: await detectPackageManager(read),
    nodeVersionFile,
  };
  const python = await pythonFacts(read, checks);
  if (python) facts.python = python;
  if (await exists('go.mod')) facts.go = true;
  if (await exists('Cargo.toml')) {
    const clippy = checks.some((c) => /\bcargo\s+clippy\b/.test(c.command));
    facts.rust = { components: clippy ? ['clippy'] : [] };
  }
  if (await exists('pom.xml')) facts.java = { buildTool: 'maven' };
  else if ((await exists('build.gradle')) || (await exists('build.gradle.kts'))) {
    facts.java = { buildTool: 'gradle' };
  }
  return facts;
}

function onPath(program: string, dirs: string[]): boolean {
  if (program.includes('/')) return true;
  return dirs.some((dir) => {
    try {
      accessSync(join(dir, program), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** The package managers' own commands run what the project installs: not checked here. */
const RUNNERS = new Set(['npm', 'npx', 'pnpm', 'yarn', 'make', 'sh', 'bash']);

/** Warnings about the toolchain before the first run. */
export function toolchainWarnings(
  repoDir: string,
  facts: ToolchainFacts,
  checks: CheckDefinition[],
  env: NodeJS.ProcessEnv = process.env,
): string[] {
  const warnings: string[] = [];
  const manager = facts.packageManager;
  if (manager && !manager.lockfile) {
    const lockfile = { npm: 'package-lock.json', pnpm: 'pnpm-lock.yaml', yarn: 'yarn.lock' }[
      manager.name
    ];
    warnings.push(
      `no lockfile (${lockfile}): the workflow runs \`${manager.name} install\`, which may install other versions on every run. Run \`${manager.name} install\` and commit ${lockfile} to install exactly what you tested.`,
    );
  }
  const dirs = [...localBinDirs(repoDir), ...(env.PATH ?? '').split(delimiter).filter(Boolean)];
  const missing = new Map<string, string[]>();
  for (const check of checks) {
    const program = commandProgram(check.command);
    if (!program || RUNNERS.has(program) || onPath(program, dirs)) continue;
    missing.set(program, [...(missing.get(program) ?? []), check.name]);
  }
  for (const [program, names] of missing) {
    const which =
      names.length === 1 ? `the ${names[0]} check` : `the ${names.join(' and ')} checks`;
    warnings.push(
      `${program} is not installed here (${which} ${names.length === 1 ? 'runs' : 'run'} it): install it, or \`ralph once\` fails its checks on this machine. The workflow sets it up in CI.`,
    );
  }
  return warnings;
}
