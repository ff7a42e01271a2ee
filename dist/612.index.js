export const id = 612;
export const ids = [612];
export const modules = {

/***/ 4612:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CliFailure: () => (/* binding */ CliFailure),
  ENGINE_OPTIONS: () => (/* binding */ ENGINE_OPTIONS),
  ENGINE_OPTION_HELP: () => (/* binding */ ENGINE_OPTION_HELP),
  createConsoleObserver: () => (/* binding */ createConsoleObserver),
  createSpinner: () => (/* binding */ createSpinner),
  loopCommand: () => (/* binding */ loopCommand),
  parseAgentTools: () => (/* binding */ parseAgentTools),
  parseIsolation: () => (/* binding */ parseIsolation),
  parseIterations: () => (/* binding */ parseIterations),
  parseModelProvider: () => (/* binding */ parseModelProvider),
  parseNetwork: () => (/* binding */ parseNetwork),
  parsePassEnv: () => (/* binding */ parsePassEnv),
  parsePromptCacheTtl: () => (/* binding */ parsePromptCacheTtl),
  resolveClaudeForCli: () => (/* binding */ resolveClaudeForCli),
  runEngineCommand: () => (/* binding */ runEngineCommand),
  settingsFromFlags: () => (/* binding */ settingsFromFlags)
});

// EXTERNAL MODULE: ./src/agent/tool-set.ts
var tool_set = __webpack_require__(3106);
// EXTERNAL MODULE: ./src/agent/prompt-cache.ts
var prompt_cache = __webpack_require__(672);
// EXTERNAL MODULE: ./node_modules/ipaddr.js/lib/ipaddr.js
var ipaddr = __webpack_require__(8280);
var ipaddr_default = /*#__PURE__*/__webpack_require__.n(ipaddr);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
;// CONCATENATED MODULE: ./src/network/allowlist.ts
/**
 * The `allowed-hosts` list: parsing (each bad entry named with why) and matching a host:port
 * the agent asks the egress proxy for.
 */


/** Package registries and their file hosts: what a build needs to install dependencies. */
const DEFAULT_ALLOWED_HOSTS = [
    // npm (and yarn's mirror of it)
    'registry.npmjs.org',
    'registry.yarnpkg.com',
    // PyPI
    'pypi.org',
    'files.pythonhosted.org',
    // crates.io
    'crates.io',
    'static.crates.io',
    'index.crates.io',
    // Go modules
    'proxy.golang.org',
    'sum.golang.org',
    // RubyGems
    'rubygems.org',
    'index.rubygems.org',
    // Maven Central
    'repo.maven.apache.org',
    'repo1.maven.org',
];
/** A bad `allowed-hosts` entry: the entry and why. */
class AllowedHostError extends Error {
    name = 'AllowedHostError';
}
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
function isHostName(host) {
    return host.length <= 253 && host.split('.').every((label) => LABEL.test(label));
}
/** Splits `host`, `[v6]`, `host:port` or `[v6]:port` into host and port. */
function splitHostPort(entry) {
    const bracketed = /^\[([^\]]+)\](?::(.*))?$/.exec(entry);
    if (bracketed)
        return { host: bracketed[1], port: bracketed[2] };
    if ((0,external_node_net_.isIP)(entry) === 6)
        return { host: entry };
    const colon = entry.lastIndexOf(':');
    return colon < 0
        ? { host: entry }
        : { host: entry.slice(0, colon), port: entry.slice(colon + 1) };
}
function parsePort(text, rawPort) {
    if (rawPort === undefined)
        return undefined;
    const port = /^\d{1,5}$/.test(rawPort) ? Number(rawPort) : NaN;
    return port >= 1 && port <= 65535 ? port : `"${text}" has no valid port (1-65535)`;
}
/** A CIDR entry (`10.0.0.0/8`, `[fd00::/8]:443`), its problem, or undefined when not one. */
function parseCidrRule(text) {
    const match = /^\[?([0-9a-fA-F.:]+)\/(\d{1,3})\]?(?::(\d+))?$/.exec(text);
    if (!match)
        return undefined;
    let network;
    try {
        network = ipaddr_default().parseCIDR(`${match[1]}/${match[2]}`);
    }
    catch {
        return `"${text}" is not a CIDR (e.g. 10.0.0.0/8 or fd00::/8)`;
    }
    const port = parsePort(text, match[3]);
    if (typeof port === 'string')
        return port;
    const [address, prefix] = network;
    const host = ipaddr_default().IPv4.isIPv4(address.toString())
        ? ipaddr_default().IPv4.networkAddressFromCIDR(`${address.toString()}/${prefix}`).toString()
        : ipaddr_default().IPv6.networkAddressFromCIDR(`${address.toString()}/${prefix}`).toString();
    return { host, prefix, wildcard: false, ...(port !== undefined ? { port } : {}), text };
}
/** Why `entry` is not an allowed-hosts entry, or its rule. */
function parseHostRule(entry) {
    const text = entry.trim();
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text))
        return `"${text}" is a URL: give the host alone (e.g. ${new URL(text).host})`;
    const cidr = parseCidrRule(text);
    if (cidr !== undefined)
        return cidr;
    const { host: rawHost, port: rawPort } = splitHostPort(text);
    const port = parsePort(text, rawPort);
    if (typeof port === 'string')
        return port;
    const wildcard = rawHost.startsWith('*.');
    const host = (wildcard ? rawHost.slice(2) : rawHost).toLowerCase().replace(/\.$/, '');
    if ((0,external_node_net_.isIP)(host) !== 0) {
        if (wildcard)
            return `"${text}": a wildcard needs a domain, not an address`;
        return { host, wildcard, ...(port !== undefined ? { port } : {}), text };
    }
    if (host.includes('*'))
        return `"${text}": a wildcard is only allowed as the first label (*.domain)`;
    if (!isHostName(host))
        return `"${text}" is not a host name`;
    if (wildcard && !host.includes('.'))
        return `"${text}" would allow a whole top-level domain: name a domain (*.example.com)`;
    return { host, wildcard, ...(port !== undefined ? { port } : {}), text };
}
/** The word in `allowed-hosts` that stands for DEFAULT_ALLOWED_HOSTS (add to them, or leave it out to replace them). */
const DEFAULTS_WORD = 'defaults';
/**
 * Parses a list (whitespace, comma or newline separated; `defaults` stands for the package
 * registries); throws AllowedHostError naming every bad entry and why.
 */
function parseAllowedHosts(list) {
    const entries = (typeof list === 'string' ? list.split(/[\s,]+/) : [...list])
        .filter((e) => e.trim() !== '')
        .flatMap((e) => (e.trim().toLowerCase() === DEFAULTS_WORD ? DEFAULT_ALLOWED_HOSTS : [e]));
    const rules = [];
    const problems = [];
    for (const entry of entries) {
        const rule = parseHostRule(entry);
        if (typeof rule === 'string')
            problems.push(rule);
        else
            rules.push(rule);
    }
    if (problems.length > 0)
        throw new AllowedHostError(problems.join('; '));
    return rules;
}
function addressMatches(rule, address) {
    if (!ipaddr_default().isValid(rule.host))
        return false;
    const ruleAddress = ipaddr_default().parse(rule.host);
    if (ruleAddress.kind() !== address.kind())
        return false;
    if (rule.prefix === undefined)
        return ruleAddress.toString() === address.toString();
    return address.match(ruleAddress, rule.prefix);
}
/** The address itself, with an IPv4-mapped IPv6 form read as its IPv4 address. */
function parseAddress(host) {
    return ipaddr_default().isValid(host) ? ipaddr_default().process(host) : undefined;
}
/**
 * The address or CIDR entry that lets the agent reach address:port, if any: what allows an
 * internal address (a name's rule never does).
 */
function addressAllowedBy(rules, address, port) {
    const parsed = parseAddress(address.replace(/^\[|\]$/g, ''));
    if (!parsed)
        return undefined;
    return rules.find((rule) => (rule.port === undefined || rule.port === port) && addressMatches(rule, parsed));
}
/** The rule that lets the agent ask for host:port, if any. */
function allowedBy(rules, host, port) {
    const name = host
        .toLowerCase()
        .replace(/^\[|\]$/g, '')
        .replace(/\.$/, '');
    if ((0,external_node_net_.isIP)(name) !== 0)
        return addressAllowedBy(rules, name, port);
    return rules.find((rule) => rule.prefix === undefined &&
        (rule.port === undefined || rule.port === port) &&
        (rule.wildcard ? name.endsWith(`.${rule.host}`) : name === rule.host));
}

;// CONCATENATED MODULE: ./src/network/types.ts
/** Contracts of the agent's network: the mode, the allowlist and what was refused. */
const NETWORK_MODES = ['restricted', 'open'];

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: ./src/agent/index.ts + 1 modules
var agent = __webpack_require__(1350);
// EXTERNAL MODULE: ./src/model-proxy/usage.ts
var model_proxy_usage = __webpack_require__(5647);
;// CONCATENATED MODULE: ./src/model-proxy/budget.ts
/**
 * The cost limits at the transport, held hard: a request is admitted only while what was spent,
 * plus what requests under way may still cost (their reservations), plus its own worst case
 * stays within the limit. So the spend never passes the limit by more than one request's
 * misjudged input. That is the run's limit (`max-cost-usd`, with the spend of the chain's
 * earlier runs). A task's own limit (`max_cost_usd`, with the task's spend of earlier phases)
 * ends its phase once the task's spend, with what is under way, reaches it.
 */

const usd = (value) => `$${value.toFixed(2)}`;
/** What one agent phase spent through the proxy. */
class PhaseMeter {
    taskCap;
    dayCap;
    usage = model_proxy_usage/* NO_USAGE */.yJ;
    costUsd = 0;
    requests = 0;
    reservedUsd = 0;
    /** Set when a request of the phase was refused for the run's (or the day's) cost limit. */
    refused;
    /** Set when a request of the phase was refused for its task's cost limit. */
    taskCapped;
    constructor(taskCap, dayCap) {
        this.taskCap = taskCap;
        this.dayCap = dayCap;
    }
    /** The task's spend with this phase's so far. */
    taskSpentUsd() {
        return (this.taskCap?.spentUsd ?? 0) + this.costUsd;
    }
}
class Budget {
    options;
    /** Settled spend: earlier runs, ended phases and settled requests of phases under way. */
    spentUsd;
    reservedUsd = 0;
    constructor(options = {}) {
        this.options = options;
        this.spentUsd = options.spentUsd ?? 0;
    }
    /** Reserves a request's worst case for `phase`, or says why it is refused. */
    reserve(phase, worstCaseUsd) {
        const taskRefusal = this.taskRefusal(phase);
        if (taskRefusal)
            return (phase.taskCapped = taskRefusal);
        const day = phase.dayCap;
        const spentToday = (day?.spentUsd ?? 0) + phase.costUsd;
        if (day && spentToday + phase.reservedUsd + worstCaseUsd > day.capUsd) {
            phase.refused = `Daily spend limit reached: the runs on this branch have cost ${usd(spentToday)} today (UTC) of max-cost-usd-per-day ${usd(day.capUsd)}, and this request could cost up to ${usd(worstCaseUsd)}, so the harness refuses further model requests.`;
            return phase.refused;
        }
        const cap = this.options.capUsd;
        if (cap !== undefined && this.spentUsd + this.reservedUsd + worstCaseUsd > cap) {
            const reserved = this.reservedUsd > 0
                ? ` (and ${usd(this.reservedUsd)} is held for requests under way)`
                : '';
            phase.refused = `Spend limit reached: the run has cost ${usd(this.spentUsd)}${reserved} of its max-cost-usd ${usd(cap)}, and this request could cost up to ${usd(worstCaseUsd)}, so the harness refuses further model requests.`;
            return phase.refused;
        }
        phase.reservedUsd += worstCaseUsd;
        this.reservedUsd += worstCaseUsd;
        return undefined;
    }
    /** A request of `phase` ended: its reservation released, its cost spent. */
    settle(phase, reservedUsd, costUsd, usage) {
        phase.reservedUsd -= reservedUsd;
        this.reservedUsd -= reservedUsd;
        phase.costUsd += costUsd;
        this.spentUsd += costUsd;
        phase.requests += 1;
        if (usage)
            phase.usage = (0,model_proxy_usage/* addUsage */.vk)(phase.usage, usage.usage);
    }
    /**
     * A phase ended with claude's own figure for it: the larger figure is its cost (claude's price
     * table may differ; the proxy also sees requests made outside claude's conversation).
     */
    endPhase(phase, claudeCostUsd) {
        const extra = Math.max(0, claudeCostUsd - phase.costUsd);
        this.spentUsd += extra;
        return phase.costUsd + extra;
    }
    taskRefusal(phase) {
        const cap = phase.taskCap;
        if (!cap)
            return undefined;
        const spent = phase.taskSpentUsd();
        if (spent + phase.reservedUsd < cap.capUsd)
            return undefined;
        return `Task cost cap reached: task ${cap.taskId} has cost ${usd(spent)} of its max_cost_usd ${usd(cap.capUsd)}, so the harness ends its agent phase.`;
    }
}

;// CONCATENATED MODULE: ./src/model-proxy/endpoints.ts
/**
 * What the model proxy passes: the Messages API and its token counter, nothing else. claude
 * 2.1.330 needs no other endpoint in the modes the harness runs it (the agent, the fix loop's
 * `--resume`, the reviewer with `--json-schema`, the planner with `--allowedTools`), with any of
 * the three credential kinds, besides a connectivity check the proxy answers itself: every other path (models, files, batches, organisations, admin)
 * would only spend or leak with the real credential, so it is refused and recorded.
 */
const PASSED = {
    'POST /v1/messages': 'messages',
    'POST /v1/messages/count_tokens': 'count_tokens',
};
/** The endpoint a request goes to, or undefined when the proxy does not pass it. */
function endpointOf(method, target) {
    const query = target.indexOf('?');
    const path = query < 0 ? target : target.slice(0, query);
    return PASSED[`${method} ${path}`];
}
/**
 * claude's connectivity check (`HEAD /api/hello`, sent unless nonessential traffic is off):
 * the proxy answers it itself, so it never goes upstream and never needs a credential.
 */
function isConnectivityCheck(method, target) {
    return method === 'HEAD' && target.split('?')[0] === '/api/hello';
}
const MAX_SHOWN_PATH = 120;
/** The method and path of a refused request, printable and bounded (the agent chose them). */
function describeRequest(method, target) {
    const query = target.indexOf('?');
    const path = query < 0 ? target : target.slice(0, query);
    const shown = path.length > MAX_SHOWN_PATH ? `${path.slice(0, MAX_SHOWN_PATH)}…` : path;
    return `${method} ${shown}`;
}
const PASSED_DESCRIPTION = 'POST /v1/messages and POST /v1/messages/count_tokens';
/** The refusals of a run, counted by request. */
class RefusedRequests {
    counts = new Map();
    add(request) {
        this.counts.set(request, (this.counts.get(request) ?? 0) + 1);
    }
    list() {
        return [...this.counts].map(([request, tries]) => ({ request, tries }));
    }
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/model-proxy/body-framing.ts
/**
 * Where an HTTP/1.1 body ends, read off the bytes as they pass: a length, chunked transfer
 * coding, or the connection's close. The bytes are forwarded as they are; this only walks the
 * framing, and hands the payload (the chunks' data, without their size lines) to a sink as
 * ranges of the buffers it was given, so nothing is copied or allocated per chunk.
 */
/** The bytes break the framing they announced (a bad chunk size line, a missing CRLF). */
class FramingError extends Error {
}
const CR = 0x0d;
const LF = 0x0a;
/** Hex digits of a chunk size: 12 of them is 256 TB, far beyond any body. */
const MAX_SIZE_DIGITS = 12;
/** Chunk extensions and trailers are skipped; more than this of them is refused. */
const MAX_SKIPPED = 64 * 1024;
var State;
(function (State) {
    State[State["Size"] = 0] = "Size";
    State[State["Extension"] = 1] = "Extension";
    State[State["SizeLf"] = 2] = "SizeLf";
    State[State["Data"] = 3] = "Data";
    State[State["DataCr"] = 4] = "DataCr";
    State[State["DataLf"] = 5] = "DataLf";
    State[State["TrailerStart"] = 6] = "TrailerStart";
    State[State["TrailerLine"] = 7] = "TrailerLine";
    State[State["FinalLf"] = 8] = "FinalLf";
    State[State["Done"] = 9] = "Done";
})(State || (State = {}));
function hexValue(byte) {
    if (byte >= 0x30 && byte <= 0x39)
        return byte - 0x30;
    const lower = byte | 0x20;
    if (lower >= 0x61 && lower <= 0x66)
        return lower - 0x61 + 10;
    return -1;
}
const ignore = () => undefined;
class BodyReader {
    framing;
    sink;
    state;
    /** Bytes left: of the body (length framing) or of the current chunk. */
    remaining = 0;
    digits = 0;
    skipped = 0;
    constructor(framing, sink = ignore) {
        this.framing = framing;
        this.sink = sink;
        this.state = framing.kind === 'none' ? State.Done : State.Size;
        if (framing.kind === 'length')
            this.remaining = framing.length;
    }
    get done() {
        return this.state === State.Done;
    }
    /** Reads from the start of `bytes`: how many of them belong to the body (all, until it ends). */
    push(bytes) {
        if (this.state === State.Done)
            return 0;
        if (this.framing.kind === 'close') {
            this.sink(bytes, 0, bytes.length);
            return bytes.length;
        }
        if (this.framing.kind === 'length') {
            const n = Math.min(this.remaining, bytes.length);
            this.sink(bytes, 0, n);
            this.remaining -= n;
            if (this.remaining === 0)
                this.state = State.Done;
            return n;
        }
        return this.chunked(bytes);
    }
    /** The input ended here: whether that completes the body (only a body framed by the close). */
    endOfInput() {
        if (this.framing.kind === 'close')
            this.state = State.Done;
        return this.done;
    }
    chunked(bytes) {
        let i = 0;
        while (i < bytes.length && this.state !== State.Done) {
            if (this.state === State.Data) {
                const end = Math.min(bytes.length, i + this.remaining);
                this.sink(bytes, i, end);
                this.remaining -= end - i;
                i = end;
                if (this.remaining === 0)
                    this.state = State.DataCr;
            }
            else if (this.state === State.DataCr) {
                i = this.nextChunk(bytes, i);
            }
            else {
                this.step(bytes[i]);
                i += 1;
            }
        }
        return i;
    }
    /**
     * The common case in one go: the CRLF after a chunk's data, and the next chunk's plain size
     * line, whole in `bytes` from `i`. Returns where the next chunk's data starts; anything else
     * (an extension, the last chunk, the buffer's end) is left to `step`, byte by byte.
     */
    nextChunk(bytes, i) {
        if (bytes[i] !== CR || bytes[i + 1] !== LF)
            return this.stepAt(bytes, i);
        let at = i + 2;
        let size = 0;
        for (let digit = hexValue(bytes[at] ?? -1); digit >= 0; digit = hexValue(bytes[at] ?? -1)) {
            size = size * 16 + digit;
            at += 1;
        }
        const digits = at - i - 2;
        if (digits === 0 || digits > MAX_SIZE_DIGITS || size === 0)
            return this.stepAt(bytes, i);
        if (bytes[at] !== CR || bytes[at + 1] !== LF)
            return this.stepAt(bytes, i);
        this.remaining = size;
        this.state = State.Data;
        return at + 2;
    }
    stepAt(bytes, i) {
        this.step(bytes[i]);
        return i + 1;
    }
    /** One byte of framing: a size line, the CRLF after data, a trailer. */
    step(byte) {
        switch (this.state) {
            case State.Size:
                return this.sizeByte(byte);
            case State.Extension:
                if (byte === LF)
                    throw new FramingError('a chunk size line ends without CR');
                if (byte === CR)
                    this.state = State.SizeLf;
                else
                    this.skip();
                return;
            case State.SizeLf:
                this.expect(byte, LF, 'a chunk size line');
                this.state = this.remaining === 0 ? State.TrailerStart : State.Data;
                return;
            case State.DataCr:
                this.expect(byte, CR, "a chunk's data");
                this.state = State.DataLf;
                return;
            case State.DataLf:
                this.expect(byte, LF, "a chunk's data");
                this.state = State.Size;
                this.digits = 0;
                return;
            case State.TrailerStart:
                this.state = byte === CR ? State.FinalLf : State.TrailerLine;
                return;
            case State.TrailerLine:
                this.skip();
                if (byte === LF)
                    this.state = State.TrailerStart;
                return;
            case State.FinalLf:
                this.expect(byte, LF, 'the last chunk');
                this.state = State.Done;
                return;
        }
    }
    sizeByte(byte) {
        const digit = hexValue(byte);
        if (digit >= 0) {
            if (this.digits === 0)
                this.remaining = 0;
            if (++this.digits > MAX_SIZE_DIGITS)
                throw new FramingError('a chunk size is too large');
            this.remaining = this.remaining * 16 + digit;
            return;
        }
        if (this.digits === 0)
            throw new FramingError('a chunk size line has no size');
        if (byte === CR)
            this.state = State.SizeLf;
        else if (byte === 0x3b || byte === 0x20 || byte === 0x09)
            this.state = State.Extension;
        else
            throw new FramingError(`a chunk size line has the byte 0x${byte.toString(16)}`);
    }
    expect(byte, wanted, after) {
        if (byte !== wanted)
            throw new FramingError(`${after} is not followed by CRLF`);
    }
    skip() {
        if (++this.skipped > MAX_SKIPPED)
            throw new FramingError('chunk extensions or trailers are too long');
    }
}

;// CONCATENATED MODULE: ./src/model-proxy/http-head.ts
/** A message the proxy cannot read: the status to answer with (400, 431, 501) and why. */
class HeadError extends Error {
    status;
    constructor(status, message) {
        super(message);
        this.status = status;
    }
}
/** A head longer than this is refused. */
const MAX_HEAD_BYTES = 64 * 1024;
const HEAD_END = Buffer.from('\r\n\r\n');
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const BAD_VALUE = /[\r\n\0]/;
const REQUEST_LINE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+) (\/[!-~]*) HTTP\/1\.([01])$/;
const STATUS_LINE = /^HTTP\/1\.([01]) (\d{3})(?: ([^\r\n]*))?$/;
/** Where the head in `bytes` ends (just past its blank line), or -1 while it is incomplete. */
function headEnd(bytes) {
    const at = bytes.indexOf(HEAD_END);
    if (at >= 0)
        return at + HEAD_END.length;
    if (bytes.length > MAX_HEAD_BYTES)
        throw new HeadError(431, `the head is larger than ${MAX_HEAD_BYTES} bytes`);
    return -1;
}
function parseLines(head) {
    const lines = head.toString('latin1', 0, head.length - HEAD_END.length).split('\r\n');
    const headers = lines.slice(1).map((line) => {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon);
        const value = line.slice(colon + 1).trim();
        if (colon <= 0 || !TOKEN.test(name) || BAD_VALUE.test(value)) {
            throw new HeadError(400, `malformed header line: ${JSON.stringify(line.slice(0, 80))}`);
        }
        return [name.toLowerCase(), value];
    });
    return [lines[0], headers];
}
function parseRequestHead(head) {
    const [start, headers] = parseLines(head);
    const line = REQUEST_LINE.exec(start);
    if (!line)
        throw new HeadError(400, `malformed request line: ${JSON.stringify(start.slice(0, 80))}`);
    return { method: line[1], target: line[2], minor: Number(line[3]), headers };
}
function parseResponseHead(head) {
    const [start, headers] = parseLines(head);
    const line = STATUS_LINE.exec(start);
    if (!line)
        throw new HeadError(502, `malformed status line: ${JSON.stringify(start.slice(0, 80))}`);
    return { status: Number(line[2]), reason: line[3] ?? '', minor: Number(line[1]), headers };
}
/** The values of a header, in order (a repeated header gives several). */
function valuesOf(headers, name) {
    return headers.filter(([n]) => n === name).map(([, v]) => v);
}
/** The header's value: repeated ones joined with ", " as HTTP reads them. */
function http_head_valueOf(headers, name) {
    const values = valuesOf(headers, name);
    return values.length > 0 ? values.join(', ') : undefined;
}
/** The headers as one record by name (repeated ones joined with ", "). */
function headerRecord(headers) {
    const record = Object.create(null);
    for (const [name, value] of headers) {
        record[name] = Object.hasOwn(record, name) ? `${record[name]}, ${value}` : value;
    }
    return record;
}
/** Whether a Connection header lists `option` (e.g. close). */
function connectionHas(headers, option) {
    const value = http_head_valueOf(headers, 'connection') ?? '';
    return value.split(',').some((o) => o.trim().toLowerCase() === option);
}
/** How a request's body is framed; ambiguous or unsupported framing is refused. */
function requestFraming(headers) {
    const coding = http_head_valueOf(headers, 'transfer-encoding');
    const lengths = valuesOf(headers, 'content-length');
    if (coding !== undefined) {
        if (lengths.length > 0) {
            throw new HeadError(400, 'the request has both Transfer-Encoding and Content-Length');
        }
        if (coding.trim().toLowerCase() !== 'chunked') {
            throw new HeadError(501, `unsupported Transfer-Encoding: ${coding}`);
        }
        return { kind: 'chunked' };
    }
    return lengthFraming(lengths, { kind: 'none' }, 400);
}
/** How a response's body is framed (RFC 9112 §6.3); without length it runs to the close. */
function responseFraming(method, head) {
    if (method === 'HEAD' || head.status < 200 || head.status === 204 || head.status === 304) {
        return { kind: 'none' };
    }
    const coding = http_head_valueOf(head.headers, 'transfer-encoding');
    if (coding !== undefined) {
        const codings = coding.split(',').map((c) => c.trim().toLowerCase());
        return codings[codings.length - 1] === 'chunked' ? { kind: 'chunked' } : { kind: 'close' };
    }
    return lengthFraming(valuesOf(head.headers, 'content-length'), { kind: 'close' }, 502);
}
function lengthFraming(values, otherwise, status) {
    if (values.length === 0)
        return otherwise;
    const all = values.flatMap((v) => v.split(',').map((n) => n.trim()));
    if (!all.every((n) => /^\d{1,15}$/.test(n) && n === all[0])) {
        throw new HeadError(status, `invalid Content-Length: ${values.join(', ')}`);
    }
    const length = Number(all[0]);
    return length === 0 ? { kind: 'none' } : { kind: 'length', length };
}
/** A head as bytes: the start line, then every header line, then the blank line. */
function serializeHead(start, headers) {
    let text = `${start}\r\n`;
    for (const [name, value] of headers)
        text += `${name}: ${value}\r\n`;
    return Buffer.from(`${text}\r\n`, 'latin1');
}

;// CONCATENATED MODULE: ./src/model-proxy/providers/provider.ts
const MODEL_PROVIDERS = ['anthropic', 'bedrock', 'vertex', 'foundry'];
/** The header carrying the capability where claude sends no credential of its own. */
const CAPABILITY_HEADER = 'x-ralph-capability';
/** A provider that cannot be used: the message names the variable, input or permission. */
class ProviderError extends Error {
    name = 'ProviderError';
}
/** claude's switches between its model modes; each provider's env sets its own, removes the rest. */
const MODE_SWITCHES = [
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
];
/** Every mode switch and base URL removed: the start of each provider's agent env. */
function clearedModeEnv() {
    return Object.fromEntries(MODE_SWITCHES.map((name) => [name, undefined]));
}
/**
 * ANTHROPIC_CUSTOM_HEADERS with the capability header added to what the job set (one
 * `Name: value` per line, as claude reads it); an earlier capability line is replaced.
 */
function customHeadersWith(capability, inherited) {
    const kept = (inherited ?? '')
        .split(/\r?\n/)
        .filter((line) => line.trim() !== '' && !line.toLowerCase().startsWith(`${CAPABILITY_HEADER}:`));
    return [...kept, `${CAPABILITY_HEADER}: ${capability}`].join('\n');
}
/** The capability in the x-ralph-capability header, if any. */
function capabilityHeader(headers) {
    const value = headers[CAPABILITY_HEADER];
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}
/** The path of a target, without its query. */
function pathOf(target) {
    const query = target.indexOf('?');
    return query < 0 ? target : target.slice(0, query);
}

;// CONCATENATED MODULE: ./src/model-proxy/replies.ts
/** The proxy's own answers: errors in the Messages API's shape, so claude shows their message. */

const REASONS = {
    200: 'OK',
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    413: 'Content Too Large',
    431: 'Request Header Fields Too Large',
    501: 'Not Implemented',
    502: 'Bad Gateway',
};
/**
 * A complete error response; `close` says the connection ends after it; `headOnly` leaves the
 * body out (the answer to a HEAD request).
 */
function errorReply(status, type, message, close = false, headOnly = false) {
    return jsonReply(status, { type: 'error', error: { type, message } }, close, headOnly);
}
/** A complete JSON response (the proxy's own answers). */
function jsonReply(status, json, close = false, headOnly = false) {
    const body = Buffer.from(JSON.stringify(json));
    const head = serializeHead(`HTTP/1.1 ${status} ${REASONS[status] ?? 'Error'}`, [
        ['content-type', 'application/json'],
        ['content-length', String(body.length)],
        ...(close ? [['connection', 'close']] : []),
    ]);
    return headOnly ? head : Buffer.concat([head, body]);
}
/** The answer to a request expecting 100-continue that the proxy lets through. */
const CONTINUE = Buffer.from('HTTP/1.1 100 Continue\r\n\r\n');

;// CONCATENATED MODULE: ./src/model-proxy/exchange.ts




/** Request headers that belong to the agent's connection or credential, never forwarded. */
const REQUEST_DROPPED = new Set([
    'connection',
    'keep-alive',
    'proxy-connection',
    'proxy-authorization',
    'te',
    'upgrade',
    'host',
    'expect',
    'accept-encoding',
    'x-api-key',
    'authorization',
    CAPABILITY_HEADER,
    // The body goes upstream whole, with its length.
    'transfer-encoding',
    'content-length',
]);
/** Response headers that belong to the upstream connection. */
const RESPONSE_DROPPED = new Set([
    'connection',
    'keep-alive',
    'proxy-connection',
    'proxy-authenticate',
    'upgrade',
]);
/** Headers without the dropped ones and those the Connection header names. */
function withoutHopByHop(headers, dropped) {
    const named = (http_head_valueOf(headers, 'connection') ?? '')
        .split(',')
        .map((o) => o.trim().toLowerCase());
    return headers.filter(([name]) => !dropped.has(name) && !named.includes(name));
}
/**
 * The request as it goes to the provider's `authorize`: the API's path under the base URL, the
 * agent's connection and capability headers off, the whole body with its length, and the
 * response asked for uncompressed (its usage is read as it passes).
 */
function upstreamRequest(head, upstream, body) {
    const headers = headerRecord(withoutHopByHop(head.headers, REQUEST_DROPPED));
    headers.host = upstream.host;
    headers['accept-encoding'] = 'identity';
    if (body.length > 0 || !['GET', 'HEAD'].includes(head.method)) {
        headers['content-length'] = String(body.length);
    }
    return { method: head.method, target: `${upstream.basePath}${head.target}`, headers, body };
}
/** An authorized request's bytes: its head (host first), then its body. */
function serializeRequest(request) {
    const lines = [];
    const { host, ...rest } = request.headers;
    if (host !== undefined)
        lines.push(['host', String(host)]);
    for (const [name, value] of Object.entries(rest)) {
        if (value === undefined)
            continue;
        for (const one of Array.isArray(value) ? value : [value])
            lines.push([name, String(one)]);
    }
    const head = serializeHead(`${request.method} ${request.target} HTTP/1.1`, lines);
    return request.body.length > 0 ? Buffer.concat([head, request.body]) : head;
}
class Exchange {
    request;
    client;
    upstream;
    tapFor;
    ends;
    lastOnConnection;
    link;
    head = Buffer.alloc(0);
    relay;
    requestSent = false;
    over = false;
    status;
    connected;
    /** Backpressure: the client waits for the upstream to drain, or the other way round. */
    resumeClient = () => this.client.resume();
    resumeLink = () => this.link.socket.resume();
    constructor(request, 
    /** The request as authorized for upstream (upstreamRequest, then the provider's authorize). */
    authorized, client, upstream, 
    /** How the provider reads an answer's usage. */
    tapFor, ends, 
    /** The client's connection ends after this answer (it asked so): the answer says it. */
    lastOnConnection = false) {
        this.request = request;
        this.client = client;
        this.upstream = upstream;
        this.tapFor = tapFor;
        this.ends = ends;
        this.lastOnConnection = lastOnConnection;
        this.link = upstream.acquire({
            data: (chunk) => this.fromUpstream(chunk),
            end: () => this.upstreamEnded(),
            error: (error) => this.fail(error),
        });
        this.connected = this.link.reused;
        if (!this.connected) {
            const connected = () => (this.connected = true);
            this.link.socket.once('connect', connected).once('secureConnect', connected);
        }
        if (!this.link.socket.write(serializeRequest(authorized)) && !client.isPaused()) {
            client.pause();
            this.link.socket.once('drain', this.resumeClient);
        }
        this.requestSent = true;
    }
    /** The client went away: the upstream connection is closed, the usage so far counted. */
    abort() {
        if (this.end(false))
            this.countUsage();
    }
    /** Ends the exchange once: the upstream connection released, backpressure undone. */
    end(reusable) {
        if (this.over)
            return false;
        this.over = true;
        this.link.socket.off('drain', this.resumeClient);
        this.client.off('drain', this.resumeLink);
        this.client.resume();
        this.link.release(reusable);
        return true;
    }
    /** Bytes from upstream; returns whether they are still held after the call. */
    fromUpstream(chunk) {
        if (this.over)
            return false;
        try {
            const rest = this.relay ? chunk : this.readHead(chunk);
            if (this.relay && rest.length > 0)
                this.forward(this.relay, rest);
        }
        catch (error) {
            this.fail(error);
        }
        return this.client.writableLength > 0;
    }
    /** Collects the response head; once whole, sends it on and returns the bytes after it. */
    readHead(chunk) {
        this.head = Buffer.concat([this.head, chunk]);
        const end = headEnd(this.head);
        if (end < 0)
            return Buffer.alloc(0);
        const head = parseResponseHead(this.head.subarray(0, end));
        this.connected = true;
        const rest = this.head.subarray(end);
        this.head = Buffer.alloc(0);
        if (head.status === 101)
            throw new HeadError(502, 'the upstream switched protocols');
        // An interim answer (103 Early Hints): the final one follows.
        if (head.status < 200)
            return this.readHead(rest);
        this.startRelay(head);
        return rest;
    }
    startRelay(head) {
        this.status = head.status;
        const framing = responseFraming(this.request.method, head);
        const tap = this.tapFor(http_head_valueOf(head.headers, 'content-type'), http_head_valueOf(head.headers, 'content-encoding'));
        const toClose = framing.kind === 'close';
        const headers = withoutHopByHop(head.headers, RESPONSE_DROPPED);
        if (toClose || this.lastOnConnection)
            headers.push(['connection', 'close']);
        this.client.write(serializeHead(`HTTP/1.1 ${head.status} ${head.reason}`, headers));
        const persistent = head.minor === 1
            ? !connectionHas(head.headers, 'close')
            : connectionHas(head.headers, 'keep-alive');
        this.relay = {
            body: new BodyReader(framing, tap?.write),
            tap,
            toClose,
            reusable: persistent && !toClose,
        };
        if (this.relay.body.done)
            this.complete(this.relay);
    }
    /** Body bytes from upstream: to the client as they are, then read for usage. */
    forward(relay, chunk) {
        const used = relay.body.push(chunk);
        const bytes = used === chunk.length ? chunk : chunk.subarray(0, used);
        if (used > 0 && !this.client.write(bytes) && !this.link.socket.isPaused()) {
            this.link.socket.pause();
            this.client.once('drain', this.resumeLink);
        }
        if (!relay.body.done)
            return;
        // Bytes after the response: the upstream is out of step, so its connection is not reused.
        if (used < chunk.length)
            relay.reusable = false;
        this.complete(relay);
    }
    upstreamEnded() {
        if (this.relay?.body.endOfInput())
            this.complete(this.relay);
        else
            this.fail(new Error('the connection closed before the response ended'));
    }
    complete(relay) {
        if (!this.end(relay.reusable && this.requestSent))
            return;
        this.countUsage();
        this.ends.finished(!relay.toClose);
    }
    fail(error) {
        if (!this.end(false))
            return;
        this.countUsage();
        if (this.relay) {
            // The answer is under way: the client sees the connection break, not a wrong body.
            this.client.destroy();
            this.ends.finished(false);
            return;
        }
        const origin = this.upstream.url.origin;
        const unreadable = error instanceof HeadError || error instanceof FramingError;
        const message = unreadable
            ? `The model proxy could not read the answer of ${origin}: ${error.message}`
            : `The model proxy could not reach ${origin}: ${error.message}`;
        this.client.write(errorReply(502, 'api_error', message));
        this.ends.finished(true);
    }
    countUsage() {
        const usage = this.relay?.tap?.result();
        this.ends.settled({
            status: this.status,
            reachedModel: this.connected,
            ...(usage ? { usage } : {}),
        });
    }
}

;// CONCATENATED MODULE: ./src/model-proxy/client-connection.ts




/** A request body larger than this is refused (the Messages API's own limit is 32 MB). */
const MAX_REQUEST_BODY_BYTES = 32 * 1024 * 1024;
const EMPTY = Buffer.alloc(0);
class ClientConnection {
    socket;
    context;
    /** Bytes read and not yet handled (the start of the next request). */
    pending = EMPTY;
    body;
    exchange;
    /** A request is being authorized by its provider (a token or a signature on the way). */
    authorizing = false;
    /** The connection ends once the current request is answered. */
    closing = false;
    constructor(socket, context) {
        this.socket = socket;
        this.context = context;
        socket.setNoDelay(true);
        socket.on('data', (chunk) => this.receive(chunk));
        socket.on('error', () => this.exchange?.abort());
        socket.on('close', () => this.exchange?.abort());
    }
    receive(chunk) {
        try {
            const rest = this.body ? this.readBody(this.body, chunk) : chunk;
            if (rest.length > 0)
                this.pending = this.pending.length > 0 ? Buffer.concat([this.pending, rest]) : rest;
            this.next();
        }
        catch (error) {
            this.refuseUnreadable(error);
        }
    }
    /** Body bytes to where they go; returns the bytes after the body. */
    readBody(body, chunk) {
        const used = body.reader.push(chunk);
        const held = body.held;
        if (held && !held.tooLarge) {
            held.size += used;
            if (held.size > MAX_REQUEST_BODY_BYTES) {
                held.tooLarge = true;
                held.payload = [];
            }
        }
        if (!body.reader.done)
            return EMPTY;
        this.body = undefined;
        if (held)
            this.judge(held);
        return chunk.subarray(used);
    }
    /** Starts the next request once the current one is read and answered. */
    next() {
        if (this.body || this.exchange || this.authorizing || this.socket.destroyed) {
            // A request waits for its answer: the next one stays in the socket until then.
            if (!this.body && this.pending.length > 0)
                this.socket.pause();
            return;
        }
        if (this.closing)
            return void this.socket.end();
        const end = headEnd(this.pending);
        if (end < 0)
            return void this.socket.resume();
        const head = parseRequestHead(this.pending.subarray(0, end));
        const rest = this.pending.subarray(end);
        this.pending = EMPTY;
        this.start(head);
        if (rest.length > 0)
            this.receive(rest);
        else if (this.body)
            this.socket.resume();
        // Answered at once (a refusal): the connection ends here if it was asked to.
        else if (!this.exchange && !this.authorizing && this.closing)
            this.socket.end();
    }
    start(head) {
        const expectsContinue = (http_head_valueOf(head.headers, 'expect') ?? '').toLowerCase() === '100-continue';
        this.closing =
            head.minor === 0
                ? !connectionHas(head.headers, 'keep-alive')
                : connectionHas(head.headers, 'close');
        const admission = this.context.gate(head);
        if ('refuse' in admission) {
            const reader = new BodyReader(requestFraming(head.headers));
            // A client waiting for 100-continue sends no body: the connection ends after the answer.
            if (expectsContinue && !reader.done)
                this.closing = true;
            this.refuse(admission.refuse, head.method === 'HEAD');
            this.body = reader.done || expectsContinue ? undefined : { reader };
            return;
        }
        const held = { head, admission, payload: [], size: 0, tooLarge: false };
        const reader = new BodyReader(requestFraming(head.headers), (source, from, to) => {
            if (!held.tooLarge)
                held.payload.push(Buffer.from(source.subarray(from, to)));
        });
        if (reader.done)
            return this.judge(held);
        if (expectsContinue)
            this.socket.write(CONTINUE);
        this.body = { reader, held };
    }
    /**
     * A whole body: the gate's second word, then the provider's authorization, then the exchange
     * (head and body at once), or a refusal.
     */
    judge(held) {
        if (held.tooLarge) {
            return this.refuse({
                status: 413,
                type: 'request_too_large',
                message: `The harness's model proxy refuses request bodies over ${MAX_REQUEST_BODY_BYTES} bytes.`,
            });
        }
        const body = Buffer.concat(held.payload);
        const decision = held.admission.admit(body);
        if ('refuse' in decision)
            return this.refuse(decision.refuse);
        const { upstream, provider } = this.context;
        this.authorizing = true;
        Promise.resolve()
            .then(() => provider.authorize(upstreamRequest(held.head, upstream, body)))
            .then((authorized) => {
            this.authorizing = false;
            if (this.socket.destroyed)
                return decision.settled({ reachedModel: false });
            const ends = {
                settled: (outcome) => decision.settled(outcome),
                finished: (keepAlive) => {
                    this.exchange = undefined;
                    if (!keepAlive)
                        this.closing = true;
                    this.next();
                },
            };
            this.exchange = new Exchange(held.head, authorized, this.socket, upstream, (type, encoding) => provider.usageTap(type, encoding), ends, this.closing);
        }, (error) => {
            this.authorizing = false;
            decision.settled({ reachedModel: false });
            this.refuse({
                status: 502,
                type: 'api_error',
                message: `The harness's model proxy could not authorize this request for ${provider.name}: ${error.message}`,
            });
            this.next();
        });
    }
    /** The proxy's own answer; the connection goes on with the next request unless it closes. */
    refuse({ status, type, message, json }, headOnly = false) {
        this.socket.write(json === undefined
            ? errorReply(status, type, message, this.closing, headOnly)
            : jsonReply(status, json, this.closing, headOnly));
    }
    /** A request the proxy cannot read: a clear error, then the connection ends. */
    refuseUnreadable(error) {
        if (!(error instanceof HeadError || error instanceof FramingError))
            throw error;
        this.body = undefined;
        if (this.exchange) {
            // Part of the request went upstream already: no answer can be trusted, the connection ends.
            this.exchange.abort();
            this.exchange = undefined;
            return void this.socket.destroy();
        }
        const status = error instanceof HeadError && error.status !== 502 ? error.status : 400;
        const message = `The harness's model proxy cannot read this request: ${error.message}.`;
        this.socket.end(errorReply(status, 'invalid_request_error', message, true));
    }
}

;// CONCATENATED MODULE: ./src/model-proxy/pricing.ts
/** Input tokens (fresh, cache writes and reads together) past which long-context rates apply. */
const LONG_CONTEXT_TOKENS = 200_000;
const PRICES = [
    { match: /fable|mythos/, inputPerMTok: 10, outputPerMTok: 50 },
    { match: /opus-4(?:-[01])?(?:-\d{8})?$|3-opus/, inputPerMTok: 15, outputPerMTok: 75 },
    {
        match: /opus-4-6/,
        inputPerMTok: 5,
        outputPerMTok: 25,
        longContext: { inputPerMTok: 10, outputPerMTok: 37.5 },
    },
    { match: /opus/, inputPerMTok: 5, outputPerMTok: 25 },
    { match: /sonnet-5/, inputPerMTok: 2, outputPerMTok: 10 },
    {
        match: /sonnet-4(?:-5)?(?:-\d{8})?$|3-7-sonnet/,
        inputPerMTok: 3,
        outputPerMTok: 15,
        longContext: { inputPerMTok: 6, outputPerMTok: 22.5 },
    },
    { match: /sonnet/, inputPerMTok: 3, outputPerMTok: 15 },
    { match: /3-5-haiku|haiku-3-5/, inputPerMTok: 0.8, outputPerMTok: 4 },
    { match: /3-haiku|haiku-3/, inputPerMTok: 0.25, outputPerMTok: 1.25 },
    { match: /haiku/, inputPerMTok: 1, outputPerMTok: 5 },
];
/** What an unknown model is priced as: the dearest rates in the table, premium included. */
const UNKNOWN = {
    match: /$^/,
    inputPerMTok: 15,
    outputPerMTok: 75,
    longContext: { inputPerMTok: 30, outputPerMTok: 112.5 },
};
const CACHE_WRITE_FACTOR = 1.25;
const CACHE_WRITE_1H_FACTOR = 2;
const CACHE_READ_FACTOR = 0.1;
function priceOf(model) {
    return PRICES.find((price) => model !== undefined && price.match.test(model)) ?? UNKNOWN;
}
function ratesFor(price, inputTokens) {
    const premium = inputTokens > LONG_CONTEXT_TOKENS ? price.longContext : undefined;
    return {
        input: (premium ?? price).inputPerMTok,
        output: (premium ?? price).outputPerMTok,
    };
}
function totalInput(usage) {
    return usage.inputTokens + usage.cacheWriteTokens + usage.cacheReadTokens;
}
/** The cost of one response in USD. */
function estimateCostUsd({ model, usage, cacheWrite1hTokens = 0 }) {
    const rates = ratesFor(priceOf(model), totalInput(usage));
    const write1h = Math.min(cacheWrite1hTokens, usage.cacheWriteTokens);
    const input = usage.inputTokens +
        (usage.cacheWriteTokens - write1h) * CACHE_WRITE_FACTOR +
        write1h * CACHE_WRITE_1H_FACTOR +
        usage.cacheReadTokens * CACHE_READ_FACTOR;
    return (input * rates.input + usage.outputTokens * rates.output) / 1_000_000;
}
/**
 * Input tokens a body of this many bytes holds at most, as an estimate: a token is rarely
 * shorter than 3 bytes of JSON (escapes and markup add bytes, not tokens).
 */
function inputTokensAtMost(bytes) {
    return Math.ceil(bytes / 3);
}
/** A request's worst case in USD: all its input written to the cache, all of max_tokens said. */
function worstCaseUsd(request) {
    const input = inputTokensAtMost(request.bytes);
    const rates = ratesFor(priceOf(request.model), input);
    const inputFactor = request.cacheHour ? CACHE_WRITE_1H_FACTOR : CACHE_WRITE_FACTOR;
    return (input * inputFactor * rates.input + request.maxTokens * rates.output) / 1_000_000;
}

// EXTERNAL MODULE: external "node:tls"
var external_node_tls_ = __webpack_require__(1692);
;// CONCATENATED MODULE: ./src/model-proxy/upstream.ts
/**
 * The proxy's connections to the model API: plain TCP or TLS (verified against the system's
 * roots, as node's https does), kept alive between requests as a pool of idle connections.
 */


const DEFAULT_UPSTREAM = 'https://api.anthropic.com';
/** An idle connection is closed after this long. */
const IDLE_MS = 30_000;
/** Plain TCP bytes are read into one reused buffer of this size (no allocation per read). */
const READ_BYTES = 64 * 1024;
class Upstream {
    url;
    secure;
    /** The Host header for requests upstream. */
    host;
    /** The path the API's paths go under (the base URL's path, without its trailing slash). */
    basePath;
    port;
    idle = [];
    /** The buffer the next read goes into. */
    readBuffer;
    listeners = new WeakMap();
    closed = false;
    constructor(base) {
        this.url = new URL(base || DEFAULT_UPSTREAM);
        if (this.url.protocol !== 'http:' && this.url.protocol !== 'https:') {
            throw new Error(`the model API's URL must be http or https: ${this.url.origin}`);
        }
        this.secure = this.url.protocol === 'https:';
        this.port = Number(this.url.port) || (this.secure ? 443 : 80);
        this.host = this.url.host;
        this.basePath = this.url.pathname.replace(/\/+$/, '');
    }
    /** A connection for one exchange: an idle one, else a new one. */
    acquire(events) {
        let socket = this.idle.pop();
        const reused = socket !== undefined;
        if (socket) {
            socket.ref();
            socket.setTimeout(0);
        }
        else {
            socket = this.open();
        }
        this.listeners.set(socket, events);
        const held = socket;
        return {
            socket: held,
            reused,
            release: (reusable) => {
                this.listeners.set(held, undefined);
                if (!reusable || this.closed || held.destroyed)
                    return void held.destroy();
                held.resume();
                held.unref();
                held.setTimeout(IDLE_MS);
                this.idle.push(held);
            },
        };
    }
    close() {
        this.closed = true;
        for (const socket of this.idle)
            socket.destroy();
        this.idle = [];
    }
    open() {
        const hostname = this.url.hostname.replace(/^\[|\]$/g, '');
        /** Bytes read to the exchange holding the connection; false for an idle one (closed). */
        const deliver = (chunk) => {
            const to = this.listeners.get(socket);
            // An idle connection has nothing to say: whatever it sends, it is not reused.
            if (!to)
                socket.destroy();
            else if (to.data(chunk))
                this.readBuffer = undefined;
            return to !== undefined;
        };
        const socket = this.secure
            ? (0,external_node_tls_.connect)({
                host: hostname,
                port: this.port,
                ...((0,external_node_net_.isIP)(hostname) ? {} : { servername: hostname }),
                ALPNProtocols: ['http/1.1'],
            }).on('data', deliver)
            : (0,external_node_net_.connect)({
                host: hostname,
                port: this.port,
                // Plain TCP reads into one reused buffer (TLS allocates its own per read).
                onread: {
                    buffer: () => (this.readBuffer ??= Buffer.allocUnsafe(READ_BYTES)),
                    callback: (length, buffer) => deliver(Buffer.from(buffer.buffer, buffer.byteOffset, length)),
                },
            });
        socket.setNoDelay(true);
        const events = () => this.listeners.get(socket);
        socket.on('end', () => events()?.end());
        socket.on('error', (error) => events()?.error(error));
        socket.on('timeout', () => socket.destroy());
        socket.on('close', () => {
            this.idle = this.idle.filter((s) => s !== socket);
            events()?.error(new Error('the connection closed'));
        });
        return socket;
    }
}

;// CONCATENATED MODULE: ./src/model-proxy/server.ts
/**
 * The model proxy: a server on 127.0.0.1 between the agent and the model API. A request must
 * present a live capability (where claude puts its credential) and go to an endpoint the proxy
 * passes (endpoints.ts); its body is read whole and priced at its worst case, which the grant
 * reserves or refuses (the cost limit). Only then does the proxy take the capability off, let
 * the provider put the real credential on (providers/provider.ts), and pass the request
 * upstream. The response comes back as the upstream's bytes, unparsed and unchanged (SSE
 * included: as they come, nothing held), while a tap reads its usage; once it ends, the
 * reservation gives way to what it cost. A revoked capability is refused like one never issued.
 */








function hashOf(capability) {
    return (0,external_node_crypto_.createHash)('sha256').update(capability).digest('hex');
}
const INVALID_CAPABILITY = {
    status: 401,
    type: 'authentication_error',
    message: "The harness's model proxy refused this request: its capability is not valid (each one ends with the agent phase it was issued for).",
};
/** The proxy's own answer to claude's connectivity check. */
const HELLO = { status: 200, type: 'ok', message: 'The harness model proxy is here.' };
/** Not retryable (400), worded so claude's error reads as a spending limit. */
function spendRefusal(message) {
    return { refuse: { status: 400, type: 'invalid_request_error', message } };
}
/** What the proxy reads of a Messages request to price it; undefined when it cannot. */
function shapeOf(body, pathModel, provider) {
    let parsed;
    try {
        parsed = JSON.parse(body.toString('utf8'));
    }
    catch {
        return undefined;
    }
    if (typeof parsed !== 'object' || parsed === null)
        return undefined;
    const { model, max_tokens: maxTokens } = parsed;
    if (typeof maxTokens !== 'number' || !Number.isInteger(maxTokens) || maxTokens < 1)
        return undefined;
    const priced = provider.pricedAs(typeof model === 'string' ? model : pathModel);
    return {
        ...(priced !== undefined ? { model: priced } : {}),
        maxTokens,
        cacheHour: /"ttl"\s*:\s*"1h"/.test(body.toString('latin1')),
    };
}
/**
 * What a settled request cost: its usage priced; where the answer was a success (or never came)
 * without its final usage, the worst case, since the model may have said all of max_tokens.
 */
function costOf(outcome, worstCase) {
    const known = outcome.usage ? estimateCostUsd(outcome.usage) : 0;
    if (!outcome.reachedModel || outcome.usage?.complete)
        return known;
    const failed = outcome.status !== undefined && (outcome.status < 200 || outcome.status >= 300);
    return failed ? known : Math.max(known, worstCase);
}
/** A Messages request's body: priced, then reserved or refused. */
function admitMessage(policy, provider, route, body) {
    const shape = shapeOf(body, route.model, provider);
    if (!shape) {
        return {
            refuse: {
                status: 400,
                type: 'invalid_request_error',
                message: "The harness's model proxy cannot price this request: its body must be a JSON object with a positive integer max_tokens.",
            },
        };
    }
    const worstCase = worstCaseUsd({ ...shape, bytes: body.length });
    const refusal = policy.reserve(worstCase);
    if (refusal)
        return spendRefusal(refusal);
    return {
        settled: (given) => {
            // The usage priced under the model the price table knows (Bedrock and Vertex name it their way).
            const usage = given.usage && {
                ...given.usage,
                model: provider.pricedAs(given.usage.model ?? shape.model) ?? shape.model,
            };
            const outcome = { ...given, ...(usage ? { usage } : {}) };
            policy.settle(worstCase, costOf(outcome, worstCase), outcome.usage);
        },
    };
}
/**
 * The gate: a live capability, an endpoint the proxy passes, then (on the body) the spending
 * limit. Token counting is free and reserves nothing.
 */
function admission(grants, provider, head) {
    if (isConnectivityCheck(head.method, head.target))
        return { refuse: HELLO };
    const capability = provider.presentedCapability(headerRecord(head.headers));
    const policy = capability ? grants.get(hashOf(capability)) : undefined;
    if (!policy)
        return { refuse: INVALID_CAPABILITY };
    const local = provider.localAnswer?.(head.method, head.target);
    if (local)
        return { refuse: { status: local.status, type: 'ok', message: '', json: local.body } };
    const route = provider.route(head.method, head.target);
    if (!route) {
        const request = describeRequest(head.method, head.target);
        policy.refused(request);
        return {
            refuse: {
                status: 403,
                type: 'permission_error',
                message: `The harness's model proxy refused ${request}: it passes only ${provider.passes}.`,
            },
        };
    }
    if (route.endpoint === 'count_tokens')
        return { admit: () => ({ settled: () => undefined }) };
    return { admit: (body) => admitMessage(policy, provider, route, body) };
}
async function startModelProxy(options) {
    const { provider } = options;
    const upstream = new Upstream(provider.upstream);
    const grants = new Map();
    const sockets = new Set();
    const context = {
        gate: (head) => admission(grants, provider, head),
        upstream,
        provider,
    };
    const server = (0,external_node_net_.createServer)((socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        new ClientConnection(socket, context);
    });
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    if (address === null || typeof address === 'string')
        throw new Error('model proxy has no port');
    return {
        url: `http://127.0.0.1:${address.port}`,
        provider,
        grant(policy) {
            const capability = `ralph-cap-${(0,external_node_crypto_.randomBytes)(32).toString('base64url')}`;
            const key = hashOf(capability);
            grants.set(key, policy);
            return { capability, revoke: () => grants.delete(key) };
        },
        close: () => new Promise((resolve) => {
            grants.clear();
            for (const socket of sockets)
                socket.destroy();
            upstream.close();
            server.close(() => resolve());
        }),
    };
}

;// CONCATENATED MODULE: ./src/model-proxy/gateway.ts



function createModelGateway(options) {
    let proxy;
    const refused = new RefusedRequests();
    const started = () => (proxy ??= startModelProxy(options));
    return {
        guard(runner, budgetOptions) {
            const budget = new Budget(budgetOptions);
            return {
                run: async (given) => runPhase(runner, await started(), budget, refused, given),
                refusedModelRequests: () => refused.list(),
            };
        },
        refusedRequests: () => refused.list(),
        async close() {
            const running = proxy;
            proxy = undefined;
            if (running)
                await (await running).close();
        },
    };
}
/** An abort signal that fires with `outer` or when the gateway ends the phase. */
function phaseSignal(outer) {
    const own = new AbortController();
    const signal = outer ? AbortSignal.any([outer, own.signal]) : own.signal;
    return { signal, end: () => own.abort() };
}
async function runPhase(runner, proxy, budget, refused, given) {
    const phase = new PhaseMeter(given.taskCostCap, given.dayCostCap);
    const ending = phaseSignal(given.signal);
    const grant = proxy.grant({
        reserve: (worstCaseUsd) => {
            const refusal = budget.reserve(phase, worstCaseUsd);
            // The task's limit ends the phase: nothing more of it is worth paying for.
            if (refusal && phase.taskCapped)
                ending.end();
            return refusal;
        },
        settle: (reserved, cost, usage) => budget.settle(phase, reserved, cost, usage),
        refused: (request) => refused.add(request),
    });
    let result;
    try {
        const model = proxy.provider.agentModel(given.model);
        result = await runner.run({
            ...given,
            ...(model !== undefined ? { model } : {}),
            signal: ending.signal,
            env: {
                ...given.env,
                ...proxy.provider.agentEnv(proxy.url, grant.capability, {
                    ...process.env,
                    ...definedOnly(given.env),
                }),
            },
        });
    }
    finally {
        grant.revoke();
    }
    const costUsd = budget.endPhase(phase, result.totalCostUsd);
    const base = { ...result, totalCostUsd: costUsd, usage: phase.usage };
    const cap = given.taskCostCap;
    if (phase.taskCapped && cap && !given.signal?.aborted) {
        const spent = cap.spentUsd + costUsd;
        return {
            ...base,
            outcome: 'task_cost_cap',
            summary: `over its cost cap ($${spent.toFixed(2)} of $${cap.capUsd.toFixed(2)})`,
        };
    }
    const capped = phase.refused !== undefined && result.outcome !== 'completed';
    return capped
        ? { ...base, outcome: 'cost_cap', summary: `cost limit reached: ${phase.refused}` }
        : base;
}
/** The variables an env overlay sets (an undefined value removes one). */
function definedOnly(env) {
    return Object.fromEntries(Object.entries(env ?? {}).filter(([, v]) => v !== undefined));
}

;// CONCATENATED MODULE: ./src/model-proxy/credential.ts
/** The variables through which claude reads each kind of credential. */
const CREDENTIAL_VARIABLES = {
    'api-key': 'ANTHROPIC_API_KEY',
    'oauth-token': 'CLAUDE_CODE_OAUTH_TOKEN',
    'auth-token': 'ANTHROPIC_AUTH_TOKEN',
};
/** The beta flag an OAuth token needs on the Messages API (claude sends it with such a token). */
const OAUTH_BETA = 'oauth-2025-04-20';
/**
 * The credential to proxy: the action's inputs first (an API key wins over an OAuth token, as
 * claude itself prefers it), else the same variables in the harness's environment.
 */
function credentialFrom(inputs, env) {
    const given = (value) => value?.trim() || undefined;
    const apiKey = given(inputs.anthropicApiKey) ?? given(env.ANTHROPIC_API_KEY);
    if (apiKey)
        return { kind: 'api-key', value: apiKey };
    const oauth = given(inputs.claudeCodeOauthToken) ?? given(env.CLAUDE_CODE_OAUTH_TOKEN);
    if (oauth)
        return { kind: 'oauth-token', value: oauth };
    const bearer = given(env.ANTHROPIC_AUTH_TOKEN);
    if (bearer)
        return { kind: 'auth-token', value: bearer };
    return undefined;
}
/** The agent's credential variables: its capability under the right name, the others removed. */
function agentCredentialEnv(kind, capability) {
    const env = {};
    for (const name of Object.values(CREDENTIAL_VARIABLES))
        env[name] = undefined;
    env[CREDENTIAL_VARIABLES[kind]] = capability;
    return env;
}
/** Puts the real credential on headers the agent's capability was taken off. */
function authorize(headers, credential) {
    delete headers['x-api-key'];
    delete headers.authorization;
    if (credential.kind === 'api-key') {
        headers['x-api-key'] = credential.value;
        return;
    }
    headers.authorization = `Bearer ${credential.value}`;
    if (credential.kind === 'oauth-token') {
        const betas = String(headers['anthropic-beta'] ?? '')
            .split(',')
            .map((beta) => beta.trim())
            .filter(Boolean);
        if (!betas.includes(OAUTH_BETA))
            headers['anthropic-beta'] = [...betas, OAUTH_BETA].join(',');
    }
}
/** The capability a request presents: in `x-api-key`, or as a bearer token. */
function presentedCapability(headers) {
    const key = headers['x-api-key'];
    if (typeof key === 'string' && key)
        return key;
    const auth = headers.authorization;
    if (typeof auth !== 'string')
        return undefined;
    const match = /^Bearer\s+(\S+)$/i.exec(auth.trim());
    return match?.[1];
}

;// CONCATENATED MODULE: ./src/model-proxy/proxied-agents.ts

function proxiedAgents(options) {
    const { provider } = options;
    let gateway;
    let told = false;
    const tell = (held) => {
        if (told)
            return;
        told = true;
        const where = held.name === 'anthropic' ? '' : ` (${held.name})`;
        options.onStart?.(`Model proxy: the agent reaches the model${where} through the harness with a capability per phase; it never holds ${held.holds}.`);
    };
    return {
        agent(createAgent, budget) {
            if (!provider)
                return createAgent();
            gateway ??= createModelGateway({ provider });
            const guarded = gateway.guard(createAgent(), budget);
            return {
                run(runOptions) {
                    tell(provider);
                    return guarded.run(runOptions);
                },
                refusedModelRequests: () => guarded.refusedModelRequests?.() ?? [],
            };
        },
        async close() {
            await gateway?.close();
            provider?.close?.();
        },
    };
}

// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
;// CONCATENATED MODULE: ./src/model-proxy/usage-tap.ts
/**
 * The usage tap on a response passing through the proxy: it gets the payload bytes (the body
 * without its chunk framing) as ranges of the buffers forwarded, and reads the usage out of them
 * without holding the stream. A compressed body (the proxy asks for none, but an upstream may
 * send one anyway) is kept compressed, up to a limit, and decoded once it is complete.
 */


/** A JSON body is read for usage up to this size (it is passed on whole regardless). */
const MAX_JSON_BYTES = 1024 * 1024;
/** A compressed body is read for usage up to this size. */
const MAX_COMPRESSED_BYTES = 16 * 1024 * 1024;
/** ...and decoded up to this size. */
const MAX_DECODED_BYTES = 64 * 1024 * 1024;
const DECODERS = {
    gzip: (b) => (0,external_node_zlib_.gunzipSync)(b, { maxOutputLength: MAX_DECODED_BYTES }),
    'x-gzip': (b) => (0,external_node_zlib_.gunzipSync)(b, { maxOutputLength: MAX_DECODED_BYTES }),
    deflate: (b) => (0,external_node_zlib_.inflateSync)(b, { maxOutputLength: MAX_DECODED_BYTES }),
    br: (b) => (0,external_node_zlib_.brotliDecompressSync)(b, { maxOutputLength: MAX_DECODED_BYTES }),
};
/** Collects the bytes written, up to `limit` (past it, nothing is kept: `bytes()` is undefined). */
class Collector {
    limit;
    chunks = [];
    size = 0;
    constructor(limit) {
        this.limit = limit;
    }
    write = (source, start, end) => {
        this.size += end - start;
        if (this.size <= this.limit)
            this.chunks.push(Buffer.from(source.subarray(start, end)));
        else
            this.chunks = [];
    };
    bytes() {
        return this.size <= this.limit ? Buffer.concat(this.chunks) : undefined;
    }
}
function sseTap() {
    const reader = new model_proxy_usage/* SseUsageReader */.ez();
    return {
        write: (source, start, end) => reader.write(source, start, end),
        result: () => reader.result(),
    };
}
/** Usage of a whole body of this content type. */
function usageOfBody(bytes, sse) {
    if (!sse)
        return (0,model_proxy_usage/* usageOfJson */.zk)(bytes.toString('utf8'));
    const reader = new model_proxy_usage/* SseUsageReader */.ez();
    reader.push(bytes);
    return reader.result();
}
/**
 * The tap for a response with these Content-Type and Content-Encoding values, or undefined
 * when its body cannot be read (an encoding this does not know).
 */
function usageTap(contentType = '', contentEncoding = '') {
    const sse = contentType.toLowerCase().includes('text/event-stream');
    const encodings = contentEncoding
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter((e) => e !== '' && e !== 'identity');
    if (encodings.length === 0 && sse)
        return sseTap();
    if (encodings.some((e) => !(e in DECODERS)))
        return undefined;
    const body = new Collector(encodings.length > 0 ? MAX_COMPRESSED_BYTES : MAX_JSON_BYTES);
    return {
        write: body.write,
        result() {
            let bytes = body.bytes();
            try {
                for (const e of [...encodings].reverse())
                    if (bytes)
                        bytes = DECODERS[e](bytes);
            }
            catch {
                return undefined;
            }
            return bytes && usageOfBody(bytes, sse);
        },
    };
}

;// CONCATENATED MODULE: ./src/model-proxy/providers/anthropic.ts
/**
 * The Anthropic API (or an Anthropic-compatible gateway at the job's ANTHROPIC_BASE_URL): the
 * Messages API with one of the credential kinds of credential.ts. The agent gets the variable
 * of the same kind holding its capability, so claude behaves as it would with the real one.
 */





function anthropicProvider(credential, upstream) {
    return {
        name: 'anthropic',
        upstream: upstream || DEFAULT_UPSTREAM,
        holds: `the ${credential.kind} credential`,
        passes: PASSED_DESCRIPTION,
        route(method, target) {
            const endpoint = endpointOf(method, target);
            return endpoint ? { endpoint } : undefined;
        },
        authorize(request) {
            authorize(request.headers, credential);
            return request;
        },
        usageTap: usageTap,
        pricedAs: (model) => model,
        presentedCapability: (headers) => capabilityHeader(headers) ?? presentedCapability(headers),
        agentEnv: (proxyUrl, capability) => ({
            ...clearedModeEnv(),
            ANTHROPIC_BASE_URL: proxyUrl,
            ...agentCredentialEnv(credential.kind, capability),
        }),
        agentModel: (model) => model,
    };
}

// EXTERNAL MODULE: ./node_modules/@smithy/core/dist-cjs/submodules/event-streams/index.js
var event_streams = __webpack_require__(6579);
;// CONCATENATED MODULE: ./src/model-proxy/providers/bedrock-usage.ts
/**
 * The usage of a Bedrock answer. A streamed one (`invoke-with-response-stream`) is a sequence
 * of `application/vnd.amazon.eventstream` frames; each `chunk` event carries `{"bytes": <base64
 * of one Messages stream event>}`, so the usage is read from the `message_start` and
 * `message_delta` events inside, frame by frame as they pass (AWS's codec decodes each frame and
 * checks its CRCs). A non-streamed answer (`invoke`) is the Messages API's JSON.
 */



const EVENTSTREAM_TYPE = 'application/vnd.amazon.eventstream';
/** A frame longer than this is not believed (Bedrock's chunks are a few KB). */
const MAX_FRAME_BYTES = 16 * 1024 * 1024;
const codec = new event_streams.EventStreamCodec((bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8'), (text) => Buffer.from(text, 'utf8'));
/** Reads usage out of eventstream frames as they pass, holding at most one frame. */
class EventStreamUsageReader {
    pending = Buffer.alloc(0);
    broken = false;
    events = new model_proxy_usage/* MessageEventUsage */.lv();
    write(source, start, end) {
        if (this.broken)
            return;
        const bytes = source.subarray(start, end);
        this.pending =
            this.pending.length > 0 ? Buffer.concat([this.pending, bytes]) : Buffer.from(bytes);
        while (this.pending.length >= 4) {
            const total = this.pending.readUInt32BE(0);
            if (total < 16 || total > MAX_FRAME_BYTES)
                return void (this.broken = true);
            if (this.pending.length < total)
                return;
            this.frame(this.pending.subarray(0, total));
            this.pending = this.pending.subarray(total);
        }
    }
    result() {
        return this.events.result();
    }
    frame(bytes) {
        try {
            const message = codec.decode(bytes);
            if (message.headers[':message-type']?.value !== 'event')
                return;
            if (message.headers[':event-type']?.value !== 'chunk')
                return;
            const payload = JSON.parse(Buffer.from(message.body).toString('utf8'));
            if (typeof payload.bytes !== 'string')
                return;
            this.events.event(JSON.parse(Buffer.from(payload.bytes, 'base64').toString('utf8')));
        }
        catch {
            // A frame that is not a chunk of the Messages stream: no usage in it.
        }
    }
}
/** The tap for a Bedrock answer of this type and encoding. */
function bedrockUsageTap(contentType, contentEncoding) {
    const identity = (contentEncoding ?? '').trim() === '' || contentEncoding === 'identity';
    if (identity && (contentType ?? '').toLowerCase().startsWith(EVENTSTREAM_TYPE)) {
        const reader = new EventStreamUsageReader();
        return {
            write: (source, start, end) => reader.write(source, start, end),
            result: () => reader.result(),
        };
    }
    return usageTap(contentType, contentEncoding);
}

// EXTERNAL MODULE: ./node_modules/@smithy/signature-v4/dist-cjs/index.js
var dist_cjs = __webpack_require__(5118);
;// CONCATENATED MODULE: ./src/model-proxy/providers/sigv4.ts
/**
 * AWS Signature Version 4 for the model proxy's Bedrock requests, by AWS's own signer
 * (@smithy/signature-v4) with node's SHA-256. The request is signed as it goes upstream: its
 * method, its path as claude sent it (the signer escapes it once more, as the AWS SDKs do), its
 * query, every header the proxy sends and the hash of its whole body.
 */


function bytesOf(data) {
    if (typeof data === 'string')
        return Buffer.from(data, 'utf8');
    if (ArrayBuffer.isView(data))
        return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    return Buffer.from(data);
}
/** SHA-256 (or its HMAC, given a secret) in the shape the signer asks for, from node's crypto. */
class NodeSha256 {
    secret;
    hash;
    constructor(secret) {
        this.secret = secret;
        this.hash = this.fresh();
    }
    update(data) {
        this.hash.update(data);
    }
    digest() {
        return Promise.resolve(this.hash.digest());
    }
    reset() {
        this.hash = this.fresh();
    }
    fresh() {
        return this.secret === undefined
            ? (0,external_node_crypto_.createHash)('sha256')
            : (0,external_node_crypto_.createHmac)('sha256', bytesOf(this.secret));
    }
}
/** A signer for one service and region. */
function sigV4Signer(service, region, credentials) {
    const signer = new dist_cjs/* SignatureV4 */.BB({ service, region, credentials, sha256: NodeSha256 });
    return async (request, url) => {
        const query = request.target.indexOf('?');
        const path = query < 0 ? request.target : request.target.slice(0, query);
        const params = {};
        if (query >= 0) {
            for (const [name, value] of new URLSearchParams(request.target.slice(query + 1))) {
                const known = params[name];
                params[name] =
                    known === undefined ? value : [...(Array.isArray(known) ? known : [known]), value];
            }
        }
        const headers = {};
        for (const [name, value] of Object.entries(request.headers)) {
            if (value !== undefined)
                headers[name] = Array.isArray(value) ? value.join(', ') : `${value}`;
        }
        const signed = await signer.sign({
            method: request.method,
            protocol: url.protocol,
            hostname: url.hostname,
            ...(url.port ? { port: Number(url.port) } : {}),
            path,
            query: params,
            headers,
            body: request.body,
        });
        return signed.headers;
    };
}

;// CONCATENATED MODULE: ./src/model-proxy/providers/bedrock.ts
/**
 * Amazon Bedrock. The job's AWS credentials (what aws-actions/configure-aws-credentials
 * exports after OIDC: AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN, AWS_REGION)
 * stay with the proxy, which signs every request with SigV4 (service `bedrock`) toward
 * ANTHROPIC_BEDROCK_BASE_URL, else https://bedrock-runtime.<region>.amazonaws.com. The agent's
 * claude runs in its Bedrock mode with its own authentication skipped
 * (CLAUDE_CODE_USE_BEDROCK, CLAUDE_CODE_SKIP_BEDROCK_AUTH) and ANTHROPIC_BEDROCK_BASE_URL at the
 * proxy; its capability goes in a header through ANTHROPIC_CUSTOM_HEADERS.
 *
 * claude 2.1.330 in this mode sends `POST /model/<id>/invoke-with-response-stream` (the
 * conversation), `POST /model/<id>/invoke` (small side requests) and, at its start,
 * `GET /inference-profiles?type=SYSTEM_DEFINED` (the control plane's list, which it only uses
 * to choose a default model): the proxy passes the first two (and `count-tokens`), and answers
 * the list itself with no profiles, so no control-plane permission or host is needed.
 */



/** The permission the conversation needs (the one a 403 most often names). */
const STREAM_PERMISSION = 'bedrock:InvokeModelWithResponseStream';
const ROUTE = /^\/model\/([^/]+)\/(invoke|invoke-with-response-stream|count-tokens)$/;
/** The requests passed, for a refusal's message. */
const PASSES = 'POST /model/<id>/invoke-with-response-stream, POST /model/<id>/invoke and POST /model/<id>/count-tokens';
function given(env, name) {
    return env[name]?.trim() || undefined;
}
/** The settings from the job's environment; a missing one is named. */
function bedrockSettings(env) {
    const region = given(env, 'AWS_REGION') ?? given(env, 'AWS_DEFAULT_REGION');
    if (!region) {
        throw new ProviderError('model-provider bedrock needs the AWS region: set AWS_REGION (aws-actions/configure-aws-credentials sets it from its aws-region input).');
    }
    if (!/^[a-z0-9-]+$/.test(region)) {
        throw new ProviderError(`AWS_REGION is not a region name: "${region}".`);
    }
    const accessKeyId = given(env, 'AWS_ACCESS_KEY_ID');
    const secretAccessKey = given(env, 'AWS_SECRET_ACCESS_KEY');
    const missing = [
        ...(accessKeyId ? [] : ['AWS_ACCESS_KEY_ID']),
        ...(secretAccessKey ? [] : ['AWS_SECRET_ACCESS_KEY']),
    ];
    if (missing.length > 0) {
        throw new ProviderError(`model-provider bedrock needs AWS credentials in the job's environment: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set. Run aws-actions/configure-aws-credentials (role-to-assume, with permissions: id-token: write) before this step.`);
    }
    const upstream = given(env, 'ANTHROPIC_BEDROCK_BASE_URL') ?? `https://bedrock-runtime.${region}.amazonaws.com`;
    let url;
    try {
        url = new URL(upstream);
    }
    catch {
        throw new ProviderError(`ANTHROPIC_BEDROCK_BASE_URL is not a URL: "${upstream}".`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new ProviderError(`ANTHROPIC_BEDROCK_BASE_URL must be an http(s) URL: "${upstream}".`);
    }
    const sessionToken = given(env, 'AWS_SESSION_TOKEN');
    return {
        region,
        credentials: {
            accessKeyId: accessKeyId,
            secretAccessKey: secretAccessKey,
            ...(sessionToken ? { sessionToken } : {}),
        },
        upstream,
    };
}
/** The geography prefix of the cross-region inference profiles for a region. */
function geographyOf(region) {
    if (region.startsWith('us-gov-'))
        return 'us-gov';
    if (region.startsWith('us-'))
        return 'us';
    if (region.startsWith('eu-'))
        return 'eu';
    if (region.startsWith('ap-'))
        return 'apac';
    return 'global';
}
/**
 * The `model` input as Bedrock names it: an Anthropic model id (`claude-sonnet-4-5-20250929`)
 * becomes the region's inference profile (`us.anthropic.claude-sonnet-4-5-20250929-v1:0`); a
 * Bedrock id or ARN (anything naming `anthropic.` or starting `arn:`) and claude's aliases
 * (sonnet, opus, haiku, which claude maps itself) pass as they are.
 */
function bedrockModelId(model, region) {
    if (model === undefined || !/^claude-/.test(model))
        return model;
    const version = /-\d{8}$/.test(model) ? '-v1:0' : '';
    return `${geographyOf(region)}.anthropic.${model}${version}`;
}
/** A Bedrock model id (or profile ARN) as the price table knows it: `claude-…`. */
function pricedModel(model) {
    if (model === undefined)
        return undefined;
    let id = model;
    try {
        id = decodeURIComponent(model);
    }
    catch {
        // Keep it as it is.
    }
    id = id.slice(id.lastIndexOf('/') + 1);
    id = id.replace(/^(?:[a-z-]+\.)?anthropic\./, '');
    return id.replace(/-v\d+(?::\d+)?$/, '');
}
function route(method, target) {
    if (method !== 'POST')
        return undefined;
    const match = ROUTE.exec(pathOf(target));
    if (!match)
        return undefined;
    const model = match[1];
    // A model id (an ARN, encoded) must not climb out of /model/: no dot segments once decoded.
    let id;
    try {
        id = decodeURIComponent(model);
    }
    catch {
        return undefined;
    }
    if (id.split('/').some((segment) => segment === '.' || segment === '..'))
        return undefined;
    return { endpoint: match[2] === 'count-tokens' ? 'count_tokens' : 'messages', model };
}
/** AWS's error type (`x-amzn-errortype: ExpiredTokenException:http://...`) and message. */
function awsError(headers, body) {
    const type = (headers.get('x-amzn-errortype') ?? '').split(':')[0] ?? '';
    let message = '';
    try {
        const parsed = JSON.parse(body);
        message = String(parsed.message ?? parsed.Message ?? '');
    }
    catch {
        message = body.slice(0, 300);
    }
    return { type, message: message.replace(/\s+/g, ' ').trim() };
}
/** The one message for a refused check: the variable or the permission to fix. */
function explainRefusal(status, type, message, model) {
    const said = message ? ` AWS said: ${message}` : '';
    if (type === 'ExpiredTokenException' || /expired/i.test(message)) {
        return `The AWS credentials have expired (AWS_SESSION_TOKEN): run aws-actions/configure-aws-credentials in this job again, or give it a longer role-duration-seconds.${said}`;
    }
    if (type === 'UnrecognizedClientException' ||
        type === 'InvalidSignatureException' ||
        status === 401) {
        return `AWS does not accept the credentials in AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and AWS_SESSION_TOKEN (${type || status}).${said}`;
    }
    return `The AWS identity may not use the model ${model} on Bedrock: its role needs ${STREAM_PERMISSION} and bedrock:InvokeModel on it (and, for an inference profile, on the foundation models behind it).${said}`;
}
function bedrockProvider(settings) {
    const sign = sigV4Signer('bedrock', settings.region, settings.credentials);
    const upstream = new URL(settings.upstream);
    const agentModel = (model) => bedrockModelId(model, settings.region);
    return {
        name: 'bedrock',
        upstream: settings.upstream,
        holds: 'the AWS credentials',
        passes: PASSES,
        route,
        localAnswer(method, target) {
            if (method === 'GET' && pathOf(target) === '/inference-profiles') {
                return { status: 200, body: { inferenceProfileSummaries: [] } };
            }
            return undefined;
        },
        async authorize(request) {
            return { ...request, headers: await sign(request, upstream) };
        },
        usageTap: bedrockUsageTap,
        pricedAs: pricedModel,
        presentedCapability: capabilityHeader,
        agentEnv: (proxyUrl, capability, inherited) => ({
            ...clearedModeEnv(),
            CLAUDE_CODE_USE_BEDROCK: '1',
            CLAUDE_CODE_SKIP_BEDROCK_AUTH: '1',
            ANTHROPIC_BEDROCK_BASE_URL: proxyUrl,
            AWS_REGION: settings.region,
            ANTHROPIC_CUSTOM_HEADERS: customHeadersWith(capability, inherited.ANTHROPIC_CUSTOM_HEADERS),
        }),
        agentModel,
        async check(model) {
            // An empty body: AWS checks the signature, the token and the permission before the
            // body, so a 400 (ValidationException) says they hold, and no model runs.
            const id = agentModel(model) ?? `${geographyOf(settings.region)}.anthropic.claude-opus-5-5`;
            const target = `${upstream.pathname.replace(/\/+$/, '')}/model/${encodeURIComponent(id)}/invoke-with-response-stream`;
            const body = Buffer.from('{}');
            const headers = await sign({
                method: 'POST',
                target,
                headers: {
                    host: upstream.host,
                    'content-type': 'application/json',
                    'content-length': String(body.length),
                },
                body,
            }, upstream);
            let response;
            try {
                response = await fetch(new URL(target, upstream.origin), {
                    method: 'POST',
                    headers: Object.fromEntries(Object.entries(headers).flatMap(([name, value]) => name === 'host' || name === 'content-length' || value === undefined
                        ? []
                        : [[name, String(value)]])),
                    body,
                    signal: AbortSignal.timeout(30_000),
                });
            }
            catch (error) {
                throw new ProviderError(`Bedrock cannot be reached at ${upstream.origin}: ${error.message}. Check AWS_REGION or ANTHROPIC_BEDROCK_BASE_URL.`);
            }
            const text = await response.text();
            if (response.status !== 401 && response.status !== 403)
                return;
            const { type, message } = awsError(response.headers, text);
            throw new ProviderError(explainRefusal(response.status, type, message, id));
        },
    };
}

;// CONCATENATED MODULE: ./src/model-proxy/providers/foundry.ts
/**
 * Microsoft Foundry: the Messages API of an Azure AI Foundry resource, at
 * ANTHROPIC_FOUNDRY_BASE_URL or https://<ANTHROPIC_FOUNDRY_RESOURCE>.services.ai.azure.com/anthropic.
 * The proxy holds its credential: the resource's key (ANTHROPIC_FOUNDRY_API_KEY, sent as
 * x-api-key) or a Microsoft Entra bearer token (ANTHROPIC_FOUNDRY_AUTH_TOKEN, e.g. one the job
 * got after azure/login). The agent's claude runs in its Foundry mode with its own
 * authentication skipped (CLAUDE_CODE_USE_FOUNDRY, CLAUDE_CODE_SKIP_FOUNDRY_AUTH) and
 * ANTHROPIC_FOUNDRY_BASE_URL at the proxy; claude 2.1.330 then sends
 * `POST /v1/messages?beta=true` with `Authorization: Bearer skip-foundry-auth`, which the
 * proxy drops, and its capability in a header through ANTHROPIC_CUSTOM_HEADERS.
 */



function foundry_given(env, name) {
    return env[name]?.trim() || undefined;
}
/** The settings from the job's environment; a missing one is named. */
function foundrySettings(env) {
    const resource = foundry_given(env, 'ANTHROPIC_FOUNDRY_RESOURCE');
    if (resource !== undefined && !/^[A-Za-z0-9][A-Za-z0-9-]*$/.test(resource)) {
        throw new ProviderError(`ANTHROPIC_FOUNDRY_RESOURCE is not a resource name: "${resource}".`);
    }
    const upstream = foundry_given(env, 'ANTHROPIC_FOUNDRY_BASE_URL') ??
        (resource ? `https://${resource}.services.ai.azure.com/anthropic` : undefined);
    if (!upstream) {
        throw new ProviderError('model-provider foundry needs the Foundry resource: set ANTHROPIC_FOUNDRY_RESOURCE (its name) or ANTHROPIC_FOUNDRY_BASE_URL.');
    }
    let url;
    try {
        url = new URL(upstream);
    }
    catch {
        throw new ProviderError(`ANTHROPIC_FOUNDRY_BASE_URL is not a URL: "${upstream}".`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new ProviderError(`ANTHROPIC_FOUNDRY_BASE_URL must be an http(s) URL: "${upstream}".`);
    }
    const key = foundry_given(env, 'ANTHROPIC_FOUNDRY_API_KEY');
    const token = foundry_given(env, 'ANTHROPIC_FOUNDRY_AUTH_TOKEN');
    if (!key && !token) {
        throw new ProviderError("model-provider foundry needs a credential in the job's environment: ANTHROPIC_FOUNDRY_API_KEY (the resource's key) or ANTHROPIC_FOUNDRY_AUTH_TOKEN (a Microsoft Entra token, e.g. from az account get-access-token after azure/login).");
    }
    return {
        upstream,
        credential: key ? { kind: 'api-key', value: key } : { kind: 'bearer', value: token },
    };
}
/** What a refused check means, naming the variable or the role. */
function foundry_explainRefusal(status, kind) {
    const variable = kind === 'api-key' ? 'ANTHROPIC_FOUNDRY_API_KEY' : 'ANTHROPIC_FOUNDRY_AUTH_TOKEN';
    return status === 401
        ? `Foundry refused the credential in ${variable} (401): it is wrong or has expired.`
        : `Foundry refused the credential in ${variable} (403): its identity needs a role that may call the resource's deployments (Cognitive Services User or Azure AI User).`;
}
function foundryProvider(settings) {
    const { credential } = settings;
    const authorize = (request) => {
        delete request.headers['x-api-key'];
        delete request.headers.authorization;
        if (credential.kind === 'api-key')
            request.headers['x-api-key'] = credential.value;
        else
            request.headers.authorization = `Bearer ${credential.value}`;
        return request;
    };
    return {
        name: 'foundry',
        upstream: settings.upstream,
        holds: credential.kind === 'api-key' ? 'the Foundry key' : 'the Foundry token',
        passes: PASSED_DESCRIPTION,
        route(method, target) {
            const endpoint = endpointOf(method, target);
            return endpoint ? { endpoint } : undefined;
        },
        authorize,
        usageTap: usageTap,
        pricedAs: (model) => model,
        presentedCapability: capabilityHeader,
        agentEnv: (proxyUrl, capability, inherited) => ({
            ...clearedModeEnv(),
            CLAUDE_CODE_USE_FOUNDRY: '1',
            CLAUDE_CODE_SKIP_FOUNDRY_AUTH: '1',
            ANTHROPIC_FOUNDRY_BASE_URL: proxyUrl,
            ANTHROPIC_CUSTOM_HEADERS: customHeadersWith(capability, inherited.ANTHROPIC_CUSTOM_HEADERS),
        }),
        agentModel: (model) => model,
        async check() {
            // Token counting costs nothing and needs the same credential and role as a message.
            const url = new URL(settings.upstream);
            const target = `${url.pathname.replace(/\/+$/, '')}/v1/messages/count_tokens`;
            const request = authorize({
                method: 'POST',
                target,
                headers: { 'content-type': 'application/json', 'anthropic-version': '2023-06-01' },
                body: Buffer.from('{}'),
            });
            let response;
            try {
                response = await fetch(new URL(target, url.origin), {
                    method: 'POST',
                    headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
                    body: request.body,
                    signal: AbortSignal.timeout(30_000),
                });
            }
            catch (error) {
                throw new ProviderError(`Foundry cannot be reached at ${url.origin}: ${error.message}. Check ANTHROPIC_FOUNDRY_RESOURCE or ANTHROPIC_FOUNDRY_BASE_URL.`);
            }
            await response.arrayBuffer();
            if (response.status === 401 || response.status === 403) {
                throw new ProviderError(foundry_explainRefusal(response.status, credential.kind));
            }
        },
    };
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./src/model-proxy/providers/vertex-credentials.ts
/**
 * The Google credentials file GOOGLE_APPLICATION_CREDENTIALS names, read and checked up front:
 * a service account key (`service_account`) or a Workload Identity Federation configuration
 * (`external_account`, as google-github-actions/auth writes it). Every field that is missing or
 * wrong is named with the file it is in; nothing of the key is ever put in a message.
 */


const CREDENTIALS_VARIABLE = 'GOOGLE_APPLICATION_CREDENTIALS';
/** Google's token endpoint for service accounts when the file names none. */
const DEFAULT_TOKEN_URI = 'https://oauth2.googleapis.com/token';
/** Google's security token service (STS) when an external account names none. */
const DEFAULT_STS_URL = 'https://sts.googleapis.com/v1/token';
/** A credentials problem, worded for the user: it names the variable or the field. */
class VertexCredentialError extends Error {
    name = 'VertexCredentialError';
}
/** The credentials file the environment names, read and checked. */
function readGoogleCredentials(env) {
    const file = env[CREDENTIALS_VARIABLE]?.trim();
    if (!file) {
        throw new VertexCredentialError(`${CREDENTIALS_VARIABLE} is not set: Vertex needs the credentials file google-github-actions/auth writes (a service account key or a Workload Identity Federation configuration).`);
    }
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(file, 'utf8');
    }
    catch (error) {
        const code = error.code ?? 'unreadable';
        throw new VertexCredentialError(`${CREDENTIALS_VARIABLE} names ${file}, which cannot be read (${code}).`);
    }
    return parseGoogleCredentials(text, file);
}
/** The credentials in `text`, the contents of `file`. */
function parseGoogleCredentials(text, file) {
    let json;
    try {
        json = JSON.parse(text);
    }
    catch {
        throw new VertexCredentialError(`${file} (${CREDENTIALS_VARIABLE}) is not JSON: expected a Google credentials file.`);
    }
    const fields = new Fields(json, file);
    const type = fields.string('type');
    if (type === 'service_account')
        return serviceAccount(fields, file);
    if (type === 'external_account')
        return externalAccount(fields, file);
    const hint = type === 'authorized_user'
        ? ' (user credentials from gcloud are not supported: use a service account or Workload Identity Federation)'
        : '';
    throw new VertexCredentialError(`${file}: field "type" is "${type}"; expected "service_account" or "external_account"${hint}.`);
}
function serviceAccount(fields, file) {
    const clientEmail = fields.string('client_email');
    const pem = fields.string('private_key');
    let privateKey;
    try {
        privateKey = (0,external_node_crypto_.createPrivateKey)(pem);
    }
    catch {
        throw new VertexCredentialError(`${file}: field "private_key" is not a PEM private key.`);
    }
    if (privateKey.asymmetricKeyType !== 'rsa') {
        throw new VertexCredentialError(`${file}: field "private_key" is not an RSA key.`);
    }
    return {
        type: 'service_account',
        file,
        clientEmail,
        privateKey,
        privateKeyId: fields.optionalString('private_key_id'),
        tokenUri: fields.url('token_uri', DEFAULT_TOKEN_URI),
    };
}
function externalAccount(fields, file) {
    const lifetime = fields
        .at('service_account_impersonation')
        .optionalNumber('token_lifetime_seconds');
    if (lifetime !== undefined &&
        !(Number.isInteger(lifetime) && lifetime >= 600 && lifetime <= 43200)) {
        throw new VertexCredentialError(`${file}: field "service_account_impersonation.token_lifetime_seconds" must be a whole number from 600 to 43200.`);
    }
    return {
        type: 'external_account',
        file,
        audience: fields.string('audience'),
        subjectTokenType: fields.string('subject_token_type'),
        tokenUrl: fields.url('token_url', DEFAULT_STS_URL),
        source: subjectTokenSource(fields.at('credential_source', true), file),
        impersonationUrl: fields.optionalUrl('service_account_impersonation_url'),
        tokenLifetimeSeconds: lifetime ?? 3600,
        workforcePoolUserProject: fields.optionalString('workforce_pool_user_project'),
    };
}
function subjectTokenSource(source, file) {
    for (const unsupported of ['environment_id', 'executable', 'certificate']) {
        if (source.has(unsupported)) {
            throw new VertexCredentialError(`${file}: field "credential_source.${unsupported}" names a subject token source that is not supported here; use a "file" or "url" source (google-github-actions/auth writes a "url" one).`);
        }
    }
    const format = subjectTokenFormat(source.at('format'), file);
    const path = source.optionalString('file');
    if (path)
        return { kind: 'file', path, format };
    const url = source.optionalUrl('url');
    if (url)
        return { kind: 'url', url, headers: source.at('headers').stringRecord(), format };
    throw new VertexCredentialError(`${file}: field "credential_source" names no subject token: expected "file" or "url".`);
}
function subjectTokenFormat(format, file) {
    const type = format.optionalString('type') ?? 'text';
    if (type === 'text')
        return { type: 'text' };
    if (type === 'json')
        return { type: 'json', field: format.string('subject_token_field_name') };
    throw new VertexCredentialError(`${file}: field "credential_source.format.type" is "${type}"; expected "text" or "json".`);
}
/** Typed reads of one JSON object's fields, each failure naming the field's path in the file. */
class Fields {
    file;
    prefix;
    object;
    constructor(value, file, prefix = '') {
        this.file = file;
        this.prefix = prefix;
        this.object =
            value && typeof value === 'object' && !Array.isArray(value)
                ? value
                : {};
    }
    has(name) {
        return this.object[name] !== undefined && this.object[name] !== null;
    }
    /** The object under `name` (empty when absent, unless `required`). */
    at(name, required = false) {
        const value = this.object[name];
        const isObject = value && typeof value === 'object' && !Array.isArray(value);
        if ((required || value !== undefined) && !isObject) {
            throw this.wrong(name, 'an object');
        }
        return new Fields(value, this.file, `${this.prefix}${name}.`);
    }
    string(name) {
        const value = this.optionalString(name);
        if (value === undefined)
            throw this.wrong(name, 'a non-empty string');
        return value;
    }
    optionalString(name) {
        const value = this.object[name];
        if (value === undefined || value === null || value === '')
            return undefined;
        if (typeof value !== 'string')
            throw this.wrong(name, 'a string');
        return value;
    }
    optionalNumber(name) {
        const value = this.object[name];
        if (value === undefined || value === null)
            return undefined;
        if (typeof value !== 'number')
            throw this.wrong(name, 'a number');
        return value;
    }
    url(name, fallback) {
        return this.optionalUrl(name) ?? fallback;
    }
    optionalUrl(name) {
        const value = this.optionalString(name);
        if (value === undefined)
            return undefined;
        let url;
        try {
            url = new URL(value);
        }
        catch {
            throw this.wrong(name, 'an https URL');
        }
        // Plain http would carry a grant or a token in the clear: only to this machine.
        const loopback = /^(127\.\d+\.\d+\.\d+|\[::1\]|localhost)$/.test(url.hostname);
        if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
            throw this.wrong(name, 'an https URL (plain http only to this machine)');
        }
        return value;
    }
    stringRecord() {
        const record = {};
        for (const [name, value] of Object.entries(this.object)) {
            if (typeof value !== 'string')
                throw this.wrong(name, 'a string');
            record[name] = value;
        }
        return record;
    }
    wrong(name, expected) {
        const present = this.object[name] !== undefined && this.object[name] !== '';
        return new VertexCredentialError(`${this.file}: field "${this.prefix}${name}" ${present ? 'must be' : 'is missing; expected'} ${expected}.`);
    }
}

;// CONCATENATED MODULE: ./src/model-proxy/providers/vertex-credentials-place.ts
/**
 * Where the Google credentials file may stay. google-github-actions/auth writes it into the
 * workspace by default (`gha-creds-<hash>.json`): there the agent could read it, and a commit of
 * the working tree could carry it to the remote. The harness moves such a file, before any agent
 * starts, into a directory only its own user can open (under RUNNER_TEMP, which the runner
 * empties after the job), and points GOOGLE_APPLICATION_CREDENTIALS at the new place. Off a
 * runner (the CLI) the file is the user's own: it is not moved, the run is refused instead.
 */



/** Files moved this process, by their old place and by their new one. */
const moved = new Map();
/**
 * The credentials file GOOGLE_APPLICATION_CREDENTIALS names, moved out of `workspaces` when it
 * lies in one of them; `env` is updated to the new place.
 */
function placeCredentialsFile(env, workspaces) {
    const named = env[CREDENTIALS_VARIABLE]?.trim();
    if (!named)
        return undefined;
    // Read again (by the old name, or by the new one set below): the same place.
    const earlier = moved.get((0,external_node_path_.resolve)(named));
    if (earlier) {
        env[CREDENTIALS_VARIABLE] = earlier.file;
        return earlier;
    }
    const real = realOrUndefined(named);
    if (!real || !workspaces.some((dir) => isInside(real, dir)))
        return { file: named };
    if (!env.RUNNER_TEMP) {
        // Not on a runner: the file is the user's own, and a temporary directory would lose it.
        throw new VertexCredentialError(`${CREDENTIALS_VARIABLE} names ${named}, inside the repository, where the agent could read it and a commit could carry it: move it out of the repository and point ${CREDENTIALS_VARIABLE} at its new place.`);
    }
    const dir = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)(env.RUNNER_TEMP, 'ralph-google-credentials-'));
    const target = (0,external_node_path_.join)(dir, 'credentials.json');
    try {
        (0,external_node_fs_.renameSync)(real, target);
    }
    catch (error) {
        if (error.code !== 'EXDEV') {
            throw new VertexCredentialError(`${CREDENTIALS_VARIABLE} names ${named}, in the workspace, and it could not be moved out of the agent's reach (${error.code ?? 'error'}).`);
        }
        (0,external_node_fs_.copyFileSync)(real, target);
        (0,external_node_fs_.unlinkSync)(real);
    }
    const placed = { file: target, movedFrom: named };
    moved.set((0,external_node_path_.resolve)(named), placed);
    moved.set(target, placed);
    env[CREDENTIALS_VARIABLE] = target;
    return placed;
}
function realOrUndefined(path) {
    try {
        return (0,external_node_fs_.realpathSync)(path);
    }
    catch {
        return undefined;
    }
}
function isInside(file, dir) {
    const root = realOrUndefined(dir);
    if (!root)
        return false;
    const rel = (0,external_node_path_.relative)(root, file);
    return rel !== '' && !rel.startsWith('..') && !(0,external_node_path_.isAbsolute)(rel);
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
;// CONCATENATED MODULE: ./src/model-proxy/providers/vertex-token.ts
/**
 * Access tokens for Vertex AI, got and held by the harness alone.
 *
 * - A service account signs its own JWT grant (RS256, node crypto) and posts it to the file's
 *   `token_uri`: Google's libraries, and claude's own Google auth, post to Google's endpoint
 *   whatever the file says, which breaks private and sovereign-cloud endpoints.
 * - An external account (Workload Identity Federation) reads its subject token (a file, or a URL
 *   such as GitHub's OIDC endpoint), exchanges it at the file's STS `token_url`, and then, when
 *   the file names a service account to impersonate, asks IAM Credentials for that account's
 *   token with the federated one.
 *
 * A token is reused until five minutes before it expires; one refresh runs at a time however
 * many requests wait for it. Every failure is a VertexCredentialError naming the file field or
 * the endpoint and, for a refusal, the permission it lacks; no grant or token is ever put in one.
 */



/** The scope Vertex AI needs. */
const CLOUD_PLATFORM_SCOPE = 'https://www.googleapis.com/auth/cloud-platform';
/** A token is replaced once it has less than this left. */
const REFRESH_MARGIN_MS = 5 * 60_000;
/** The lifetime of the JWT grant a service account signs (Google's maximum). */
const GRANT_LIFETIME_S = 3600;
/** One token endpoint call may take this long. */
const CALL_TIMEOUT_MS = 30_000;
/** The token source for `credentials`. */
function vertexTokenSource(credentials, options = {}) {
    const now = options.now ?? Date.now;
    const fetchToken = () => credentials.type === 'service_account'
        ? serviceAccountToken(credentials, now())
        : externalAccountToken(credentials, now());
    let current;
    let pending;
    const refresh = () => (pending ??= fetchToken()
        .then((token) => (current = token))
        .finally(() => (pending = undefined)));
    return {
        description: describe(credentials),
        async accessToken() {
            if (current && current.expiresAt - now() > REFRESH_MARGIN_MS)
                return current.value;
            try {
                return (await refresh()).value;
            }
            catch (error) {
                // A failed early refresh keeps the token still valid; the next request tries again.
                if (current && current.expiresAt > now())
                    return current.value;
                throw error;
            }
        },
    };
}
function describe(credentials) {
    if (credentials.type === 'service_account') {
        return `service account ${credentials.clientEmail} (token_uri ${credentials.tokenUri})`;
    }
    const impersonated = credentials.impersonationUrl
        ? `, impersonating ${serviceAccountOf(credentials.impersonationUrl)}`
        : '';
    return `Workload Identity Federation ${credentials.audience} (token_url ${credentials.tokenUrl}${impersonated})`;
}
/** The account in an IAM Credentials URL (`.../serviceAccounts/<email>:generateAccessToken`). */
function serviceAccountOf(url) {
    const match = /serviceAccounts\/([^/:]+)/.exec(decodeURIComponent(url));
    return match?.[1] ?? url;
}
// ---- service accounts: the JWT bearer grant (RFC 7523) ----
/** The signed grant: header and claims as Google expects them, RS256 with the file's key. */
function signedGrant(credentials, nowMs) {
    const issuedAt = Math.floor(nowMs / 1000);
    const header = {
        alg: 'RS256',
        typ: 'JWT',
        ...(credentials.privateKeyId ? { kid: credentials.privateKeyId } : {}),
    };
    const claims = {
        iss: credentials.clientEmail,
        scope: CLOUD_PLATFORM_SCOPE,
        aud: credentials.tokenUri,
        iat: issuedAt,
        exp: issuedAt + GRANT_LIFETIME_S,
    };
    const input = `${base64url(header)}.${base64url(claims)}`;
    const signature = (0,external_node_crypto_.sign)('sha256', Buffer.from(input), credentials.privateKey);
    return `${input}.${signature.toString('base64url')}`;
}
function base64url(value) {
    return Buffer.from(JSON.stringify(value)).toString('base64url');
}
async function serviceAccountToken(credentials, nowMs) {
    const endpoint = { url: credentials.tokenUri, field: 'token_uri', file: credentials.file };
    const answer = await callTokenEndpoint(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
            grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
            assertion: signedGrant(credentials, nowMs),
        }).toString(),
    });
    return oauthToken(answer, endpoint, nowMs);
}
// ---- external accounts: subject token, STS exchange (RFC 8693), impersonation ----
async function externalAccountToken(credentials, nowMs) {
    const subjectToken = await readSubjectToken(credentials);
    const sts = { url: credentials.tokenUrl, field: 'token_url', file: credentials.file };
    const exchange = {
        grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
        audience: credentials.audience,
        scope: CLOUD_PLATFORM_SCOPE,
        requested_token_type: 'urn:ietf:params:oauth:token-type:access_token',
        subject_token: subjectToken,
        subject_token_type: credentials.subjectTokenType,
    };
    if (credentials.workforcePoolUserProject && !credentials.impersonationUrl) {
        exchange.options = JSON.stringify({ userProject: credentials.workforcePoolUserProject });
    }
    const federated = oauthToken(await callTokenEndpoint(sts, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(exchange).toString(),
    }), sts, nowMs);
    if (!credentials.impersonationUrl)
        return federated;
    return impersonatedToken(credentials, credentials.impersonationUrl, federated.value);
}
async function impersonatedToken(credentials, url, federatedToken) {
    const endpoint = { url, field: 'service_account_impersonation_url', file: credentials.file };
    const answer = await callTokenEndpoint(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${federatedToken}` },
        body: JSON.stringify({
            scope: [CLOUD_PLATFORM_SCOPE],
            lifetime: `${credentials.tokenLifetimeSeconds}s`,
        }),
    });
    const value = answer.accessToken;
    const expiresAt = typeof answer.expireTime === 'string' ? Date.parse(answer.expireTime) : NaN;
    if (typeof value !== 'string' || !value || !Number.isFinite(expiresAt)) {
        throw new VertexCredentialError(`${endpointName(endpoint)} answered without "accessToken" and "expireTime".`);
    }
    return { value, expiresAt };
}
async function readSubjectToken(credentials) {
    const source = credentials.source;
    let text;
    if (source.kind === 'file') {
        try {
            text = await (0,promises_.readFile)(source.path, 'utf8');
        }
        catch (error) {
            const code = error.code ?? 'unreadable';
            throw new VertexCredentialError(`${credentials.file}: field "credential_source.file" names ${source.path}, which cannot be read (${code}).`);
        }
    }
    else {
        const endpoint = { url: source.url, field: 'credential_source.url', file: credentials.file };
        const response = await call(endpoint, { method: 'GET', headers: source.headers });
        text = response.text;
        if (!response.ok) {
            const hint = response.status === 401 || response.status === 403
                ? " (in GitHub Actions the job needs `permissions: id-token: write`, and the file's request token lasts only as long as the job)"
                : '';
            throw new VertexCredentialError(`${endpointName(endpoint)} answered ${response.status} for the subject token${hint}.`);
        }
    }
    const where = `${credentials.file}: the subject token from "credential_source.${source.kind}"`;
    let token = text.trim();
    if (source.format.type === 'json') {
        try {
            token = JSON.parse(text)[source.format.field];
        }
        catch {
            throw new VertexCredentialError(`${where} is not JSON (credential_source.format.type).`);
        }
    }
    if (typeof token !== 'string' || !token) {
        const field = source.format.type === 'json'
            ? ` has no field "${source.format.field}" (credential_source.format.subject_token_field_name)`
            : ' is empty';
        throw new VertexCredentialError(`${where}${field}.`);
    }
    return token;
}
function endpointName(endpoint) {
    const url = new URL(endpoint.url);
    return `${url.origin}${url.pathname} (${endpoint.field} in ${endpoint.file})`;
}
/** A kept-alive connection the server had closed: the request never reached it, so once more. */
const STALE_CONNECTION = new Set(['UND_ERR_SOCKET', 'ECONNRESET']);
async function call(endpoint, init, retried = false) {
    try {
        const response = await fetch(endpoint.url, {
            ...init,
            redirect: 'error',
            signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
        });
        return { ok: response.ok, status: response.status, text: await response.text() };
    }
    catch (error) {
        const cause = error.cause;
        if (!retried && STALE_CONNECTION.has(cause?.code ?? ''))
            return call(endpoint, init, true);
        const reason = cause?.code ?? cause?.message ?? error.message;
        throw new VertexCredentialError(`${endpointName(endpoint)} could not be reached (${reason}).`);
    }
}
/** A JSON answer from a token endpoint; a refusal becomes a message naming what to fix. */
async function callTokenEndpoint(endpoint, init) {
    const answer = await call(endpoint, init);
    let json;
    try {
        const parsed = JSON.parse(answer.text);
        if (parsed && typeof parsed === 'object')
            json = parsed;
    }
    catch {
        json = undefined;
    }
    if (!answer.ok) {
        throw new VertexCredentialError(`${endpointName(endpoint)} refused the token request: ${answer.status}${refusalReason(json)}${permissionHint(endpoint, answer.status)}.`);
    }
    if (!json)
        throw new VertexCredentialError(`${endpointName(endpoint)} answered with no JSON.`);
    return json;
}
/** Google's own words for a refusal: OAuth's error fields, or a Google API error's message. */
function refusalReason(json) {
    if (!json)
        return '';
    const nested = json.error && typeof json.error === 'object' ? json.error : undefined;
    const parts = nested
        ? [nested.status, nested.message]
        : [json.error, json.error_description];
    const words = parts.filter((part) => typeof part === 'string' && part !== '');
    return words.length ? ` ${words.join(': ').slice(0, 400)}` : '';
}
function permissionHint(endpoint, status) {
    // STS answers 400 for a token its provider does not trust.
    if (endpoint.field === 'token_url' && status >= 400 && status < 500) {
        return ' (check "audience" in the file: the workload identity provider must trust this token and its attribute condition must admit it)';
    }
    if (endpoint.field === 'token_uri' && status >= 400 && status < 500) {
        return " (Google answers so for a key that was disabled or deleted: check the service account's keys)";
    }
    if (endpoint.field === 'service_account_impersonation_url' &&
        (status === 401 || status === 403)) {
        return ' (the federated identity needs iam.serviceAccounts.getAccessToken on the service account: roles/iam.workloadIdentityUser)';
    }
    return '';
}
/** An OAuth token answer (`access_token`, `expires_in` seconds). */
function oauthToken(answer, endpoint, nowMs) {
    const value = answer.access_token;
    const expiresIn = Number(answer.expires_in ?? 3600);
    if (typeof value !== 'string' || !value || !Number.isFinite(expiresIn) || expiresIn <= 0) {
        throw new VertexCredentialError(`${endpointName(endpoint)} answered without "access_token" and "expires_in".`);
    }
    return { value, expiresAt: nowMs + expiresIn * 1000 };
}

;// CONCATENATED MODULE: ./src/model-proxy/providers/vertex.ts
/**
 * Google Vertex AI through the model proxy. The harness holds the Google credentials
 * (GOOGLE_APPLICATION_CREDENTIALS, read by vertex-credentials.ts, moved out of the workspace by
 * vertex-credentials-place.ts) and gets access tokens (vertex-token.ts); the agent's claude runs
 * in Vertex mode without authentication of its own (CLAUDE_CODE_SKIP_VERTEX_AUTH), at the proxy,
 * and presents its capability in the header ANTHROPIC_CUSTOM_HEADERS adds.
 *
 * claude 2.1.330 in Vertex mode, with ANTHROPIC_VERTEX_BASE_URL at the proxy, calls (verified
 * against a local server):
 * - `POST /projects/<project>/locations/<region>/publishers/anthropic/models/<model>:streamRawPredict`
 *   for its turns (and `:rawPredict` for a request without `stream`), the body the Messages
 *   API's without `model` and with `anthropic_version: vertex-2023-10-16`; Vertex answers with
 *   the Anthropic SSE stream (or JSON), so usage is read as for the Anthropic API;
 * - `POST /projects/<project>/locations/<region>/publishers/anthropic/models/count-tokens:rawPredict`.
 * The proxy passes these for the configured project and region only, and sends them under the
 * upstream's `/v1`.
 */






/** Variables the harness reads; the agent gets the project and region, nothing else of these. */
const GOOGLE_VARIABLES = [
    'GOOGLE_APPLICATION_CREDENTIALS',
    'GOOGLE_GHA_CREDS_PATH',
    'CLOUDSDK_AUTH_CREDENTIAL_FILE_OVERRIDE',
    'CLOUDSDK_AUTH_ACCESS_TOKEN',
];
/** The Vertex endpoint for a region, as claude itself picks it. */
function defaultVertexUpstream(region) {
    if (region === 'global')
        return 'https://aiplatform.googleapis.com/v1';
    if (region === 'us' || region === 'eu')
        return `https://aiplatform.${region}.rep.googleapis.com/v1`;
    return `https://${region}-aiplatform.googleapis.com/v1`;
}
const VERBS = new Set(['rawPredict', 'streamRawPredict']);
function vertexProvider(env, options = {}) {
    const region = env.CLOUD_ML_REGION?.trim();
    if (!region) {
        throw new ProviderError('CLOUD_ML_REGION is not set: model-provider vertex needs the Vertex AI region of the Claude models (e.g. us-east5, europe-west1 or global).');
    }
    if (!/^[a-z0-9-]+$/.test(region)) {
        throw new ProviderError(`CLOUD_ML_REGION "${region}" is not a region name.`);
    }
    const project = (env.ANTHROPIC_VERTEX_PROJECT_ID ?? env.GOOGLE_CLOUD_PROJECT)?.trim();
    if (!project) {
        throw new ProviderError('ANTHROPIC_VERTEX_PROJECT_ID is not set: model-provider vertex needs the Google Cloud project that has the Claude models enabled.');
    }
    let source;
    let placed;
    try {
        placed = placeCredentialsFile(env, options.workspaces ?? []);
        source = vertexTokenSource(readGoogleCredentials(env), options);
    }
    catch (error) {
        if (error instanceof VertexCredentialError)
            throw new ProviderError(error.message);
        throw error;
    }
    const upstream = env.ANTHROPIC_VERTEX_BASE_URL?.trim() || defaultVertexUpstream(region);
    const scope = `/projects/${project}/locations/${region}/publishers/anthropic/models/`;
    const moved = placed?.movedFrom
        ? `; its credentials file was moved out of the workspace (${placed.movedFrom})`
        : '';
    return {
        name: 'vertex',
        upstream,
        holds: `the Google credentials (${source.description})${moved}`,
        passes: `POST ${scope}<model>:streamRawPredict, :rawPredict and count-tokens:rawPredict`,
        route(method, target) {
            const path = pathOf(target);
            if (method !== 'POST' || !path.startsWith(scope))
                return undefined;
            const [model = '', verb = '', ...rest] = path.slice(scope.length).split(':');
            if (!/^[A-Za-z0-9._@-]+$/.test(model) || !VERBS.has(verb) || rest.length)
                return undefined;
            if (model === 'count-tokens') {
                return verb === 'rawPredict' ? { endpoint: 'count_tokens' } : undefined;
            }
            return { endpoint: 'messages', model };
        },
        async authorize(request) {
            try {
                request.headers.authorization = `Bearer ${await source.accessToken()}`;
            }
            catch (error) {
                if (error instanceof VertexCredentialError)
                    throw new ProviderError(error.message);
                throw error;
            }
            return request;
        },
        usageTap: usageTap,
        // Vertex names a dated model `claude-sonnet-4-5@20250929`; the price table knows `-20250929`.
        pricedAs: (model) => model?.replace('@', '-'),
        presentedCapability: capabilityHeader,
        agentEnv(proxyUrl, capability, inherited) {
            const env = {
                ...clearedModeEnv(),
                CLAUDE_CODE_USE_VERTEX: '1',
                CLAUDE_CODE_SKIP_VERTEX_AUTH: '1',
                ANTHROPIC_VERTEX_BASE_URL: proxyUrl,
                ANTHROPIC_VERTEX_PROJECT_ID: project,
                CLOUD_ML_REGION: region,
                ANTHROPIC_CUSTOM_HEADERS: customHeadersWith(capability, inherited.ANTHROPIC_CUSTOM_HEADERS),
            };
            for (const name of GOOGLE_VARIABLES)
                env[name] = undefined;
            // A per-model region would send a model elsewhere than the proxy passes.
            for (const name of Object.keys(inherited)) {
                if (name.startsWith('VERTEX_REGION_'))
                    env[name] = undefined;
            }
            return env;
        },
        agentModel: vertexModel,
        async check(model) {
            let token;
            try {
                token = await source.accessToken();
            }
            catch (error) {
                if (error instanceof VertexCredentialError)
                    throw new ProviderError(error.message);
                throw error;
            }
            await checkPermission({ upstream, scope, project, token, model: vertexModel(model) });
        },
    };
}
/**
 * Vertex's word on the token before any agent starts: a token count (free; no model runs) in
 * the run's project and region. Only a refusal of the token or of the permission stops the run;
 * anything else (a model not enabled, a body Vertex dislikes) is left for claude to report.
 */
async function checkPermission(given) {
    const url = `${given.upstream.replace(/\/+$/, '')}${given.scope}count-tokens:rawPredict`;
    let response;
    try {
        response = await fetch(url, {
            method: 'POST',
            headers: { authorization: `Bearer ${given.token}`, 'content-type': 'application/json' },
            body: JSON.stringify({
                anthropic_version: 'vertex-2023-10-16',
                model: given.model ?? 'claude-sonnet-4-5',
                messages: [{ role: 'user', content: 'ok' }],
            }),
            redirect: 'error',
            signal: AbortSignal.timeout(30_000),
        });
    }
    catch (error) {
        const reason = error.cause;
        const cause = reason?.code ?? reason?.message ?? error.message;
        throw new ProviderError(`Vertex AI cannot be reached at ${new URL(url).origin} (${cause}): check CLOUD_ML_REGION or ANTHROPIC_VERTEX_BASE_URL.`);
    }
    const text = await response.text();
    if (response.status !== 401 && response.status !== 403)
        return;
    const said = googleErrorMessage(text);
    const fix = response.status === 401
        ? 'the access token was not accepted: check the credentials file GOOGLE_APPLICATION_CREDENTIALS names'
        : `the account needs the IAM permission aiplatform.endpoints.predict on project ${given.project} (roles/aiplatform.user), and the Claude models enabled in the Model Garden`;
    throw new ProviderError(`Vertex AI refused the run's token (${response.status}${said ? `: ${said}` : ''}): ${fix}.`);
}
/** The message of a Google API error body (an object or a one-element list), bounded. */
function googleErrorMessage(text) {
    try {
        const parsed = JSON.parse(text);
        const body = (Array.isArray(parsed) ? parsed[0] : parsed);
        const words = [body?.error?.status, body?.error?.message].filter((part) => typeof part === 'string' && part !== '');
        return words.join(' ').slice(0, 300);
    }
    catch {
        return '';
    }
}
/**
 * The `model` input as Vertex names it: a dated Anthropic id (`claude-sonnet-4-5-20250929`)
 * becomes `claude-sonnet-4-5@20250929`; aliases (`sonnet`) and Vertex ids pass as they are.
 */
function vertexModel(model) {
    if (!model)
        return model;
    return model.replace(/^(claude-[a-z0-9-]+?)-(\d{8})$/, '$1@$2');
}

;// CONCATENATED MODULE: ./src/model-proxy/providers/index.ts
/**
 * The provider a run uses, from the `model-provider` setting and the job's environment. Each
 * provider reads its own credentials and settings here; a missing one is a ProviderError
 * naming the variable, raised before any agent starts.
 */







/**
 * The provider named, with its credential from the inputs or `env`. For `anthropic` without
 * any credential: undefined (the caller says what is missing, or lets claude say it).
 */
function providerFrom(name, inputs, env) {
    switch (name) {
        case 'anthropic': {
            const credential = credentialFrom(inputs, env);
            return credential && anthropicProvider(credential, env.ANTHROPIC_BASE_URL);
        }
        case 'bedrock':
            return bedrockProvider(bedrockSettings(env));
        case 'foundry':
            return foundryProvider(foundrySettings(env));
        case 'vertex':
            // The credentials file must not stay where the agent works.
            return vertexProvider(env, {
                workspaces: [process.cwd(), ...(env.GITHUB_WORKSPACE ? [env.GITHUB_WORKSPACE] : [])],
            });
        default:
            throw new ProviderError(`model-provider '${name}' is not supported by this version.`);
    }
}

;// CONCATENATED MODULE: ./src/model-proxy/index.ts
/** The model proxy: the agent reaches the model through it and never holds the credential. */








// EXTERNAL MODULE: ./src/engine/index.ts + 61 modules
var engine = __webpack_require__(7226);
// EXTERNAL MODULE: ./src/git/git.ts + 5 modules
var git = __webpack_require__(6348);
;// CONCATENATED MODULE: ./src/isolation/boundary.ts
/**
 * The tree is the agent's from `beforeAgent` to `afterAgent`; in between, every process of its
 * user is ended and the tree is the harness's. The checks run as their own user in a verify
 * checkout the harness prepares for that user; every process of it is ended after them.
 */
function sandboxBoundary(sandbox) {
    return {
        beforeAgent: async (crossing) => {
            await sandbox.freshHome(crossing.resumeSessionId);
            await sandbox.grant();
        },
        agentOptions: (options) => ({ ...options, sandbox }),
        afterAgent: () => sandbox.reclaim(),
        beforeChecks: async () => {
            await sandbox.checks?.killAll();
        },
        checksOptions: (options) => ({ ...options, sandbox: sandbox.checks ?? sandbox }),
        checksOwner: () => {
            const user = sandbox.checks?.user;
            return user ? { uid: user.uid, gid: user.gid } : undefined;
        },
        afterChecks: async () => {
            await sandbox.checks?.killAll();
        },
        watchAgentLimits: async () => sandbox.watchLimits?.(),
        blockedEgress: async () => (await sandbox.blockedEgress?.()) ?? [],
        openSeat: () => sandbox.openSeat(),
    };
}

// EXTERNAL MODULE: ./src/isolation/environment.ts
var environment = __webpack_require__(2845);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./src/isolation/privileged.ts
var privileged = __webpack_require__(8851);
;// CONCATENATED MODULE: ./src/isolation/handover.ts
/**
 * Who may touch what. The working tree is handed to the agent's user for its phase and taken
 * back afterwards; `.git` and `.ralph` stay the harness's throughout (the agent may read them,
 * never write them). The top directory stays the harness's too, group-writable for the agent
 * with the sticky bit, so the agent can add files there but cannot rename or replace `.git`
 * or `.ralph`. Directories on the way to the tree become traversable (never listable), and the
 * harness's private places (its HOME, RUNNER_TEMP) are closed for the run.
 */




/** Top-level entries that stay the harness's while the agent works. */
const HARNESS_ENTRIES = ['.git', '.ralph'];
async function topEntries(workspace, except) {
    const names = await (0,promises_.readdir)(workspace);
    return names.filter((name) => !except.includes(name)).map((name) => (0,external_node_path_.join)(workspace, name));
}
/**
 * A file whose owner never changes: a regular file with other links that root or the harness
 * owns. The dependency snapshot shares such files with the working tree (see
 * engine/dependency-snapshot.ts): handed to the agent, the agent could write the checks'
 * dependencies through them. It also keeps a link the agent made to a file of root's from
 * ever being given away.
 */
function keepsOwner(info) {
    return info.isFile() && info.nlink > 1 && (info.uid === 0 || info.uid === process.getuid?.());
}
/**
 * Changes the owner of every path and everything under it, never following a link (a link is
 * changed itself), except the files that keep their owner (keepsOwner). As root this is done
 * in-process; through sudo, with `find -P ... -exec chown -h`.
 */
async function chownTree(privilege, owner, paths) {
    if (privilege.kind === 'root') {
        const stack = [...paths];
        while (stack.length > 0) {
            const path = stack.pop();
            let info;
            try {
                info = (0,external_node_fs_.lstatSync)(path);
            }
            catch {
                continue; // gone meanwhile
            }
            if ((info.uid !== owner.uid || info.gid !== owner.gid) && !keepsOwner(info))
                (0,external_node_fs_.lchownSync)(path, owner.uid, owner.gid);
            if (info.isDirectory())
                for (const name of (0,external_node_fs_.readdirSync)(path))
                    stack.push((0,external_node_path_.join)(path, name));
        }
        return;
    }
    for (let i = 0; i < paths.length; i += 200) {
        const harness = process.getuid?.() ?? 0;
        await (0,privileged/* runPrivileged */.fY)(privilege, [
            'find',
            '-P',
            ...paths.slice(i, i + 200),
            '(',
            '-type',
            'f',
            '-links',
            '+1',
            '(',
            '-uid',
            '0',
            '-o',
            '-uid',
            String(harness),
            ')',
            ')',
            '-o',
            '-exec',
            'chown',
            '-h',
            '--',
            `${owner.uid}:${owner.gid}`,
            '{}',
            '+',
        ]);
    }
}
/** Sets the top directory's group and mode. */
async function setTop(privilege, workspace, owner, mode) {
    if (privilege.kind === 'root') {
        (0,external_node_fs_.lchownSync)(workspace, owner.uid, owner.gid);
        (0,external_node_fs_.chmodSync)(workspace, mode);
        return;
    }
    await (0,privileged/* runPrivileged */.fY)(privilege, ['chgrp', '-h', String(owner.gid), workspace]);
    await (0,privileged/* runPrivileged */.fY)(privilege, ['chmod', octal(mode), workspace]);
}
function octal(mode) {
    return (mode & 0o7777).toString(8).padStart(4, '0');
}
/** Hands the working tree to the agent's user; returns the top directory's mode to restore. */
async function grantTree(privilege, workspace, user) {
    const top = await (0,promises_.lstat)(workspace);
    await chownTree(privilege, user, await topEntries(workspace, HARNESS_ENTRIES));
    await setTop(privilege, workspace, { uid: top.uid, gid: user.gid }, (top.mode & 0o755) | 0o1070);
    return { path: workspace, mode: top.mode & 0o7777, gid: top.gid };
}
/** Takes the tree back (every entry but .git, whatever the agent made of it). */
async function reclaimTree(privilege, workspace, harness, top) {
    await chownTree(privilege, harness, await topEntries(workspace, ['.git']));
    if (top) {
        const current = await (0,promises_.lstat)(workspace);
        await setTop(privilege, workspace, { uid: current.uid, gid: top.gid ?? harness.gid }, top.mode);
    }
}
/** `path` and every directory above it, top first. */
function ancestorsOf(path) {
    const chain = [];
    for (let current = path;; current = (0,external_node_path_.dirname)(current)) {
        chain.unshift(current);
        if ((0,external_node_path_.dirname)(current) === current)
            break;
    }
    return chain;
}
/** Whether `path` is `dir` or inside it. */
function isWithin(path, dir) {
    const rel = (0,external_node_path_.relative)(dir, path);
    return rel === '' || (!rel.startsWith('..') && !rel.startsWith(external_node_path_.sep) && rel !== '..');
}
/**
 * Makes every directory above each open path traversable by others (x only: the agent can
 * reach what it is given by name, not list the directories on the way).
 */
async function openWays(privilege, openPaths) {
    const changed = [];
    const done = new Set();
    for (const open of openPaths) {
        for (const dir of ancestorsOf(open).slice(0, -1)) {
            if (done.has(dir))
                continue;
            done.add(dir);
            const info = await (0,promises_.lstat)(dir);
            if (!info.isDirectory() || (info.mode & 0o001) !== 0)
                continue;
            await (0,privileged/* runPrivileged */.fY)(privilege, ['chmod', 'o+x', dir]);
            changed.push({ path: dir, mode: info.mode & 0o7777 });
        }
    }
    return changed;
}
/**
 * Closes the harness's private places for the run: a private directory that holds none of the
 * open paths becomes owner-only; one that does (the runner's HOME holds the workspace on
 * GitHub-hosted runners) keeps only traversal, and its other entries become owner-only.
 */
async function closePrivate(privilege, privatePaths, openPaths) {
    const changed = [];
    const tighten = async (path, keepTraverse) => {
        let info;
        try {
            info = await (0,promises_.lstat)(path);
        }
        catch {
            return;
        }
        if (info.isSymbolicLink())
            return;
        const mode = info.mode & 0o7777;
        const next = keepTraverse ? (mode & ~0o066) | 0o001 : mode & ~0o077;
        if (next === mode)
            return;
        await (0,privileged/* runPrivileged */.fY)(privilege, ['chmod', octal(next), path]);
        changed.push({ path, mode });
    };
    for (const raw of privatePaths) {
        let dir;
        try {
            dir = await (0,promises_.realpath)(raw);
        }
        catch {
            continue;
        }
        const inside = openPaths.filter((open) => isWithin(open, dir));
        if (inside.some((open) => isWithin(dir, open)))
            continue; // the private path is itself open
        if (inside.length === 0) {
            await tighten(dir, false);
            continue;
        }
        // Walk down towards each open path, closing the side entries on the way.
        const onTheWay = new Set();
        for (const open of inside)
            for (const step of ancestorsOf(open))
                onTheWay.add(step);
        const walk = async (current) => {
            await tighten(current, true);
            for (const name of await (0,promises_.readdir)(current)) {
                const entry = (0,external_node_path_.join)(current, name);
                if (inside.includes(entry))
                    continue;
                if (onTheWay.has(entry))
                    await walk(entry);
                else
                    await tighten(entry, false);
            }
        };
        await walk(dir);
    }
    return changed;
}
/** Puts back the modes (and groups) changed, last change first. */
async function restoreModes(privilege, changed) {
    for (const entry of [...changed].reverse()) {
        try {
            if (entry.gid !== undefined)
                await (0,privileged/* runPrivileged */.fY)(privilege, ['chgrp', '-h', String(entry.gid), entry.path]);
            await (0,privileged/* runPrivileged */.fY)(privilege, ['chmod', octal(entry.mode), entry.path]);
        }
        catch {
            // the path is gone: nothing to restore
        }
    }
}

;// CONCATENATED MODULE: ./src/isolation/cgroup.ts
/**
 * A cgroup v2 of the agent's user: one directory under the writable cgroup2 hierarchy with
 * `memory.max` and `pids.max`, entered by the first process of every spawn chain (so everything
 * the agent and the checks start is inside), emptied with `cgroup.kill` and removed at the end.
 */




/** Where the cgroup2 hierarchy is mounted, from /proc/self/mountinfo text; else undefined. */
function cgroup2Mount(mountinfo) {
    for (const line of mountinfo.split('\n')) {
        // <id> <parent> <dev> <root> <mount point> <options> [optional...] - <fstype> <source> <super>
        const [before, after] = line.split(' - ');
        if (!before || !after || after.split(' ')[0] !== 'cgroup2')
            continue;
        const mountPoint = before.split(' ')[4];
        if (mountPoint)
            return unescapeMountPath(mountPoint);
    }
    return undefined;
}
function unescapeMountPath(path) {
    return path.replace(/\\([0-7]{3})/g, (_, octal) => String.fromCharCode(parseInt(octal, 8)));
}
/** The controllers a cgroup's children get: the words of its `cgroup.subtree_control`. */
async function subtreeControllers(parent) {
    const text = await (0,promises_.readFile)((0,external_node_path_.join)(parent, 'cgroup.subtree_control'), 'utf8');
    return new Set(text.split(/\s+/).filter(Boolean));
}
/** Writes a cgroup file (root writes it directly, sudo through `tee`). */
async function writeKnob(privilege, path, value) {
    if (privilege.kind === 'root')
        await (0,promises_.writeFile)(path, value);
    else
        await (0,privileged/* runPrivileged */.fY)(privilege, ['tee', path], { input: value });
}
const NEEDED = ['memory', 'pids'];
/**
 * Makes sure the children of `parent` get the memory and pids controllers: enables them where
 * they are available but off (the hierarchy's root). Throws where that is impossible (a
 * container's cgroup holding processes, a hybrid host whose controllers are on cgroup v1).
 */
async function enableControllers(privilege, parent) {
    const enabled = await subtreeControllers(parent);
    const missing = NEEDED.filter((name) => !enabled.has(name));
    if (missing.length === 0)
        return;
    const available = (await (0,promises_.readFile)((0,external_node_path_.join)(parent, 'cgroup.controllers'), 'utf8')).split(/\s+/);
    const absent = missing.filter((name) => !available.includes(name));
    if (absent.length > 0)
        throw new Error(`the ${absent.join(' and ')} controller(s) are not on cgroup v2 here`);
    await writeKnob(privilege, (0,external_node_path_.join)(parent, 'cgroup.subtree_control'), missing.map((name) => `+${name}`).join(' '));
}
/** A counter (`key value` line) of a cgroup's events file; 0 where absent. */
function eventCount(text, key) {
    const match = new RegExp(`^${key} (\\d+)$`, 'm').exec(text);
    return match ? Number(match[1]) : 0;
}
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function exists(path) {
    return (0,promises_.access)(path, external_node_fs_.constants.F_OK).then(() => true, () => false);
}
/** Kills what is inside (cgroup.kill, else each pid) and removes the directory, retrying while it empties. */
async function killAndRemove(privilege, path) {
    const kill = (0,external_node_path_.join)(path, 'cgroup.kill');
    for (let round = 0; round < 100; round++) {
        const pids = (await (0,promises_.readFile)((0,external_node_path_.join)(path, 'cgroup.procs'), 'utf8').catch(() => ''))
            .split('\n')
            .filter(Boolean);
        if (pids.length > 0) {
            if (await exists(kill))
                await writeKnob(privilege, kill, '1');
            else if (privilege.kind === 'root')
                pids.forEach((pid) => safeKill(Number(pid)));
            else
                await (0,privileged/* runPrivileged */.fY)(privilege, ['kill', '-KILL', ...pids]).catch(() => undefined);
        }
        try {
            if (privilege.kind === 'root')
                await (0,promises_.rmdir)(path);
            else
                await (0,privileged/* runPrivileged */.fY)(privilege, ['rmdir', path]);
            return;
        }
        catch (error) {
            if (error.code === 'ENOENT')
                return;
            await pause(round < 10 ? 10 : 50);
        }
    }
    throw new Error(`the cgroup ${path} could not be removed: processes are still inside`);
}
function safeKill(pid) {
    try {
        process.kill(pid, 'SIGKILL');
    }
    catch {
        // gone
    }
}
/**
 * Creates (or, after a killed run, empties and reuses) the cgroup `name` at the top of the
 * cgroup2 hierarchy mounted at `mount`, with the limits set. Throws where that is impossible.
 */
async function createAgentCgroup(privilege, mount, name, limits) {
    await enableControllers(privilege, mount);
    const path = (0,external_node_path_.join)(mount, name);
    if (await exists(path))
        await killAndRemove(privilege, path);
    if (privilege.kind === 'root')
        await (0,promises_.mkdir)(path);
    else
        await (0,privileged/* runPrivileged */.fY)(privilege, ['mkdir', path]);
    try {
        await writeKnob(privilege, (0,external_node_path_.join)(path, 'memory.max'), String(limits.memoryBytes));
        await writeKnob(privilege, (0,external_node_path_.join)(path, 'pids.max'), String(limits.processes));
        // no swap: a process over the limit is killed rather than crawling on swap
        if (await exists((0,external_node_path_.join)(path, 'memory.swap.max')))
            await writeKnob(privilege, (0,external_node_path_.join)(path, 'memory.swap.max'), '0');
    }
    catch (error) {
        await killAndRemove(privilege, path).catch(() => undefined);
        throw error;
    }
    return {
        path,
        procs: (0,external_node_path_.join)(path, 'cgroup.procs'),
        async events() {
            const read = (file) => (0,promises_.readFile)((0,external_node_path_.join)(path, file), 'utf8').catch(() => '');
            return {
                oomKills: eventCount(await read('memory.events'), 'oom_kill'),
                forksRefused: eventCount(await read('pids.events'), 'max'),
            };
        },
        remove: () => killAndRemove(privilege, path),
    };
}
/** Whether the cgroup2 hierarchy at `mount` offers the memory and pids controllers. */
async function hasV2Controllers(mount) {
    const available = await (0,promises_.readFile)((0,external_node_path_.join)(mount, 'cgroup.controllers'), 'utf8').catch(() => '');
    const words = available.split(/\s+/);
    return NEEDED.every((name) => words.includes(name));
}
/**
 * The spawn-chain step that runs the rest in a transient systemd scope with the limits: the
 * cgroup systemd delegates (it owns the hierarchy where it is PID 1, as on GitHub's runners),
 * rather than one made beside its own. `systemd-run --scope` executes the command in place.
 */
function systemdScopeArgv(systemdRun, limits) {
    return [
        systemdRun,
        '--scope',
        '--quiet',
        '--collect',
        '--description=ralph sandboxed run',
        '-p',
        `MemoryMax=${limits.memoryBytes}`,
        '-p',
        'MemorySwapMax=0',
        '-p',
        `TasksMax=${limits.processes}`,
        '--',
    ];
}

;// CONCATENATED MODULE: ./src/isolation/memory-watchdog.ts
/**
 * The memory limit of the agent's user and the checks' user where no cgroup can hold it: a
 * watchdog in the harness that adds up, every few hundred milliseconds, the memory all of their
 * processes hold together, and stops them all above the limit. The agent and the checks (and the
 * reviewer, which sits as the checks' user) never run at the same time, so one limit over both
 * users holds each of them to it.
 *
 * What counts: each process's anonymous and shared-memory pages (and their swap), by their
 * proportional share (`Pss_Anon`, `Pss_Shmem`, `SwapPss` of /proc/<pid>/smaps_rollup), so a page
 * shared by several processes counts once in the total; plus the files the users own on every
 * writable tmpfs they can see (/dev/shm, a tmpfs /tmp, a private one in a mount namespace), which
 * hold memory with no process. A mapped tmpfs file counts in both: the total errs on the safe side.
 *
 * Stopping: every process of the users is killed, and their files on tmpfs are removed.
 * Reading another user's smaps_rollup needs root: the harness runs it as root only.
 */


const KIB = 1024;
const MIB = 1024 * KIB;
/** Bytes of anonymous and shared memory (and their swap) a process holds, by its share. */
function heldBytes(smapsRollup) {
    let kib = 0;
    for (const field of ['Pss_Anon', 'Pss_Shmem', 'SwapPss']) {
        const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(smapsRollup);
        if (match)
            kib += Number(match[1]);
    }
    return kib * KIB;
}
function memory_watchdog_unescapeMountPath(path) {
    return path.replace(/\\([0-7]{3})/g, (_, octal) => String.fromCharCode(parseInt(octal, 8)));
}
/** The mount points of the writable tmpfs mounts in a mountinfo text. */
function tmpfsMountPoints(mountinfo) {
    const points = new Set();
    for (const line of mountinfo.split('\n')) {
        const [before, after] = line.split(' - ');
        if (!before || !after)
            continue;
        const [fstype] = after.split(' ');
        const fields = before.split(' ');
        const options = (fields[5] ?? '').split(',');
        if (fstype === 'tmpfs' && options.includes('rw') && fields[4])
            points.add(memory_watchdog_unescapeMountPath(fields[4]));
    }
    return [...points];
}
/** The most entries one tmpfs walk reads (a tick stays short). */
const WALK_LIMIT = 20_000;
/** Adds up the users' files under a tmpfs mount root, staying on its device. */
function walkTmpfs(root, uids, seen, into, holders) {
    let rootStats;
    try {
        rootStats = (0,external_node_fs_.lstatSync)(root);
    }
    catch {
        return;
    }
    const device = `${rootStats.dev}`;
    if (seen.has(device))
        return;
    seen.add(device);
    const pending = [root];
    let entries = 0;
    while (pending.length > 0 && entries < WALK_LIMIT) {
        const dir = pending.pop();
        let names;
        try {
            names = (0,external_node_fs_.readdirSync)(dir);
        }
        catch {
            continue;
        }
        for (const name of names) {
            if (++entries > WALK_LIMIT)
                break;
            const path = (0,external_node_path_.join)(dir, name);
            let stats;
            try {
                stats = (0,external_node_fs_.lstatSync)(path);
            }
            catch {
                continue;
            }
            if (`${stats.dev}` !== device)
                continue;
            if (stats.isDirectory())
                pending.push(path);
            else if (stats.isFile() && uids.has(stats.uid)) {
                into.bytes += stats.blocks * 512;
                into.tmpfsFiles.push(path);
                holders.add(stats.uid);
            }
        }
    }
}
function processUid(pid) {
    try {
        const owner = /^Uid:\s+\d+\s+(\d+)/m.exec((0,external_node_fs_.readFileSync)(`/proc/${pid}/status`, 'utf8'));
        return owner ? Number(owner[1]) : undefined;
    }
    catch {
        return undefined;
    }
}
/** What the users' processes and tmpfs files hold now, together. */
function measureUsers(uids) {
    const wanted = new Set(uids);
    const holders = new Set();
    const usage = { bytes: 0, pids: [], tmpfsFiles: [], holders: [] };
    const namespaces = new Map(); // mount namespace -> one pid in it
    for (const pid of (0,external_node_fs_.readdirSync)('/proc').filter((name) => /^\d+$/.test(name))) {
        const uid = processUid(pid);
        if (uid === undefined || !wanted.has(uid))
            continue;
        try {
            usage.bytes += heldBytes((0,external_node_fs_.readFileSync)(`/proc/${pid}/smaps_rollup`, 'utf8'));
            usage.pids.push(Number(pid));
            holders.add(uid);
            const namespace = (0,external_node_fs_.readlinkSync)(`/proc/${pid}/ns/mnt`);
            if (!namespaces.has(namespace))
                namespaces.set(namespace, pid);
        }
        catch {
            // gone, or a zombie without memory
        }
    }
    const seen = new Set();
    for (const point of tmpfsMountPoints((0,external_node_fs_.readFileSync)('/proc/self/mountinfo', 'utf8')))
        walkTmpfs(point, wanted, seen, usage, holders);
    for (const pid of namespaces.values()) {
        try {
            const points = tmpfsMountPoints((0,external_node_fs_.readFileSync)(`/proc/${pid}/mountinfo`, 'utf8'));
            for (const point of points)
                walkTmpfs((0,external_node_path_.join)(`/proc/${pid}/root`, point), wanted, seen, usage, holders);
        }
        catch {
            // gone
        }
    }
    usage.holders = [...holders];
    return usage;
}
function killAll(pids) {
    for (const pid of pids) {
        try {
            process.kill(pid, 'SIGKILL');
        }
        catch {
            // gone
        }
    }
}
/** Checks the users every `intervalMs` (200 by default) and stops them above the limit. */
function startMemoryWatchdog(options) {
    const measure = options.measure ?? measureUsers;
    const kill = options.kill ?? killAll;
    const removeFile = options.removeFile ?? ((path) => (0,external_node_fs_.rmSync)(path, { force: true }));
    const stops = [];
    const check = () => {
        const usage = measure(options.uids);
        if (usage.bytes <= options.limitBytes)
            return;
        kill(usage.pids);
        for (const file of usage.tmpfsFiles) {
            try {
                removeFile(file);
            }
            catch {
                // gone already
            }
        }
        stops.push({
            bytes: usage.bytes,
            processes: usage.pids.length,
            files: usage.tmpfsFiles.length,
            uids: usage.holders,
        });
    };
    const timer = setInterval(check, options.intervalMs ?? 200);
    timer.unref();
    return {
        stops: () => [...stops],
        close: () => clearInterval(timer),
    };
}
/** The log line for what the watchdog stopped, or undefined when it stopped nothing. */
function watchdogStoppedText(stops, limitBytes) {
    if (stops.length === 0)
        return undefined;
    const most = Math.max(...stops.map((stop) => stop.bytes));
    const processes = stops.reduce((sum, stop) => sum + stop.processes, 0);
    const files = stops.reduce((sum, stop) => sum + stop.files, 0);
    return (`the memory watchdog stopped all of its processes ${stops.length === 1 ? 'once' : `${stops.length} times`} ` +
        `(${processes} process(es)${files > 0 ? `, ${files} file(s) on tmpfs removed` : ''}): ` +
        `they held ${Math.round(most / MIB)} MiB together, over the limit of ${Math.round(limitBytes / MIB)} MiB`);
}

;// CONCATENATED MODULE: ./src/isolation/limits.ts
/**
 * Process and memory limits of the agent's user and of the checks' user (which also seats the
 * reviewer), so that a fork bomb or a memory hog in the agent's Bash, in a check (code the agent
 * wrote) or in the reviewer's tools cannot take the runner (and the harness) down. The agent and
 * the checks never run at the same time: one memory limit holds both, whichever runs.
 *
 * - a systemd scope where systemd runs the machine (PID 1) and its cgroup2 hierarchy has the
 *   memory and pids controllers (GitHub's hosted runners): `systemd-run --scope` puts each run
 *   (the agent's, each check's, the reviewer's) in a transient scope with MemoryMax, no swap and
 *   TasksMax, the cgroup systemd delegates;
 * - cgroup v2 where the runner has a writable cgroup2 hierarchy with the memory and pids
 *   controllers but no systemd (a container): one cgroup that every run enters (the agent's and
 *   the checks' alike), memory counted over all of its processes (the kernel's OOM killer ends the biggest one over the limit), processes
 *   counted over all of them; emptied with `cgroup.kill` and removed at the end.
 * - rlimits otherwise (util-linux `prlimit`): RLIMIT_NPROC, which counts every process of the
 *   run's own uid (the agent's, or the checks'), and RLIMIT_DATA, the memory each process may
 *   allocate (an allocation over it fails). As root, a memory watchdog (memory-watchdog.ts) also
 *   holds the total of all of both users' processes and their files on tmpfs, and stops them
 *   above the limit; without it (through sudo) the memory limit is per process, and the
 *   description says so.
 *
 * Either way the limiting step sits in the spawn chain before the switch to the run's user.
 */






/** Processes (threads included) the agent's user (or the checks' user) may have at once. */
const DEFAULT_MAX_PROCESSES = 4096;
/** The least the settings may say: below it the agent itself (about 250 MB) cannot start. */
const MIN_MEMORY_MB = 256;
/**
 * The least RLIMIT_DATA a process gets: claude's runtime reserves about 550 MiB of address space
 * as it starts and aborts under a smaller limit, whatever it then uses. RLIMIT_DATA counts that
 * reservation, a cgroup or the watchdog counts only the memory really held: where the watchdog
 * holds the total, the per-process limit is only a backstop, and a lower `max-memory-mb` still
 * holds in total.
 */
const MIN_DATA_RLIMIT_BYTES = 1024 * 1024 * 1024;
const MIN_PROCESSES = 64;
/** The share of the runner's RAM the agent and the checks may use; the rest stays the harness's. */
const DEFAULT_MEMORY_SHARE = 0.75;
const limits_MIB = 1024 * 1024;
/** The limits in effect: the settings, else the defaults. */
function resolveLimits(settings = {}, totalBytes = (0,external_node_os_.totalmem)()) {
    return {
        memoryBytes: settings.memoryMb
            ? settings.memoryMb * limits_MIB
            : Math.floor((totalBytes * DEFAULT_MEMORY_SHARE) / limits_MIB) * limits_MIB,
        processes: settings.processes ?? DEFAULT_MAX_PROCESSES,
    };
}
const defaultLimitDeps = {
    mountinfo: () => (0,promises_.readFile)('/proc/self/mountinfo', 'utf8').catch(() => ''),
    findTool: (name) => (0,privileged/* findTool */.SG)(name),
    startWatchdog: startMemoryWatchdog,
    systemdRun: () => ((0,external_node_fs_.existsSync)('/run/systemd/system') ? (0,privileged/* findTool */.SG)('systemd-run') : undefined),
};
function sizeText(bytes) {
    return bytes % (1024 * limits_MIB) === 0
        ? `${bytes / (1024 * limits_MIB)} GiB`
        : `${Math.round(bytes / limits_MIB)} MiB`;
}
function oomText(oomKills, memoryBytes) {
    return `the memory limit (${sizeText(memoryBytes)}) killed ${oomKills} process(es)`;
}
/** The line for what a cgroup's limits stopped, or undefined when they stopped nothing. */
function stoppedText(events, memoryBytes) {
    const parts = [];
    if (events.oomKills > 0)
        parts.push(oomText(events.oomKills, memoryBytes));
    if (events.forksRefused > 0)
        parts.push(`the process limit refused ${events.forksRefused} new process(es)`);
    return parts.length > 0
        ? `Limits of the agent's and the checks' users: ${parts.join('; ')}.`
        : undefined;
}
/**
 * The lines for what the watchdog stopped over the run, one per side (the agent's user, the
 * checks' user), or undefined when it stopped nothing.
 */
function watchdogStoppedLines(stops, users, limitBytes) {
    const ofChecks = stops.filter((stop) => stop.uids.includes(users.checks.uid));
    const ofAgent = stops.filter((stop) => !stop.uids.includes(users.checks.uid));
    const lines = [];
    const agentText = watchdogStoppedText(ofAgent, limitBytes);
    if (agentText)
        lines.push(`Limits of the agent's user: ${agentText}.`);
    const checksText = watchdogStoppedText(ofChecks, limitBytes);
    if (checksText)
        lines.push(`Limits of the checks' user (the checks and the reviewer): ${checksText}.`);
    return lines.length > 0 ? lines.join(' ') : undefined;
}
/** A window over the watchdog: the stops after the ones seen when it opened. */
function watchdogWindow(watchdog, limitBytes) {
    const seen = watchdog.stops().length;
    return {
        stopped: async () => watchdogStoppedText(watchdog.stops().slice(seen), limitBytes),
    };
}
const EMPTY_WINDOW = { stopped: async () => undefined };
function cgroupLimits(cgroup, sh, limits) {
    return {
        mechanism: 'cgroup v2',
        // the first process of the chain enters the cgroup; everything it starts stays inside
        prefix: [sh, '-c', 'echo $$ > "$0" && exec "$@"', cgroup.procs],
        description: `limits by cgroup v2: ${sizeText(limits.memoryBytes)} of memory and ${limits.processes} processes for all of the processes of the agent and of the checks together (one cgroup: the reviewer's too)`,
        stopped: async () => stoppedText(await cgroup.events(), limits.memoryBytes),
        async window() {
            const before = (await cgroup.events()).oomKills;
            return {
                async stopped() {
                    const killed = (await cgroup.events()).oomKills - before;
                    return killed > 0 ? oomText(killed, limits.memoryBytes) : undefined;
                },
            };
        },
        dispose: () => cgroup.remove(),
    };
}
/** The watchdog's side of the limits: what it stopped, over the run and in a window. */
function watchdogReports(watchdog, users, limitBytes) {
    return {
        stopped: async () => watchdogStoppedLines(watchdog.stops(), users, limitBytes),
        window: async () => watchdogWindow(watchdog, limitBytes),
        dispose: async () => watchdog.close(),
    };
}
function rlimitLimits(prlimit, limits, why, watchdog) {
    const perProcess = Math.max(limits.memoryBytes, MIN_DATA_RLIMIT_BYTES);
    const prefix = [prlimit, `--nproc=${limits.processes}`, `--data=${perProcess}`, '--'];
    if (watchdog)
        return {
            mechanism: 'rlimits and memory watchdog',
            prefix,
            description: `limits by rlimits and a memory watchdog (no cgroup v2: ${why}): ${limits.processes} processes for the agent's user and as many for the checks' user; ` +
                `${sizeText(limits.memoryBytes)} of memory for all of the processes of the agent and of the checks (the reviewer's too) together (their anonymous and shared pages, a shared page counted once, plus their files on tmpfs), checked every 200 ms`,
            ...watchdogReports(watchdog.watchdog, watchdog.users, limits.memoryBytes),
        };
    return {
        mechanism: 'rlimits',
        prefix,
        description: `limits by rlimits (no cgroup v2: ${why}): ${limits.processes} processes for the agent's user and as many for the checks' user, ${sizeText(perProcess)} of memory per process${perProcess > limits.memoryBytes ? ` (claude cannot start under less)` : ''} (not in total: the memory watchdog needs root)`,
        stopped: async () => undefined,
        window: async () => EMPTY_WINDOW,
        dispose: async () => undefined,
    };
}
/**
 * The limits for the agent's user and the checks' user: a cgroup v2 where one can be made, else
 * rlimits through prlimit, else none (said in the description).
 */
async function createLimits(privilege, users, settings = {}, deps = defaultLimitDeps) {
    const limits = resolveLimits(settings);
    const mount = cgroup2Mount(await deps.mountinfo());
    const sh = deps.findTool('sh');
    let why = 'no cgroup2 hierarchy is mounted';
    const systemdRun = deps.systemdRun();
    if (mount && systemdRun && (await hasV2Controllers(mount)))
        return {
            mechanism: 'systemd scope',
            prefix: systemdScopeArgv(systemdRun, limits),
            description: `limits by a systemd scope (cgroup v2, delegated by systemd) for each run (the agent's, each check's, the reviewer's): ${sizeText(limits.memoryBytes)} of memory and ${limits.processes} processes for all of the run's processes together, no swap`,
            stopped: async () => undefined,
            window: async () => EMPTY_WINDOW,
            dispose: async () => undefined,
        };
    if (mount && sh) {
        try {
            const cgroup = await createAgentCgroup(privilege, mount, users.agent.name, limits);
            return cgroupLimits(cgroup, sh, limits);
        }
        catch (error) {
            why = error.message;
        }
    }
    const prlimit = deps.findTool('prlimit');
    // reading another user's /proc/<pid>/smaps_rollup takes root
    const watchdog = privilege.kind === 'root'
        ? deps.startWatchdog({
            uids: [users.agent.uid, users.checks.uid],
            limitBytes: limits.memoryBytes,
        })
        : undefined;
    if (prlimit)
        return rlimitLimits(prlimit, limits, why, watchdog ? { watchdog, users } : undefined);
    if (watchdog)
        return {
            mechanism: 'rlimits and memory watchdog',
            prefix: [],
            description: `limits by a memory watchdog only (no cgroup v2: ${why}; prlimit is not installed): ${sizeText(limits.memoryBytes)} of memory for all of the processes of the agent and of the checks (the reviewer's too) together, no process limit`,
            ...watchdogReports(watchdog, users, limits.memoryBytes),
        };
    return {
        mechanism: 'none',
        prefix: [],
        description: `no process or memory limits (no cgroup v2: ${why}; prlimit is not installed)`,
        stopped: async () => undefined,
        window: async () => EMPTY_WINDOW,
        dispose: async () => undefined,
    };
}

;// CONCATENATED MODULE: ./src/isolation/probe.ts
/**
 * Whether the harness can run the agent as another user: as root (containers, some CI), or
 * through passwordless `sudo -n` (GitHub-hosted runners). Anything else cannot isolate.
 */

const defaultProbeDeps = {
    getuid: () => process.getuid?.() ?? -1,
    sudoWorks: async () => (await (0,privileged/* runCommand */.d1)('sudo', ['-n', 'true'])).exitCode === 0,
    platform: process.platform,
};
async function detectPrivilege(deps = defaultProbeDeps) {
    if (deps.platform !== 'linux') {
        return { kind: 'none', why: `isolation needs Linux; this runner is ${deps.platform}` };
    }
    const uid = deps.getuid();
    if (uid === 0)
        return { kind: 'root' };
    if (await deps.sudoWorks())
        return { kind: 'sudo' };
    return {
        kind: 'none',
        why: `the action runs as uid ${uid} (not root) and passwordless \`sudo -n\` is not available`,
    };
}

// EXTERNAL MODULE: ./src/isolation/reap.ts
var reap = __webpack_require__(3026);
;// CONCATENATED MODULE: ./src/isolation/user.ts
/**
 * The agent's own OS user: created on demand (useradd), with its own HOME that holds what git
 * and Claude Code need there. One user per working tree, so two runners on one machine never
 * end each other's agents, and the next run in the same tree finds its predecessor's leftovers.
 */






/** `ralph-` and 8 hex digits of the working tree's path: short, stable, a valid user name. */
function agentUserName(workspace) {
    return `ralph-${(0,external_node_crypto_.createHash)('sha256').update(workspace).digest('hex').slice(0, 8)}`;
}
/** Parses one /etc/passwd line (as `getent passwd` prints it). */
function parsePasswdLine(line) {
    const fields = line.trim().split(':');
    if (fields.length < 7)
        return undefined;
    const uid = Number(fields[2]);
    const gid = Number(fields[3]);
    if (!Number.isInteger(uid) || !Number.isInteger(gid))
        return undefined;
    return { name: fields[0], uid, gid, home: fields[5] };
}
async function lookupUser(name) {
    const result = await (0,privileged/* runCommand */.d1)('getent', ['passwd', name]);
    return result.exitCode === 0 ? parsePasswdLine(result.stdout) : undefined;
}
const user_pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * The uids the harness gives its users: a range of its own, far from the system's (below
 * 1000), people's (1000-60000), systemd's dynamic and container ranges' usual picks, and below
 * 2^31. `useradd --system` would hand out the uid of a user deleted earlier, and with it every
 * file that user left: the next agent would own an earlier agent's files.
 */
const AGENT_UID_BASE = 1_900_000_000;
const AGENT_UID_SPAN = 1_000_000;
/** The world-writable places of a Linux host, where a uid's leftovers are looked for. */
const LEFTOVER_PLACES = ['/tmp', '/var/tmp', '/dev/shm', '/run/lock'];
/** The useradd command line for the agent's user: a system user with its own group and HOME. */
function useraddArgv(name, id) {
    return [
        'useradd',
        '--system',
        // Its group is made first with the same id (groupaddArgv): a reused gid is a channel too.
        ...(id === undefined
            ? ['--user-group']
            : ['--uid', String(id), '--gid', String(id), '--no-user-group', '--no-log-init']),
        '--create-home',
        '--home-dir',
        `/home/${name}`,
        '--shell',
        '/bin/sh',
        '--comment',
        'ralph-action agent',
        name,
    ];
}
/** The group of a user made with an id from the harness's range. */
function groupaddArgv(name, id) {
    return ['groupadd', '--system', '--gid', String(id), name];
}
/** Whether any user or group has this id. */
async function idTaken(id) {
    const user = await (0,privileged/* runCommand */.d1)('getent', ['passwd', String(id)]);
    const group = await (0,privileged/* runCommand */.d1)('getent', ['group', String(id)]);
    return user.exitCode === 0 || group.exitCode === 0;
}
/** Whether `uid` still owns a file in the world-writable places (a deleted user's leftovers). */
async function uidOwnsFiles(privilege, uid) {
    const places = LEFTOVER_PLACES.filter((place) => (0,external_node_fs_.existsSync)(place));
    if (places.length === 0)
        return false;
    const [command, ...args] = (0,privileged/* privilegedArgv */.K1)(privilege, [
        'find',
        '-P',
        ...places,
        '-xdev',
        '-uid',
        String(uid),
        '-print',
        '-quit',
    ]);
    return (await (0,privileged/* runCommand */.d1)(command, args)).stdout.trim() !== '';
}
/**
 * The uid for a new user: from the harness's range, starting at a place derived from the name
 * (stable for one working tree), skipping every id a user or group has and every uid that
 * still owns files in the world-writable places.
 */
async function pickAgentUid(privilege, name, ownsFiles = (uid) => uidOwnsFiles(privilege, uid)) {
    const start = parseInt((0,external_node_crypto_.createHash)('sha256').update(name).digest('hex').slice(0, 8), 16);
    for (let step = 0; step < 1000; step++) {
        const uid = AGENT_UID_BASE + ((start + step) % AGENT_UID_SPAN);
        if (await idTaken(uid))
            continue;
        if (await ownsFiles(uid))
            continue;
        return uid;
    }
    throw new Error(`no free uid for ${name} in ${AGENT_UID_BASE}+${AGENT_UID_SPAN}`);
}
/** The id of the user's own group: made with a fresh id, or one left in range by an earlier try. */
async function agentGroup(privilege, name) {
    const group = await (0,privileged/* runCommand */.d1)('getent', ['group', name]);
    if (group.exitCode === 0) {
        const gid = Number(group.stdout.split(':')[2]);
        const inRange = gid >= AGENT_UID_BASE && gid < AGENT_UID_BASE + AGENT_UID_SPAN;
        const userHasIt = (await (0,privileged/* runCommand */.d1)('getent', ['passwd', String(gid)])).exitCode === 0;
        if (inRange && !userHasIt)
            return gid;
        // A group of this name from another scheme: its id may be a reused one.
        await (0,privileged/* runPrivileged */.fY)(privilege, ['groupdel', name]);
    }
    const id = await pickAgentUid(privilege, name);
    await (0,privileged/* runPrivileged */.fY)(privilege, groupaddArgv(name, id));
    return id;
}
/**
 * The user, created when missing, with a uid no user had before (pickAgentUid). useradd is
 * retried while another one holds the lock.
 */
async function ensureAgentUser(privilege, name) {
    const existing = await lookupUser(name);
    if (existing)
        return existing;
    let lastError;
    for (let tries = 0; tries < 30; tries++) {
        try {
            await (0,privileged/* runPrivileged */.fY)(privilege, useraddArgv(name, await agentGroup(privilege, name)));
            break;
        }
        catch (error) {
            lastError = error;
            if (await lookupUser(name))
                break; // created by a concurrent run
            if (!/lock|try again|not unique|in use/i.test(error.message))
                throw error;
            await user_pause(100);
        }
    }
    const created = await lookupUser(name);
    if (!created)
        throw new Error(`could not create the user ${name}: ${String(lastError)}`);
    return created;
}
/** A ~/.gitconfig that lets the agent's git read the harness-owned repository. */
function agentGitConfig(workspace) {
    return ['[safe]', `\tdirectory = ${workspace}`, '[user]', '\tname = ralph agent', ''].join('\n');
}
/**
 * Empties the HOME (what an earlier run's agent left there, on a runner that persists, must not
 * reach this one), owns it (mode 0700) and writes its ~/.gitconfig. `install` sets owner and mode in one
 * step, so the file never exists with the harness's ownership inside the agent's HOME.
 */
async function seedHome(privilege, user, workspace) {
    // Only the HOME this module creates (a user found with another HOME keeps it).
    if (user.home === `/home/${user.name}`) {
        await (0,privileged/* runPrivileged */.fY)(privilege, ['rm', '-rf', '--one-file-system', '--', user.home]);
    }
    await (0,privileged/* runPrivileged */.fY)(privilege, ['mkdir', '-p', user.home]);
    await (0,privileged/* runPrivileged */.fY)(privilege, ['chown', `${user.uid}:${user.gid}`, user.home]);
    await (0,privileged/* runPrivileged */.fY)(privilege, ['chmod', '0700', user.home]);
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'ralph-seed-'));
    try {
        const file = (0,external_node_path_.join)(dir, 'gitconfig');
        await (0,promises_.writeFile)(file, agentGitConfig(workspace), { mode: 0o600 });
        // rm first: a link the agent left in its HOME is removed, never written through.
        await (0,privileged/* runPrivileged */.fY)(privilege, ['rm', '-f', (0,external_node_path_.join)(user.home, '.gitconfig')]);
        await (0,privileged/* runPrivileged */.fY)(privilege, [
            'install',
            '-o',
            String(user.uid),
            '-g',
            String(user.gid),
            '-m',
            '0644',
            file,
            (0,external_node_path_.join)(user.home, '.gitconfig'),
        ]);
    }
    finally {
        await (0,promises_.rm)(dir, { recursive: true, force: true });
    }
}

;// CONCATENATED MODULE: ./src/isolation/home.ts
/**
 * The agent's HOME between its phases. Before every agent phase it is emptied and seeded again
 * (seedHome): settings, hooks, CLAUDE.md, memory, an `.npmrc` or a shell profile the agent
 * wrote in an earlier phase never reach the next one. A phase that resumes a session keeps one
 * file: that session's transcript (`.claude/projects/<dir>/<session>.jsonl`), which is all
 * `claude --resume` reads. It is taken out before the wipe and put back after it, as a regular
 * file of the agent's user.
 *
 * No process of the agent's user runs at this point (each phase ends with a kill-all), so
 * nothing changes the HOME while the harness works on it; `find` walks it without following a
 * link, so a transcript path through a link the agent made is never taken.
 */





/** A session id as claude makes them (a UUID): nothing else is looked for. */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The session transcript's path inside the HOME, when it is a regular file reached without links. */
async function findTranscript(privilege, home, sessionId) {
    if (!SESSION_ID.test(sessionId))
        return undefined;
    const found = await (0,privileged/* runPrivileged */.fY)(privilege, [
        'find',
        '-P',
        home,
        '-mindepth',
        '4',
        '-maxdepth',
        '4',
        '-path',
        (0,external_node_path_.join)(home, '.claude', 'projects', '*', `${sessionId}.jsonl`),
        '-type',
        'f',
        '-print',
        '-quit',
    ]).catch(() => undefined);
    const path = found?.stdout.trim();
    return path ? (0,external_node_path_.relative)(home, path) : undefined;
}
/**
 * Empties the agent's HOME and seeds it again; with `resumeSessionId`, that session's
 * transcript survives. Resolves with whether the transcript was kept.
 */
async function freshAgentHome(privilege, user, workspace, resumeSessionId) {
    const transcript = resumeSessionId
        ? await findTranscript(privilege, user.home, resumeSessionId)
        : undefined;
    if (!transcript) {
        await seedHome(privilege, user, workspace);
        return false;
    }
    const hold = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'ralph-session-'));
    const held = (0,external_node_path_.join)(hold, 'session.jsonl');
    try {
        // mv of the entry itself: a regular file (find said so), never followed.
        await (0,privileged/* runPrivileged */.fY)(privilege, ['mv', '-T', '--', (0,external_node_path_.join)(user.home, transcript), held]);
        await seedHome(privilege, user, workspace);
        const owner = ['-o', String(user.uid), '-g', String(user.gid)];
        let dir = user.home;
        for (const part of transcript.split('/').slice(0, -1)) {
            dir = (0,external_node_path_.join)(dir, part);
            await (0,privileged/* runPrivileged */.fY)(privilege, ['install', '-d', ...owner, '-m', '0700', dir]);
        }
        await (0,privileged/* runPrivileged */.fY)(privilege, [
            'install',
            ...owner,
            '-m',
            '0600',
            held,
            (0,external_node_path_.join)(user.home, transcript),
        ]);
        return true;
    }
    finally {
        await (0,privileged/* runPrivileged */.fY)(privilege, ['rm', '-rf', '--', hold]).catch(() => undefined);
        await (0,promises_.rm)(hold, { recursive: true, force: true }).catch(() => undefined);
    }
}

;// CONCATENATED MODULE: ./src/isolation/private-tmp.ts
/**
 * Private, size-limited scratch places for each agent run and each check run: /tmp, /var/tmp,
 * /dev/shm and /run/lock (the world-writable places of a Linux host) are new tmpfs mounts in a
 * mount namespace of the run's own. What the agent or a check writes there (claude's
 * /tmp/claude-<uid> included) is gone when the run ends, never seen by the next run, the
 * reviewer or another agent on the runner, and cannot fill the runner's disk.
 *
 * The step runs as root inside the run's PID namespace, after the network namespace's init and
 * before the switch to the run's user: `unshare --mount` makes a mount namespace for the run
 * alone (the init keeps the host's mounts: its relay sockets live under /tmp). Paths the run
 * must still reach under those places (the working tree, the harness's staged files, the
 * tools) are bound back from the covered directory, which the script still holds as its
 * working directory. A fresh HOME for the run's user is made on the new /tmp, and /proc is
 * mounted anew for the run's PID namespace, so the run sees its own processes only.
 */
/** Each private place and its size (tmpfs pages are memory; they are counted as such). */
const PRIVATE_PLACES = [
    { path: '/tmp', size: '1g' },
    { path: '/var/tmp', size: '1g' },
    { path: '/dev/shm', size: '256m' },
    { path: '/run/lock', size: '8m' },
];
/** The fresh HOME each run finds on its private /tmp, owned by the run's user. */
const PRIVATE_HOME = '/tmp/ralph-home';
/**
 * $1 owner (uid:gid), $2 how many paths to keep, then those paths, then the command. Each
 * private place is covered from inside itself (`cd` first), so `./<rest>` still names the
 * covered entry when it is bound back onto the new mount.
 */
const SCRIPT = `set -e
owner=$1; n=$2; shift 2
here=$(pwd)
keep() {
  case "$2" in "$1"/*) ;; *) return 0 ;; esac
  rest=\${2#"$1"/}
  [ -e "./$rest" ] || return 0
  if [ -d "./$rest" ]; then mkdir -p "$2"; else mkdir -p "\${2%/*}"; : > "$2"; fi
  mount --no-canonicalize --rbind "./$rest" "$2"
}
for spec in ${PRIVATE_PLACES.map((p) => `${p.path}:${p.size}`).join(' ')}; do
  dir=\${spec%:*}; size=\${spec##*:}
  if [ -L "$dir" ] || [ ! -d "$dir" ]; then continue; fi
  cd "$dir"
  mount -t tmpfs -o "size=$size,mode=1777,nosuid,nodev" ralph-private "$dir"
  i=0
  for path in "$@"; do
    i=$((i + 1)); [ "$i" -le "$n" ] || break
    keep "$dir" "$path"
  done
  keep "$dir" "$here"
done
# A /proc of the run's own PID namespace: the host's processes (their command lines, their
# working directories) are not the run's to see.
mount -t proc -o nosuid,nodev,noexec ralph-proc /proc || echo "ralph: /proc stays the host's here" >&2
mkdir -m 0700 ${PRIVATE_HOME}
chown "$owner" ${PRIVATE_HOME}
cd "$here" 2>/dev/null || cd /
shift "$n"
exec "$@"`;
/**
 * The argv that runs what follows it (appended by the caller) with private scratch places;
 * `keep` are absolute, resolved paths the run must still reach.
 */
function privateTmpArgv(tools, owner, keep) {
    return [
        tools.unshare,
        '--mount',
        '--propagation',
        'private',
        '--',
        tools.sh,
        '-c',
        SCRIPT,
        'ralph-private-tmp',
        `${owner.uid}:${owner.gid}`,
        String(keep.length),
        ...keep,
    ];
}
/** One phrase for the log. */
function describePrivateTmp() {
    return `private ${PRIVATE_PLACES.map((p) => `${p.path} (${p.size})`).join(', ')} per run`;
}

// EXTERNAL MODULE: ./src/isolation/sealed-seat.ts
var sealed_seat = __webpack_require__(4502);
// EXTERNAL MODULE: external "node:dns/promises"
var external_node_dns_promises_ = __webpack_require__(1553);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
;// CONCATENATED MODULE: ./src/network/internal-addresses.ts
/**
 * Which addresses are the runner's inside: loopback, private, link-local (the cloud metadata
 * service, 169.254.169.254), carrier-grade NAT, multicast, unique-local, IPv4-mapped and the
 * other special ranges, and the runner's own addresses. The egress proxy refuses them unless an
 * `allowed-hosts` entry names the address or a CIDR holding it.
 */


const RANGE_NAMES = {
    unspecified: 'unspecified',
    broadcast: 'broadcast',
    multicast: 'multicast',
    linkLocal: 'link-local',
    loopback: 'loopback',
    carrierGradeNat: 'carrier-grade NAT',
    private: 'private',
    reserved: 'reserved',
    uniqueLocal: 'unique-local',
    ipv4Mapped: 'IPv4-mapped',
    rfc6145: 'IPv4-translated',
    rfc6052: 'IPv4-embedded (NAT64)',
    '6to4': '6to4',
    teredo: 'Teredo',
    discard: 'discard-only',
    benchmarking: 'benchmarking',
    amt: 'AMT',
    as112v6: 'AS112',
    deprecated: 'deprecated',
    orchid2: 'ORCHIDv2',
    droneRemoteIdProtocolEntityTags: 'DRIP',
    reserved6: 'reserved',
};
/** The addresses of the runner's own interfaces. */
function runnerAddresses() {
    return Object.values((0,external_node_os_.networkInterfaces)())
        .flat()
        .map((entry) => entry?.address)
        .filter((address) => typeof address === 'string');
}
function sameAddress(a, b) {
    if (!ipaddr_default().isValid(b))
        return false;
    const other = ipaddr_default().process(b);
    const mine = a.kind() === 'ipv6' ? ipaddr_default().process(a.toString()) : a;
    return mine.kind() === other.kind() && mine.toString() === other.toString();
}
/**
 * Why `address` is the runner's inside (a phrase: "link-local"), or undefined for a public
 * unicast address that is not the runner's own.
 */
function internalReason(address, own) {
    if (!ipaddr_default().isValid(address))
        return 'not an address';
    const parsed = ipaddr_default().parse(address);
    const range = parsed.range();
    const kind = range === 'unicast' ? undefined : (RANGE_NAMES[range] ?? range);
    // loopback is the runner's own anyway: saying so adds nothing
    const mine = range !== 'loopback' && own.some((address) => sameAddress(parsed, address));
    if (!mine)
        return kind;
    return kind ? `${kind}, the runner's own address` : "the runner's own address";
}

;// CONCATENATED MODULE: ./src/network/refusals.ts
const TCP = 6;
const UDP = 17;
const ICMP = 1;
const ICMPV6 = 58;
const DNS_PORT = 53;
function ipv4(packet, at) {
    return [...packet.subarray(at, at + 4)].join('.');
}
function ipv6(packet, at) {
    const groups = [];
    for (let i = 0; i < 8; i++)
        groups.push(packet.readUInt16BE(at + i * 2).toString(16));
    // the longest run of zero groups becomes "::"
    let best = { start: -1, length: 0 };
    for (let i = 0; i < 8;) {
        if (groups[i] !== '0') {
            i++;
            continue;
        }
        let j = i;
        while (j < 8 && groups[j] === '0')
            j++;
        if (j - i > best.length && j - i > 1)
            best = { start: i, length: j - i };
        i = j;
    }
    if (best.start < 0)
        return groups.join(':');
    return `${groups.slice(0, best.start).join(':')}::${groups.slice(best.start + best.length).join(':')}`;
}
function ipHeader(packet, at = 0) {
    if (packet.length < at + 20)
        return undefined;
    const version = packet[at] >> 4;
    if (version === 4) {
        const length = (packet[at] & 0x0f) * 4;
        if (length < 20 || packet.length < at + length)
            return undefined;
        return {
            protocol: packet[at + 9],
            source: ipv4(packet, at + 12),
            destination: ipv4(packet, at + 16),
            payload: at + length,
        };
    }
    if (version === 6 && packet.length >= at + 40)
        return {
            protocol: packet[at + 6],
            source: ipv6(packet, at + 8),
            destination: ipv6(packet, at + 24),
            payload: at + 40,
        };
    return undefined;
}
const hostPort = (address, port) => `${address.includes(':') ? `[${address}]` : address}:${port}`;
/** The name a DNS query asks for (its first question, as sent: case can carry data), or undefined when it is not readable. */
function dnsQueryName(message) {
    if (message.length < 13)
        return undefined;
    const labels = [];
    let at = 12;
    while (at < message.length) {
        const length = message[at];
        if (length === 0)
            return labels.length > 0 ? labels.join('.') : '.';
        if (length > 63 || at + 1 + length > message.length)
            return undefined;
        const label = message.subarray(at + 1, at + 1 + length).toString('latin1');
        if (!/^[A-Za-z0-9_-]+$/.test(label))
            return undefined;
        labels.push(label);
        at += 1 + length;
    }
    return undefined;
}
/** The try a UDP datagram quoted by an ICMP port-unreachable was. */
function quotedDatagram(packet, at) {
    const quoted = ipHeader(packet, at);
    if (!quoted || quoted.protocol !== UDP || packet.length < quoted.payload + 8)
        return undefined;
    const port = packet.readUInt16BE(quoted.payload + 2);
    if (port === DNS_PORT) {
        const name = dnsQueryName(packet.subarray(quoted.payload + 8));
        if (name)
            return { destination: name, via: 'dns' };
    }
    return { destination: hostPort(quoted.destination, port), via: 'udp' };
}
/**
 * The try a packet the namespace's loopback sent refuses, or undefined when it refuses none
 * (any other traffic).
 */
function refusalOf(packet) {
    const ip = ipHeader(packet);
    if (!ip)
        return undefined;
    const at = ip.payload;
    if (ip.protocol === TCP && packet.length >= at + 14) {
        const flags = packet[at + 13] & 0x16; // SYN, RST, ACK
        const sequence = packet.readUInt32BE(at + 4);
        if (flags === 0x14 && sequence === 0)
            return { destination: hostPort(ip.source, packet.readUInt16BE(at)), via: 'direct' };
        return undefined;
    }
    const portUnreachable = (ip.protocol === ICMP && packet[at] === 3 && packet[at + 1] === 3) ||
        (ip.protocol === ICMPV6 && packet[at] === 1 && packet[at + 1] === 4);
    return portUnreachable ? quotedDatagram(packet, at + 8) : undefined;
}
/** The most destinations one run records by name; tries to more are added up as one row. */
const MAX_RECORDED_DESTINATIONS = 500;
/** Adds up refusals (hex-encoded packets, one a line) into destinations with their tries. */
class refusals_RefusalTally {
    tries = new Map();
    addHexLine(line) {
        const text = line.trim();
        if (!/^(?:[0-9a-f]{2})+$/i.test(text))
            return;
        const found = refusalOf(Buffer.from(text, 'hex'));
        if (!found)
            return;
        // a scan of many addresses and ports must not grow the record without bound
        const full = this.tries.size >= MAX_RECORDED_DESTINATIONS;
        const named = `${found.via} ${found.destination}`;
        const refusal = full && !this.tries.has(named)
            ? {
                destination: `(more ${found.via === 'dns' ? 'names' : 'destinations'})`,
                via: found.via,
            }
            : found;
        const key = `${refusal.via} ${refusal.destination}`;
        const seen = this.tries.get(key);
        if (seen)
            seen.tries++;
        else
            this.tries.set(key, { refusal, tries: 1 });
    }
    destinations() {
        return [...this.tries.values()].map(({ refusal, tries }) => ({ ...refusal, tries }));
    }
}

;// CONCATENATED MODULE: ./src/network/egress-proxy.ts
/**
 * The egress proxy: the agent's only way out of its network namespace. An HTTP proxy on a unix
 * socket (reached from inside the namespace through a relay on 127.0.0.1) that serves CONNECT
 * and plain absolute-URI HTTP to the hosts of the allowlist, and answers everything else with
 * 403 and a body saying why and how to allow it, counting each refused host:port with its
 * reason.
 *
 * A host name is resolved here, once, on the harness's side, and the connection goes to the
 * address that was checked (a second lookup could answer differently: DNS rebinding). An
 * address of the runner's inside (internal-addresses.ts: loopback, private, link-local, the
 * runner's own...) is refused unless an entry names that address or a CIDR holding it. A
 * plain-HTTP request whose Host header names another host than its URL is refused (domain
 * fronting).
 */






/** Where the request wants to go, or undefined when the target is not host:port. */
function parseTarget(target, defaultPort) {
    const match = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9._-]{1,253})(?::(\d{1,5}))?$/.exec(target);
    if (!match)
        return undefined;
    const port = match[2] !== undefined ? Number(match[2]) : defaultPort;
    if (port === undefined || port < 1 || port > 65535)
        return undefined;
    return { host: match[1].replace(/^\[|\]$/g, '').toLowerCase(), port };
}
const systemResolve = async (host) => (await (0,external_node_dns_promises_.lookup)(host, { all: true, verbatim: true })).map((entry) => entry.address);
const NOT_ALLOWED = 'not in allowed-hosts';
/**
 * Where to connect for host:port: the first of its addresses that may be reached, or why it is
 * refused (or why it could not be resolved).
 */
async function decide(rules, options, target) {
    if (!allowedBy(rules, target.host, target.port))
        return { refused: NOT_ALLOWED };
    let addresses;
    try {
        addresses = (0,external_node_net_.isIP)(target.host) ? [target.host] : await options.resolve(target.host);
    }
    catch (error) {
        return { failed: `${target.host} does not resolve: ${error.message}` };
    }
    const own = options.ownAddresses();
    const refusals = [];
    for (const address of addresses) {
        const reason = internalReason(address, own);
        if (!reason || addressAllowedBy(rules, address, target.port))
            return { address };
        refusals.push(`${address} (${reason})`);
    }
    if (refusals.length === 0)
        return { failed: `${target.host} has no address` };
    return { refused: `resolves to ${refusals.join(', ')}` };
}
function refusalBody(destination, reason) {
    const how = reason === NOT_ALLOWED
        ? 'Add it to the allowed-hosts input (or --allowed-hosts) to allow it.'
        : reason.startsWith('resolves to')
            ? "That is inside the runner's network: only an allowed-hosts entry (or --allowed-hosts) naming the address or its CIDR allows it."
            : 'The proxy does not forward it.';
    return `ralph: the agent's network is restricted; ${destination} is refused: ${reason}.\n${how}\n`;
}
function startEgressProxy(socketPath, rules, options = {}) {
    const settings = {
        resolve: options.resolve ?? systemResolve,
        ownAddresses: options.ownAddresses ?? runnerAddresses,
    };
    const refused = new Map();
    const sockets = new Set();
    const refuse = (destination, reason) => {
        let key = `${destination} ${reason}`;
        const seen = refused.get(key);
        if (seen)
            seen.tries++;
        else if (refused.size < MAX_RECORDED_DESTINATIONS)
            refused.set(key, { destination, reason, tries: 1 });
        else {
            // a scan of many hosts must not grow the record without bound
            key = '(more destinations)';
            const more = refused.get(key) ?? { destination: key, reason: 'refused', tries: 0 };
            more.tries++;
            refused.set(key, more);
        }
        return refusalBody(destination, reason);
    };
    const destinationOf = (host, port) => `${(0,external_node_net_.isIP)(host) === 6 ? `[${host}]` : host}:${port}`;
    const server = (0,external_node_http_.createServer)((req, res) => {
        const url = egress_proxy_safeUrl(req.url);
        const target = url?.protocol === 'http:' ? parseTarget(url.host, 80) : undefined;
        if (!url || !target) {
            res.writeHead(400, { 'content-type': 'text/plain', connection: 'close' });
            res.end('ralph: the egress proxy takes absolute http:// URLs and CONNECT host:port\n');
            return;
        }
        const destination = destinationOf(target.host, target.port);
        const answer = (status, body) => {
            res.writeHead(status, { 'content-type': 'text/plain', connection: 'close' });
            res.end(body);
        };
        const fronted = frontedHost(req.headers.host, target);
        if (fronted)
            return answer(403, refuse(destination, fronted));
        void decide(rules, settings, target).then((decision) => {
            if ('refused' in decision)
                return answer(403, refuse(destination, decision.refused));
            if ('failed' in decision)
                return answer(502, `ralph: ${decision.failed}\n`);
            forwardPlain(req, res, url, { address: decision.address, port: target.port });
        });
    });
    server.on('connect', (req, client, head) => {
        sockets.add(client);
        client.on('close', () => sockets.delete(client));
        client.on('error', () => client.destroy());
        const target = parseTarget(req.url ?? '');
        if (!target) {
            client.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n');
            return;
        }
        const destination = destinationOf(target.host, target.port);
        void decide(rules, settings, target).then((decision) => {
            if ('address' in decision)
                return tunnel(client, head, { address: decision.address, port: target.port }, destination);
            const [status, body] = 'refused' in decision
                ? ['403 Forbidden', refuse(destination, decision.refused)]
                : ['502 Bad Gateway', `ralph: ${decision.failed}\n`];
            client.end(`HTTP/1.1 ${status}\r\ncontent-type: text/plain\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`);
        });
    });
    const tunnel = (client, head, to, destination) => {
        if (client.destroyed)
            return;
        const upstream = (0,external_node_net_.connect)({ host: to.address, port: to.port });
        sockets.add(upstream);
        upstream.on('close', () => sockets.delete(upstream));
        let established = false;
        upstream.once('connect', () => {
            established = true;
            client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
            if (head.length > 0)
                upstream.write(head);
            upstream.pipe(client);
            client.pipe(upstream);
        });
        upstream.on('error', (error) => {
            if (established)
                client.destroy();
            else
                client.end(`HTTP/1.1 502 Bad Gateway\r\nconnection: close\r\n\r\nralph: ${destination}: ${error.message}\n`);
        });
        client.on('close', () => upstream.destroy());
    };
    return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(socketPath, () => {
            server.off('error', reject);
            resolve({
                refused: () => [...refused.values()].map((entry) => ({ ...entry })),
                close: () => new Promise((done) => {
                    for (const socket of sockets)
                        socket.destroy();
                    server.closeAllConnections();
                    server.close(() => done());
                }),
            });
        });
    });
}
function egress_proxy_safeUrl(raw) {
    try {
        return raw && /^[a-z]+:\/\//i.test(raw) ? new URL(raw) : undefined;
    }
    catch {
        return undefined;
    }
}
const HOP_HEADERS = new Set([
    'proxy-connection',
    'proxy-authorization',
    'connection',
    'keep-alive',
    'te',
    'trailer',
    'upgrade',
]);
/**
 * Why a plain request's Host header is refused: it names another host:port than the URL (a
 * server behind the allowed address would route by it: domain fronting); undefined when it
 * agrees or is absent.
 */
function frontedHost(header, target) {
    if (header === undefined)
        return undefined;
    const named = parseTarget(header.trim().replace(/\.(?=:\d+$|$)/, ''), 80);
    if (named && named.host === target.host.replace(/\.$/, '') && named.port === target.port)
        return undefined;
    return `its Host header names ${JSON.stringify(header.slice(0, 100))}, not the URL's host (domain fronting)`;
}
/** Sends a plain HTTP request on to the checked address and streams the answer back. */
function forwardPlain(req, res, url, to) {
    const headers = {
        ...Object.fromEntries(Object.entries(req.headers).filter(([name]) => !HOP_HEADERS.has(name))),
        host: url.host,
    };
    const upstream = (0,external_node_http_.request)({
        host: to.address,
        port: to.port,
        method: req.method,
        path: `${url.pathname}${url.search}`,
        headers,
    }, (response) => {
        res.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(res);
    });
    upstream.on('error', (error) => {
        if (res.headersSent)
            res.destroy();
        else {
            res.writeHead(502, { 'content-type': 'text/plain', connection: 'close' });
            res.end(`ralph: ${url.host}: ${error.message}\n`);
        }
    });
    req.pipe(upstream);
}

;// CONCATENATED MODULE: ./src/network/loopback-front.ts
/**
 * The harness's end of the model relay: a unix socket whose every connection starts with the
 * loopback port to reach ("<port>\n", written by the namespace's init, never by the agent), then
 * carries bytes both ways to 127.0.0.1:<port>, the model proxy. The model proxy itself is
 * unchanged: from its side this is one more local client.
 */

function startLoopbackFront(socketPath, allowed) {
    const sockets = new Set();
    const server = (0,external_node_net_.createServer)((client) => {
        sockets.add(client);
        client.on('close', () => sockets.delete(client));
        client.on('error', () => client.destroy());
        let head = Buffer.alloc(0);
        const onData = (chunk) => {
            head = Buffer.concat([head, chunk]);
            const newline = head.indexOf(10);
            if (newline < 0) {
                if (head.length > 8)
                    client.destroy();
                return;
            }
            client.off('data', onData);
            const port = Number(head.subarray(0, newline).toString());
            if (!Number.isInteger(port) || !allowed(port))
                return void client.destroy();
            const upstream = (0,external_node_net_.connect)(port, '127.0.0.1');
            sockets.add(upstream);
            upstream.on('close', () => sockets.delete(upstream));
            upstream.on('error', () => client.destroy());
            client.on('close', () => upstream.destroy());
            upstream.write(head.subarray(newline + 1));
            client.pipe(upstream).pipe(client);
        };
        client.on('data', onData);
    });
    return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(socketPath, () => {
            server.off('error', reject);
            resolve({
                close: () => new Promise((done) => {
                    for (const socket of sockets)
                        socket.destroy();
                    server.close(() => done());
                }),
            });
        });
    });
}

// EXTERNAL MODULE: external "node:readline"
var external_node_readline_ = __webpack_require__(481);
;// CONCATENATED MODULE: ./src/network/packet-recorder.ts
/**
 * The recorder of direct tries inside the agent's network namespace: a packet socket on its
 * loopback (the only interface there) that passes the refusals the kernel sends (TCP resets,
 * ICMP port-unreachables; see refusals.ts) to the namespace's init, hex-encoded, one a line.
 *
 * Node has no packet sockets, and nftables is not on every runner (GitHub's images do not
 * install it), so the socket is opened by a few lines of Perl, which Debian and Ubuntu always
 * install (perl-base is essential there). The recorder only observes: the namespace enforces
 * the restriction whether it runs or not.
 */



/**
 * Reads every packet of the namespace (AF_PACKET 17, SOCK_DGRAM 2, ETH_P_ALL): keeps those
 * loopback sent (PACKET_OUTGOING 4) that may be refusals (TCP with RST, ICMP, ICMPv6), prints
 * their first 600 bytes in hex. On TERM it reads what is queued without waiting (MSG_DONTWAIT
 * 0x40), then exits.
 */
const RECORDER_SCRIPT = (/* unused pure expression or super */ null && (String.raw `
use strict;
socket(my $s, 17, 2, 0x0300) or die "packet socket: $!\n";
$| = 1;
print "ready\n";
my $stop = 0;
$SIG{TERM} = sub { $stop = 1 };
while (1) {
  my $from = recv($s, my $p, 600, $stop ? 0x40 : 0);
  if (!defined $from) { last if $stop; next }
  next unless length($from) >= 11 && unpack('x10 C', $from) == 4 && length($p) >= 20;
  my $v4 = (ord($p) >> 4) == 4;
  my ($proto, $at) = $v4 ? (ord(substr($p, 9, 1)), (ord($p) & 15) * 4) : (ord(substr($p, 6, 1)), 40);
  next unless ($proto == 6 && length($p) > $at + 13 && (ord(substr($p, $at + 13, 1)) & 4))
    || $proto == 1 || $proto == 58;
  print unpack('H*', $p), "\n";
}
`));
/** The argv that only opens the packet socket: whether recording works in a namespace here. */
function recorderProbeArgv(perl) {
    return [perl, '-e', 'socket(my $s, 17, 2, 0x0300) or die "packet socket: $!\\n"'];
}
/** Starts the recorder and resolves once its socket is open. */
function startPacketRecorder(perl) {
    const tally = new RefusalTally();
    const child = spawn(perl, ['-e', RECORDER_SCRIPT], {
        stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk.toString()));
    const closed = new Promise((resolve) => child.once('close', () => resolve()));
    return new Promise((resolve, reject) => {
        let ready = false;
        const lines = createInterface({ input: child.stdout });
        lines.on('line', (line) => {
            if (ready)
                return tally.addHexLine(line);
            if (line !== 'ready')
                return;
            ready = true;
            resolve({
                async stop() {
                    child.kill('SIGTERM');
                    const late = setTimeout(() => child.kill('SIGKILL'), 2000);
                    await closed;
                    clearTimeout(late);
                    return tally.destinations();
                },
            });
        });
        child.once('error', reject);
        void closed.then(() => {
            if (!ready)
                reject(new Error(stderr.trim() || 'the packet recorder ended before it was ready'));
        });
    });
}

;// CONCATENATED MODULE: ./src/network/gate.ts
/**
 * The harness's side of a restricted network: the egress proxy and the model relay on unix
 * sockets in a directory only the harness (and root) can enter, the argv that starts each
 * agent or check process in a network namespace of its own behind them, and the list of what
 * was refused.
 */








/** The bundled init script: next to this bundle, or in dist/ when running from the sources. */
function netnsInitScript() {
    const here = (0,external_node_path_.dirname)((0,external_node_url_.fileURLToPath)(import.meta.url));
    return [(0,external_node_path_.join)(here, 'netns-init.js'), (0,external_node_path_.join)(here, '..', '..', 'dist', 'netns-init.js')].find((path) => (0,external_node_fs_.existsSync)(path));
}
/** Runs argv (privileged) in a new network namespace; the last line of its stderr when it fails. */
async function inNewNamespace(privilege, unshare, argv) {
    const [command, ...args] = (0,privileged/* privilegedArgv */.K1)(privilege, [unshare, '--net', '--', ...argv]);
    const result = await (0,privileged/* runCommand */.d1)(command, args);
    if (result.exitCode === 0)
        return undefined;
    return result.stderr.trim().split('\n').pop() || `exit ${result.exitCode}`;
}
/** Whether the packet recorder can open its socket in a namespace here; else why not. */
async function probeRecorder(privilege, unshare, perl) {
    if (!perl)
        return { why: 'perl is not installed' };
    const failed = await inNewNamespace(privilege, unshare, recorderProbeArgv(perl));
    return failed ? { why: `no packet socket can be opened (${failed})` } : { perl };
}
/**
 * The tools of a network namespace, once one was made here with loopback up; else why not (in
 * words for the job summary). The namespace needs unshare and ip only; the recorder of direct
 * tries is probed too, but its absence only means they are not listed.
 */
async function probeNetworkTools(privilege, 
/** The init script; a script bundled elsewhere (the bench) names the built one. */
init = netnsInitScript(), find = privileged/* findTool */.SG) {
    const unshare = find('unshare');
    const ip = find('ip');
    const missing = [
        !unshare && 'unshare (util-linux)',
        !ip && 'ip (iproute2)',
        !init && 'netns-init.js next to the action',
    ].filter(Boolean);
    if (missing.length > 0 || !unshare || !ip || !init)
        return { why: `${missing.join(', ')} not found` };
    const failed = await inNewNamespace(privilege, unshare, [ip, 'link', 'set', 'lo', 'up']);
    if (failed)
        return { why: `\`ip link set lo up\` in a new network namespace failed: ${failed}` };
    return {
        tools: { unshare, ip, init, recorder: await probeRecorder(privilege, unshare, find('perl')) },
    };
}
async function openNetworkGate(tools, rules) {
    // The sockets and records live in /tmp (short paths, within the unix socket limit), 0700.
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)('/tmp', 'ralph-net-'));
    const egressSocket = (0,external_node_path_.join)(dir, 'egress.sock');
    const loopbackSocket = (0,external_node_path_.join)(dir, 'loopback.sock');
    const proxy = await startEgressProxy(egressSocket, rules);
    // The init asks only for the port of the model's base URL in the environment the harness built.
    const front = await startLoopbackFront(loopbackSocket, (port) => port > 0 && port < 65536);
    let runs = 0;
    return {
        ...('why' in tools.recorder ? { unrecorded: tools.recorder.why } : {}),
        initArgv() {
            const config = {
                ip: tools.ip,
                ...('perl' in tools.recorder ? { perl: tools.recorder.perl } : {}),
                egressSocket,
                loopbackSocket,
                record: (0,external_node_path_.join)(dir, `blocked-${process.pid}-${++runs}.json`),
            };
            return [process.execPath, tools.init, JSON.stringify(config), '--'];
        },
        async blocked() {
            const records = (await (0,promises_.readdir)(dir)).filter((name) => name.startsWith('blocked-'));
            const direct = new Map();
            for (const name of records) {
                let recorded;
                try {
                    recorded = JSON.parse(await (0,promises_.readFile)((0,external_node_path_.join)(dir, name), 'utf8'));
                }
                catch {
                    continue; // a record being written or unreadable: the next read has it
                }
                for (const { destination, via, tries } of recorded) {
                    const seen = direct.get(`${via} ${destination}`);
                    if (seen)
                        seen.tries += tries;
                    else
                        direct.set(`${via} ${destination}`, { destination, via, tries });
                }
            }
            const proxied = proxy
                .refused()
                .map((refusal) => ({ ...refusal, via: 'proxy' }));
            return [...proxied, ...direct.values()];
        },
        async close() {
            await Promise.all([proxy.close(), front.close()]);
            await (0,promises_.rm)(dir, { recursive: true, force: true });
        },
    };
}

;// CONCATENATED MODULE: ./src/isolation/sandbox.ts
/**
 * The sandbox the engine and the runners use: the agent's user, how to spawn as it, the
 * hand-over of the working tree, ending its processes, and the lifecycle guard.
 *
 * Setting up (in order): create the user, end the leftovers of an earlier run in this tree
 * (a killed action's agent), seed its HOME, open the way to the tree and close the harness's
 * private places, then start the guard that ends the agent if the harness dies.
 */














/** `isolation: required` where the runner cannot isolate. */
class IsolationUnavailableError extends Error {
    name = 'IsolationUnavailableError';
}
/** A tool by absolute path (PATH, then the standard directories: see findTool). */
async function findExecutable(name) {
    return (0,privileged/* findTool */.SG)(name);
}
/**
 * The sandbox of `isolation: none` (or `auto` where isolation is impossible): the agent runs as
 * the harness, but still dies with it (setpriv's parent-death signal, and the guard).
 */
function unisolatedSandbox(description, guard, setpriv, warning) {
    const sandbox = {
        isolated: false,
        description,
        ...(warning ? { warning } : {}),
        wrap: (command, args) => setpriv
            ? { command: setpriv, args: ['--pdeathsig', 'KILL', '--', command, ...args] }
            : { command, args },
        identity: () => undefined,
        grant: async () => undefined,
        reclaim: async () => undefined,
        killAll: async () => 0,
        stage: async (path) => path,
        track: (pgid) => guard?.track(pgid),
        untrack: (pgid) => guard?.untrack(pgid),
        freshHome: async () => undefined,
        openSeat: () => (0,sealed_seat/* openLocalSeat */.D)(sandbox, (0,external_node_os_.tmpdir)()),
        dispose: async () => guard?.close(),
    };
    return sandbox;
}
/**
 * How to spawn as the agent's user. With util-linux (the usual case) the command runs
 *   [sudo -n -E --] setpriv --pdeathsig KILL -- unshare --pid --fork --kill-child --
 *     setpriv --reuid U --regid G --clear-groups --no-new-privs --pdeathsig KILL -- cmd
 * so that it is PID 1 of its own PID namespace: when it ends, the kernel ends everything it
 * started (a `setsid nohup` daemon included) at once, and it dies with the harness. With a
 * restricted network, unshare also takes `--net` and the namespace's root init (see
 * src/network/netns-init.ts) runs first, then starts the setpriv part. Without
 * unshare it runs as the user in the harness's PID namespace (the kill-all after each phase
 * still applies); without setpriv, as root, node's uid/gid spawn options do the switch.
 */
function wrapFor(privilege, user, tools) {
    const sudo = privilege.kind === 'sudo' ? ['sudo', '-n', '-E', '--'] : [];
    // sudo resets PATH to its secure_path: env(1) gives the agent's PATH back.
    const withPath = (command, args) => privilege.kind === 'sudo'
        ? ['env', `PATH=${tools.path ?? '/usr/bin:/bin'}`, command, ...args]
        : [command, ...args];
    if (tools.setpriv) {
        const setpriv = tools.setpriv;
        const asUser = [
            setpriv,
            `--reuid=${user.uid}`,
            `--regid=${user.gid}`,
            '--clear-groups',
            '--no-new-privs',
            '--pdeathsig',
            'KILL',
            '--',
        ];
        const unshare = tools.unshare;
        const net = unshare && tools.networkInit ? ['--net'] : [];
        const namespace = () => unshare
            ? [
                setpriv,
                '--pdeathsig',
                'KILL',
                '--',
                unshare,
                '--pid',
                ...net,
                '--fork',
                '--kill-child',
                '--',
                ...(net.length > 0 ? tools.networkInit() : []),
            ]
            : [];
        const privateTmp = unshare && tools.privateTmp
            ? privateTmpArgv({ unshare, sh: tools.privateTmp.sh }, user, tools.privateTmp.keep)
            : [];
        return (command, args) => {
            const [first, ...rest] = [
                ...sudo,
                ...(tools.limits ?? []),
                ...namespace(),
                ...privateTmp,
                ...asUser,
                ...withPath(command, args),
            ];
            return { command: first, args: rest };
        };
    }
    if (privilege.kind === 'root') {
        return (command, args) => ({ command, args, uid: user.uid, gid: user.gid });
    }
    return (command, args) => ({
        command: 'sudo',
        args: ['-n', '-E', '-u', user.name, '--', ...withPath(command, args)],
    });
}
/** unshare, when it can make a PID namespace here (root or sudo; containers may forbid it). */
async function usableUnshare(privilege) {
    const unshare = await findExecutable('unshare');
    if (!unshare)
        return undefined;
    const [command, ...args] = (0,privileged/* privilegedArgv */.K1)(privilege, [
        unshare,
        '--pid',
        '--fork',
        '--kill-child',
        'true',
    ]);
    return (await (0,privileged/* runCommand */.d1)(command, args)).exitCode === 0 ? unshare : undefined;
}
/**
 * A run killed while the agent held the tree leaves it handed over (the top directory sticky and
 * group-writable for the agent's group): take it back before anything else.
 */
async function reclaimInterrupted(privilege, workspace, user, harness) {
    const top = await (0,promises_.lstat)(workspace);
    if ((top.mode & 0o1000) === 0 || top.gid !== user.gid)
        return;
    await reclaimTree(privilege, workspace, harness, {
        path: workspace,
        mode: top.mode & 0o7777 & ~0o1020,
        gid: harness.gid,
    });
}
/**
 * The network gate of a restricted network, probed before anything is changed: where no
 * namespace can be made, `required` throws and `auto` runs open with a warning.
 */
async function restrictNetwork(options, privilege, ready) {
    if (options.network?.mode !== 'restricted')
        return {};
    const probed = ready
        ? await (options.networkProbe ?? probeNetworkTools)(privilege)
        : { why: 'setpriv and unshare (util-linux) are needed' };
    if ('why' in probed) {
        if (options.mode === 'required')
            throw new IsolationUnavailableError(`isolation is required with network: restricted, but no network namespace can be made here: ${probed.why}. Install iproute2, or set network: open.`);
        return {
            warning: `The agent's network is NOT restricted: no network namespace can be made here (${probed.why}). The agent and the checks can reach any host. Install iproute2, or set network: open to accept this.`,
        };
    }
    const gate = await openNetworkGate(probed.tools, options.network.allowedHosts);
    if (!gate.unrecorded)
        return { gate };
    return {
        gate,
        warning: `The agent's network is restricted, but its direct tries (connects, datagrams and DNS lookups that bypass the proxy) are not recorded here: ${gate.unrecorded}. They are still blocked; only the tries through the egress proxy are listed.`,
    };
}
async function isolatedSandbox(options, privilege) {
    const setpriv = await findExecutable('setpriv');
    const unshare = await usableUnshare(privilege);
    const network = await restrictNetwork(options, privilege, Boolean(setpriv && unshare));
    try {
        return await isolatedWith(options, privilege, { setpriv, unshare }, network);
    }
    catch (error) {
        await network.gate?.close();
        throw error;
    }
}
async function isolatedWith(options, privilege, found, network) {
    const workspace = await (0,promises_.realpath)(options.workspace);
    const harness = { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 };
    const name = options.userName ?? agentUserName(workspace);
    // create the agent's user, end leftovers, seed its HOME (the checks' user: checksSandbox)
    const user = await ensureAgentUser(privilege, name);
    // the checks' user exists before the limits, which hold it too
    const checksUser = await ensureAgentUser(privilege, `${name}-checks`);
    const leftovers = await (0,reap/* killAllOf */.zV)(privilege, user);
    await reclaimInterrupted(privilege, workspace, user, harness);
    await seedHome(privilege, user, workspace);
    // open the way to the tree, close the harness's private places
    const openPaths = [workspace];
    const privatePaths = (options.privatePaths ?? []).filter((p) => p !== '');
    const toolDirs = (options.pathDirs ?? []).filter((dir) => (0,external_node_path_.isAbsolute)(dir) && privatePaths.some((p) => isWithin(dir, p)));
    // What the private scratch places must still show (see private-tmp.ts): a tool named through
    // a link (node_modules/.bin/claude under /tmp) needs the link's folder and its target's.
    const keepOnPrivateTmp = [];
    for (const path of [...(options.openPaths ?? []), ...toolDirs]) {
        try {
            const real = await (0,promises_.realpath)(path);
            openPaths.push(real);
            if (real !== path && (0,external_node_path_.isAbsolute)(path))
                keepOnPrivateTmp.push((0,external_node_path_.dirname)(path), (0,external_node_path_.dirname)(real));
        }
        catch {
            // not there: nothing to open
        }
    }
    const changed = [];
    changed.push(...(await openWays(privilege, openPaths)));
    changed.push(...(await closePrivate(privilege, privatePaths, openPaths)));
    // files staged for the agent (MCP configuration) live in a harness-owned directory
    const stageDir = await (0,promises_.mkdtemp)((0,external_node_path_.join)('/tmp', 'ralph-stage-'));
    await (0,promises_.chmod)(stageDir, 0o711);
    // the guard, and the exit handler for a harness that ends without disposing
    const guard = (0,reap/* startGuard */.mC)(privilege, user);
    const ended = [user];
    const onExit = () => {
        for (const each of ended) {
            if (privilege.kind === 'root')
                (0,reap/* killAllOfSync */.A4)(each);
            else {
                const [command, ...args] = (0,reap/* killAllArgv */.Wx)(each);
                (0,external_node_child_process_.spawnSync)(command, args, { stdio: 'ignore' });
            }
        }
    };
    process.on('exit', onExit);
    const gate = network.gate;
    // the limiting step has its place in setpriv's chain only
    const limits = found.setpriv
        ? await createLimits(privilege, { agent: user, checks: checksUser }, options.limits)
        : undefined;
    const sh = await findExecutable('sh');
    const tools = {
        ...found,
        path: process.env.PATH,
        limits: limits?.prefix,
        ...(gate ? { networkInit: () => gate.initArgv() } : {}),
        ...(found.unshare && sh
            ? { privateTmp: { sh, keep: [...openPaths, ...keepOnPrivateTmp, stageDir] } }
            : {}),
    };
    const wrap = wrapFor(privilege, user, tools);
    const stage = async (path) => {
        const target = (0,external_node_path_.join)(stageDir, (0,external_node_path_.basename)(path));
        await (0,promises_.copyFile)(path, target);
        await (0,promises_.chmod)(target, 0o644);
        return target;
    };
    const checks = await checksSandbox(privilege, checksUser, tools, stageDir, workspace, limits);
    ended.push(checks.user);
    let top;
    let disposed = false;
    const reclaim = async () => {
        await (0,reap/* killAllOf */.zV)(privilege, user);
        if (!top)
            return;
        await reclaimTree(privilege, workspace, harness, top);
        top = undefined;
    };
    return {
        isolated: true,
        user,
        description: `the agent runs as the user ${user.name} (uid ${user.uid}) and the checks as ${checks.user.name} (uid ${checks.user.uid}), ` +
            `via ${privilege.kind === 'root' ? 'root' : 'sudo'}` +
            (tools.unshare && tools.setpriv ? ', each run in its own PID namespace' : '') +
            (tools.privateTmp && tools.setpriv ? ` with ${describePrivateTmp()}` : '') +
            (gate ? describeRestricted(options.network) : '') +
            `; ${limits?.description ?? 'no process or memory limits (setpriv is not installed)'}` +
            (leftovers > 0 ? `; ended ${leftovers} process(es) left by an earlier run` : ''),
        ...(network.warning ? { warning: network.warning } : {}),
        networkRestricted: gate !== undefined,
        ...(tools.privateTmp && tools.setpriv ? { privateHome: PRIVATE_HOME } : {}),
        blockedEgress: async () => (gate ? gate.blocked() : []),
        ...(limits ? { watchLimits: () => limits.window() } : {}),
        checks,
        wrap,
        identity: () => ({ home: user.home, user: user.name }),
        async grant() {
            if (top || disposed)
                return;
            top = await grantTree(privilege, workspace, user);
        },
        reclaim,
        killAll: () => (0,reap/* killAllOf */.zV)(privilege, user),
        stage,
        track: (pgid) => guard.track(pgid),
        untrack: (pgid) => guard.untrack(pgid),
        async freshHome(resumeSessionId) {
            if (disposed)
                return;
            await freshAgentHome(privilege, user, workspace, resumeSessionId);
        },
        // The reviewer sits as the checks' user: another user than the agent's, and it runs only
        // after the checks ended (no check process is left to meet it).
        openSeat: () => (0,sealed_seat/* openSealedSeat */.w)({
            privilege,
            user: checks.user,
            base: stageDir,
            wrap: checks.wrap,
            stage,
            track: (pgid) => checks.track(pgid),
            untrack: (pgid) => checks.untrack(pgid),
            ...(checks.watchLimits ? { watchLimits: checks.watchLimits } : {}),
        }),
        async dispose() {
            if (disposed)
                return;
            disposed = true;
            try {
                await checks.dispose();
                await reclaim();
            }
            finally {
                await restoreModes(privilege, changed);
                await (0,promises_.rm)(stageDir, { recursive: true, force: true });
                process.removeListener('exit', onExit);
                await guard.close();
                await gate?.close();
                const stopped = await limits?.stopped();
                if (stopped)
                    options.onLimitsStopped?.(stopped);
                await limits?.dispose();
            }
        },
    };
}
/**
 * The checks' sandbox: a user of their own (not the agent's), spawned the same way (PID and
 * network namespace, limits: the same ones, which hold this user too). It owns no tree: its
 * verify checkouts are prepared for it.
 */
async function checksSandbox(privilege, user, tools, stageDir, workspace, limits) {
    await (0,reap/* killAllOf */.zV)(privilege, user);
    await seedHome(privilege, user, workspace);
    const guard = (0,reap/* startGuard */.mC)(privilege, user);
    return {
        isolated: true,
        user,
        description: `the checks run as the user ${user.name} (uid ${user.uid})`,
        wrap: wrapFor(privilege, user, tools),
        identity: () => ({ home: user.home, user: user.name }),
        grant: async () => undefined,
        reclaim: async () => {
            await (0,reap/* killAllOf */.zV)(privilege, user);
        },
        killAll: () => (0,reap/* killAllOf */.zV)(privilege, user),
        async stage(path) {
            const target = (0,external_node_path_.join)(stageDir, (0,external_node_path_.basename)(path));
            await (0,promises_.copyFile)(path, target);
            await (0,promises_.chmod)(target, 0o644);
            return target;
        },
        track: (pgid) => guard.track(pgid),
        untrack: (pgid) => guard.untrack(pgid),
        ...(tools.privateTmp && tools.setpriv ? { privateHome: PRIVATE_HOME } : {}),
        ...(limits ? { watchLimits: () => limits.window() } : {}),
        // Each check gets its own fresh HOME (checks/fresh-home.ts); no agent phase runs here.
        freshHome: async () => undefined,
        openSeat: () => Promise.reject(new Error('the checks sandbox opens no sealed seat')),
        dispose: async () => {
            await (0,reap/* killAllOf */.zV)(privilege, user);
            await guard.close();
        },
    };
}
function describeRestricted(network) {
    const hosts = network?.allowedHosts.length ?? 0;
    return `, and network namespace: it reaches only the model and ${hosts} allowed host(s) through the harness's proxy`;
}
/**
 * The sandbox for a run. `none` never isolates; `auto` isolates where the harness can and
 * otherwise returns an unisolated sandbox whose `warning` the adapter must show loudly;
 * `required` throws IsolationUnavailableError where it cannot isolate.
 */
async function createSandbox(options) {
    const openNote = options.network?.mode === 'restricted'
        ? '; the network is not restricted (that needs isolation)'
        : '';
    if (options.mode === 'none') {
        return {
            sandbox: unisolatedSandbox(`off (the agent and the checks run as the harness's own user)${openNote}`, (0,reap/* startGuard */.mC)({ kind: 'none', why: 'off' }), await findExecutable('setpriv')),
        };
    }
    const privilege = await detectPrivilege(options.probe ?? defaultProbeDeps);
    if (privilege.kind === 'none') {
        if (options.mode === 'required') {
            throw new IsolationUnavailableError(`isolation is required, but it is impossible here: ${privilege.why}. Run the job as root (e.g. in a container) or on a runner with passwordless sudo, or set isolation to auto or none.`);
        }
        const warning = `The agent is NOT isolated: ${privilege.why}. It runs as the same OS user as the action and can read everything the action can (its environment, the runner's files)${openNote ? ', and its network is not restricted' : ''}. Run as root or with passwordless sudo to isolate it, or set isolation: none to accept this.`;
        return {
            sandbox: unisolatedSandbox(warning, (0,reap/* startGuard */.mC)({ kind: 'none', why: privilege.why }), await findExecutable('setpriv'), warning),
            warning,
        };
    }
    try {
        const sandbox = await isolatedSandbox(options, privilege);
        return { sandbox, ...(sandbox.warning ? { warning: sandbox.warning } : {}) };
    }
    catch (error) {
        if (error instanceof IsolationUnavailableError)
            throw error;
        const why = `setting up the agent's user failed: ${error.message}`;
        if (options.mode === 'required')
            throw new IsolationUnavailableError(`isolation is required, but ${why}`);
        const warning = `The agent is NOT isolated: ${why}.`;
        return {
            sandbox: unisolatedSandbox(warning, (0,reap/* startGuard */.mC)(privilege), await findExecutable('setpriv'), warning),
            warning,
        };
    }
}

;// CONCATENATED MODULE: ./src/isolation/types.ts
const ISOLATION_MODES = ['auto', 'required', 'none'];

;// CONCATENATED MODULE: ./src/isolation/index.ts





// EXTERNAL MODULE: ./src/planning/claude-path.ts
var claude_path = __webpack_require__(227);
// EXTERNAL MODULE: ./src/checks/toolchain-homes.ts
var toolchain_homes = __webpack_require__(8707);
// EXTERNAL MODULE: ./src/text/one-line.ts
var one_line = __webpack_require__(3854);
;// CONCATENATED MODULE: ./src/report/markdown.ts
/**
 * Markdown building blocks that are safe for user text: task titles, check names and agent
 * output end up in PR bodies, so nothing they contain may open markup we did not write.
 */

/** Removes C0/C1 control characters (ANSI escapes included) except tab and newline. */
function markdown_stripControl(text) {
    // eslint-disable-next-line no-control-regex
    return text.replace(/\x1b\[[0-?]*[ -/]*[@-~]/g, '').replace(/[\x00-\x08\x0b-\x1f\x7f-\x9f]/g, '');
}
/** Shortens plain text to `max` characters (before escaping, so no escape sequence is cut). */
function markdown_truncate(text, max) {
    const chars = Array.from(text);
    if (chars.length <= max)
        return text;
    return chars.slice(0, Math.max(0, max - 1)).join('') + '…';
}
function escapeHtml(text) {
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
/**
 * Inline markdown text: HTML is escaped, markdown punctuation that could start emphasis,
 * links, code spans, fences or table cells is backslash-escaped, and `@` mentions are
 * defused so a task title cannot ping anyone.
 */
function markdown_mdText(text) {
    return escapeHtml(markdown_stripControl(text))
        .replace(/[\\`*_[\]|~#]/g, (c) => '\\' + c)
        .replace(/@(?=\w)/g, '@\u200b');
}
/**
 * User text as an inline code span: one line, capped, inside a fence longer than any backtick
 * run in it, so it can neither close the span nor render a mention, link or image.
 */
function markdown_codeSpan(text, max = 100) {
    const flat = oneLine(text, max);
    const longest = Math.max(0, ...Array.from(flat.matchAll(/`+/g), (m) => m[0].length));
    const fence = '`'.repeat(longest + 1);
    const pad = flat.startsWith('`') || flat.endsWith('`') || flat === '' ? ' ' : '';
    return `${fence}${pad}${flat}${pad}${fence}`;
}
/** One table cell: inline text on a single line. */
function markdown_mdCell(text, max = 200) {
    return markdown_mdText(oneLine(text, max));
}
/** A multi-line paragraph of user text: each line escaped, line breaks kept, blank runs collapsed. */
function markdown_mdParagraph(text, max) {
    return markdown_truncate(text.trim(), max)
        .split(/\r?\n/)
        .map((line) => markdown_mdText(line.trim()))
        .join('\n')
        .replace(/\n{3,}/g, '\n\n');
}
/** A fenced code block whose fence is longer than any backtick run inside, so it always closes. */
function markdown_codeFence(content, info = '') {
    const longest = Math.max(0, ...Array.from(content.matchAll(/`+/g), (m) => m[0].length));
    const fence = '`'.repeat(Math.max(3, longest + 1));
    const body = markdown_stripControl(content).replace(/\n+$/, '');
    return `${fence}${info}\n${body}\n${fence}`;
}
/** A GitHub-flavoured table. `align` holds 'l' or 'r' per column. */
function markdown_mdTable(header, align, rows) {
    const sep = align.map((a) => (a === 'r' ? '---:' : '---'));
    const line = (cells) => `| ${cells.join(' | ')} |`;
    return [line(header), line(sep), ...rows.map(line)].join('\n');
}
/** A link target: http(s) only, with characters that would end the markdown link encoded. */
function markdown_safeUrl(url) {
    if (!url || !/^https?:\/\/[^\s]+$/i.test(url))
        return undefined;
    return url.replace(/[()<>"'\\`|[\]]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0'));
}
/** `<details>` with a summary; the blank lines let GitHub render the markdown inside. */
function markdown_details(summary, body) {
    return `<details><summary>${summary}</summary>\n\n${body}\n\n</details>`;
}

// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(2011);
;// CONCATENATED MODULE: ./src/report/blocked-egress.ts


const MAX_ROWS = 30;
const HOW = {
    proxy: 'through the proxy',
    direct: 'direct connect',
    udp: 'UDP datagram',
    dns: 'DNS lookup',
};
const HINT = (/* unused pure expression or super */ null && ('Add the hosts the project needs to the `allowed-hosts` input (`--allowed-hosts` for the CLI), ' +
    'e.g. `defaults, example.com`. A direct connect (an address, not a host name) bypassed the ' +
    'proxy: the tool must use HTTPS_PROXY, which the agent and the checks get. A DNS lookup gets ' +
    'no answer: the proxy resolves the names it is asked for. A name that resolves inside the ' +
    "runner's network (private, link-local, loopback, its own addresses) is reached only through an " +
    'entry naming the address or its CIDR (`10.0.0.0/8`).'));
/** How it was tried, and why the proxy refused it. */
function howText(blocked) {
    return blocked.reason ? `${HOW[blocked.via]}: ${blocked.reason}` : HOW[blocked.via];
}
function blocked_egress_blockedEgressBlock(blocked) {
    if (!blocked || blocked.length === 0)
        return undefined;
    const rows = blocked
        .slice(0, MAX_ROWS)
        .map((b) => [codeSpan(b.destination), String(b.tries), howText(b)]);
    const more = blocked.length > MAX_ROWS ? `\n\n_… ${blocked.length - MAX_ROWS} more not shown._` : '';
    return (`### Network: ${plural(blocked.length, 'blocked destination')}\n\n` +
        `${mdTable(['Destination', 'Tries', 'How'], ['l', 'r', 'l'], rows)}${more}\n\n${HINT}`);
}
/** Console lines: one per destination, then the hint. */
function blockedEgressLines(blocked) {
    if (!blocked || blocked.length === 0)
        return [];
    return [
        `Network: ${(0,format/* plural */.LS)(blocked.length, 'blocked destination')} (add to --allowed-hosts to allow):`,
        ...blocked.map((b) => `  ${b.destination}  ${(0,format/* plural */.LS)(b.tries, 'try', 'tries')}, ${howText(b)}`),
    ];
}

;// CONCATENATED MODULE: ./src/report/refused-model-requests.ts


const refused_model_requests_MAX_ROWS = 30;
const WHY = (/* unused pure expression or super */ null && ('The model proxy passes only `POST /v1/messages` and `POST /v1/messages/count_tokens`; ' +
    'every other request made with the agent’s capability was answered 403 and never reached the model API.'));
function refused_model_requests_refusedModelRequestsBlock(refused) {
    if (!refused || refused.length === 0)
        return undefined;
    const rows = refused.slice(0, refused_model_requests_MAX_ROWS).map((r) => [codeSpan(r.request), String(r.tries)]);
    const more = refused.length > refused_model_requests_MAX_ROWS ? `\n\n_… ${refused.length - refused_model_requests_MAX_ROWS} more not shown._` : '';
    return (`### Model proxy: ${plural(refused.length, 'refused request')}\n\n` +
        `${mdTable(['Request', 'Tries'], ['l', 'r'], rows)}${more}\n\n${WHY}`);
}
/** Console lines: one per refused request. */
function refusedModelRequestsLines(refused) {
    if (!refused || refused.length === 0)
        return [];
    return [
        `Model proxy: ${(0,format/* plural */.LS)(refused.length, 'refused request')} (it passes only the Messages API):`,
        ...refused.map((r) => `  ${r.request}  ${(0,format/* plural */.LS)(r.tries, 'try', 'tries')}, 403`),
    ];
}

;// CONCATENATED MODULE: ./src/report/spend.ts
/** The day's and the chain's spend against their caps, when a cap is set. */

function spend_spendLine(model) {
    const spend = model.spend;
    if (!spend || (spend.dayCapUsd === undefined && spend.chainCapUsd === undefined))
        return undefined;
    const parts = [];
    if (spend.dayCapUsd !== undefined)
        parts.push(`today (UTC) ${formatCost(spend.todayUsd)} of ${formatCost(spend.dayCapUsd)} (\`max-cost-usd-per-day\`)`);
    if (spend.chainCapUsd !== undefined)
        parts.push(`this run or chain ${formatCost(spend.chainUsd)} of ${formatCost(spend.chainCapUsd)} (\`max-cost-usd\`)`);
    return `**Spend:** ${parts.join(' · ')}`;
}

// EXTERNAL MODULE: ./src/prd/schema.ts
var schema = __webpack_require__(9359);
// EXTERNAL MODULE: ./src/agent/phase-status.ts + 1 modules
var phase_status = __webpack_require__(8299);
;// CONCATENATED MODULE: ./src/report/sections.ts




const TITLE_MAX = 200;
const DESCRIPTION_MAX = 2000;
function sections_titleLine(model) {
    return `## Ralph: ${mdText(truncate(model.project.title.replace(/\s+/g, ' ').trim(), TITLE_MAX))}`;
}
function sections_descriptionBlock(model) {
    const text = model.project.description?.trim();
    return text ? mdParagraph(text, DESCRIPTION_MAX) : undefined;
}
function sections_branchLine(model) {
    const base = model.baseBranch ? ` → ${mdText(model.baseBranch)}` : '';
    return `Branch: ${mdText(model.branch)}${base}`;
}
/** Progress bar and the §9 counts, two lines. */
function sections_progressBlock(model) {
    const { counts } = model;
    return [
        `**Progress:** ${progressBar(model.progressPercent)} · ${counts.done} of ${plural(counts.total, 'task')} done`,
        `**Tasks:** ${counts.total} total · ${countsLine(counts)}`,
    ].join('  \n');
}
function sections_gatesLine(model) {
    const mark = (ok) => (ok ? '✅' : '❌');
    const parts = [
        `Gate 1 (objective): ${mark(model.gate1)}`,
        `Gate 2 (exit signal): ${mark(model.gate2)}`,
        `Circuit breaker: ${model.breakerState}`,
    ];
    if (model.nextTaskId !== undefined && !model.complete)
        parts.push(`Next: ${mdText(model.nextTaskId)}`);
    return parts.join(' · ');
}
function sections_stopLine(model) {
    if (!model.stopReason && !model.message)
        return undefined;
    const reason = model.stopReason ? `**Stopped:** ${model.stopReason}` : '**Note:**';
    const message = model.message ? ` — ${mdCell(model.message, 500)}` : '';
    return `> ${reason}${message}`;
}
function taskRow(model, task) {
    const stats = model.taskStats[idKey(task.id)];
    const deps = task.depends_on?.length ? task.depends_on.map(idKey).join(', ') : '—';
    return [
        STATUS_ICONS[task.status],
        mdCell(idKey(task.id), 60),
        mdCell(task.title),
        taskPriority(task),
        mdCell(deps, 120),
        String(stats?.attempts ?? 0),
        taskCostText(model, task),
    ];
}
/** A task's spend over all its attempts, against its cost cap when it has one (`$0.30 of $0.25`). */
function taskCostText(model, task) {
    const cost = formatCost(model.taskStats[idKey(task.id)]?.costUsd ?? 0);
    const cap = task.max_cost_usd ?? model.taskCostCapUsd;
    return cap === undefined ? cost : `${cost} of ${formatCost(cap)}`;
}
function sections_taskTable(model, tasks) {
    return mdTable(['Status', 'ID', 'Title', 'Priority', 'Depends on', 'Attempts', 'Cost'], ['l', 'l', 'l', 'l', 'l', 'r', 'r'], tasks.map((t) => taskRow(model, t)));
}
function sections_phaseStatusBlock(status) {
    return details('Latest phase status', codeFence(serializePhaseStatus(status), 'text'));
}
/** `✓ done` plus, for a failed run, how the agent ended. */
function sections_outcomeText(result) {
    if (result.outcome !== 'done' && result.agentStoppedForMemory)
        return `${OUTCOME_ICONS[result.outcome]} ${result.outcome} (agent stopped for memory)`;
    const agent = result.outcome !== 'done' &&
        result.agentOutcome &&
        result.agentOutcome !== 'completed' &&
        result.agentOutcome !== result.outcome
        ? ` (${result.agentOutcome})`
        : '';
    return `${OUTCOME_ICONS[result.outcome]} ${result.outcome}${agent}`;
}
/** The last iteration: one summary line, and the checks as a table when `withChecks`. */
function sections_lastIterationBlock(result, withChecks) {
    const sha = shortSha(result.commitSha);
    const facts = [
        `task ${mdCell(result.taskId, 60)} ${mdCell(result.taskTitle)}`,
        sections_outcomeText(result),
        `attempt ${result.attempt}`,
        `checks ${checksPassed(result.checks)}`,
        sha ? `commit ${sha}` : 'no commit',
        formatCost(result.costUsd),
        plural(result.numTurns, 'turn'),
        formatDuration(result.durationMs),
    ];
    const lines = [`### Last iteration (#${result.iteration})`, '', facts.join(' · ')];
    const review = reviewNotes(result);
    if (review.length > 0)
        lines.push('', ...review.map((note) => `> ⚠️ ${note}`));
    if (withChecks && result.checks.length > 0) {
        const rows = result.checks.map((c) => [
            mdCell(c.name, 80),
            c.passed
                ? '✅ passed'
                : c.stoppedForMemory
                    ? '❌ stopped for memory'
                    : c.timedOut
                        ? '❌ timed out'
                        : '❌ failed',
            c.required ? 'yes' : 'no',
            formatDuration(c.durationMs),
        ]);
        lines.push('', mdTable(['Check', 'Result', 'Required', 'Duration'], ['l', 'l', 'l', 'r'], rows));
    }
    return lines.join('\n');
}
/** What a reviewer should look at: the harness caught or noticed something about the agent's work. */
function reviewNotes(result) {
    const notes = [];
    if (result.checksTampered) {
        notes.push('The agent edited the RALPH:CHECKS block; the checks of the starting commit were run and the block was restored.');
    }
    if (result.restoredFiles.length > 0) {
        notes.push(`The agent changed harness-owned files, which were restored: ${result.restoredFiles.map((f) => mdText(f)).join(', ')}.`);
    }
    const removed = result.removedFiles ?? [];
    if (removed.length > 0) {
        notes.push(`The agent left entries git must not meet (nested repositories, FIFOs, sockets), which were removed: ${removed.map((f) => mdText(f)).join(', ')}.`);
    }
    const tests = result.existingTestsChanged ?? [];
    if (tests.length > 0) {
        const shown = tests.slice(0, 10).map((f) => `\`${mdCell(f, 120).replace(/`/g, '')}\``);
        const more = tests.length > shown.length ? ` and ${tests.length - shown.length} more` : '';
        notes.push(`Existing tests changed by this task (review them): ${shown.join(', ')}${more}.`);
    }
    const leftOut = result.leftOut ?? [];
    if (leftOut.length > 0) {
        const shown = leftOut
            .slice(0, 10)
            .map((f) => `\`${mdCell(f.path, 120).replace(/`/g, '')}\` (${mdText(f.why)})`);
        const more = leftOut.length > shown.length ? ` and ${leftOut.length - shown.length} more` : '';
        notes.push(`Not committed: files the agent left that are build output or too large: ${shown.join(', ')}${more}.`);
    }
    return notes;
}
function sections_totalsLine(model) {
    const t = model.totals;
    const line = `**Totals:** ${plural(t.iterations, 'iteration')} · ${plural(t.numTurns, 'turn')} · ${formatCost(t.costUsd)}`;
    return t.tokens ? `${line}\n\n${tokensLine(t.tokens)}` : line;
}
/** This run's tokens, as the model proxy counted them. */
function tokensLine(tokens) {
    const n = (count) => count.toLocaleString('en-US');
    return `**Tokens this run:** ${n(tokens.inputTokens)} input · ${n(tokens.outputTokens)} output · ${n(tokens.cacheReadTokens)} cache read · ${n(tokens.cacheWriteTokens)} cache write`;
}
function sections_runLinkLine(model) {
    const url = safeUrl(model.runUrl);
    return url ? `[View the workflow run](${url})` : undefined;
}

;// CONCATENATED MODULE: ./src/report/gate-notes.ts

const MAX_NOTES = 30;
function notesOf(result) {
    const task = mdCell(result.taskId, 60);
    const notes = [];
    for (const change of result.protectedChanges ?? []) {
        const part = change.part ? ` ${mdText(change.part)}` : '';
        notes.push(`- ⚠️ **${task} changes a check-defining file** (the original gate ran too${change.declared ? '; declared in its `files:`' : ''}): ${codeSpan(change.path, 120)}${part}: ${mdCell(change.change, 300)}`);
    }
    for (const test of result.existingTests ?? []) {
        const what = test.change === 'deleted' ? 'deleted' : 'changed';
        const icon = test.passed ? '✅' : test.declared ? '⚠️' : '❌';
        const why = test.passed
            ? ''
            : test.declared
                ? " (declared in the task's `files:`: a deliberate change of behaviour)"
                : ' (refused)';
        const line = `- ${icon} ${task}: ${codeSpan(test.path, 120)} ${what}; the original test ${mdCell(test.result, 200)}${why}`;
        notes.push(test.outputTail
            ? `${line}\n\n  ${details('Output of the original test', codeFence(test.outputTail, 'text')).replace(/\n/g, '\n  ')}`
            : line);
    }
    return notes;
}
/** The `### Gate notes` block, or undefined when the gate noticed nothing of this kind. */
function gate_notes_gateNotesBlock(iterations) {
    const notes = iterations.flatMap(notesOf);
    if (notes.length === 0)
        return undefined;
    const shown = notes.slice(-MAX_NOTES);
    const more = notes.length - shown.length;
    return [
        '### Gate notes',
        ...(more > 0 ? [`_${more} earlier notes not shown._`] : []),
        shown.join('\n'),
    ].join('\n\n');
}

// EXTERNAL MODULE: ./src/agent/review-evidence.ts
var review_evidence = __webpack_require__(3207);
;// CONCATENATED MODULE: ./src/report/review.ts
/**
 * The reviewer's verdicts in the PR body and the job summary: each acceptance criterion of each
 * task done in the run, met or unmet, its evidence linked to the file and line in the task's
 * commit when the evidence names one.
 */



/** GitHub's blob URL of the evidence at `commitSha`, with its line anchor. */
function evidenceUrl(repoUrl, commitSha, evidence) {
    const location = evidenceLocation(evidence);
    if (!repoUrl || !commitSha || !location)
        return undefined;
    const path = location.path.split('/').map(encodeURIComponent).join('/');
    const anchor = location.to ? `#L${location.from}-L${location.to}` : `#L${location.from}`;
    return safeUrl(`${repoUrl.replace(/\/+$/, '')}/blob/${commitSha}/${path}${anchor}`);
}
function evidenceCell(verdict, repoUrl, commitSha) {
    if (verdict.evidence.trim() === '')
        return '—';
    const text = mdCell(verdict.evidence, 120);
    if (verdict.evidenceFound === false)
        return `${text} (not in the commit)`;
    const url = evidenceUrl(repoUrl, commitSha, verdict.evidence);
    return url ? `[${text}](${url})` : text;
}
function verdictTable(result, repoUrl) {
    const rows = (result.review ?? []).map((v) => [
        v.met ? '✅ met' : '❌ unmet',
        mdCell(v.criterion, 300),
        evidenceCell(v, repoUrl, result.commitSha),
        mdCell(v.note, 300),
    ]);
    return mdTable(['Verdict', 'Criterion', 'Evidence', 'Note'], ['l', 'l', 'l', 'l'], rows);
}
/** "### Acceptance criteria": one table per reviewed task done in the run; undefined when none. */
function review_acceptanceBlock(iterations, repoUrl) {
    const reviewed = iterations.filter((r) => r.outcome === 'done' && r.review?.length);
    if (reviewed.length === 0)
        return undefined;
    const parts = ['### Acceptance criteria (reviewer)'];
    for (const result of reviewed) {
        const sha = shortSha(result.commitSha);
        parts.push(`**${mdCell(result.taskId, 60)}** ${mdCell(result.taskTitle)}${sha ? ` · commit ${sha}` : ''}`, verdictTable(result, repoUrl));
    }
    return parts.join('\n\n');
}

;// CONCATENATED MODULE: ./src/report/ci-runs.ts
/**
 * The "CI" section of the pull request body and the job summary: the repository's workflows the
 * action started on the pushed head, each linked to its run, and the ones GitHub refused.
 */


/** Said under the runs while `ci-gate: required` holds the status for them. */
const CI_HELD_LINE = '_The status check waits for these runs (`ci-gate: required`): it turns success once all have passed._';
function entryLine(entry) {
    const label = `${mdCell(entry.name, 100)} (${codeSpan(entry.file)})`;
    if (entry.problem)
        return `- ${label}: not started: ${mdCell(entry.problem, 300)}`;
    const url = safeUrl(entry.url);
    const run = entry.runId !== undefined ? `run ${entry.runId}` : 'runs on this branch';
    const ended = entry.conclusion ? `: ${conclusionWord(entry.conclusion)}` : '';
    return url ? `- ${label}: [${run}](${url})${ended}` : `- ${label}: started${ended}`;
}
/** `passed`, `failed`, `timed out`, ...: how a run's conclusion reads. */
function conclusionWord(conclusion) {
    if (conclusion === 'success')
        return 'passed';
    if (conclusion === 'failure')
        return 'failed';
    if (conclusion === 'in_progress' || conclusion === 'queued')
        return 'running';
    return conclusion.replace(/_/g, ' ');
}
function ci_runs_ciRunsBlock(ci) {
    if (!ci || ci.workflows.length === 0)
        return undefined;
    const head = `${codeSpan(ci.branch)} at ${codeSpan(shortSha(ci.sha) ?? ci.sha)}`;
    const lead = ci.workflows.some((w) => w.conclusion)
        ? `The repository's CI on ${head}`
        : ci.workflows.some((w) => !w.problem)
            ? `Started with workflow_dispatch on ${head} (pushes made with the job token start no workflows)`
            : `Could not start the CI workflows on ${head} (pushes made with the job token start no workflows)`;
    return [
        '### CI',
        '',
        `${lead}:`,
        '',
        ...ci.workflows.map(entryLine),
        ...(ci.held ? ['', CI_HELD_LINE] : []),
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/report/tokens.ts
/**
 * What each task cost in tokens, as the model proxy counted them: input, output, cache read and
 * cache write, and the share of the input read from the prompt cache (a fix attempt that resumes
 * the session should read nearly all of it).
 */



const count = (n) => n.toLocaleString('en-US');
/** `83%`, or `—` when nothing was sent. */
function shareText(usage) {
    const total = usage.inputTokens + usage.cacheReadTokens + usage.cacheWriteTokens;
    return total === 0 ? '—' : `${Math.round(cacheReadShare(usage) * 100)}%`;
}
/** The "Tokens per task" table of the tasks that used any, in task-list order; undefined if none. */
function tokens_tokensPerTaskBlock(model, tasks = model.tasks) {
    const rows = tasks.flatMap((task) => {
        const tokens = model.taskStats[idKey(task.id)]?.tokens;
        if (!tokens)
            return [];
        return [
            [
                mdCell(idKey(task.id), 60),
                count(tokens.inputTokens),
                count(tokens.outputTokens),
                count(tokens.cacheReadTokens),
                count(tokens.cacheWriteTokens),
                shareText(tokens),
            ],
        ];
    });
    if (rows.length === 0)
        return undefined;
    return [
        '### Tokens per task',
        '',
        mdTable(['Task', 'Input', 'Output', 'Cache read', 'Cache write', 'Read from cache'], ['l', 'r', 'r', 'r', 'r', 'r'], rows),
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/report/pr-body.ts
/**
 * The body of the loop's pull request. GitHub refuses bodies over 65,536 characters, so a large
 * task list sheds detail in stages (never by cutting text mid-markup):
 *   0 everything · 1 done rows hidden · 2 no description, no per-check table ·
 *   (the reviewer's verdicts go with stage 3) ·
 *   3 only the most relevant non-done rows that fit · 4 progress, status block and link ·
 *   5 progress and link.
 */










/** First line of every body the action writes; finds the PR to update and marks it as ours. */
const PR_BODY_MARKER = '<!-- ralph-action:pr-body -->';
const PR_BODY_MAX_LENGTH = 65536;
/** Which non-done tasks to keep when only some fit: work in flight and problems first. */
const KEEP_ORDER = {
    in_progress: 0,
    blocked: 1,
    pending: 2,
    skipped: 3,
    done: 4,
};
/** The agent ran as the action's own user although isolation was asked for: said first. */
function isolationWarningBlock(warning) {
    return `> [!WARNING]\n> ${mdCell(warning, 600)}`;
}
function tasksSection(model, stage, rowLimit) {
    const heading = '### Tasks';
    if (stage === 0)
        return `${heading}\n\n${taskTable(model, model.tasks)}`;
    const doneCount = model.tasks.filter((t) => t.status === 'done').length;
    const open = model.tasks.filter((t) => t.status !== 'done');
    let shown = open;
    if (stage >= 3 && rowLimit < open.length) {
        const keep = new Set(open
            .map((task, index) => ({ task, index }))
            .sort((a, b) => KEEP_ORDER[a.task.status] - KEEP_ORDER[b.task.status] || a.index - b.index)
            .slice(0, rowLimit)
            .map(({ task }) => task));
        shown = open.filter((t) => keep.has(t));
    }
    const hiddenOpen = open.length - shown.length;
    const notes = [];
    if (hiddenOpen > 0)
        notes.push(`… ${plural(hiddenOpen, 'more task')} not shown`);
    if (doneCount > 0)
        notes.push(`${plural(doneCount, 'done task')} hidden`);
    const parts = [heading];
    if (shown.length > 0)
        parts.push(taskTable(model, shown));
    if (notes.length > 0)
        parts.push(`_${notes.join('; ')}._`);
    return parts.join('\n\n');
}
/** Renders the body at one stage; `rowLimit` only matters at stage 3. */
function composePrBody(model, stage, rowLimit = Infinity) {
    const last = model.iterations.at(-1);
    const full = stage <= 3;
    const blocks = [
        PR_BODY_MARKER,
        titleLine(model),
        model.isolationWarning ? isolationWarningBlock(model.isolationWarning) : undefined,
        stage <= 1 ? descriptionBlock(model) : undefined,
        full ? branchLine(model) : undefined,
        progressBlock(model),
        full ? gatesLine(model) : undefined,
        full ? stopLine(model) : undefined,
        full ? tasksSection(model, stage, rowLimit) : undefined,
        stage <= 4 ? ciRunsBlock(model.ci) : undefined,
        stage <= 2 ? acceptanceBlock(model.iterations, model.repoUrl) : undefined,
        stage <= 4 && model.lastPhaseStatus ? phaseStatusBlock(model.lastPhaseStatus) : undefined,
        full && last ? lastIterationBlock(last, stage <= 1) : undefined,
        stage <= 2 ? gateNotesBlock(model.iterations) : undefined,
        stage <= 3 ? blockedEgressBlock(model.blockedEgress) : undefined,
        stage <= 2 ? tokensPerTaskBlock(model) : undefined,
        stage <= 3 ? refusedModelRequestsBlock(model.refusedModelRequests) : undefined,
        full ? totalsLine(model) : undefined,
        full ? spendLine(model) : undefined,
        runLinkLine(model),
    ];
    return blocks.filter((b) => b !== undefined).join('\n\n') + '\n';
}
/** The PR body, at the most detailed stage that fits in `maxLength` characters. */
function renderPrBody(model, opts = {}) {
    return renderPrBodyWithStage(model, opts).body;
}
/** Like renderPrBody, and tells which stage was used (for logs and tests). */
function renderPrBodyWithStage(model, opts = {}) {
    const maxLength = opts.maxLength ?? PR_BODY_MAX_LENGTH;
    const fits = (body) => body.length <= maxLength;
    for (const stage of [0, 1, 2]) {
        const body = composePrBody(model, stage);
        if (fits(body))
            return { body, stage };
    }
    // Stage 3: the largest number of open rows that fits (length grows with the row count).
    const openCount = model.tasks.filter((t) => t.status !== 'done').length;
    if (fits(composePrBody(model, 3, 0))) {
        let lo = 0;
        let hi = openCount;
        while (lo < hi) {
            const mid = Math.ceil((lo + hi) / 2);
            if (fits(composePrBody(model, 3, mid)))
                lo = mid;
            else
                hi = mid - 1;
        }
        return { body: composePrBody(model, 3, lo), stage: 3 };
    }
    const minimal = composePrBody(model, 4);
    if (fits(minimal))
        return { body: minimal, stage: 4 };
    // Below this nothing more can go: the title is capped and the rest is a few fixed lines.
    return { body: composePrBody(model, 5), stage: 5 };
}

;// CONCATENATED MODULE: ./src/report/job-summary.ts
/** Markdown for $GITHUB_STEP_SUMMARY: the task table, every iteration of this run, and the status. */










/** GitHub accepts 1 MiB per step summary; stay clearly below it. */
const JOB_SUMMARY_MAX_BYTES = 1_000_000;
const OUTPUT_TAIL_LINES = 60;
function iterationsTable(iterations) {
    const rows = iterations.map((r) => [
        String(r.iteration),
        `${mdCell(r.taskId, 60)} ${mdCell(r.taskTitle, 80)}`,
        outcomeText(r),
        r.fixAttempts > 0
            ? `${r.attempt} (+${plural(r.fixAttempts, 'fix', 'fixes')})`
            : String(r.attempt),
        checksPassed(r.checks),
        String(r.numTurns),
        formatCost(r.costUsd),
        formatDuration(r.durationMs),
        shortSha(r.commitSha) ?? '—',
    ]);
    return mdTable(['#', 'Task', 'Outcome', 'Attempt', 'Checks', 'Turns', 'Cost', 'Duration', 'Commit'], ['r', 'l', 'l', 'r', 'r', 'r', 'r', 'r', 'l'], rows);
}
/** The "Publishing" section: each item a line, what failed first. */
function publishingBlock(publishing) {
    if (!publishing)
        return undefined;
    const lines = [
        ...publishing.notPublished.map((item) => `- ✗ Not published: ${mdCell(item, 1000)}`),
        ...publishing.published.map((item) => `- ✓ ${mdCell(item, 300)}`),
    ];
    const link = safeUrl(publishing.compareUrl);
    if (link)
        lines.push('', `[Open the pull request by hand](${link})`);
    return lines.length > 0 ? `### Publishing\n\n${lines.join('\n')}` : undefined;
}
/** Output of the failed checks of the last iteration, folded. */
function failedChecksBlock(last) {
    const failed = last?.checks.filter((c) => !c.passed) ?? [];
    if (failed.length === 0)
        return undefined;
    return failed
        .map((c) => {
        const tail = c.outputTail.split('\n').slice(-OUTPUT_TAIL_LINES).join('\n');
        return details(`Output of failed check ${mdText(c.name)}`, codeFence(tail || '(no output)', 'text'));
    })
        .join('\n\n');
}
function compose(model, showDone, rowLimit, withOutput, publishing) {
    const shown = model.tasks.filter((t) => showDone || t.status !== 'done').slice(0, rowLimit);
    const hidden = model.tasks.length - shown.length;
    const last = model.iterations.at(-1);
    const blocks = [
        titleLine(model),
        descriptionBlock(model),
        branchLine(model),
        progressBlock(model),
        gatesLine(model),
        stopLine(model),
        publishingBlock(publishing),
        ciRunsBlock(publishing?.ci ?? model.ci),
        '### Tasks',
        shown.length > 0 ? taskTable(model, shown) : undefined,
        hidden > 0 ? `_${plural(hidden, 'task')} not shown to keep the summary small._` : undefined,
        '### Iterations of this run',
        model.iterations.length > 0 ? iterationsTable(model.iterations) : '_No iterations ran._',
        acceptanceBlock(model.iterations, model.repoUrl),
        withOutput ? failedChecksBlock(last) : undefined,
        gateNotesBlock(model.iterations),
        blockedEgressBlock(model.blockedEgress),
        refusedModelRequestsBlock(model.refusedModelRequests),
        model.lastPhaseStatus ? phaseStatusBlock(model.lastPhaseStatus) : undefined,
        tokensPerTaskBlock(model, shown),
        totalsLine(model),
        spendLine(model),
        runLinkLine(model),
    ];
    return blocks.filter((b) => b !== undefined).join('\n\n') + '\n';
}
function renderJobSummary(model, publishing) {
    const fits = (text) => Buffer.byteLength(text, 'utf8') <= JOB_SUMMARY_MAX_BYTES;
    const all = model.tasks.length;
    for (const [showDone, withOutput] of [
        [true, true],
        [true, false],
        [false, false],
    ]) {
        const text = compose(model, showDone, all, withOutput, publishing);
        if (fits(text))
            return text;
    }
    let lo = 0;
    let hi = all;
    while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        if (fits(compose(model, false, mid, false, publishing)))
            lo = mid;
        else
            hi = mid - 1;
    }
    return compose(model, false, lo, false, publishing);
}

;// CONCATENATED MODULE: ./src/report/console-summary.ts
/** The closing table the CLI prints after a loop: one row per iteration, aligned, optionally coloured. */





const TASK_WIDTH = 48;
const ANSI = {
    bold: '\x1b[1m',
    dim: '\x1b[2m',
    red: '\x1b[31m',
    green: '\x1b[32m',
    yellow: '\x1b[33m',
    cyan: '\x1b[36m',
    reset: '\x1b[0m',
};
const OUTCOME_COLORS = {
    done: ANSI.green,
    failed: ANSI.yellow,
    blocked: ANSI.red,
    interrupted: ANSI.cyan,
    not_attempted: ANSI.red,
    dry_run: ANSI.dim,
};
/** Terminal columns of a string: East Asian wide characters and emoji take two. */
function displayWidth(text) {
    let width = 0;
    for (const ch of text) {
        const cp = ch.codePointAt(0);
        if (cp < 0x20 || (cp >= 0x300 && cp <= 0x36f) || cp === 0x200b)
            continue;
        const wide = (cp >= 0x1100 && cp <= 0x115f) ||
            (cp >= 0x2e80 && cp <= 0xa4cf) ||
            (cp >= 0xac00 && cp <= 0xd7a3) ||
            (cp >= 0xf900 && cp <= 0xfaff) ||
            (cp >= 0xfe30 && cp <= 0xfe4f) ||
            (cp >= 0xff00 && cp <= 0xff60) ||
            (cp >= 0xffe0 && cp <= 0xffe6) ||
            (cp >= 0x1f300 && cp <= 0x1faff) ||
            (cp >= 0x20000 && cp <= 0x3fffd);
        width += wide ? 2 : 1;
    }
    return width;
}
function pad(text, width, align) {
    const fill = ' '.repeat(Math.max(0, width - displayWidth(text)));
    return align === 'r' ? fill + text : text + fill;
}
/** Shortens to at most `max` columns. */
function fitWidth(text, max) {
    if (displayWidth(text) <= max)
        return text;
    let out = '';
    for (const ch of text) {
        if (displayWidth(out + ch) > max - 1)
            break;
        out += ch;
    }
    return out + '…';
}
function taskCell(r) {
    const title = (0,one_line/* oneLine */.TN)(`${r.taskId} ${r.taskTitle}`);
    return fitWidth(title, TASK_WIDTH);
}
function renderConsoleSummary(input, opts) {
    const paint = (code, text) => opts.color ? `${code}${text}${ANSI.reset}` : text;
    const header = ['#', 'Task', 'Outcome', 'Attempt', 'Turns', 'Cost', 'Duration'];
    const align = ['r', 'l', 'l', 'r', 'r', 'r', 'r'];
    // Numbered as the run's headers number them ("Iteration 2 of 3"), not across runs.
    const rows = input.iterations.map((r, i) => ({
        outcome: r.outcome,
        cells: [
            String(i + 1),
            taskCell(r),
            `${format/* OUTCOME_ICONS */.sM[r.outcome]} ${r.outcome}`,
            String(r.attempt),
            String(r.numTurns),
            (0,format/* formatCost */.BD)(r.costUsd),
            (0,format/* formatDuration */.a3)(r.durationMs),
        ],
    }));
    const widths = header.map((h, i) => Math.max(displayWidth(h), ...rows.map((r) => displayWidth(r.cells[i]))));
    const line = (cells, color) => cells
        .map((c, i) => {
        const padded = pad(c, widths[i], align[i]);
        return i === 2 && color ? paint(color, padded) : padded;
    })
        .join('  ')
        .trimEnd();
    const out = [];
    if (rows.length === 0) {
        out.push('No iterations ran.');
    }
    else {
        out.push(paint(ANSI.bold, line(header)));
        out.push(widths.map((w) => '─'.repeat(w)).join('  '));
        for (const row of rows)
            out.push(line(row.cells, OUTCOME_COLORS[row.outcome]));
        const turns = input.iterations.reduce((s, r) => s + r.numTurns, 0);
        const cost = input.iterations.reduce((s, r) => s + r.costUsd, 0);
        const ms = input.iterations.reduce((s, r) => s + r.durationMs, 0);
        out.push(`${(0,format/* plural */.LS)(rows.length, 'iteration')} · ${(0,format/* plural */.LS)(turns, 'turn')} · ${(0,format/* formatCost */.BD)(cost)} · ${(0,format/* formatDuration */.a3)(ms)}`);
    }
    for (const r of input.iterations)
        if (r.leftOut && r.leftOut.length > 0)
            out.push(`Not committed (${r.taskId}): ${r.leftOut.map((f) => `${markdown_stripControl(f.path)} (${f.why})`).join(', ')}`);
    if (input.counts) {
        const progress = input.progressPercent !== undefined ? `${(0,format/* progressBar */.hr)(input.progressPercent)} · ` : '';
        out.push(`${progress}${(0,format/* plural */.LS)(input.counts.total, 'task')}: ${(0,format/* countsLine */.J7)(input.counts)}`);
    }
    if (input.stopReason || input.message) {
        const message = input.message ? markdown_stripControl(markdown_truncate(withoutStopped(input.message), 300)) : '';
        out.push(`Stopped: ${[input.stopReason, message].filter(Boolean).join(' — ')}`);
    }
    out.push(...blockedEgressLines(input.blockedEgress).map(markdown_stripControl));
    out.push(...refusedModelRequestsLines(input.refusedModelRequests).map(markdown_stripControl));
    return out.join('\n') + '\n';
}
/**
 * The line already starts with "Stopped: <reason>": a message that starts with "Stopped" too
 * ("Stopped: …", "Stopped before task-001: …", "Stopped (stop-on-failure): …") loses that word.
 */
function withoutStopped(message) {
    const rest = message.replace(/^Stopped(?::\s*|\s+)/, '');
    if (rest === message)
        return message;
    const bracketed = /^\(([^)]*)\):?\s*/.exec(rest);
    return bracketed ? `${bracketed[1]}: ${rest.slice(bracketed[0].length)}` : rest;
}

;// CONCATENATED MODULE: ./src/report/command-reply.ts
/** The short PR comment posted after a `/ralph ...` command. */



/** First line of every reply; lets the action recognise (and skip) its own comments. */
const COMMAND_REPLY_MARKER = '<!-- ralph-action:command-reply -->';
function renderCommandReply(args) {
    const command = mdCell(args.command.split(/\r?\n/)[0] ?? '', 100);
    const who = args.actor ? `@${mdText(args.actor)} ` : '';
    const lines = [COMMAND_REPLY_MARKER, `> ${command}`, ''];
    if (args.refused !== undefined) {
        lines.push(`${who}⊘ Not run: ${mdCell(args.refused, 300)}`);
    }
    else if (args.result) {
        const r = args.result;
        const sha = shortSha(r.commitSha);
        lines.push(`${who}${outcomeText(r)}: ${mdCell(r.taskId, 60)} ${mdCell(r.taskTitle, 120)}`, '', [
            `checks ${checksPassed(r.checks)} ${r.checks.every((c) => c.passed) ? '✅' : '❌'}`,
            sha ? `commit ${sha}` : 'no commit',
            formatCost(r.costUsd),
            plural(r.numTurns, 'turn'),
        ].join(' · '));
        const failed = r.checks.filter((c) => !c.passed).map((c) => mdCell(c.name, 60));
        if (failed.length > 0)
            lines.push(`Failed: ${failed.join(', ')}`);
    }
    if (args.note)
        lines.push('', mdCell(args.note, 300));
    if (args.counts) {
        const bar = args.progressPercent !== undefined ? `${progressBar(args.progressPercent)} · ` : '';
        lines.push('', `${bar}${args.counts.done}/${args.counts.total} tasks done`);
    }
    const url = safeUrl(args.runUrl);
    if (url)
        lines.push('', `[Workflow run](${url})`);
    return lines.join('\n').replace(/\n{3,}/g, '\n\n') + '\n';
}

;// CONCATENATED MODULE: ./src/report/status-description.ts
/** The commit status the action sets on the PRD branch head. */



/** GitHub rejects longer commit status descriptions. */
const STATUS_DESCRIPTION_MAX = 140;
function status_description_describe(state, text) {
    const oneLine = stripControl(text).replace(/\s+/g, ' ').trim();
    return { state, description: truncate(oneLine, STATUS_DESCRIPTION_MAX) };
}
function renderStatusDescription(model) {
    const { counts } = model;
    const done = `${counts.done}/${counts.total} tasks done`;
    if (model.complete && model.gate1 && model.gate2) {
        const skipped = counts.skipped > 0 ? ` (${counts.skipped} skipped)` : '';
        return status_description_describe('success', `Complete: ${done}${skipped}`);
    }
    const blocked = model.tasks.filter((t) => t.status === 'blocked');
    if (model.breakerState === 'OPEN') {
        const also = blocked.length > 0 ? `, ${blocked.length} blocked` : '';
        return status_description_describe('failure', `Circuit breaker open: ${done}${also}`);
    }
    if (blocked.length === 1) {
        const task = blocked[0];
        const why = task.blocked_by ? `: ${task.blocked_by}` : '';
        return status_description_describe('failure', `Task ${idKey(task.id)} blocked${why} (${done})`);
    }
    if (blocked.length > 1) {
        const ids = blocked.map((t) => idKey(t.id)).join(', ');
        return status_description_describe('failure', `${plural(blocked.length, 'task')} blocked (${done}): ${ids}`);
    }
    if (model.pausedUntil)
        return status_description_describe('pending', `paused until ${model.pausedUntil} (usage limit; ${done})`);
    if (model.stopReason === 'checks_failing_at_start')
        return status_description_describe('failure', `A required check fails at the starting commit (${done})`);
    if (model.stopReason === 'task_failed')
        return status_description_describe('failure', `A task failed its checks; stopped on failure (${done})`);
    if (model.gate1 && !model.gate2)
        return status_description_describe('pending', `${done}; waiting for the exit signal`);
    return status_description_describe('pending', done);
}

;// CONCATENATED MODULE: ./src/report/iteration-line.ts
/** One log line per iteration. */




function iteration_line_renderIterationLine(result) {
    const title = oneLine(result.taskTitle, 80);
    const sha = shortSha(result.commitSha);
    const facts = [
        `attempt ${result.attempt}`,
        result.fixAttempts > 0 ? plural(result.fixAttempts, 'fix', 'fixes') : undefined,
        `checks ${checksPassed(result.checks)}`,
        sha ? `commit ${sha}` : undefined,
        plural(result.numTurns, 'turn'),
        formatCost(result.costUsd),
        formatDuration(result.durationMs),
    ].filter((f) => f !== undefined);
    const failed = result.checks.filter((c) => !c.passed).map((c) => stripControl(c.name));
    const failedText = failed.length > 0 ? `; failed: ${failed.join(', ')}` : '';
    const id = stripControl(result.taskId);
    return `[${result.iteration}] ${id} "${title}" → ${outcomeText(result)} (${facts.join(', ')}${failedText})`;
}

;// CONCATENATED MODULE: ./src/report/progress-summary.ts


function clock(at) {
    return `${at.toISOString().slice(11, 16)} UTC`;
}
function renderProgressSummary(progress) {
    const where = progress.branch ? ` on ${codeSpan(progress.branch, 200)}` : '';
    const run = safeUrl(progress.runUrl);
    const blocks = [
        `## Ralph is working${where}`,
        `**Iteration ${progress.iteration} of ${progress.of}:** ${codeSpan(progress.taskId, 60)} ${mdCell(progress.taskTitle, 120)}`,
        `**Now:** ${mdCell(progress.phase, 200)}`,
        ...(progress.finished.length > 0
            ? [
                '### Iterations of this run so far',
                progress.finished.map((r) => `- ${mdCell(renderIterationLine(r), 400)}`).join('\n'),
            ]
            : []),
        `_As of ${clock(progress.at)}; the run's summary replaces this when it ends._${run ? ` [Workflow run](${run})` : ''}`,
    ];
    return `${blocks.join('\n\n')}\n`;
}
/** In place of the progress when the run ends without its summary (no task list to render). */
function renderStoppedSummary(message) {
    return `## Ralph stopped\n\n${mdParagraph(message, 2000)}\n`;
}

;// CONCATENATED MODULE: ./src/report/status-text.ts


const RULE = '─'.repeat(25);
const ORDER = ['done', 'in_progress', 'pending', 'blocked', 'skipped'];
const LABEL_WIDTH = Math.max(...ORDER.map((s) => format/* STATUS_LABELS */.Zt[s].length)) + 2;
function renderStatusText(args) {
    const lines = [
        `Project: ${stripControl(args.title).replace(/\s+/g, ' ').trim()}`,
        RULE,
        `Tasks: ${args.counts.total} total`,
        ...ORDER.map((s) => `  ${STATUS_ICONS[s]} ${`${STATUS_LABELS[s]}:`.padEnd(LABEL_WIDTH)}${args.counts[s]}`),
        RULE,
        `Progress: ${clampPercent(args.progressPercent)}%`,
    ];
    return lines.join('\n') + '\n';
}

;// CONCATENATED MODULE: ./src/report/index.ts
/** Renderers: pure functions from engine results to text for PRs, summaries, consoles and logs. */











;// CONCATENATED MODULE: ./src/text/log-text.ts
/**
 * Text for the job log that no one but the action may use to command the runner. The runner
 * reads every line of a step's output: a line that starts with `::` is a workflow command
 * (`::add-mask::`, `::stop-commands::`, `::error title=...::`, the deprecated `::set-output`),
 * and `##[...]` anywhere in a line is the older form. Agent text, check output and file names
 * the agent chose reach the log through `info`, so every line of it is neutralised: a
 * zero-width space goes between the two colons (or after `##`), which the runner does not parse
 * and a reader does not see. Terminal escapes (colours, cursor moves, titles) and other control
 * characters are removed: they would rewrite what the log shows.
 */
/** A zero-width space: breaks a command marker without changing what a reader sees. */
const BREAK = '\u200b';
// CSI (ESC [ ... final), OSC (ESC ] ... BEL or ST), other two-character escapes, C1 CSI.
const ESCAPES = 
// eslint-disable-next-line no-control-regex
/\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|\u001b[@-_]?|\u009b[0-?]*[ -/]*[@-~]/g;
// Control characters but tab and newline (a carriage return would hide what precedes it).
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
/** `text` without terminal escapes and control characters (tabs and newlines stay). */
function stripTerminalCodes(text) {
    return text.replace(ESCAPES, '').replace(CONTROLS, '');
}
function neutraliseLine(line) {
    const commandStart = /^(\s*):(?=:)/;
    return line.replace(commandStart, `$1:${BREAK}`).replace(/##(?=\[)/g, `##${BREAK}`);
}
/** `text` with no line a runner reads as a workflow command (terminal escapes are kept). */
function breakWorkflowCommands(text) {
    return text.split('\n').map(neutraliseLine).join('\n');
}
/** `text` as it may appear in the log: no line of it is a workflow command. */
function neutraliseLogText(text) {
    return breakWorkflowCommands(stripTerminalCodes(text));
}

// EXTERNAL MODULE: ./src/cli/types.ts
var types = __webpack_require__(4751);
;// CONCATENATED MODULE: ./src/cli/status-echo.ts
/**
 * The agent's status block (PRP_PHASE_STATUS, or frankbria's RALPH_STATUS) in its streamed text,
 * folded to one console line that says what it reported. The harness reads the block from the
 * agent's result; the console needs only the gist.
 */

const BLOCKS = [
    { start: phase_status/* PHASE_STATUS_START */.QF, end: phase_status/* PHASE_STATUS_END */.PH, kind: 'PRP_PHASE_STATUS' },
    { start: phase_status/* RALPH_STATUS_START */.Yd, end: phase_status/* RALPH_STATUS_END */.R_, kind: 'RALPH_STATUS' },
];
function phaseLine(s) {
    const parts = [
        `phase ${s.phase}`,
        s.status,
        `tests ${s.tests.passing}/${s.tests.total} passing`,
        `exit signal ${s.exitSignal}`,
    ];
    if (s.blockers.length > 0)
        parts.push(`blockers: ${s.blockers.join('; ')}`);
    return parts.join(', ');
}
function ralphLine(s) {
    const parts = [s.status ?? 'no STATUS'];
    if (s.testsStatus !== undefined)
        parts.push(`tests ${s.testsStatus}`);
    if (s.tasksCompletedThisLoop !== undefined)
        parts.push(`${s.tasksCompletedThisLoop} done this loop`);
    parts.push(`exit signal ${s.exitSignal}`);
    return parts.join(', ');
}
function summary(kind, body) {
    try {
        const said = kind === 'PRP_PHASE_STATUS'
            ? phaseLine((0,phase_status/* parsePhaseStatusBody */.vh)(body))
            : ralphLine((0,phase_status/* parseRalphStatusBody */.$T)(body));
        return `Agent's status block: ${said}`;
    }
    catch (e) {
        return `Agent's status block (${kind}) is not valid: ${e.message}`;
    }
}
/**
 * A function that takes the agent's text as it streams and returns it with each block folded.
 * A line cut between two chunks is held back while it could belong to a block.
 */
function createStatusBlockFolder() {
    let open;
    let carry = '';
    return (chunk) => {
        const text = carry + chunk;
        carry = '';
        const lines = text.split('\n');
        const last = lines.pop(); // '' when the text ends with a newline
        const out = [];
        const read = (line) => {
            const trimmed = line.trim();
            if (open) {
                if (trimmed === open.block.end) {
                    out.push(summary(open.block.kind, open.body.join('\n')));
                    open = undefined;
                }
                else {
                    open.body.push(line);
                }
                return;
            }
            const block = BLOCKS.find((b) => trimmed === b.start);
            if (block)
                open = { block, body: [] };
            else
                out.push(line);
        };
        lines.forEach(read);
        if (last !== '') {
            const ends = open !== undefined && last.trim() === open.block.end;
            const maybeBlock = open !== undefined || BLOCKS.some((b) => b.start.startsWith(last.trim()));
            if (!ends && maybeBlock)
                carry = last;
            else
                read(last);
        }
        if (out.length === 0)
            return '';
        return out.join('\n') + (text.endsWith('\n') || carry !== '' ? '\n' : '');
    };
}

;// CONCATENATED MODULE: ./src/cli/commands/loop.ts
/**
 * `ralph loop [iterations]`: run the Ralph loop locally until the task list is done or a stop
 * condition holds. `ralph once` shares everything here with a loop of one.
 */

















const ENGINE_OPTIONS = {
    prd: { type: 'string' },
    'max-fix-attempts': { type: 'string' },
    'max-task-attempts': { type: 'string' },
    'max-turns': { type: 'string' },
    'task-timeout-minutes': { type: 'string' },
    'idle-timeout-minutes': { type: 'string' },
    'max-cost-usd': { type: 'string' },
    'max-task-cost-usd': { type: 'string' },
    'max-cost-usd-per-day': { type: 'string' },
    'max-minutes': { type: 'string' },
    model: { type: 'string' },
    'model-provider': { type: 'string' },
    branch: { type: 'string' },
    'base-branch': { type: 'string' },
    'allowed-tools': { type: 'string' },
    'agent-tools': { type: 'string' },
    'prompt-cache-ttl': { type: 'string' },
    claude: { type: 'string' },
    'no-checks': { type: 'boolean' },
    'stop-on-failure': { type: 'boolean' },
    review: { type: 'boolean' },
    'dry-run': { type: 'boolean' },
    verbose: { type: 'boolean', short: 'v' },
    isolation: { type: 'string' },
    'pass-env': { type: 'string' },
    network: { type: 'string' },
    'allowed-hosts': { type: 'string' },
};
const ENGINE_OPTION_HELP = {
    prd: 'The task list (default .ralph/prd.yaml)',
    'max-fix-attempts': 'Times the agent may fix failing checks within one attempt (default 3)',
    'max-task-attempts': 'Failed attempts before a task is blocked (default 2)',
    'max-turns': 'Agent turns per run when a task has no estimated_turns (default 50)',
    'task-timeout-minutes': 'Wall-clock limit of one agent run (default 30)',
    'idle-timeout-minutes': 'Stop an agent that prints nothing for this long (default 10)',
    'max-cost-usd': 'Stop once the runs of this invocation cost this much',
    'max-task-cost-usd': 'Block a task (and go on) once it has cost this much, for tasks without max_cost_usd',
    'max-cost-usd-per-day': 'Stop once the runs on the work branch cost this much in a UTC day',
    'max-minutes': 'Stop after this much wall-clock time (the running task stays pending)',
    model: 'Claude model for the agent',
    'model-provider': "Where the model is reached: anthropic (default), bedrock, vertex or foundry, with that provider's credentials from your environment (the agent never gets them)",
    branch: 'Work branch (default: project.branch, else ralph/<slug of the title>)',
    'base-branch': "Branch to create a new work branch from (default: origin's default branch, else main/master)",
    'allowed-tools': 'Comma-separated tools to allow instead of auto-approving all of them',
    'agent-tools': 'Comma-separated built-in tools the agent gets besides Bash, Edit, Read, Write, Glob and Grep (e.g. WebFetch)',
    'prompt-cache-ttl': "The agent's prompt-cache lifetime: auto (1h when the checks take over 4 minutes; default), 5m or 1h",
    claude: 'Path of the claude executable (else RALPH_CLAUDE_PATH, claude on PATH, node_modules/.bin/claude)',
    'no-checks': "Run without the quality gate (nothing verifies the agent's work)",
    'stop-on-failure': 'Stop when a task still fails after its fix attempts (default: record it, go on with the next task)',
    review: "After the checks pass, a read-only reviewer judges each acceptance criterion (a task's review: wins)",
    'dry-run': 'Print the next task and its prompt, and what the run would refuse (same exit code); run and write nothing',
    verbose: 'Stream the raw agent events as pretty JSON',
    isolation: 'Run the agent and the checks as a separate OS user: auto (where root or sudo -n allow it), required (fail otherwise) or none (default: the agent runs as you)',
    'pass-env': 'Comma-separated names of further variables the agent and the checks get (default: only the base set)',
    network: 'With isolation: restricted (default; only the model and --allowed-hosts, through a proxy) or open',
    'allowed-hosts': 'Comma-separated hosts the agent and the checks may reach: host, *.domain or host:port; `defaults` = the package registries (default)',
};
function positiveInt(values, name, allowZero = false) {
    const raw = values[name];
    if (raw === undefined)
        return undefined;
    const text = String(raw).trim();
    const n = Number(text);
    if (!/^\d+$/.test(text) || !Number.isSafeInteger(n) || (!allowZero && n === 0)) {
        throw new types/* UsageError */.e(`--${name} must be a ${allowZero ? 'non-negative' : 'positive'} whole number (got "${String(raw)}")`);
    }
    return n;
}
function positiveNumber(values, name) {
    const raw = values[name];
    if (raw === undefined)
        return undefined;
    const n = Number(String(raw).trim());
    if (String(raw).trim() === '' || !Number.isFinite(n) || n <= 0) {
        throw new types/* UsageError */.e(`--${name} must be a positive number (got "${String(raw)}")`);
    }
    return n;
}
function loop_text(values, name) {
    const raw = values[name];
    return typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : undefined;
}
/** The iterations positional of `ralph loop` (default 10). */
function parseIterations(positional) {
    if (positional === undefined)
        return 10;
    if (!/^\d+$/.test(positional) || Number(positional) < 1) {
        throw new types/* UsageError */.e(`iterations must be a positive whole number (got "${positional}")`);
    }
    return Number(positional);
}
/** `claude`: --claude, else RALPH_CLAUDE_PATH, else on PATH, else node_modules/.bin/claude nearby. */
async function resolveClaudeForCli(values, io, repoDir) {
    const flag = loop_text(values, 'claude');
    if (flag)
        return external_node_path_default().resolve(io.cwd, flag);
    const configured = io.env.RALPH_CLAUDE_PATH?.trim();
    if (configured)
        return external_node_path_default().resolve(io.cwd, configured);
    const onPath = await (0,agent/* findOnPath */.aY)(io.env.PATH);
    if (onPath)
        return onPath;
    const found = await (0,claude_path/* resolveClaudePath */.Y)({}, [
        repoDir,
        external_node_path_default().dirname((0,external_node_url_.fileURLToPath)(import.meta.url)),
    ]);
    return found;
}
async function repositoryRoot(cwd) {
    const probe = (0,git/* createGit */.lD)({ cwd });
    const result = await probe.exec(['rev-parse', '--show-toplevel'], { allowFailure: true });
    if (result.exitCode !== 0)
        throw new CliFailure(`${cwd} is not inside a git repository (run \`git init\` first)`);
    return result.stdout.trim();
}
/** A failure to report as `error: ...` with exit 1 (no stack trace). */
class CliFailure extends Error {
    name = 'CliFailure';
}
async function settingsFromFlags(ctx, iterations) {
    const { values, io } = ctx;
    const repoDir = await repositoryRoot(io.cwd);
    const base = (0,engine/* defaultEngineSettings */.tO)(repoDir);
    const prdAbs = external_node_path_default().resolve(io.cwd, loop_text(values, 'prd') ?? external_node_path_default().join(external_node_path_default().relative(io.cwd, repoDir) || '.', base.prdPath));
    const prdPath = external_node_path_default().relative(repoDir, prdAbs).split((external_node_path_default()).sep).join('/');
    if (prdPath.startsWith('..'))
        throw new types/* UsageError */.e(`--prd must be inside the repository ${repoDir}`);
    const minutes = (name) => {
        const n = positiveNumber(values, name);
        return n === undefined ? undefined : Math.round(n * 60_000);
    };
    const allowed = loop_text(values, 'allowed-tools');
    return {
        ...base,
        prdPath,
        iterations,
        maxFixAttempts: positiveInt(values, 'max-fix-attempts', true) ?? base.maxFixAttempts,
        maxTaskAttempts: positiveInt(values, 'max-task-attempts') ?? base.maxTaskAttempts,
        maxTurns: positiveInt(values, 'max-turns') ?? base.maxTurns,
        taskTimeoutMs: minutes('task-timeout-minutes') ?? base.taskTimeoutMs,
        idleTimeoutMs: minutes('idle-timeout-minutes') ?? base.idleTimeoutMs,
        maxCostUsd: positiveNumber(values, 'max-cost-usd'),
        maxTaskCostUsd: positiveNumber(values, 'max-task-cost-usd'),
        maxCostUsdPerDay: positiveNumber(values, 'max-cost-usd-per-day'),
        maxMinutes: positiveNumber(values, 'max-minutes'),
        model: loop_text(values, 'model'),
        branch: loop_text(values, 'branch'),
        baseBranch: loop_text(values, 'base-branch'),
        allowedTools: allowed
            ? allowed
                .split(',')
                .map((t) => t.trim())
                .filter((t) => t !== '')
            : [],
        claudePath: values['dry-run'] === true ? 'claude' : await resolveClaudeForCli(values, io, repoDir),
        checksDisabled: values['no-checks'] === true,
        stopOnFailure: values['stop-on-failure'] === true,
        review: values.review === true,
        dryRun: values['dry-run'] === true,
        verbose: values.verbose === true,
        // The agent's explicit environment: what it needs from yours, and its credential.
        agentEnv: (0,environment/* buildAgentEnvironment */.ti)(io.env),
        passEnv: parsePassEnv(values),
        agentTools: parseAgentTools(values),
        promptCacheTtl: parsePromptCacheTtl(values),
    };
}
/** The --agent-tools option: built-in tool names the agent gets besides the default set. */
function parseAgentTools(values) {
    const names = (loop_text(values, 'agent-tools') ?? '').split(/[\s,]+/).filter((name) => name !== '');
    const problems = names.flatMap((name) => (0,tool_set/* agentToolProblem */.pP)(name) ?? []);
    if (problems.length > 0)
        throw new types/* UsageError */.e(`--agent-tools: ${problems.join('; ')}`);
    return [...new Set(names)];
}
/** The --prompt-cache-ttl option. */
function parsePromptCacheTtl(values) {
    const raw = loop_text(values, 'prompt-cache-ttl') ?? 'auto';
    const ttl = raw.toLowerCase();
    if (!prompt_cache/* PROMPT_CACHE_TTLS */.KR.includes(ttl))
        throw new types/* UsageError */.e(`--prompt-cache-ttl must be one of ${prompt_cache/* PROMPT_CACHE_TTLS */.KR.join(', ')} (got "${raw}")`);
    return ttl;
}
/** The --pass-env option: variable names, each one the user may pass. */
function parsePassEnv(values) {
    const names = (loop_text(values, 'pass-env') ?? '').split(/[\s,]+/).filter((name) => name !== '');
    const problems = names.flatMap((name) => (0,environment/* passEnvProblem */.qV)(name) ?? []);
    if (problems.length > 0)
        throw new types/* UsageError */.e(`--pass-env: ${problems.join('; ')}`);
    return [...new Set(names)];
}
/** The --network and --allowed-hosts options (restricted to the package registries by default). */
function parseNetwork(values) {
    const raw = loop_text(values, 'network') ?? 'restricted';
    const mode = raw.toLowerCase();
    if (!NETWORK_MODES.includes(mode))
        throw new types/* UsageError */.e(`--network must be one of ${NETWORK_MODES.join(', ')} (got "${raw}")`);
    try {
        return {
            mode: mode,
            allowedHosts: parseAllowedHosts(loop_text(values, 'allowed-hosts') ?? DEFAULTS_WORD),
        };
    }
    catch (error) {
        throw new types/* UsageError */.e(`--allowed-hosts: ${error.message}`);
    }
}
/** The --isolation option (default none: locally the agent runs as you, like claude itself). */
function parseModelProvider(values) {
    const raw = loop_text(values, 'model-provider') ?? 'anthropic';
    const provider = raw.toLowerCase();
    if (!MODEL_PROVIDERS.includes(provider)) {
        throw new types/* UsageError */.e(`--model-provider must be one of ${MODEL_PROVIDERS.join(', ')} (got "${raw}")`);
    }
    return provider;
}
function parseIsolation(values) {
    const raw = loop_text(values, 'isolation') ?? 'none';
    const mode = raw.toLowerCase();
    if (!ISOLATION_MODES.includes(mode)) {
        throw new types/* UsageError */.e(`--isolation must be one of ${ISOLATION_MODES.join(', ')} (got "${raw}")`);
    }
    return mode;
}
const SPINNER_FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
/** A one-line spinner on stderr (TTY only), cleared before anything else is printed. */
function createSpinner(io) {
    let timer;
    let label = '';
    let frame = 0;
    let shown = false;
    const draw = () => {
        io.stderr(`\r\x1b[K${SPINNER_FRAMES[frame++ % SPINNER_FRAMES.length]} ${label}`);
        shown = true;
    };
    const clear = () => {
        if (shown)
            io.stderr('\r\x1b[K');
        shown = false;
    };
    return {
        start(next) {
            if (!io.isTTY)
                return;
            label = next;
            if (!timer) {
                timer = setInterval(draw, 100);
                timer.unref?.();
            }
            draw();
        },
        clear,
        stop() {
            if (timer)
                clearInterval(timer);
            timer = undefined;
            clear();
        },
    };
}
function seconds(ms) {
    return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}
function checkLine(result, color) {
    const mark = result.passed ? '✓' : result.required ? '✗' : '!';
    const paint = (code, s) => (color ? `\x1b[${code}m${s}\x1b[0m` : s);
    const detail = result.passed
        ? ''
        : result.stoppedForMemory
            ? ' stopped for memory'
            : result.timedOut
                ? ' timed out'
                : ` exit ${result.exitCode ?? 'killed'}`;
    const line = `  ${mark} ${neutraliseLogText(result.name)}${detail} (${seconds(result.durationMs)})${result.required ? '' : ' [optional]'}`;
    return result.passed ? paint('32', line) : paint(result.required ? '31' : '33', line);
}
/** The terminal face of the engine: iteration headers, streamed text, checks, warnings. */
function createConsoleObserver(io, verbose, 
/** Said once, when the agent first starts (never when no agent runs). */
autoApproved = false) {
    const spinner = createSpinner(io);
    let atLineStart = true;
    const out = (s) => {
        spinner.clear();
        io.stdout(s);
        if (s.length > 0)
            atLineStart = s.endsWith('\n');
    };
    const line = (s) => out(`${atLineStart ? '' : '\n'}${s}\n`);
    const err = (s) => {
        spinner.clear();
        if (!atLineStart)
            io.stdout('\n');
        atLineStart = true;
        io.stderr(`${s}\n`);
    };
    let currentTask = '';
    let fixes = 0;
    const foldStatusBlocks = createStatusBlockFolder();
    // Agent text, check output and names the agent chose: no terminal escapes (an OSC 52 would
    // write the user's clipboard) and, in a workflow step, no line a runner reads as a command.
    const safe = neutraliseLogText;
    const observer = {
        info: (m) => line(safe(m)),
        warning: (m) => err(`warning: ${safe(m)}`),
        error: (m) => err(`error: ${safe(m)}`),
        iterationStart: (i, of, task) => {
            currentTask = safe(String(task.id));
            fixes = 0;
            line(`\n${io.color ? '\x1b[1m' : ''}Iteration ${i} of ${of}: ${currentTask} - ${safe(task.title)}${io.color ? '\x1b[0m' : ''}`);
        },
        agentStart: (_task, attempt, resume) => {
            if (resume)
                fixes += 1;
            if (autoApproved)
                err('Running Claude with auto-approved permissions for autonomous iteration');
            autoApproved = false;
            line(resume
                ? `Resuming the agent's session for fix attempt ${fixes} (task attempt ${attempt})`
                : `Starting Claude (attempt ${attempt})`);
            spinner.start(`Claude is working on ${currentTask}...`);
        },
        agentText: (t) => {
            if (verbose)
                return;
            const text = foldStatusBlocks(safe(t));
            if (text.trim() === '')
                return;
            out(text.endsWith('\n') ? text : `${text}\n`);
            spinner.start(`Claude is working on ${currentTask}...`);
        },
        agentEvent: (event) => {
            if (!verbose)
                return;
            out(`${safe(JSON.stringify(event, null, 2))}\n`);
        },
        agentEnd: (result) => {
            spinner.stop();
            line(`Agent ${result.outcome}: ${safe(result.summary)}`);
        },
        checkStart: (check) => spinner.start(safe(`Running check ${check.name}: ${check.command}`)),
        checkResult: (result) => {
            spinner.stop();
            line(checkLine(result, io.color));
        },
        iterationEnd: (result) => {
            spinner.stop();
            line(`→ ${safe(result.summary)}`);
        },
    };
    return { observer, stop: () => spinner.stop() };
}
function closingSummary(result, io) {
    return renderConsoleSummary({
        blockedEgress: result.blockedEgress,
        refusedModelRequests: result.refusedModelRequests,
        iterations: result.iterations,
        counts: result.counts,
        progressPercent: result.progressPercent,
        stopReason: result.stopReason,
        message: result.message,
    }, { color: io.color });
}
/** The sandbox the --isolation option asks for; a warning when auto cannot isolate. */
async function sandboxFor(ctx, settings, mode, network) {
    const { sandbox, warning } = await createSandbox({
        mode,
        network,
        workspace: settings.repoDir,
        privatePaths: [ctx.io.env.HOME ?? ''].filter((p) => p !== ''),
        openPaths: [settings.claudePath, ...(0,toolchain_homes/* toolchainOpenPaths */.i4)(ctx.io.env.HOME ?? '', ctx.io.env)],
        pathDirs: (ctx.io.env.PATH ?? '').split((external_node_path_default()).delimiter),
        onLimitsStopped: (line) => ctx.io.stderr(`warning: ${line}\n`),
    });
    if (warning)
        ctx.io.stderr(`warning: ${warning}\n`);
    else if (sandbox.isolated)
        ctx.io.stderr(`Isolation: ${sandbox.description}\n`);
    return sandbox;
}
/** Runs the engine for `ralph once` / `ralph loop`; returns the exit code. */
async function runEngineCommand(ctx, iterations) {
    const { io } = ctx;
    let settings;
    let isolation;
    let network;
    let provider;
    try {
        isolation = parseIsolation(ctx.values);
        network = parseNetwork(ctx.values);
        // The key, token or cloud credentials in your environment stay with ralph.
        provider = providerFrom(parseModelProvider(ctx.values), {}, io.env);
        settings = await settingsFromFlags(ctx, iterations);
        // Cloud credentials refused or expired are named before any agent starts.
        if (!settings.dryRun)
            await provider?.check?.(settings.model);
    }
    catch (error) {
        if (error instanceof types/* UsageError */.e)
            throw error;
        io.stderr(`error: ${error.message}\n`);
        return 1;
    }
    const face = createConsoleObserver(io, settings.verbose, !settings.dryRun && settings.allowedTools.length === 0);
    let result;
    let sandbox;
    // The agent gets a capability per phase instead of the credential.
    const models = proxiedAgents({
        provider,
        onStart: (line) => io.stderr(`${line}\n`),
    });
    try {
        sandbox = settings.dryRun ? undefined : await sandboxFor(ctx, settings, isolation, network);
        result = await (0,engine/* runLoop */.yG)(settings, {
            agent: models.agent(agent/* createClaudeRunner */.fN, { capUsd: settings.maxCostUsd }),
            git: (0,git/* createGit */.lD)({ cwd: settings.repoDir }),
            observer: face.observer,
            signal: ctx.signal,
            ...(sandbox ? { boundary: sandboxBoundary(sandbox) } : {}),
        });
    }
    catch (error) {
        face.stop();
        io.stderr(`error: ${error.message}\n`);
        return 1;
    }
    finally {
        face.stop();
        await sandbox?.dispose();
        await models.close();
    }
    // The summary quotes failure reasons (agent text) and uses colour of its own.
    if (!settings.dryRun)
        io.stdout(`\n${breakWorkflowCommands(closingSummary(result, io))}`);
    if (result.stopReason === 'interrupted')
        return 130;
    return result.exitCode;
}
const loopCommand = {
    name: 'loop',
    summary: 'Run iterations until the task list is done or a stop condition holds (default 10)',
    usage: 'ralph loop [iterations] [--max-fix-attempts N] [--max-cost-usd X] [--isolation MODE] [--dry-run] [-v]',
    examples: [
        'ralph loop',
        'ralph loop 3 --max-fix-attempts 2',
        'ralph loop 20 --max-cost-usd 5 --max-minutes 60',
    ],
    options: ENGINE_OPTIONS,
    optionHelp: ENGINE_OPTION_HELP,
    maxPositionals: 1,
    async run(ctx) {
        return runEngineCommand(ctx, parseIterations(ctx.positionals[0]));
    },
};


/***/ })

};
