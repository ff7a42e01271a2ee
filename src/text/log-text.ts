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
export function stripTerminalCodes(text: string): string {
  return text.replace(ESCAPES, '').replace(CONTROLS, '');
}

function neutraliseLine(line: string): string {
  const commandStart = /^(\s*):(?=:)/;
  return line.replace(commandStart, `$1:${BREAK}`).replace(/##(?=\[)/g, `##${BREAK}`);
}

/** `text` with no line a runner reads as a workflow command (terminal escapes are kept). */
export function breakWorkflowCommands(text: string): string {
  return text.split('\n').map(neutraliseLine).join('\n');
}

/** `text` as it may appear in the log: no line of it is a workflow command. */
export function neutraliseLogText(text: string): string {
  return breakWorkflowCommands(stripTerminalCodes(text));
}
