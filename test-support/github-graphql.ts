/**
 * `POST /graphql` through GitHub's own public schema (@octokit/graphql-schema's introspection,
 * built with `graphql`): every query is parsed and validated against it and executed with
 * resolvers reading the emulator's state (github-graphql-model.ts). A query that breaks the
 * schema is answered with GitHub's error shapes and recorded as a problem; so is a valid query
 * that reaches a field the emulator does not model.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildClientSchema,
  execute,
  GraphQLError,
  parse,
  print,
  validate,
  type DocumentNode,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import {
  GitHubGraphQLFailure,
  rootResolvers,
  type GraphQLModelContext,
} from './github-graphql-model.js';
import type { EmulatorState, Sequence } from './github-state.js';

export interface GraphQLAnswer {
  status: number;
  body: unknown;
  /** Why the request was not one the emulator (and GitHub) would accept, if it was not. */
  problems: string[];
}

type Json = Record<string, unknown>;

/** node_modules/@octokit/graphql-schema/schema.json above this file (or RALPH_REPO_ROOT). */
function schemaJsonPath(): string {
  let dir = process.env.RALPH_REPO_ROOT ?? dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'node_modules', '@octokit', 'graphql-schema', 'schema.json');
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('@octokit/graphql-schema is not installed');
    dir = parent;
  }
}

let schema: GraphQLSchema | undefined;

/** GitHub's schema, built once per process (about 0.2 s). */
export function githubSchema(): GraphQLSchema {
  schema ??= buildClientSchema(
    JSON.parse(readFileSync(schemaJsonPath(), 'utf8')) as IntrospectionQuery,
  );
  return schema;
}

/** Fields resolve from the model's objects; a field the model lacks is a problem, not a guess. */
const fieldResolver: GraphQLFieldResolver<unknown, GraphQLModelContext> = (
  source,
  args,
  context,
  info,
) => {
  const object = source as Json | null;
  if (object !== null && typeof object === 'object' && info.fieldName in object) {
    const value = object[info.fieldName];
    return typeof value === 'function'
      ? (value as (a: unknown, c: unknown) => unknown).call(object, args, context)
      : value;
  }
  const problem = `the emulator does not model ${info.parentType.name}.${info.fieldName}`;
  context.problems.push(problem);
  throw new GitHubGraphQLFailure('EMULATOR_LIMIT', problem);
};

function variableTypes(document: DocumentNode): Map<string, string> {
  const types = new Map<string, string>();
  for (const definition of document.definitions) {
    if (definition.kind !== 'OperationDefinition') continue;
    for (const v of definition.variableDefinitions ?? [])
      types.set(v.variable.name.value, print(v.type));
  }
  return types;
}

/** graphql-js's wording of a request error, in GitHub's (which differs). */
function githubRequestError(error: GraphQLError, types: Map<string, string>): Json {
  const locations = error.locations ? { locations: error.locations } : {};
  let m = /^Cannot query field "(\w+)" on type "(\w+)"\./.exec(error.message);
  if (m)
    return {
      ...locations,
      extensions: { code: 'undefinedField', typeName: m[2], fieldName: m[1] },
      message: `Field '${m[1]}' doesn't exist on type '${m[2]}'`,
    };
  m = /^Field "(\w+)" argument "(\w+)" of type "[^"]+" is required, but it was not provided\./.exec(
    error.message,
  );
  if (m)
    return {
      ...locations,
      extensions: {
        code: 'missingRequiredArguments',
        className: 'Field',
        name: m[1],
        arguments: m[2],
      },
      message: `Field '${m[1]}' is missing required arguments: ${m[2]}`,
    };
  m = /^Unknown argument "(\w+)" on field "\w+\.(\w+)"\./.exec(error.message);
  if (m)
    return {
      ...locations,
      extensions: {
        code: 'argumentNotAccepted',
        name: m[2],
        typeName: 'Field',
        argumentName: m[1],
      },
      message: `Field '${m[2]}' doesn't accept argument '${m[1]}'`,
    };
  m = /^Variable "\$(\w+)" is never used/.exec(error.message);
  if (m)
    return {
      ...locations,
      extensions: { code: 'variableNotUsed', variableName: m[1] },
      message: `Variable $${m[1]} is declared by anonymous query but not used`,
    };
  m = /^Variable "\$(\w+)" (?:of required type "[^"]+" was not provided|got invalid value)/.exec(
    error.message,
  );
  if (m)
    return {
      ...locations,
      extensions: { value: null, problems: [{ path: [], explanation: error.message }] },
      message: `Variable $${m[1]} of type ${types.get(m[1]!) ?? 'unknown'} was provided invalid value`,
    };
  return { ...locations, message: error.message };
}

/** An error raised while executing: GitHub puts its `type` next to the message. */
function githubExecutionError(error: GraphQLError): Json {
  const failure = error.originalError;
  return {
    ...(failure instanceof GitHubGraphQLFailure ? { type: failure.type } : {}),
    ...(error.path ? { path: error.path } : {}),
    ...(error.locations ? { locations: error.locations } : {}),
    message: failure instanceof GitHubGraphQLFailure ? failure.message : error.message,
  };
}

function requestErrors(errors: Json[]): GraphQLAnswer {
  return {
    status: 200,
    body: { errors },
    problems: errors.map((e) => String(e.message)),
  };
}

export async function answerGraphQL(
  body: unknown,
  state: EmulatorState,
  seq: Sequence,
  htmlUrl: string,
): Promise<GraphQLAnswer> {
  const request = (typeof body === 'object' && body !== null ? body : {}) as Json;
  if (typeof request.query !== 'string') {
    return {
      status: 400,
      body: { message: 'Problems parsing JSON' },
      problems: ['body has no "query" string'],
    };
  }
  let document: DocumentNode;
  try {
    document = parse(request.query);
  } catch (error) {
    const e = error as GraphQLError;
    const at = e.locations?.[0];
    const where = at ? ` at [${at.line}, ${at.column}]` : '';
    return requestErrors([
      { message: `Parse error: ${e.message.replace(/^Syntax Error: /, '')}${where}` },
    ]);
  }
  const types = variableTypes(document);
  const invalid = validate(githubSchema(), document);
  if (invalid.length > 0) return requestErrors(invalid.map((e) => githubRequestError(e, types)));

  const context: GraphQLModelContext = { state, seq, htmlUrl, problems: [] };
  const result = await execute({
    schema: githubSchema(),
    document,
    rootValue: rootResolvers(),
    contextValue: context,
    variableValues: (request.variables ?? {}) as Json,
    operationName: typeof request.operationName === 'string' ? request.operationName : undefined,
    fieldResolver,
  });
  // Variables that do not fit their types: nothing ran, and there is no `data`.
  if (!('data' in result) && result.errors)
    return requestErrors(result.errors.map((e) => githubRequestError(e, types)));
  const errors = (result.errors ?? []).map(githubExecutionError);
  return {
    status: 200,
    body: { data: result.data, ...(errors.length > 0 ? { errors } : {}) },
    problems: context.problems,
  };
}
