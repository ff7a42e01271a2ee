/**
 * What a workflow file says about itself, as far as dispatching CI goes: its events (the `on:`
 * key as a string, a list or a map; a YAML 1.1 reader's `true` key for `on` counts too), the
 * workflow_dispatch inputs a dispatch without inputs cannot satisfy, and every `uses:` of its
 * steps and jobs. Never throws: a file that is not a workflow gets `error`.
 */
import { parse } from 'yaml';

/** One event's configuration (`{}` when the event is named without one). */
export type EventConfig = Record<string, unknown>;

export interface WorkflowFacts {
  /** The workflow's `name:`, when it has one. */
  name?: string;
  /** Event name -> its configuration. */
  events: Record<string, EventConfig>;
  /** workflow_dispatch inputs marked required that have no default. */
  requiredInputs: string[];
  /** Every `uses:` of a step (actions) and of a job (reusable workflows), as written. */
  stepUses: string[];
  jobUses: string[];
}

export type WorkflowParse = { ok: true; facts: WorkflowFacts } | { ok: false; error: string };

function isMap(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `on:` value, under whichever key a YAML reader left it. */
function onValue(doc: Record<string, unknown>): unknown {
  for (const key of ['on', 'true', 'On', 'ON', 'True']) if (key in doc) return doc[key];
  return undefined;
}

/** `on:` as a map of event -> configuration, whatever form it was written in. */
export function normalizeEvents(on: unknown): Record<string, EventConfig> | undefined {
  if (typeof on === 'string') return { [on.trim()]: {} };
  if (Array.isArray(on)) {
    if (!on.every((e) => typeof e === 'string')) return undefined;
    return Object.fromEntries(on.map((e: string) => [e.trim(), {}]));
  }
  if (!isMap(on)) return undefined;
  return Object.fromEntries(
    Object.entries(on).map(([event, config]) => [event, isMap(config) ? config : {}]),
  );
}

function requiredInputsOf(dispatch: EventConfig | undefined): string[] {
  const inputs = dispatch?.inputs;
  if (!isMap(inputs)) return [];
  return Object.entries(inputs)
    .filter(([, spec]) => isMap(spec) && spec.required === true && spec.default === undefined)
    .map(([name]) => name);
}

function usesOf(jobs: unknown): { stepUses: string[]; jobUses: string[] } {
  const stepUses: string[] = [];
  const jobUses: string[] = [];
  if (!isMap(jobs)) return { stepUses, jobUses };
  for (const job of Object.values(jobs)) {
    if (!isMap(job)) continue;
    if (typeof job.uses === 'string') jobUses.push(job.uses.trim());
    const steps = Array.isArray(job.steps) ? job.steps : [];
    for (const step of steps) {
      if (isMap(step) && typeof step.uses === 'string') stepUses.push(step.uses.trim());
    }
  }
  return { stepUses, jobUses };
}

export function parseWorkflow(text: string): WorkflowParse {
  let doc: unknown;
  try {
    doc = parse(text);
  } catch (error) {
    return { ok: false, error: `not valid YAML (${(error as Error).message.split('\n')[0]})` };
  }
  if (!isMap(doc)) return { ok: false, error: 'not a workflow (no mapping at the top)' };
  const events = normalizeEvents(onValue(doc));
  if (!events) return { ok: false, error: 'not a workflow (no `on:` events)' };
  return {
    ok: true,
    facts: {
      ...(typeof doc.name === 'string' && doc.name.trim() ? { name: doc.name.trim() } : {}),
      events,
      requiredInputs: requiredInputsOf(events.workflow_dispatch),
      ...usesOf(doc.jobs),
    },
  };
}
