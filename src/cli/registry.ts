/**
 * Every `ralph` command, in the order `ralph --help` lists them. Adding one is one line.
 * Commands are loaded when they run: `ralph --version` or `ralph validate` do not pay for
 * the modules of the loop, the planner or the importers.
 */
import type { CliCommand, CommandContext } from './types.js';

/** A command known by name; its module is imported on first use. */
export interface LazyCommand {
  name: string;
  /** Other names the command answers to (`migrate` for `import`). */
  aliases?: readonly string[];
  load(): Promise<CliCommand>;
  run(ctx: CommandContext): Promise<number>;
}

function lazy(
  name: string,
  load: () => Promise<CliCommand>,
  aliases: readonly string[] = [],
): LazyCommand {
  let loaded: Promise<CliCommand> | undefined;
  const once = () => (loaded ??= load());
  return { name, aliases, load: once, run: async (ctx) => (await once()).run(ctx) };
}

export const commands: readonly LazyCommand[] = [
  // set up and plan
  lazy('init', async () => (await import('./commands/init.js')).initCommand),
  lazy('prd', async () => (await import('./commands/prd.js')).prdCommand),
  lazy('tasks', async () => (await import('./commands/tasks.js')).tasksCommand),
  lazy('sync', async () => (await import('./commands/sync.js')).syncCommand),
  lazy('import', async () => (await import('./commands/import.js')).importCommand, ['migrate']),
  // inspect the task list
  lazy('validate', async () => (await import('./commands/validate.js')).validateCommand),
  lazy('status', async () => (await import('./commands/status.js')).statusCommand),
  lazy('list', async () => (await import('./commands/list.js')).listCommand),
  lazy('next', async () => (await import('./commands/next.js')).nextCommand),
  lazy('prompt', async () => (await import('./commands/prompt.js')).promptCommand),
  lazy('phase-status', async () => (await import('./commands/phase-status.js')).phaseStatusCommand),
  lazy('schema', async () => (await import('./commands/schema.js')).schemaCommand),
  // work
  lazy('once', async () => (await import('./commands/once.js')).onceCommand),
  lazy('loop', async () => (await import('./commands/loop.js')).loopCommand),
  lazy('mark', async () => (await import('./commands/mark.js')).markCommand),
  lazy('reset', async () => (await import('./commands/reset.js')).resetCommand),
];

/** Every command, loaded one after the other (for the full help). */
export async function loadCommands(list: readonly LazyCommand[] = commands): Promise<CliCommand[]> {
  const out: CliCommand[] = [];
  for (const c of list) out.push(await c.load());
  return out;
}
