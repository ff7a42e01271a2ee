/**
 * The tools a task's agent session has. Claude Code sends the definition of every tool it has
 * with every request, so the set is explicit (`--tools`): the six a Ralph task needs, plus what
 * the run (`agent-tools`), the task's discipline or the task itself adds. MCP servers add their
 * own tools through the MCP config; `--tools` names built-in tools only.
 *
 * Measured with the pinned claude 2.1.330: its default set sends about 29 KB of definitions per
 * request (Workflow, ScheduleWakeup, Agent, ReportFindings, ListAgents, Skill, ToolSearch...);
 * this set about 10 KB. Ways that look equivalent and are not: `--disallowedTools` naming
 * ToolSearch sends the deferred tools in full (+14 KB), `--disable-slash-commands` alone grows
 * the Workflow tool to 23 KB, and `--bare` drops CLAUDE.md and OAuth login.
 */

/** What every task's agent gets. */
export const DEFAULT_AGENT_TOOLS: readonly string[] = [
  'Bash',
  'Edit',
  'Read',
  'Write',
  'Glob',
  'Grep',
];

/**
 * Built-in tools a run, a discipline or a task may add. The pinned claude ignores a name it does
 * not know, so a misspelt name would silently do nothing: names outside this list are refused.
 */
export const ADDABLE_AGENT_TOOLS: readonly string[] = [
  ...DEFAULT_AGENT_TOOLS,
  'WebFetch',
  'WebSearch',
  'NotebookEdit',
  'Agent',
  'Skill',
];

const BY_LOWER = new Map(ADDABLE_AGENT_TOOLS.map((name) => [name.toLowerCase(), name]));

/** Why `name` cannot be added to the agent's tools, or undefined when it can. */
export function agentToolProblem(name: string): string | undefined {
  if (ADDABLE_AGENT_TOOLS.includes(name)) return undefined;
  const cased = BY_LOWER.get(name.toLowerCase());
  if (cased) return `unknown tool "${name}" (did you mean "${cased}"?)`;
  if (name.startsWith('mcp__')) {
    return `"${name}" is an MCP tool: add its server under mcp_servers (of the discipline or the task) instead`;
  }
  return `unknown tool "${name}" (known: ${ADDABLE_AGENT_TOOLS.join(', ')})`;
}

/** The default set, then each addition in order, each name once. */
export function agentToolSet(...additions: (readonly string[] | undefined)[]): string[] {
  const tools = [...DEFAULT_AGENT_TOOLS];
  for (const list of additions) {
    for (const name of list ?? []) if (!tools.includes(name)) tools.push(name);
  }
  return tools;
}
