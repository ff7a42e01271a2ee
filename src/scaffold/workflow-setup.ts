/** The set-up steps of the workflow `ralph init` writes: the project's own toolchain. */
import { installCommand } from '../checks/package-manager.js';
import type { PackageManager } from '../checks/package-manager.js';

export interface ToolchainFacts {
  /** The Node package manager, when the project has a package.json. */
  packageManager?: PackageManager;
  /** `.nvmrc` or `.node-version`, when the project pins its Node version. */
  nodeVersionFile?: string;
}

const GENERIC = `      # Set up whatever the RALPH:CHECKS commands of CLAUDE.md need here,
      # e.g. actions/setup-node and \`npm ci\`.
`;

/** YAML steps (indented for a job's \`steps:\`) that install what the checks run. */
export function setupSteps(facts: ToolchainFacts): string {
  const manager = facts.packageManager;
  if (!manager) return GENERIC;
  const version = facts.nodeVersionFile
    ? `node-version-file: ${facts.nodeVersionFile}`
    : 'node-version: lts/*';
  // setup-node caches npm by itself; pnpm and yarn come from corepack, installed first
  // (newer Node releases no longer bundle it).
  const cache = manager.name === 'npm' && manager.lockfile ? '\n          cache: npm' : '';
  const corepack =
    manager.name === 'npm'
      ? ''
      : '      - run: npm install --global corepack@latest && corepack enable\n';
  return `      # The toolchain the RALPH:CHECKS commands of CLAUDE.md need (${manager.name}).
      - uses: actions/setup-node@v7
        with:
          ${version}${cache}
${corepack}      - run: ${installCommand(manager)}
`;
}
