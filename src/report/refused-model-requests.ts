/**
 * The requests the model proxy refused for their endpoint, for the job summary, the pull
 * request and the console: the agent held a capability for the Messages API only.
 */
import type { RefusedModelRequest } from '../model-proxy/endpoints.js';
import { plural } from './format.js';
import { codeSpan, mdTable } from './markdown.js';

const MAX_ROWS = 30;

const WHY =
  'The model proxy passes only `POST /v1/messages` and `POST /v1/messages/count_tokens`; ' +
  'every other request made with the agent’s capability was answered 403 and never reached the model API.';

export function refusedModelRequestsBlock(
  refused: readonly RefusedModelRequest[] | undefined,
): string | undefined {
  if (!refused || refused.length === 0) return undefined;
  const rows = refused.slice(0, MAX_ROWS).map((r) => [codeSpan(r.request), String(r.tries)]);
  const more =
    refused.length > MAX_ROWS ? `\n\n_… ${refused.length - MAX_ROWS} more not shown._` : '';
  return (
    `### Model proxy: ${plural(refused.length, 'refused request')}\n\n` +
    `${mdTable(['Request', 'Tries'], ['l', 'r'], rows)}${more}\n\n${WHY}`
  );
}

/** Console lines: one per refused request. */
export function refusedModelRequestsLines(
  refused: readonly RefusedModelRequest[] | undefined,
): string[] {
  if (!refused || refused.length === 0) return [];
  return [
    `Model proxy: ${plural(refused.length, 'refused request')} (it passes only the Messages API):`,
    ...refused.map((r) => `  ${r.request}  ${plural(r.tries, 'try', 'tries')}, 403`),
  ];
}
