/** The per-discipline MCP config (spec 004 "The MCP Config"), in Claude Code's --mcp-config shape. */
import { randomBytes } from 'node:crypto';
import { chmod, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Discipline, McpServer, Task } from '../prd/schema.js';

export interface McpServerEntry {
  command: string;
  args?: string[];
  env?: Record<string, string>;
}

export interface McpConfig {
  mcpServers: Record<string, McpServerEntry>;
}

/**
 * The task's servers, then its discipline's, in their order; the first of two servers with the
 * same name wins (a task's server replaces its discipline's of that name). Undefined when there
 * are none. Spec 004's always-on "ralph-db" server is not added: the harness owns the task list
 * and offers no such server.
 */
export function buildMcpConfig(
  discipline: Discipline | undefined,
  task?: Pick<Task, 'mcp_servers'>,
): McpConfig | undefined {
  const servers: McpServer[] = [...(task?.mcp_servers ?? []), ...(discipline?.mcp_servers ?? [])];
  if (servers.length === 0) return undefined;
  const mcpServers: Record<string, McpServerEntry> = {};
  for (const server of servers) {
    if (Object.prototype.hasOwnProperty.call(mcpServers, server.name)) continue;
    const entry: McpServerEntry = { command: server.command };
    if (server.args && server.args.length > 0) entry.args = [...server.args];
    if (server.env && Object.keys(server.env).length > 0) entry.env = { ...server.env };
    mcpServers[server.name] = entry;
  }
  return { mcpServers };
}

/** Writes the config to a new private (0600) JSON file in `dir`, atomically; returns its path. */
export async function writeMcpConfig(config: McpConfig, dir: string): Promise<string> {
  const name = `ralph-mcp-${randomBytes(6).toString('hex')}.json`;
  const target = path.join(dir, name);
  const temp = `${target}.tmp`;
  try {
    await writeFile(temp, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    await chmod(temp, 0o600); // the umask cannot widen it, but be explicit
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  return target;
}
