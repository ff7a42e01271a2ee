/**
 * `npm run demo`: the whole product on this machine, offline. A copy of fixtures/demo
 * becomes a git repository with a bare origin; a scripted model server stands in for the
 * Anthropic API and an emulator for GitHub's REST API; then the built action
 * (dist/index.js) runs as a workflow_dispatch with iterations: 3, driving the real
 * Claude Code CLI. Everything it starts is stopped before it exits.
 */
import { join } from 'node:path';
import { ACTION_BUNDLE, REPO_ROOT, runBuiltAction } from '../test-support/action-runner.js';
import { createDemoProject } from '../test-support/demo-project.js';
import { demoScenario } from '../test-support/demo-scenario.js';
import { startGitHubEmulator } from '../test-support/github-emulator.js';
import { claudeEnv } from '../test-support/claude-env.js';
import { startModelServer } from '../test-support/model-server.js';
import { workflowDispatchPayload } from '../test-support/webhooks.js';

const color = process.stdout.isTTY && !process.env.NO_COLOR;
const bold = (text: string): string => (color ? `\x1b[1m${text}\x1b[22m` : text);
const dim = (text: string): string => (color ? `\x1b[2m${text}\x1b[22m` : text);
const rule = (title: string): string =>
  `\n${bold(`── ${title} ${'─'.repeat(Math.max(0, 68 - title.length))}`)}`;

/** Turns the runner's workflow commands into something a person reads. */
function humanize(line: string): string | undefined {
  if (line.startsWith('::group::')) return `\n${bold('▶ ' + line.slice('::group::'.length))}`;
  if (line === '::endgroup::') return undefined;
  const command = /^::(warning|error|notice)[^:]*::(.*)$/.exec(line);
  if (command) return `  ${command[1]!.toUpperCase()}: ${command[2]!.replace(/%0A/g, '\n    ')}`;
  if (line.startsWith('::')) return undefined;
  return `  ${line}`;
}

async function main(): Promise<void> {
  const started = Date.now();
  // Resolved from the repository, not from this file: the demo runs as a bundle.
  const claudeBin = join(REPO_ROOT, 'node_modules', '.bin', 'claude');
  console.log(bold('ralph-action demo'));
  console.log(
    [
      'The model is SCRIPTED: a local server answers Claude Code with prepared replies, so this',
      'runs offline and costs nothing. Everything else is real: the claude CLI executes the tool',
      'calls, git commits and pushes to a local origin, and the action talks to a local GitHub',
      "API emulator that checks every request against GitHub's OpenAPI description.",
      'To use a real model, add the action to a repository (see README: "Add it to a repository")',
      'with an ANTHROPIC_API_KEY secret, or run `ralph loop` in a project with the key exported.',
    ].join('\n'),
  );

  const project = createDemoProject(join(REPO_ROOT, 'fixtures', 'demo'));
  const model = await startModelServer(demoScenario());
  const github = await startGitHubEmulator({
    owner: 'acme',
    repo: 'textkit',
    originDir: project.origin,
  });
  let buffered = '';
  try {
    console.log(rule('Running the action: workflow_dispatch, iterations: 3'));
    console.log(dim(`  node ${ACTION_BUNDLE}`));
    const result = await runBuiltAction({
      workspace: project.workspace,
      eventName: 'workflow_dispatch',
      payload: workflowDispatchPayload('acme', 'textkit', { iterations: '3' }),
      repository: 'acme/textkit',
      apiUrl: github.url,
      inputs: {
        'anthropic-api-key': 'scripted-model-needs-no-key',
        'github-token': 'demo-token',
        iterations: '1',
        'claude-path': claudeBin,
        'task-timeout-minutes': '5',
      },
      env: claudeEnv({ url: model.url, home: project.home }),
      onStdout: (chunk) => {
        buffered += chunk;
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines) {
          const text = humanize(line);
          if (text !== undefined) console.log(text);
        }
      },
    });

    const pull = [...github.state.pulls.values()].at(-1);
    console.log(rule('The pull request'));
    if (pull) {
      console.log(
        `#${pull.number} ${pull.title}  (${pull.draft ? 'draft' : 'ready for review'}, ${pull.head.ref} -> ${pull.base.ref})\n`,
      );
      console.log(pull.body ?? '');
    } else {
      console.log('No pull request was opened.');
    }

    console.log(rule('Commits pushed to origin'));
    const branch = result.outputs.branch || pull?.head.ref || 'ralph/textkit';
    console.log(
      project.git(
        ['--git-dir', project.origin, 'log', '--format=%h %s', `main..${branch}`],
        project.root,
      ),
    );

    console.log(rule('Status check'));
    const head = project.git(['--git-dir', project.origin, 'rev-parse', branch], project.root);
    const status = github.state.statuses.filter((s) => s.sha === head).at(-1);
    console.log(
      status ? `${status.context}: ${status.state} — ${status.description ?? ''}` : 'none',
    );

    console.log(rule('Outputs and logs'));
    for (const name of [
      'tasks-done',
      'tasks-total',
      'complete',
      'pr-url',
      'cost-usd',
      'iterations-run',
    ]) {
      console.log(`  ${name}: ${result.outputs[name] ?? ''}`);
    }
    console.log(`  job summary:   ${join(result.runnerTemp, 'summary.md')}`);
    console.log(`  transcripts:   ${join(result.runnerTemp, 'ralph', 'attempts')}`);
    console.log(`  the repository: ${project.workspace}`);
    console.log(
      `  API calls made: ${github.requests.length}; OpenAPI validation failures: ${github.validationErrors.length}`,
    );
    console.log(
      `\nFinished in ${((Date.now() - started) / 1000).toFixed(1)} s with exit code ${result.exitCode}.`,
    );
    if (result.exitCode !== 0) {
      console.error(result.stderr);
      process.exitCode = 1;
    }
    if (github.validationErrors.length > 0) {
      console.error(JSON.stringify(github.validationErrors, null, 2));
      process.exitCode = 1;
    }
  } finally {
    await model.close();
    await github.close();
  }
}

await main();
