/**
 * GitHub's OpenAPI description (the subset ralph-action uses, extracted by
 * scripts/extract-openapi-subset.mjs) loaded into openapi-backend: routes a request to its
 * operationId and validates requests and responses against GitHub's own schemas.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Document, Operation, OpenAPIBackend as Backend, Options } from 'openapi-backend';

type AjvInstance = Parameters<NonNullable<Options['customizeAjv']>>[0];
interface Libraries {
  OpenAPIBackend: typeof Backend;
  addFormats: (ajv: AjvInstance) => AjvInstance;
}

/**
 * openapi-backend is CommonJS and requires an ES module (its $ref parser). Node (>= 20.19) can do
 * that, jest's module registry cannot, so both it and ajv-formats (which must patch the same ajv)
 * are loaded through Node's own require. `process.getBuiltinModule` reaches the real `module`
 * even under jest.
 */
function loadLibraries(): Libraries {
  const builtin = (process as { getBuiltinModule?: (id: string) => unknown }).getBuiltinModule;
  const nodeModule = (builtin?.('node:module') as typeof import('node:module') | undefined) ?? {
    createRequire,
  };
  // Bundled (the demo, the benchmarks) this file no longer sits in the repository: resolve
  // packages and the subset from RALPH_REPO_ROOT then.
  const require = nodeModule.createRequire(
    process.env.RALPH_REPO_ROOT
      ? join(process.env.RALPH_REPO_ROOT, 'package.json')
      : import.meta.url,
  );
  const backend = require('openapi-backend') as { OpenAPIBackend: typeof Backend };
  const formats = require('ajv-formats') as Libraries['addFormats'] & {
    default?: Libraries['addFormats'];
  };
  return { OpenAPIBackend: backend.OpenAPIBackend, addFormats: formats.default ?? formats };
}

const SUBSET_DIR = process.env.RALPH_REPO_ROOT
  ? join(process.env.RALPH_REPO_ROOT, 'test-support')
  : dirname(fileURLToPath(import.meta.url));
export const SUBSET_PATH = join(SUBSET_DIR, 'openapi-subset.json');
/** The same operations as GitHub Enterprise Server's oldest supported release describes them. */
export const GHES_SUBSET_PATH = join(SUBSET_DIR, 'openapi-subset-ghes.json');

/** Which description: api.github.com's, or GitHub Enterprise Server's. */
export type GitHubApiVariant = 'github.com' | 'ghes';

export interface ValidationOutcome {
  valid: boolean;
  errors: string[];
}

export interface GitHubOpenApi {
  /** The operation a request is routed to (with its decoded path parameters), if any. */
  match(
    method: string,
    path: string,
  ): { operation: Operation; params: Record<string, string> } | undefined;
  validateRequest(
    operation: Operation,
    request: {
      method: string;
      path: string;
      query: Record<string, string | string[]>;
      headers: Record<string, string>;
      body: unknown;
    },
  ): ValidationOutcome;
  validateResponse(operation: Operation, status: number, body: unknown): ValidationOutcome;
  /**
   * Compiles every operation's validators now, instead of at each operation's first request
   * (a bench does this before it times anything: GitHub does not compile schemas).
   */
  compileAll(): void;
}

function describe(
  errors: { instancePath?: string; message?: string; params?: unknown }[] | null | undefined,
): string[] {
  return (errors ?? []).map(
    (e) =>
      `${e.instancePath || '/'} ${e.message ?? 'is invalid'} ${JSON.stringify(e.params ?? {})}`,
  );
}

function customizeAjv(ajv: AjvInstance, addFormats: Libraries['addFormats']): AjvInstance {
  addFormats(ajv);
  // GitHub's own formats.
  ajv.addFormat('repo.nwo', /^[\w.-]+\/[\w.-]+$/);
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) });
  ajv.addFormat('int32', { type: 'number', validate: (n: number) => Number.isInteger(n) });
  return ajv;
}

const loading = new Map<GitHubApiVariant, Promise<GitHubOpenApi>>();

/** Loads a description once per process; validators compile lazily per operation. */
export function loadGitHubOpenApi(
  variant: GitHubApiVariant = 'github.com',
): Promise<GitHubOpenApi> {
  const loaded = loading.get(variant);
  if (loaded) return loaded;
  const load = (async (): Promise<GitHubOpenApi> => {
    const { OpenAPIBackend, addFormats } = loadLibraries();
    const path = variant === 'ghes' ? GHES_SUBSET_PATH : SUBSET_PATH;
    const definition = JSON.parse(readFileSync(path, 'utf8')) as Document;
    const api = new OpenAPIBackend({
      definition,
      strict: true,
      quick: true,
      coerceTypes: true,
      customizeAjv: (ajv) => customizeAjv(ajv, addFormats),
    });
    await api.init();
    return {
      match: (method, path) => {
        const request = { method, path, headers: {} };
        const operation = api.router.matchOperation(request);
        if (!operation) return undefined;
        const params: Record<string, string> = {};
        for (const [key, value] of Object.entries(
          api.router.parseRequest(request, operation).params,
        )) {
          params[key] = decodeURIComponent(String(value));
        }
        return { operation, params };
      },
      validateRequest: (operation, request) => {
        const result = api.validateRequest({ ...request }, operation);
        return { valid: result.valid, errors: describe(result.errors) };
      },
      validateResponse: (operation, status, body) => {
        const result = api.validateResponse(body, operation, status);
        return { valid: result.valid, errors: describe(result.errors) };
      },
      compileAll: () => {
        api.validator.preCompileRequestValidators();
        api.validator.preCompileResponseValidators();
      },
    };
  })();
  loading.set(variant, load);
  return load;
}
