/** Dependency-graph checks. Iterative, so a 100,000-task chain cannot overflow the stack. */

/**
 * Finds dependency cycles. `edges[i]` lists the node indexes node i depends on.
 * Returns each cycle as a list of node indexes whose last element repeats the first
 * (a -> b -> a is [a, b, a]); at most `limit` cycles, found in file order.
 */
export function findCycles(edges: readonly (readonly number[])[], limit = 20): number[][] {
  const n = edges.length;
  const WHITE = 0;
  const GREY = 1;
  const BLACK = 2;
  const color = new Uint8Array(n);
  const positionInPath = new Int32Array(n).fill(-1);
  // The depth-first path and, per step, the next edge to follow: fixed-size stacks, so a walk
  // of many short paths does not grow and free a list for each.
  const path = new Int32Array(n);
  const nextEdge = new Int32Array(n);
  const cycles: number[][] = [];

  for (let start = 0; start < n && cycles.length < limit; start++) {
    if (color[start] !== WHITE) continue;
    color[start] = GREY;
    positionInPath[start] = 0;
    path[0] = start;
    nextEdge[0] = 0;
    let depth = 1;
    while (depth > 0) {
      const top = depth - 1;
      const node = path[top]!;
      const out = edges[node]!;
      const e = nextEdge[top]!;
      if (e < out.length) {
        nextEdge[top] = e + 1;
        const next = out[e]!;
        if (color[next] === WHITE) {
          color[next] = GREY;
          positionInPath[next] = depth;
          path[depth] = next;
          nextEdge[depth] = 0;
          depth++;
        } else if (color[next] === GREY && cycles.length < limit) {
          cycles.push([...path.subarray(positionInPath[next]!, depth), next]);
        }
      } else {
        color[node] = BLACK;
        positionInPath[node] = -1;
        depth--;
      }
    }
  }
  return cycles;
}

/** `a -> b -> c -> a`, shortened in the middle when very long so the message stays readable. */
export function formatCycle(ids: readonly string[], maxShown = 20): string {
  if (ids.length <= maxShown) return ids.join(' -> ');
  const head = ids.slice(0, maxShown / 2);
  const tail = ids.slice(ids.length - maxShown / 2);
  const hidden = ids.length - head.length - tail.length;
  return [...head, `... (${hidden} more) ...`, ...tail].join(' -> ');
}
