/**
 * A model provider: where the model proxy sends the agent's requests and how it authorizes
 * them there. The proxy itself is the same for every provider (capability check, spending
 * limit, byte-for-byte relay, usage tap); a provider supplies what differs between the
 * Anthropic API, Amazon Bedrock, Google Vertex AI and Microsoft Foundry:
 *
 * - `route`: which requests the agent may make (method and path) and what each one is, for its
 *   price. Bedrock and Vertex name the model in the path (`/model/<id>/invoke...`,
 *   `.../models/<id>:streamRawPredict`) instead of the body; the route returns it.
 * - `authorize`: the request as it goes upstream. The proxy hands over the agent's request with
 *   the capability and the hop-by-hop headers taken off and the path as the agent sent it; the
 *   provider puts its credential on (a key, a bearer token it refreshes, a SigV4 signature over
 *   the body) and may rewrite the path (Vertex and Bedrock gateways name it differently).
 * - `usageTap`: how to read the usage of an answer (SSE for the Messages API, eventstream frames
 *   for Bedrock, JSON for non-streamed answers).
 * - `agentEnv`: the variables the agent's claude runs with: the switch of its mode, the proxy's
 *   URL as its base URL, and the capability where claude sends it. No credential of the
 *   provider is ever among them.
 * - `check`: run once before any agent starts; it fails with a `ProviderError` whose message
 *   names the missing variable or the refused permission (never a stack trace).
 *
 * The agent presents its capability either where claude puts its credential (x-api-key or an
 * Authorization bearer, for the Anthropic API and Foundry) or in the `x-ralph-capability`
 * header that ANTHROPIC_CUSTOM_HEADERS makes claude send on every request (Bedrock and Vertex,
 * where claude is told to skip its own authentication and sends none).
 */
import type { OutgoingHttpHeaders } from 'node:http';
import type { Endpoint } from '../endpoints.js';
import type { UsageTap } from '../usage-tap.js';

export const MODEL_PROVIDERS = ['anthropic', 'bedrock', 'vertex', 'foundry'] as const;
export type ModelProviderName = (typeof MODEL_PROVIDERS)[number];

/** The header carrying the capability where claude sends no credential of its own. */
export const CAPABILITY_HEADER = 'x-ralph-capability';

/** What the proxy knows of an admitted request's destination. */
export interface ProviderRoute {
  /** How its cost is known: a Messages call is priced and reserved, token counting is free. */
  endpoint: Endpoint;
  /** The model named by the path, where the body does not name it (Bedrock, Vertex). */
  model?: string;
}

/** A request on its way upstream. */
export interface UpstreamRequest {
  method: string;
  /**
   * The path and query as sent upstream: the agent's (e.g. `/v1/messages?beta=true` or
   * `/model/<id>/invoke`) under the upstream's base path. A provider may rewrite it; what it
   * returns is sent as it is (so a signature over it holds).
   */
  target: string;
  /**
   * Lower-case header names. Arrives without the hop-by-hop headers, without `host`, and
   * without the agent's capability (x-api-key, authorization, x-ralph-capability); the proxy
   * sets `host`, `content-length` and `accept-encoding: identity` before `authorize` is called,
   * so a signature may cover them.
   */
  headers: OutgoingHttpHeaders;
  /** The whole body (sent with its content-length). */
  body: Buffer;
}

export interface ModelProvider {
  readonly name: ModelProviderName;
  /** The upstream's base URL: its origin is connected to, its path prefixes every request. */
  readonly upstream: string;
  /** What the harness holds for it, for the log ("the api-key credential", "AWS credentials"). */
  readonly holds: string;
  /** The requests it passes, for the refusal's message (e.g. "POST /v1/messages and ..."). */
  readonly passes: string;
  /** The route of a request the agent makes, or undefined when the proxy refuses it. */
  route(method: string, target: string): ProviderRoute | undefined;
  /**
   * The proxy's own answer to a request of the agent's that must not go upstream but that
   * claude needs answered (Bedrock's inference-profile list), or undefined.
   */
  localAnswer?(method: string, target: string): LocalAnswer | undefined;
  /**
   * The request as it goes upstream, with the real credential on. May be async (a token
   * refreshed, a signature computed); a rejection answers the agent with a 502 naming why.
   */
  authorize(request: UpstreamRequest): Promise<UpstreamRequest> | UpstreamRequest;
  /** How to read the usage of an answer with these Content-Type and Content-Encoding. */
  usageTap(
    contentType: string | undefined,
    contentEncoding: string | undefined,
  ): UsageTap | undefined;
  /** The model id as the price table knows it (Bedrock's `us.anthropic.claude-…-v1:0` → `claude-…`). */
  pricedAs(model: string | undefined): string | undefined;
  /** The capability an agent's request presents, from its headers (lower-case names). */
  presentedCapability(headers: Record<string, unknown>): string | undefined;
  /**
   * The agent's variables: set to a value, or undefined to remove one the environment has.
   * Every provider's mode switch is removed unless it is this provider's.
   */
  agentEnv(proxyUrl: string, capability: string, inherited: NodeJS.ProcessEnv): AgentModelEnv;
  /** The `model` input as claude must name it for this provider (e.g. a Bedrock model id). */
  agentModel(model: string | undefined): string | undefined;
  /**
   * Before any agent starts, with the `model` input: throws a ProviderError when the provider
   * cannot be used (credentials refused or expired, a permission missing), naming what to fix.
   */
  check?(model: string | undefined): Promise<void>;
  /** Releases what it holds (timers, connections). */
  close?(): void;
}

export type AgentModelEnv = Record<string, string | undefined>;

/** An answer the proxy gives itself: a JSON body with its status. */
export interface LocalAnswer {
  status: number;
  body: unknown;
}

/** A provider that cannot be used: the message names the variable, input or permission. */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
}

/** claude's switches between its model modes; each provider's env sets its own, removes the rest. */
export const MODE_SWITCHES = [
  'CLAUDE_CODE_USE_BEDROCK',
  'CLAUDE_CODE_USE_VERTEX',
  'CLAUDE_CODE_USE_FOUNDRY',
  'CLAUDE_CODE_SKIP_BEDROCK_AUTH',
  'CLAUDE_CODE_SKIP_VERTEX_AUTH',
  'CLAUDE_CODE_SKIP_FOUNDRY_AUTH',
  'ANTHROPIC_BASE_URL',
  'ANTHROPIC_BEDROCK_BASE_URL',
  'ANTHROPIC_VERTEX_BASE_URL',
  'ANTHROPIC_FOUNDRY_BASE_URL',
  'ANTHROPIC_FOUNDRY_RESOURCE',
  'ANTHROPIC_API_KEY',
  'ANTHROPIC_AUTH_TOKEN',
  'CLAUDE_CODE_OAUTH_TOKEN',
  'ANTHROPIC_FOUNDRY_API_KEY',
  'ANTHROPIC_FOUNDRY_AUTH_TOKEN',
] as const;

/** Every mode switch and base URL removed: the start of each provider's agent env. */
export function clearedModeEnv(): AgentModelEnv {
  return Object.fromEntries(MODE_SWITCHES.map((name) => [name, undefined]));
}

/**
 * ANTHROPIC_CUSTOM_HEADERS with the capability header added to what the job set (one
 * `Name: value` per line, as claude reads it); an earlier capability line is replaced.
 */
export function customHeadersWith(capability: string, inherited: string | undefined): string {
  const kept = (inherited ?? '')
    .split(/\r?\n/)
    .filter(
      (line) => line.trim() !== '' && !line.toLowerCase().startsWith(`${CAPABILITY_HEADER}:`),
    );
  return [...kept, `${CAPABILITY_HEADER}: ${capability}`].join('\n');
}

/** The capability in the x-ralph-capability header, if any. */
export function capabilityHeader(headers: Record<string, unknown>): string | undefined {
  const value = headers[CAPABILITY_HEADER];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** The path of a target, without its query. */
export function pathOf(target: string): string {
  const query = target.indexOf('?');
  return query < 0 ? target : target.slice(0, query);
}
