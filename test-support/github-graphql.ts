/**
 * The two GraphQL mutations ralph-action needs (REST cannot change a pull request's draft
 * state): markPullRequestReadyForReview and convertPullRequestToDraft, addressed by the pull
 * request's node id. GraphQL is not in the OpenAPI description, so requests are checked here by
 * hand: one mutation, a known name, an existing pull request, known fields in the selection.
 */
import type { EmulatorState, Sequence } from './github-state.js';

const DRAFTS_NOT_SUPPORTED = 'Draft pull requests are not supported in this repository.';

export interface GraphQLAnswer {
  status: number;
  body: unknown;
  /** Why the request was not one the emulator (and GitHub) would accept, if it was not. */
  problems: string[];
}

const MUTATIONS: Record<string, boolean> = {
  markPullRequestReadyForReview: false,
  convertPullRequestToDraft: true,
};

const PULL_REQUEST_FIELDS = new Set([
  'id',
  'number',
  'isDraft',
  'url',
  'state',
  'title',
  '__typename',
]);

function errorAnswer(message: string): GraphQLAnswer {
  return { status: 200, body: { errors: [{ message }] }, problems: [message] };
}

export function answerGraphQL(
  body: unknown,
  state: EmulatorState,
  seq: Sequence,
  htmlUrl: string,
): GraphQLAnswer {
  if (
    typeof body !== 'object' ||
    body === null ||
    typeof (body as { query?: unknown }).query !== 'string'
  ) {
    return {
      status: 400,
      body: { message: 'Problems parsing JSON' },
      problems: ['body has no "query" string'],
    };
  }
  const { query, variables = {} } = body as { query: string; variables?: Record<string, unknown> };
  const text = query.replace(/#[^\n]*/g, '').trim();
  if (!/^mutation\b/.test(text))
    return errorAnswer(
      'Only the mutations markPullRequestReadyForReview and convertPullRequestToDraft are emulated',
    );
  const calls = [...text.matchAll(/(\w+)\s*\(\s*input\s*:/g)].map((m) => m[1]!);
  if (calls.length !== 1)
    return errorAnswer(`Expected exactly one mutation field, found ${calls.length}`);
  const name = calls[0]!;
  const draft = MUTATIONS[name];
  if (draft === undefined) return errorAnswer(`Field '${name}' doesn't exist on type 'Mutation'`);

  const inputMatch =
    /input\s*:\s*\{\s*pullRequestId\s*:\s*(\$\w+|"[^"]*")\s*(?:,\s*clientMutationId\s*:\s*(?:\$\w+|"[^"]*")\s*)?\}/.exec(
      text,
    );
  if (!inputMatch) return errorAnswer(`${name} takes input: { pullRequestId }`);
  const arg = inputMatch[1]!;
  const id = arg.startsWith('$') ? variables[arg.slice(1)] : arg.slice(1, -1);
  if (typeof id !== 'string')
    return errorAnswer(`Variable ${arg} of type ID! was provided invalid value`);

  const selection = /pullRequest\s*\{([^}]*)\}/.exec(text.slice(inputMatch.index));
  const fields = selection ? selection[1]!.split(/[\s,]+/).filter(Boolean) : [];
  const unknown = fields.filter((f) => !PULL_REQUEST_FIELDS.has(f));
  if (unknown.length > 0)
    return errorAnswer(`Field '${unknown[0]}' doesn't exist on type 'PullRequest'`);

  const pull = [...state.pulls.values()].find((p) => p.nodeId === id);
  if (!pull) {
    return {
      status: 200,
      body: {
        data: { [name]: null },
        errors: [
          {
            type: 'NOT_FOUND',
            path: [name],
            message: `Could not resolve to a node with the global id of '${id}'`,
          },
        ],
      },
      problems: [],
    };
  }
  if (pull.state !== 'open') {
    return {
      status: 200,
      body: {
        data: { [name]: null },
        errors: [{ type: 'UNPROCESSABLE', path: [name], message: 'Pull request is closed' }],
      },
      problems: [],
    };
  }
  if (draft && !pull.draft && !state.repository.draftPullRequests) {
    return {
      status: 200,
      body: {
        data: { [name]: null },
        errors: [{ type: 'UNPROCESSABLE', path: [name], message: DRAFTS_NOT_SUPPORTED }],
      },
      problems: [],
    };
  }
  if (pull.draft !== draft) {
    pull.draft = draft;
    pull.updatedAt = seq.now();
  }
  const { owner, name: repo } = state.repository;
  const values: Record<string, unknown> = {
    id: pull.nodeId,
    number: pull.number,
    isDraft: pull.draft,
    url: `${htmlUrl}/${owner}/${repo}/pull/${pull.number}`,
    state: pull.state.toUpperCase(),
    title: pull.title,
    __typename: 'PullRequest',
  };
  const result = selection
    ? { pullRequest: Object.fromEntries(fields.map((f) => [f, values[f]])) }
    : {};
  return { status: 200, body: { data: { [name]: result } }, problems: [] };
}
