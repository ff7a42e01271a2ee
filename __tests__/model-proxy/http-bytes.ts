/** Raw HTTP/1.1 bytes for the model proxy's tests: chunked bodies and SSE events. */

/** `payload` in chunks of `size` bytes, as HTTP/1.1 chunked transfer coding writes it. */
export function chunked(payload: Buffer, size: number, extension = ''): Buffer {
  const parts: Buffer[] = [];
  for (let i = 0; i < payload.length; i += size) {
    const chunk = payload.subarray(i, i + size);
    parts.push(
      Buffer.from(`${chunk.length.toString(16)}${extension}\r\n`),
      chunk,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from('0\r\n\r\n'));
  return Buffer.concat(parts);
}

/** One SSE event as the Messages API writes it. */
export const sseEvent = (name: string, data: unknown): string =>
  `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/** A streamed message: its start (with usage), content, and the delta with the final usage. */
export function sseMessage(content: string, usage = { input: 100, output: 42 }): string {
  return [
    sseEvent('message_start', {
      type: 'message_start',
      message: {
        model: 'claude-sonnet-4-5',
        usage: {
          input_tokens: usage.input,
          output_tokens: 1,
          cache_read_input_tokens: 5000,
          cache_creation_input_tokens: 300,
        },
      },
    }),
    sseEvent('content_block_delta', {
      type: 'content_block_delta',
      index: 0,
      delta: { type: 'text_delta', text: content },
    }),
    sseEvent('message_delta', {
      type: 'message_delta',
      delta: { stop_reason: 'end_turn' },
      usage: { output_tokens: usage.output },
    }),
    sseEvent('message_stop', { type: 'message_stop' }),
  ].join('');
}
