/** Writes a discipline's MCP config next to the attempt's transcripts (never into the tree). */
import { mkdir } from 'node:fs/promises';
import { writeMcpConfig, type McpConfig } from '../prompt/index.js';

export async function writeMcpConfigFor(
  config: McpConfig | undefined,
  dir: string,
): Promise<string | undefined> {
  if (!config) return undefined;
  await mkdir(dir, { recursive: true });
  return writeMcpConfig(config, dir);
}
