/**
 * What the model proxy passes: the Messages API and its token counter, nothing else. claude
 * 2.1.330 needs no other endpoint in the modes the harness runs it (the agent, the fix loop's
 * `--resume`, the reviewer with `--json-schema`, the planner with `--allowedTools`), with any of
 * the three credential kinds, besides a connectivity check the proxy answers itself: every other path (models, files, batches, organisations, admin)
 * would only spend or leak with the real credential, so it is refused and recorded.
 */

/** The endpoints the proxy passes, by how their cost is known. */
export type Endpoint = 'messages' | 'count_tokens';

const PASSED: Record<string, Endpoint> = {
  'POST /v1/messages': 'messages',
  'POST /v1/messages/count_tokens': 'count_tokens',
};

/** The endpoint a request goes to, or undefined when the proxy does not pass it. */
export function endpointOf(method: string, target: string): Endpoint | undefined {
  const query = target.indexOf('?');
  const path = query < 0 ? target : target.slice(0, query);
  return PASSED[`${method} ${path}`];
}

/**
 * claude's connectivity check (`HEAD /api/hello`, sent unless nonessential traffic is off):
 * the proxy answers it itself, so it never goes upstream and never needs a credential.
 */
export function isConnectivityCheck(method: string, target: string): boolean {
  return method === 'HEAD' && target.split('?')[0] === '/api/hello';
}

/** A request to an endpoint the proxy refused, as listed in the summaries. */
export interface RefusedModelRequest {
  /** Method and path (without the query string), e.g. `GET /v1/models`. */
  request: string;
  tries: number;
}

const MAX_SHOWN_PATH = 120;

/** The method and path of a refused request, printable and bounded (the agent chose them). */
export function describeRequest(method: string, target: string): string {
  const query = target.indexOf('?');
  const path = query < 0 ? target : target.slice(0, query);
  const shown = path.length > MAX_SHOWN_PATH ? `${path.slice(0, MAX_SHOWN_PATH)}…` : path;
  return `${method} ${shown}`;
}

export const PASSED_DESCRIPTION = 'POST /v1/messages and POST /v1/messages/count_tokens';

/** The refusals of a run, counted by request. */
export class RefusedRequests {
  private readonly counts = new Map<string, number>();

  add(request: string): void {
    this.counts.set(request, (this.counts.get(request) ?? 0) + 1);
  }

  list(): RefusedModelRequest[] {
    return [...this.counts].map(([request, tries]) => ({ request, tries }));
  }
}
