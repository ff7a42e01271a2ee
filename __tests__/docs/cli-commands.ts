/** The names of the `ralph` commands, read from the CLI's command registry. */
import type { CliCommand } from '../../src/cli/types.js';

function isCommand(value: unknown): value is CliCommand {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as CliCommand).name === 'string' &&
    typeof (value as CliCommand).run === 'function'
  );
}

/** Commands in whatever collection the registry exports (an array, a Map or a record of them). */
function commandsIn(value: unknown): CliCommand[] {
  if (Array.isArray(value)) return value.filter(isCommand);
  if (value instanceof Map) return [...value.values()].filter(isCommand);
  if (typeof value === 'object' && value !== null && !isCommand(value)) {
    return Object.values(value).filter(isCommand);
  }
  return [];
}

export async function registeredCommandNames(): Promise<string[]> {
  const registry = (await import('../../src/cli/registry.js')) as Record<string, unknown>;
  const names = new Set<string>();
  for (const exported of Object.values(registry)) {
    for (const command of commandsIn(exported)) names.add(command.name);
  }
  if (names.size === 0) {
    throw new Error(
      'src/cli/registry.ts exports no collection of commands (objects with name and run)',
    );
  }
  return [...names].sort();
}
