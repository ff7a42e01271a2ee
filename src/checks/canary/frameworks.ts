/**
 * The canary: a test that must fail, added for the test frameworks a check runs. If the check
 * still passes with it, the runner is neutered (a shim first on PATH, a module that shadows the
 * runner, a configuration that collects nothing). Each framework says how its check is
 * recognised, where the canary goes (beside a test file of the starting commit, named the way
 * that runner finds tests) and how many cases a run failed.
 */
import { caseCounts } from '../../engine/iteration/test-run-summary.js';

export type FrameworkName =
  'node:test' | 'jest' | 'vitest' | 'mocha' | 'pytest' | 'go test' | 'cargo test';

export interface CanaryFile {
  path: string;
  content: string;
}

export interface Framework {
  name: FrameworkName;
  /** Whether a check command (with the package scripts it reaches) runs this framework. */
  runs: RegExp;
  /** A test file of the starting commit the canary goes beside. */
  testFile: RegExp;
  /** The canary beside `testFile`, its test named `name`; undefined when it cannot be placed. */
  canary(
    testFile: string,
    name: string,
    readTestFile: () => Promise<string | undefined>,
  ): Promise<CanaryFile | undefined>;
  /** How many cases a run failed, from its output; undefined when not recognised. */
  failed(output: string): number | undefined;
}

const dirOf = (path: string): string => (path.includes('/') ? path.replace(/\/[^/]*$/, '/') : '');
const extensionOf = (path: string): string => /\.[^./]+$/.exec(path)?.[0] ?? '.js';

const message = (name: string): string => `${name}: the harness's canary, this test must fail`;

function jsCanary(body: (name: string) => string) {
  return async (testFile: string, name: string): Promise<CanaryFile> => ({
    path: `${dirOf(testFile)}${name}.test${extensionOf(testFile)}`,
    content: body(name),
  });
}

const failedCases = (output: string): number | undefined => caseCounts(output)?.failed;

/**
 * Failed cases, or failed test files when more: a file that fails to load runs none of its
 * cases (jest and vitest count it apart), and must not hide behind the canary's one case.
 */
function withFailedFiles(output: string, files: RegExp): number | undefined {
  const cases = failedCases(output);
  if (cases === undefined) return undefined;
  return Math.max(cases, Number(files.exec(output)?.[1] ?? 0));
}

const JS_TEST = /(^|\/)[^/]+\.(test|spec)\.[cm]?[jt]sx?$/;

export const FRAMEWORKS: readonly Framework[] = [
  {
    name: 'node:test',
    runs: /\bnode\b[^|;&]*\s--test\b/,
    testFile: /(^|\/)[^/]+\.test\.[cm]?js$/,
    // A dynamic import loads node:test from CommonJS and ES modules alike.
    canary: jsCanary(
      (name) =>
        `import('node:test').then(({ test }) => {\n  test('${name}', () => {\n    throw new Error('${message(name)}');\n  });\n});\n`,
    ),
    failed: failedCases,
  },
  {
    name: 'jest',
    runs: /\bjest\b/,
    testFile: JS_TEST,
    canary: jsCanary(
      (name) => `test('${name}', () => {\n  throw new Error('${message(name)}');\n});\n`,
    ),
    failed: (output) => withFailedFiles(output, /^Test Suites:.*?(\d+) failed/m),
  },
  {
    name: 'vitest',
    runs: /\bvitest\b/,
    testFile: JS_TEST,
    canary: jsCanary(
      (name) =>
        `import { test } from 'vitest';\n\ntest('${name}', () => {\n  throw new Error('${message(name)}');\n});\n`,
    ),
    failed: (output) => withFailedFiles(output, /^\s*Test Files\s+(\d+) failed/m),
  },
  {
    name: 'mocha',
    runs: /\bmocha\b/,
    testFile: /(^|\/)test\/[^/]+\.[cm]?js$/,
    canary: async (testFile, name) => ({
      path: `${dirOf(testFile)}${name}${extensionOf(testFile)}`,
      content: `it('${name}', function () {\n  throw new Error('${message(name)}');\n});\n`,
    }),
    failed: failedCases,
  },
  {
    name: 'pytest',
    runs: /\bpytest\b/,
    testFile: /(^|\/)test_[^/]*\.py$|(^|\/)[^/]+_test\.py$/,
    canary: async (testFile, name) => ({
      path: `${dirOf(testFile)}test_${name}.py`,
      content: `def test_${name}():\n    raise AssertionError("${message(name)}")\n`,
    }),
    failed: (output) => {
      // "1 failed, 3 passed in 0.05s" (with or without the ==== rule around it)
      const summary = [
        ...output.matchAll(/^=*\s*(.*\b(?:passed|failed|errors?)\b.*) in [\d.]+s\b.*$/gm),
      ].pop();
      if (!summary) return undefined;
      const count = (word: string) =>
        Number(new RegExp(`(\\d+) ${word}`).exec(summary[1]!)?.[1] ?? 0);
      return count('failed') + count('errors?');
    },
  },
  {
    name: 'go test',
    runs: /\bgo\s+test\b/,
    testFile: /_test\.go$/,
    canary: async (testFile, name, read) => {
      const pkg = /^package\s+(\w+)/m.exec((await read()) ?? '')?.[1];
      if (!pkg) return undefined;
      const fn = `Test${name.replace(/(^|_)(\w)/g, (_, __, c: string) => c.toUpperCase())}`;
      return {
        path: `${dirOf(testFile)}${name}_test.go`,
        content: `package ${pkg}\n\nimport "testing"\n\nfunc ${fn}(t *testing.T) {\n\tt.Fatal("${message(name)}")\n}\n`,
      };
    },
    failed: (output) => {
      if (!/^(ok|FAIL|---)\b/m.test(output)) return undefined;
      // a failing test, and a package that did not build or set up (its tests never ran)
      const tests = [...output.matchAll(/^--- FAIL: /gm)].length;
      return tests + [...output.matchAll(/^FAIL\s+\S+\s+\[(?:build|setup) failed\]/gm)].length;
    },
  },
  {
    name: 'cargo test',
    runs: /\bcargo\s+test\b/,
    testFile: /^tests\/[^/]+\.rs$/,
    canary: async (_testFile, name) => ({
      path: `tests/${name}.rs`,
      content: `#[test]\nfn ${name}() {\n    panic!("${message(name)}");\n}\n`,
    }),
    failed: (output) => {
      const results = [...output.matchAll(/^test result: \w+\. \d+ passed; (\d+) failed/gm)];
      return results.length === 0 ? undefined : results.reduce((n, m) => n + Number(m[1]), 0);
    },
  },
];

/** The package scripts a command runs (`npm test`, `npm run x`, `yarn x`, `pnpm x`), one level down. */
export function reachedScripts(command: string, scripts: Record<string, string>): string[] {
  const names = new Set<string>();
  for (const [, tool, rest] of command.matchAll(/\b(npm|yarn|pnpm|bun)\s+([^|;&]*)/g)) {
    const words = rest!
      .trim()
      .split(/\s+/)
      .filter((w) => !w.startsWith('-'));
    const [first, second] = words;
    if (first === 'test' || first === 't') names.add('test');
    else if ((first === 'run' || first === 'run-script') && second) names.add(second);
    else if (tool !== 'npm' && first && !['install', 'i', 'ci', 'add'].includes(first))
      names.add(first);
  }
  const texts: string[] = [];
  for (const name of names) {
    for (const script of [`pre${name}`, name, `post${name}`]) {
      const text = scripts[script];
      if (text === undefined) continue;
      texts.push(text);
      for (const [, inner] of text.matchAll(/\bnpm\s+run\s+([\w:.-]+)/g))
        if (scripts[inner!] !== undefined) texts.push(scripts[inner!]!);
    }
  }
  return texts;
}

/** The frameworks a check runs, given its command and the project's package scripts. */
export function frameworksOf(command: string, scripts: Record<string, string> = {}): Framework[] {
  const text = [command, ...reachedScripts(command, scripts)].join('\n');
  return FRAMEWORKS.filter((f) => f.runs.test(text));
}
