/** Every `ralph` command, in the order `ralph --help` lists them. Adding one is one line. */
import { initCommand } from './commands/init.js';
import { loopCommand } from './commands/loop.js';
import { markCommand } from './commands/mark.js';
import { migrateCommand } from './commands/migrate.js';
import { nextCommand } from './commands/next.js';
import { onceCommand } from './commands/once.js';
import { phaseStatusCommand } from './commands/phase-status.js';
import { prdCommand } from './commands/prd.js';
import { promptCommand } from './commands/prompt.js';
import { resetCommand } from './commands/reset.js';
import { schemaCommand } from './commands/schema.js';
import { statusCommand } from './commands/status.js';
import { syncCommand } from './commands/sync.js';
import { tasksCommand } from './commands/tasks.js';
import { validateCommand } from './commands/validate.js';
import type { CliCommand } from './types.js';

export const commands: readonly CliCommand[] = [
  // set up and plan
  initCommand,
  prdCommand,
  tasksCommand,
  syncCommand,
  migrateCommand,
  // inspect the task list
  validateCommand,
  statusCommand,
  nextCommand,
  promptCommand,
  phaseStatusCommand,
  schemaCommand,
  // work
  onceCommand,
  loopCommand,
  markCommand,
  resetCommand,
];
