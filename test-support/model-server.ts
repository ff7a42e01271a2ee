/**
 * A scripted Anthropic Messages API on 127.0.0.1 for driving the real `claude` CLI offline.
 *
 * A scenario is data: the assistant turns to serve, in order. The step of a request is the
 * number of assistant messages it already carries, so a resumed session (`--resume`) picks up
 * where the earlier run stopped. Faults (HTTP errors, cut streams, a server that never answers)
 * are data too.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export {
  CLAUDE_BIN,
  claudeEnv,
  makeClaudeDirs,
  TEST_API_KEY,
  type ClaudeDirs,
  type ClaudeEnvOptions,
} from './claude-env.js';

/** One request the server received, parsed. */
export interface RecordedRequest {
  method: string;
  /** Path including the query string, e.g. `/v1/messages?beta=true`. */
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** Parsed JSON body (undefined when the body is not JSON). */
  body: MessagesRequest | undefined;
  /** Size of the body as sent, in bytes. */
  bytes: number;
  /** Whether the client asked for an SSE stream. */
  stream: boolean;
  /** Number of assistant messages in `messages`: which scripted turn this request gets. */
  step: number;
  /** What the server did: a turn index, a fault kind, or `side` for non-streaming requests. */
  served?: string;
}

export interface MessagesRequest {
  model?: string;
  stream?: boolean;
  system?: string | { type: string; text?: string }[];
  messages?: { role: string; content: unknown }[];
  tools?: { name: string }[];
  [key: string]: unknown;
}

/** What a turn function or an input function can look at. */
export interface TurnContext {
  request: RecordedRequest;
  /** The agent's working directory, read from the request ('' if absent). */
  cwd: string;
  step: number;
}

export type Block =
  | { text: string | ((ctx: TurnContext) => string) }
  | {
      tool: string;
      input: Record<string, unknown> | ((ctx: TurnContext) => Record<string, unknown>);
    };

/** One assistant message: a list of blocks, or a function of the request giving them. */
export type Turn = Block[] | ((ctx: TurnContext) => Block[]);

export type FaultKind =
  | 'rate_limit' // 429 rate_limit_error
  | 'overloaded' // 529 overloaded_error
  | 'server_error' // 500 api_error
  | 'auth' // 401 authentication_error
  | 'usage_limit' // 400 invalid_request_error: credit balance too low
  | 'cut_stream' // starts a message, then drops the connection mid-message
  | 'stall' // starts a message, then sends nothing more (connection kept open)
  | 'hang'; // never answers at all

export interface FaultRule {
  fault: FaultKind;
  /** How many requests get the fault: a number (1 = once) or 'always'. Default 'always'. */
  times?: number | 'always';
  /** Only at this step (number of assistant messages so far). Default: any step. */
  atStep?: number;
  /** Only for requests this predicate accepts (e.g. one task's conversation). */
  match?: (request: RecordedRequest) => boolean;
  /** Extra response headers, e.g. `{ 'retry-after': '0' }`. */
  headers?: Record<string, string>;
  /** Replaces the default error message. */
  message?: string;
}

export interface ScenarioOptions {
  faults?: FaultRule[];
  /** Usage reported per message (drives `total_cost_usd`). */
  usage?: { inputTokens: number; outputTokens: number };
  /** Text served when a conversation runs past its script. Default: a short closing line. */
  afterScript?: string;
}

/**
 * Either one script for every conversation, or `route`, which picks the script by looking at
 * the request (e.g. the task id in the prompt) so several agents can share one server.
 */
export type Scenario =
  | (ScenarioOptions & { turns: Turn[] })
  | (ScenarioOptions & { route(request: RecordedRequest): Turn[] });

export interface ModelServer {
  /** Base URL for ANTHROPIC_BASE_URL. */
  url: string;
  /** Every request, in arrival order. */
  requests: RecordedRequest[];
  /** Only the streaming /v1/messages requests (the agent's turns). */
  turnRequests(): RecordedRequest[];
  close(): Promise<void>;
}

const DEFAULT_USAGE = { inputTokens: 1200, outputTokens: 80 };

const FAULT_RESPONSES: Record<
  'rate_limit' | 'overloaded' | 'server_error' | 'auth' | 'usage_limit',
  { status: number; type: string; message: string }
> = {
  rate_limit: {
    status: 429,
    type: 'rate_limit_error',
    message: 'Number of request tokens has exceeded your per-minute rate limit.',
  },
  overloaded: { status: 529, type: 'overloaded_error', message: 'Overloaded' },
  server_error: { status: 500, type: 'api_error', message: 'Internal server error' },
  auth: { status: 401, type: 'authentication_error', message: 'invalid x-api-key' },
  usage_limit: {
    status: 400,
    type: 'invalid_request_error',
    message:
      'Your credit balance is too low to access the Anthropic API. Please go to Plans & Billing to upgrade or purchase credits.',
  },
};

/**
 * The agent's working directory as stated in the environment section
 * (`Primary working directory: ...`), which claude sends either in the system prompt or as a
 * system message. '' if absent.
 */
export function cwdOf(request: RecordedRequest): string {
  const body = request.body;
  const texts = [
    systemTextOf(body),
    ...(body?.messages ?? []).map((message) => contentText(message.content)),
  ];
  for (const text of texts) {
    const match = /Primary working directory: (.+)/.exec(text);
    if (match) return match[1]!.trim();
  }
  return '';
}

/** All system prompt text of a request, joined. */
export function systemTextOf(body: MessagesRequest | undefined): string {
  const system = body?.system;
  if (typeof system === 'string') return system;
  if (Array.isArray(system)) return system.map((part) => part.text ?? '').join('\n');
  return '';
}

/** Text of the first user message (the prompt), for routing conversations. */
export function promptOf(request: RecordedRequest): string {
  const first = request.body?.messages?.find((message) => message.role === 'user');
  return first ? contentText(first.content) : '';
}

/** Text of every message of the request, joined (user and assistant, tool results included). */
export function conversationText(request: RecordedRequest): string {
  return (request.body?.messages ?? []).map((message) => contentText(message.content)).join('\n');
}

function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((part: { type?: string; text?: string; content?: unknown }) => {
      if (part.type === 'text') return part.text ?? '';
      if (part.type === 'tool_result') return contentText(part.content);
      return '';
    })
    .join('\n');
}

function countAssistantMessages(body: MessagesRequest | undefined): number {
  return (body?.messages ?? []).filter((message) => message.role === 'assistant').length;
}

export async function startModelServer(scenario: Scenario): Promise<ModelServer> {
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const faultUses = new Map<FaultRule, number>();
  const usage = scenario.usage ?? DEFAULT_USAGE;
  let messageCounter = 0;

  const pickFault = (request: RecordedRequest): FaultRule | undefined => {
    for (const rule of scenario.faults ?? []) {
      if (rule.atStep !== undefined && rule.atStep !== request.step) continue;
      if (rule.match && !rule.match(request)) continue;
      const used = faultUses.get(rule) ?? 0;
      const times = rule.times ?? 'always';
      if (times !== 'always' && used >= times) continue;
      faultUses.set(rule, used + 1);
      return rule;
    }
    return undefined;
  };

  const scriptFor = (request: RecordedRequest): Turn[] =>
    'turns' in scenario ? scenario.turns : scenario.route(request);

  const handle = (req: IncomingMessage, res: ServerResponse, raw: string): void => {
    let body: MessagesRequest | undefined;
    try {
      body = raw ? (JSON.parse(raw) as MessagesRequest) : undefined;
    } catch {
      body = undefined;
    }
    const request: RecordedRequest = {
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      headers: req.headers,
      body,
      bytes: Buffer.byteLength(raw),
      stream: body?.stream === true,
      step: countAssistantMessages(body),
    };
    requests.push(request);
    const pathname = request.path.split('?')[0];

    if (request.method === 'POST' && pathname === '/v1/messages/count_tokens') {
      request.served = 'count_tokens';
      sendJson(res, 200, { input_tokens: usage.inputTokens });
      return;
    }
    if (request.method !== 'POST' || pathname !== '/v1/messages') {
      request.served = 'not_found';
      sendJson(
        res,
        404,
        errorBody('not_found_error', `No route for ${request.method} ${pathname}`),
      );
      return;
    }

    const fault = pickFault(request);
    if (fault) {
      request.served = fault.fault;
      serveFault(res, fault, body?.model);
      return;
    }

    const model = body?.model ?? 'claude-sonnet-4-5';
    const id = `msg_scripted_${++messageCounter}`;
    if (!request.stream) {
      // Side requests (titles, quota checks...) are not part of the script.
      request.served = 'side';
      sendJson(res, 200, {
        id,
        type: 'message',
        role: 'assistant',
        model,
        content: [{ type: 'text', text: 'ok' }],
        stop_reason: 'end_turn',
        stop_sequence: null,
        usage: { input_tokens: usage.inputTokens, output_tokens: 1 },
      });
      return;
    }

    const script = scriptFor(request);
    const ctx: TurnContext = { request, cwd: cwdOf(request), step: request.step };
    const turn = script[request.step];
    let blocks: Block[];
    if (turn === undefined) {
      request.served = 'after_script';
      blocks = [{ text: scenario.afterScript ?? 'Done.' }];
    } else {
      request.served = `turn ${request.step}`;
      blocks = typeof turn === 'function' ? turn(ctx) : turn;
    }
    streamMessage(res, { id, model, blocks, ctx, usage });
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        handle(req, res, Buffer.concat(chunks).toString('utf8'));
      } catch (error) {
        sendJson(res, 500, errorBody('api_error', `scripted server failed: ${String(error)}`));
      }
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('model server has no port');

  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    turnRequests: () =>
      requests.filter(
        (r) => r.stream && r.method === 'POST' && r.path.split('?')[0] === '/v1/messages',
      ),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function errorBody(type: string, message: string): Record<string, unknown> {
  return { type: 'error', error: { type, message } };
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'request-id': `req_scripted_${Date.now()}`,
    ...headers,
  });
  res.end(text);
}

function serveFault(res: ServerResponse, rule: FaultRule, model: string | undefined): void {
  const kind = rule.fault;
  if (kind === 'hang') return; // keep the socket open; close() destroys it
  if (kind === 'cut_stream' || kind === 'stall') {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    writeEvent(res, 'message_start', {
      type: 'message_start',
      message: messageShell('msg_scripted_cut', model ?? 'claude-sonnet-4-5', DEFAULT_USAGE),
    });
    writeEvent(res, 'content_block_start', {
      type: 'content_block_start',
      index: 0,
      content_block: { type: 'text', text: '' },
    });
    writeEvent(res, 'content_block_delta', {
      type: 'content_block_delta',
      index: 0,
      delta: { type: 'text_delta', text: 'Starting work' },
    });
    if (kind === 'cut_stream') setTimeout(() => res.socket?.destroy(), 20);
    return;
  }
  const spec = FAULT_RESPONSES[kind];
  sendJson(res, spec.status, errorBody(spec.type, rule.message ?? spec.message), rule.headers);
}

function messageShell(
  id: string,
  model: string,
  usage: { inputTokens: number; outputTokens: number },
): Record<string, unknown> {
  return {
    id,
    type: 'message',
    role: 'assistant',
    model,
    content: [],
    stop_reason: null,
    stop_sequence: null,
    usage: {
      input_tokens: usage.inputTokens,
      output_tokens: 1,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
    },
  };
}

function writeEvent(res: ServerResponse, event: string, data: unknown): void {
  res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

function streamMessage(
  res: ServerResponse,
  args: {
    id: string;
    model: string;
    blocks: Block[];
    ctx: TurnContext;
    usage: { inputTokens: number; outputTokens: number };
  },
): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  writeEvent(res, 'message_start', {
    type: 'message_start',
    message: messageShell(args.id, args.model, args.usage),
  });
  let toolCount = 0;
  args.blocks.forEach((block, index) => {
    if ('text' in block) {
      const text = typeof block.text === 'function' ? block.text(args.ctx) : block.text;
      writeEvent(res, 'content_block_start', {
        type: 'content_block_start',
        index,
        content_block: { type: 'text', text: '' },
      });
      writeEvent(res, 'content_block_delta', {
        type: 'content_block_delta',
        index,
        delta: { type: 'text_delta', text },
      });
    } else {
      toolCount += 1;
      const input = typeof block.input === 'function' ? block.input(args.ctx) : block.input;
      writeEvent(res, 'content_block_start', {
        type: 'content_block_start',
        index,
        content_block: {
          type: 'tool_use',
          id: `toolu_scripted_${args.id}_${index}`,
          name: block.tool,
          input: {},
        },
      });
      writeEvent(res, 'content_block_delta', {
        type: 'content_block_delta',
        index,
        delta: { type: 'input_json_delta', partial_json: JSON.stringify(input) },
      });
    }
    writeEvent(res, 'content_block_stop', { type: 'content_block_stop', index });
  });
  writeEvent(res, 'message_delta', {
    type: 'message_delta',
    delta: { stop_reason: toolCount > 0 ? 'tool_use' : 'end_turn', stop_sequence: null },
    usage: { output_tokens: args.usage.outputTokens },
  });
  writeEvent(res, 'message_stop', { type: 'message_stop' });
  res.end();
}
