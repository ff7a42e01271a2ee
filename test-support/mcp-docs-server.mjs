// A tiny MCP server over stdio (JSON-RPC, one message per line) with one tool, `lookup`: what a
// discipline or task names under mcp_servers in the tests. It answers initialize, tools/list and
// tools/call, and nothing else.
import process from 'node:process';
import { createInterface } from 'node:readline';

const send = (message) => process.stdout.write(`${JSON.stringify(message)}\n`);
const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  let message;
  try {
    message = JSON.parse(line);
  } catch {
    return;
  }
  if (message.id === undefined) return; // a notification
  const reply = (result) => send({ jsonrpc: '2.0', id: message.id, result });
  switch (message.method) {
    case 'initialize':
      return reply({
        protocolVersion: message.params?.protocolVersion ?? '2024-11-05',
        capabilities: { tools: {} },
        serverInfo: { name: 'docs', version: '1.0.0' },
      });
    case 'tools/list':
      return reply({
        tools: [
          {
            name: 'lookup',
            description: 'Look up a term in the project documentation.',
            inputSchema: {
              type: 'object',
              properties: { term: { type: 'string' } },
              required: ['term'],
            },
          },
        ],
      });
    case 'tools/call':
      return reply({
        content: [{ type: 'text', text: `docs: ${message.params?.arguments?.term ?? ''}` }],
      });
    default:
      return send({
        jsonrpc: '2.0',
        id: message.id,
        error: { code: -32601, message: `no method ${message.method}` },
      });
  }
});
