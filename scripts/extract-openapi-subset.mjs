// Extracts the operations ralph-action calls from GitHub's official OpenAPI description
// (@octokit/openapi) into test-support/openapi-subset.json, with every component they reach
// through $ref (transitively). The GitHub emulator validates all of its traffic against it.
// The same operations from the oldest GitHub Enterprise Server description the package ships
// go to test-support/openapi-subset-ghes.json: the emulator serving as GHES validates with it.
//
// Only what validation needs is kept: paths, parameters, request bodies, response schemas.
// Examples, summaries, prose descriptions and x-github metadata are dropped to keep it small.
// Re-run after upgrading @octokit/openapi: node scripts/extract-openapi-subset.mjs
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const generated = join(root, 'node_modules', '@octokit', 'openapi', 'generated');
/** The oldest GitHub Enterprise Server release described: the minimum the README names. */
export const GHES_VERSION = '3.17';
const VARIANTS = [
  {
    source: join(generated, 'api.github.com.json'),
    target: join(root, 'test-support', 'openapi-subset.json'),
    server: 'https://api.github.com',
  },
  {
    source: join(generated, `ghes-${GHES_VERSION}.json`),
    target: join(root, 'test-support', 'openapi-subset-ghes.json'),
    server: 'https://{hostname}/api/v3',
  },
];

/** The operations the action (and its tests) use. Keep sorted. */
export const OPERATIONS = [
  'actions/create-workflow-dispatch',
  'actions/download-job-logs-for-workflow-run',
  'actions/list-jobs-for-workflow-run',
  'actions/list-workflow-runs-for-repo',
  'issues/add-labels',
  'issues/create-comment',
  'issues/get',
  'issues/get-comment',
  'issues/list-comments',
  'issues/remove-label',
  'issues/update-comment',
  'pulls/create',
  'pulls/create-reply-for-review-comment',
  'pulls/get',
  'pulls/list',
  'pulls/update',
  'reactions/create-for-issue-comment',
  'repos/create-commit-status',
  'repos/get',
  'repos/get-collaborator-permission-level',
  'repos/get-combined-status-for-ref',
  'repos/list-commit-statuses-for-ref',
];

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
/** Keys that never matter for validation (outside a `properties` map, where they are names). */
const DROPPED_KEYS = new Set([
  'examples',
  'example',
  'summary',
  'externalDocs',
  'x-github',
  'tags',
]);

/** Deep copy without documentation-only keys. `description` stays only where OpenAPI requires it. */
function strip(value, { inProperties = false, keepDescription = false } = {}) {
  if (Array.isArray(value)) return value.map((v) => strip(v));
  if (value === null || typeof value !== 'object') return value;
  const out = {};
  for (const [key, child] of Object.entries(value)) {
    if (!inProperties) {
      if (DROPPED_KEYS.has(key)) continue;
      if (key === 'description' && typeof child === 'string') {
        if (keepDescription) out[key] = '';
        continue;
      }
    }
    const childInProperties =
      !inProperties && (key === 'properties' || key === 'patternProperties');
    // Response objects require a description; so does nothing else we keep.
    const childKeepsDescription = !inProperties && key === 'responses';
    out[key] = childKeepsDescription
      ? Object.fromEntries(
          Object.entries(child).map(([code, response]) => [
            code,
            strip(response, { keepDescription: true }),
          ]),
        )
      : strip(child, { inProperties: childInProperties });
  }
  return ajvCompatible(out);
}

/**
 * Two spellings of "or null" that ajv reads differently from OpenAPI 3.0: `nullable` next to an
 * `enum` without null (ajv then rejects null), and `nullable` without a `type` (ajv refuses the
 * schema). Rewritten with the same meaning in a form ajv accepts.
 */
function ajvCompatible(schema) {
  if (schema.nullable !== true) return schema;
  if (Array.isArray(schema.enum) && !schema.enum.includes(null))
    schema.enum = [...schema.enum, null];
  if ('type' in schema) return schema;
  const { nullable: _nullable, ...rest } = schema;
  return { anyOf: [rest, { enum: [null] }] };
}

/** Writes the subset of one description. */
function extract({ source, target, server }) {
  const full = JSON.parse(readFileSync(source, 'utf8'));
  const paths = {};
  const found = new Set();
  for (const [path, item] of Object.entries(full.paths)) {
    const kept = {};
    for (const method of METHODS) {
      const operation = item[method];
      if (operation && OPERATIONS.includes(operation.operationId)) {
        kept[method] = strip(operation);
        found.add(operation.operationId);
      }
    }
    if (Object.keys(kept).length === 0) continue;
    if (item.parameters) kept.parameters = strip(item.parameters);
    paths[path] = kept;
  }
  const missing = OPERATIONS.filter((id) => !found.has(id));
  if (missing.length > 0)
    throw new Error(`operations not found in the description: ${missing.join(', ')}`);

  // Copy every component reachable from the kept paths, following $ref transitively.
  const components = {};
  const queue = [];
  function collectRefs(value) {
    if (Array.isArray(value)) return value.forEach(collectRefs);
    if (value === null || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') queue.push(child);
      else collectRefs(child);
    }
  }
  collectRefs(paths);
  while (queue.length > 0) {
    const ref = queue.shift();
    const match = /^#\/components\/([^/]+)\/([^/]+)$/.exec(ref);
    if (!match) throw new Error(`unsupported $ref: ${ref}`);
    const [, section, name] = match;
    if (components[section]?.[name]) continue;
    const definition = full.components[section]?.[name];
    if (!definition) throw new Error(`dangling $ref: ${ref}`);
    const copy = strip(definition, { keepDescription: section === 'responses' });
    (components[section] ??= {})[name] = copy;
    collectRefs(copy);
  }
  for (const section of Object.keys(components)) {
    components[section] = Object.fromEntries(
      Object.entries(components[section]).sort(([a], [b]) => a.localeCompare(b)),
    );
  }

  const subset = {
    openapi: full.openapi,
    info: {
      title: `${full.info.title} (subset used by ralph-action tests)`,
      version: full.info.version,
      description: `Extracted by scripts/extract-openapi-subset.mjs from @octokit/openapi. Operations: ${OPERATIONS.join(', ')}.`,
    },
    servers: [{ url: server }],
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components,
  };

  const text = JSON.stringify(subset, null, 1) + '\n';
  writeFileSync(target + '.tmp', text);
  renameSync(target + '.tmp', target);
  const counts = Object.entries(components)
    .map(([section, entries]) => `${Object.keys(entries).length} ${section}`)
    .join(', ');
  console.log(
    `wrote ${target}: ${OPERATIONS.length} operations, ${counts}, ${(text.length / 1024).toFixed(0)} KiB`,
  );
}

for (const variant of VARIANTS) extract(variant);
