/** The set-up steps of the workflow `ralph init` writes: the project's own toolchain. */
import { installCommand } from '../checks/package-manager.js';
import type { PackageManager } from '../checks/package-manager.js';

export interface PythonFacts {
  /** `.python-version`, when the project pins its Python. */
  versionFile?: string;
  /** requirements*.txt files to install from. */
  requirements: string[];
  /** pyproject.toml or setup.py: the project installs itself. */
  installable: boolean;
  /** The tools the detected checks run (pytest, ruff, mypy, flake8). */
  tools: string[];
}

export interface ToolchainFacts {
  /** The Node package manager, when the project has a package.json. */
  packageManager?: PackageManager;
  /** `.nvmrc` or `.node-version`, when the project pins its Node version. */
  nodeVersionFile?: string;
  python?: PythonFacts;
  /** go.mod: Go's version comes from it. */
  go?: boolean;
  /** Cargo.toml; with the components the checks use (clippy). */
  rust?: { components: string[] };
  /** pom.xml or build.gradle: the build tool setup-java caches for. */
  java?: { buildTool: 'maven' | 'gradle' };
}

const GENERIC = `      # Set up whatever the RALPH:CHECKS commands of CLAUDE.md need here,
      # e.g. actions/setup-node and \`npm ci\`.
`;

function nodeSteps(manager: PackageManager, nodeVersionFile?: string): string {
  const version = nodeVersionFile ? `node-version-file: ${nodeVersionFile}` : 'node-version: lts/*';
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

/** The commands that install a Python project and the tools its checks run. */
export function pythonInstall(python: PythonFacts): string[] {
  const commands = ['python -m pip install --upgrade pip'];
  for (const file of python.requirements) commands.push(`python -m pip install -r ${file}`);
  if (python.installable) commands.push('python -m pip install -e .');
  if (python.tools.length > 0) commands.push(`python -m pip install ${python.tools.join(' ')}`);
  return commands;
}

function pythonSteps(python: PythonFacts): string {
  const version = python.versionFile
    ? `python-version-file: ${python.versionFile}`
    : "python-version: '3.x'";
  // setup-python's pip cache needs a requirements file to key on.
  const cache = python.requirements.length > 0 ? '\n          cache: pip' : '';
  return `      # Python, the project and the tools of its checks.
      - uses: actions/setup-python@v7
        with:
          ${version}${cache}
      - run: |
${pythonInstall(python)
  .map((command) => `          ${command}`)
  .join('\n')}
`;
}

function goSteps(): string {
  return `      # Go, at the version go.mod names.
      - uses: actions/setup-go@v7
        with:
          go-version-file: go.mod
`;
}

function rustSteps(components: string[]): string {
  const with_ =
    components.length > 0 ? `\n        with:\n          components: ${components.join(', ')}` : '';
  return `      # The stable Rust toolchain (a rust-toolchain.toml in the project still wins).
      - uses: dtolnay/rust-toolchain@stable${with_}
`;
}

function javaSteps(buildTool: 'maven' | 'gradle'): string {
  return `      # Java (Temurin, the current LTS) with the ${buildTool === 'maven' ? 'Maven' : 'Gradle'} cache.
      - uses: actions/setup-java@v5
        with:
          distribution: temurin
          java-version: '21'
          cache: ${buildTool}
`;
}

/** YAML steps (indented for a job's \`steps:\`) that install what the checks run. */
export function setupSteps(facts: ToolchainFacts): string {
  const steps: string[] = [];
  if (facts.packageManager) steps.push(nodeSteps(facts.packageManager, facts.nodeVersionFile));
  if (facts.python) steps.push(pythonSteps(facts.python));
  if (facts.go) steps.push(goSteps());
  if (facts.rust) steps.push(rustSteps(facts.rust.components));
  if (facts.java) steps.push(javaSteps(facts.java.buildTool));
  return steps.length > 0 ? steps.join('') : GENERIC;
}
