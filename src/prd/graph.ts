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
  const path: number[] = [];
  const nextEdge: number[] = [];
  const cycles: number[][] = [];

  for (let start = 0; start < n && cycles.length < limit; start++) {
    if (color[start] !== WHITE) continue;
    color[start] = GREY;
    positionInPath[start] = 0;
    path.push(start);
    nextEdge.push(0);
    while (path.length > 0) {
      const top = path.length - 1;
      const node = path[top]!;
      const out = edges[node]!;
      const e = nextEdge[top]!;
      if (e < out.length) {
        nextEdge[top] = e + 1;
        const next = out[e]!;
        if (color[next] === WHITE) {
          color[next] = GREY;
          positionInPath[next] = path.length;
          path.push(next);
          nextEdge.push(0);
        } else if (color[next] === GREY && cycles.length < limit) {
          cycles.push([...path.slice(positionInPath[next]!), next]);
        }
      } else {
        color[node] = BLACK;
        positionInPath[node] = -1;
        path.pop();
        nextEdge.pop();
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
