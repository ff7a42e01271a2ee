/** Which Node package manager a project uses, and the commands that go with it. */
/** Reads a file relative to the project root; undefined when it does not exist. */
type ReadFile = (relativePath: string) => Promise<string | undefined>;

export type PackageManagerName = 'npm' | 'pnpm' | 'yarn';

export interface PackageManager {
  name: PackageManagerName;
  /** The lockfile that was found, if any. */
  lockfile?: string;
  /** Yarn 2 or later (`.yarnrc.yml`): `--immutable` instead of `--frozen-lockfile`. */
  berry?: boolean;
}

const LOCKFILES: Array<[string, PackageManagerName]> = [
  ['pnpm-lock.yaml', 'pnpm'],
  ['yarn.lock', 'yarn'],
  ['package-lock.json', 'npm'],
  ['npm-shrinkwrap.json', 'npm'],
];

/** `"packageManager": "pnpm@9.1.0"` in package.json. */
function declared(packageJson: string): PackageManagerName | undefined {
  try {
    const value: unknown = (JSON.parse(packageJson) as { packageManager?: unknown }).packageManager;
    const name = typeof value === 'string' ? value.split('@')[0] : undefined;
    return name === 'npm' || name === 'pnpm' || name === 'yarn' ? name : undefined;
  } catch {
    return undefined;
  }
}

/** The package manager of a Node project (undefined without a package.json). */
export async function detectPackageManager(read: ReadFile): Promise<PackageManager | undefined> {
  const packageJson = await read('package.json');
  if (packageJson === undefined) return undefined;
  const berry = (await read('.yarnrc.yml')) !== undefined;
  for (const [lockfile, name] of LOCKFILES) {
    if ((await read(lockfile)) !== undefined) {
      return name === 'yarn' ? { name, lockfile, berry } : { name, lockfile };
    }
  }
  const name = declared(packageJson) ?? 'npm';
  return name === 'yarn' ? { name, berry } : { name };
}

/** The command that runs a package.json script: `npm test`, `pnpm run lint`, `yarn typecheck`. */
export function scriptCommand(manager: PackageManagerName, script: string): string {
  if (script === 'test') return `${manager} test`;
  return manager === 'yarn' ? `yarn ${script}` : `${manager} run ${script}`;
}

/** The install command for CI: from the lockfile when there is one. */
export function installCommand(manager: PackageManager): string {
  switch (manager.name) {
    case 'pnpm':
      return manager.lockfile ? 'pnpm install --frozen-lockfile' : 'pnpm install';
    case 'yarn':
      if (!manager.lockfile) return 'yarn install';
      return manager.berry ? 'yarn install --immutable' : 'yarn install --frozen-lockfile';
    case 'npm':
      return manager.lockfile ? 'npm ci' : 'npm install';
  }
}
