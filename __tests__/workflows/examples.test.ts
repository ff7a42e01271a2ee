import { describe, expect, it } from '@jest/globals';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  NoOperationTraceWriter,
  convertWorkflowTemplate,
  parseWorkflow,
  type WorkflowTemplate,
} from '@actions/workflow-parser';
import { parse as parseYaml } from 'yaml';
import { workflowTemplate } from '../../src/scaffold/templates.js';

const dir = join(process.cwd(), 'workflows-examples');

/**
 * The current majors of GitHub's own actions, each running on node24 (`runs.using` in their
 * action.yml; the node20 majors checkout@v4 and upload-artifact@v4/v5 are being retired).
 */
const NODE24_MAJORS: Record<string, string> = {
  'actions/checkout': 'v7',
  'actions/upload-artifact': 'v7',
  'actions/create-github-app-token': 'v3',
  'actions/setup-node': 'v7',
};
const CHECKOUT = 'actions/checkout@v7';
const UPLOAD_ARTIFACT = 'actions/upload-artifact@v7';

/** Every `uses: actions/...@ref` in a text, as [action, ref]. */
function githubActionsUsed(text: string): [string, string][] {
  return [...text.matchAll(/uses:\s*(actions\/[\w-]+)@(\S+)/g)].map((m) => [m[1]!, m[2]!]);
}

interface Step {
  uses?: string;
  if?: string;
  with?: Record<string, unknown>;
}
interface Workflow {
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  concurrency: { group: string; 'cancel-in-progress': boolean; queue?: string };
  jobs: Record<string, { if?: string; steps: Step[] }>;
}

/** Parses with GitHub's own parser; returns its errors and the converted template. */
async function githubParse(
  name: string,
  content: string,
): Promise<{ errors: string[]; template?: WorkflowTemplate }> {
  const parsed = parseWorkflow({ name, content }, new NoOperationTraceWriter());
  const errors = parsed.context.errors.getErrors().map((e) => e.message);
  if (errors.length > 0 || !parsed.value) return { errors };
  const template = await convertWorkflowTemplate(parsed.context, parsed.value);
  return { errors: (template.errors ?? []).map((e) => e.Message), template };
}

/** The workflow's `concurrency` mapping as GitHub's parser read it: key -> value. */
function concurrencyOf(template: WorkflowTemplate): Record<string, unknown> {
  const token = template.concurrency as unknown as {
    assertMapping(what: string): Iterable<{ key: { value: string }; value: { value: unknown } }>;
  };
  const out: Record<string, unknown> = {};
  for (const pair of token.assertMapping('concurrency')) out[pair.key.value] = pair.value.value;
  return out;
}

function load(name: string): { text: string; wf: Workflow } {
  const text = readFileSync(join(dir, name), 'utf8');
  return { text, wf: parseYaml(text) as Workflow };
}

function steps(wf: Workflow): Step[] {
  return Object.values(wf.jobs).flatMap((j) => j.steps);
}

const LOOP_PERMISSIONS = {
  contents: 'write',
  'pull-requests': 'write',
  statuses: 'write',
  actions: 'write',
};
const EXPECTED_PERMISSIONS: Record<string, Record<string, string>> = {
  'scheduled.yml': LOOP_PERMISSIONS,
  'dispatch.yml': LOOP_PERMISSIONS,
  'comment-commands.yml': { ...LOOP_PERMISSIONS, issues: 'write' },
  'validate-prd.yml': { contents: 'read', 'pull-requests': 'read', statuses: 'write' },
  'plan.yml': { contents: 'write', 'pull-requests': 'write', issues: 'write' },
  'parallel.yml': LOOP_PERMISSIONS,
  'ci-fix.yml': LOOP_PERMISSIONS,
};
/** Jobs per example: one, but the parallel rounds' plan -> tasks -> integrate. */
const JOB_COUNT: Record<string, number> = { 'parallel.yml': 3 };
const files = Object.keys(EXPECTED_PERMISSIONS);

describe('example workflows', () => {
  it('are exactly the documented ones', () => {
    expect(
      readdirSync(dir)
        .filter((f) => f.endsWith('.yml'))
        .sort(),
    ).toEqual([...files].sort());
  });

  it('use the node24 majors of GitHub’s actions, as do `ralph init`, the README and CI', () => {
    const texts: [string, string][] = [
      ...files.map((f): [string, string] => [f, load(f).text]),
      ['ralph init workflow', workflowTemplate()],
      ['README.md', readFileSync(join(process.cwd(), 'README.md'), 'utf8')],
      ['ci.yml', readFileSync(join(process.cwd(), '.github', 'workflows', 'ci.yml'), 'utf8')],
    ];
    for (const [where, text] of texts) {
      const used = githubActionsUsed(text);
      expect([where, used.length > 0]).toEqual([where, true]);
      for (const [action, ref] of used) {
        expect([where, action, ref]).toEqual([where, action, NODE24_MAJORS[action]]);
      }
    }
    // Each loop workflow checks out and uploads its artifacts with them.
    for (const f of files.filter((name) => name !== 'validate-prd.yml')) {
      const used = steps(load(f).wf).map((s) => s.uses);
      expect(used).toEqual(expect.arrayContaining([CHECKOUT, UPLOAD_ARTIFACT]));
    }
  });

  it('the workflow `ralph init` writes queues waiting runs too', async () => {
    const { errors, template } = await githubParse('ralph.yml', workflowTemplate());
    expect(errors).toEqual([]);
    expect(concurrencyOf(template!)).toMatchObject({ group: 'ralph-loop', queue: 'max' });
  });

  it('the GitHub App example creates its token with `client-id` (`app-id` is deprecated)', () => {
    const readme = readFileSync(join(process.cwd(), 'README.md'), 'utf8');
    const example = readme.slice(readme.indexOf('- uses: actions/create-github-app-token@'));
    const inputs = example.slice(0, example.indexOf('private-key:'));
    expect(inputs).toContain('client-id: ${{ vars.RALPH_APP_CLIENT_ID }}');
    expect(inputs).not.toContain('app-id');
  });

  it('GitHub’s parser reports errors (the check below can fail)', async () => {
    const broken =
      'on: push\npermissions:\n  contents: wrte\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo\n';
    const { errors } = await githubParse('broken.yml', broken);
    expect(errors.join('\n')).toContain("Unexpected value 'wrte'");
    const queue = broken.replace(
      'permissions:\n  contents: wrte\n',
      'concurrency:\n  group: g\n  queue: maximum\n',
    );
    expect((await githubParse('queue.yml', queue)).errors.join('\n')).toContain(
      "Unexpected value 'maximum'",
    );
  });

  describe.each(files)('%s', (file) => {
    const { text, wf } = load(file);

    it('parses with GitHub’s workflow parser without errors', async () => {
      const { errors, template } = await githubParse(file, text);
      expect(errors).toEqual([]);
      expect(template!.jobs.length).toBe(JOB_COUNT[file] ?? 1);
    });

    it('asks for the minimal permissions', () => {
      expect(wf.permissions).toEqual(EXPECTED_PERMISSIONS[file]);
    });

    it('runs the loop in one shared group; planning and validation per issue or branch', () => {
      const runsLoop = file !== 'validate-prd.yml' && file !== 'plan.yml';
      if (runsLoop) expect(wf.concurrency.group).toBe('ralph-loop');
      else
        expect(wf.concurrency.group).toMatch(
          /^ralph-.*\$\{\{ github\.(ref|event\.issue\.number) \}\}$/,
        );
      // A run is never cancelled (GitHub rejects that together with `queue: max`).
      expect(wf.concurrency['cancel-in-progress']).toBe(false);
    });

    it('queues every waiting run (`queue: max`), as GitHub’s parser reads it', async () => {
      const { template } = await githubParse(file, text);
      expect(concurrencyOf(template!)).toMatchObject({ queue: 'max', 'cancel-in-progress': false });
    });

    it('checks out full history without persisting the token, then runs the action', () => {
      const all = steps(wf);
      const checkout = all.find((s) => s.uses === CHECKOUT);
      expect(checkout?.with?.['fetch-depth']).toBe(0);
      expect(checkout?.with?.['persist-credentials']).toBe(false);
      const action = all.find((s) => s.uses === 'ralph-action/ralph-action@v1');
      expect(action).toBeDefined();
      expect(all.indexOf(checkout!)).toBeLessThan(all.indexOf(action!));
    });

    if (file === 'validate-prd.yml') {
      it('validates only, on pull requests touching the PRD, without an API key', () => {
        expect(Object.keys(wf.on)).toEqual(['pull_request']);
        expect(wf.on.pull_request).toEqual({ paths: ['.ralph/prd.yaml'] });
        const action = steps(wf).find((s) => s.uses === 'ralph-action/ralph-action@v1');
        expect(action?.with).toEqual({ mode: 'validate' });
        expect(text).not.toContain('ANTHROPIC_API_KEY');
      });
    } else {
      it('passes the API key from secrets and uploads the run artifacts always', () => {
        const all = steps(wf);
        // The job that runs the agent (the parallel rounds' plan and integration run none).
        const action = all.find(
          (s) => s.uses === 'ralph-action/ralph-action@v1' && s.with?.['anthropic-api-key'],
        );
        expect(action?.with?.['anthropic-api-key']).toBe('${{ secrets.ANTHROPIC_API_KEY }}');
        const upload = all.find((s) => s.uses === UPLOAD_ARTIFACT);
        expect(upload?.if).toBe('always()');
        expect(upload?.with?.path).toBe('${{ runner.temp }}/ralph');
        expect(all.indexOf(upload!)).toBeGreaterThan(all.indexOf(action!));
      });
    }
  });

  it('parallel.yml runs plan -> tasks -> integrate, one task per job, and continues', async () => {
    const { text, wf } = load('parallel.yml');
    const { template } = await githubParse('parallel.yml', text);
    expect(template!.jobs.map((j) => (j as { id: { value: string } }).id.value)).toEqual([
      'plan',
      'tasks',
      'integrate',
    ]);
    const jobs = wf.jobs as Record<
      string,
      {
        needs?: string | string[];
        if?: string;
        permissions?: Record<string, string>;
        outputs?: Record<string, string>;
        strategy?: Record<string, unknown>;
        steps: Step[];
      }
    >;
    const action = (job: string) =>
      jobs[job]!.steps.find((s) => s.uses === 'ralph-action/ralph-action@v1')!;
    expect(action('plan').with).toMatchObject({ mode: 'matrix' });
    expect(jobs.plan!.outputs).toEqual({
      matrix: '${{ steps.ralph.outputs.matrix }}',
      'task-count': '${{ steps.ralph.outputs.task-count }}',
      'base-sha': '${{ steps.ralph.outputs.base-sha }}',
    });
    expect(jobs.tasks!.strategy).toEqual({
      'fail-fast': false,
      'max-parallel': 4,
      matrix: '${{ fromJSON(needs.plan.outputs.matrix) }}',
    });
    expect(jobs.tasks!.permissions).toEqual({ contents: 'write' });
    expect(action('tasks').with).toMatchObject({
      mode: 'run',
      task: '${{ matrix.task }}',
      'base-sha': '${{ needs.plan.outputs.base-sha }}',
    });
    expect(jobs.integrate!.needs).toEqual(['plan', 'tasks']);
    expect(jobs.integrate!.if).toMatch(/^always\(\)/);
    expect(action('integrate').with).toMatchObject({ mode: 'integrate', continue: true });
    // The continuation's own inputs, which each round passes to the next.
    expect(Object.keys(template!.events.workflow_dispatch?.inputs ?? {})).toEqual([
      'chain-depth',
      'chain-cost-usd',
    ]);
  });

  it('ci-fix.yml runs on finished CI runs of this repository, with the logs readable', async () => {
    const { text, wf } = load('ci-fix.yml');
    const { template } = await githubParse('ci-fix.yml', text);
    expect(wf.on).toEqual({ workflow_run: { workflows: ['CI'], types: ['completed'] } });
    expect(template!.jobs[0]!.if.expression).toBe(
      'success() && (github.event.workflow_run.head_repository.full_name == github.repository)',
    );
    // actions: write includes read, which the job logs need.
    expect(wf.permissions.actions).toBe('write');
    const action = steps(wf).find((s) => s.uses === 'ralph-action/ralph-action@v1');
    expect(action?.with).toMatchObject({ 'ci-gate': 'required', 'max-ci-fix-attempts': 2 });
  });

  it('the workflow `ralph init` writes names the CI workflows it found in a workflow_run trigger', async () => {
    const text = workflowTemplate(undefined, ['CI', 'Lint: "strict"']);
    const { errors, template } = await githubParse('ralph.yml', text);
    expect(errors).toEqual([]);
    const parsed = parseYaml(text) as Workflow;
    expect(parsed.on.workflow_run).toEqual({
      workflows: ['CI', 'Lint: "strict"'],
      types: ['completed'],
    });
    expect(parsed.permissions.actions).toBe('write');
    expect(template!.jobs[0]!.if.expression).toContain(
      "github.event_name == 'workflow_run' && github.event.workflow_run.head_repository.full_name == github.repository",
    );
    // Without CI workflows the trigger is a comment to fill in, and the file still parses.
    const none = workflowTemplate();
    expect((parseYaml(none) as Workflow).on.workflow_run).toBeUndefined();
    expect(none).toContain('#   workflows: [CI]');
    expect((await githubParse('ralph.yml', none)).errors).toEqual([]);
  });

  it('scheduled.yml runs on a cron schedule', async () => {
    const { template } = await githubParse('scheduled.yml', load('scheduled.yml').text);
    expect(template!.events.schedule?.[0]?.cron).toBe('17 */6 * * *');
  });

  it('dispatch.yml takes an iterations input and passes it on', async () => {
    const { text, wf } = load('dispatch.yml');
    const { template } = await githubParse('dispatch.yml', text);
    expect(template!.events.workflow_dispatch?.inputs?.iterations).toMatchObject({
      required: false,
    });
    // The parser's model has no "number" input type, though GitHub (and its schema) accept it.
    expect(
      (wf.on.workflow_dispatch as { inputs: Record<string, unknown> }).inputs.iterations,
    ).toMatchObject({
      type: 'number',
      default: 3,
    });
    const action = steps(wf).find((s) => s.uses === 'ralph-action/ralph-action@v1');
    expect(action?.with?.iterations).toBe('${{ inputs.iterations }}');
  });

  it('comment-commands.yml runs only for /ralph comments and submitted reviews on pull requests, on the PR head', async () => {
    const { text, wf } = load('comment-commands.yml');
    expect(wf.on).toEqual({
      issue_comment: { types: ['created'] },
      pull_request_review: { types: ['submitted'] },
    });
    const { template } = await githubParse('comment-commands.yml', text);
    const condition = template!.jobs[0]!.if.expression;
    expect(condition).toContain("startsWith(github.event.comment.body, '/ralph')");
    expect(condition).toContain("github.event_name == 'pull_request_review'");
    expect(condition).toContain(
      'github.event.pull_request.head.repo.full_name == github.repository',
    );
    const checkout = steps(wf).find((s) => s.uses === CHECKOUT);
    expect(checkout?.with?.ref).toBe(
      'refs/pull/${{ github.event.issue.number || github.event.pull_request.number }}/head',
    );
    expect(text).toMatch(/action then checks out the PRD branch itself/);
  });
});
