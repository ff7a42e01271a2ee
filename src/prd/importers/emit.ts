/** Writes a Prd as prd.yaml text in the SPEC-035 style, with the editor schema line on top. */
import { Document, isScalar, isSeq, visit } from 'yaml';
import type { Pair, Scalar, YAMLMap, YAMLSeq } from 'yaml';
import { PRD_SCHEMA_URL, TaskSchema } from '../schema.js';
import type { Prd, Task } from '../schema.js';

export const SCHEMA_COMMENT = `# yaml-language-server: $schema=${PRD_SCHEMA_URL}`;

const FLOW_LISTS = new Set(['tags', 'depends_on']);

const TASK_KEYS = Object.keys(TaskSchema.shape);

/** The task's fields in the schema's order (id, title, description, status, priority, ...). */
function canonical(task: Task): Task {
  const entries = Object.entries(task).sort(
    ([a], [b]) => TASK_KEYS.indexOf(a) - TASK_KEYS.indexOf(b),
  );
  return Object.fromEntries(entries) as Task;
}

export function emitPrdYaml(prd: Prd): string {
  const doc = new Document({ ...prd, tasks: prd.tasks.map(canonical) });
  doc.commentBefore = SCHEMA_COMMENT.slice(1);
  const root = doc.contents as YAMLMap<Scalar, unknown>;
  const tasks = root.items.find((p) => p.key.value === 'tasks') as
    Pair<Scalar, YAMLSeq> | undefined;
  if (tasks) {
    tasks.key.spaceBefore = true;
    tasks.value!.items.forEach((item, i) => {
      if (i > 0) (item as YAMLMap).spaceBefore = true;
    });
  }
  visit(doc, {
    Pair(_, pair) {
      if (isScalar(pair.key) && FLOW_LISTS.has(String(pair.key.value)) && isSeq(pair.value)) {
        pair.value.flow = true;
      }
    },
    Scalar(_, node) {
      if (typeof node.value === 'string' && node.value.includes('\n')) node.type = 'BLOCK_LITERAL';
    },
  });
  return doc.toString({
    defaultStringType: 'QUOTE_DOUBLE',
    defaultKeyType: 'PLAIN',
    lineWidth: 0,
    flowCollectionPadding: false,
  });
}
