import { afterEach, describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { PrdSchema } from '../../src/prd/schema.js';
import { syncCommand } from '../../src/cli/commands/sync.js';
import { bundledSkillsDir, claudeSkillsDir } from '../../src/scaffold/skills-location.js';
import { loadSkills, validateSkillFile } from '../../src/scaffold/skills.js';
import { captureIO, tempProject, treeHashes } from './helpers.js';

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});
function workspace(files: Record<string, string> = {}) {
  const p = tempProject(files, 'ralph-sync-');
  cleanups.push(p.cleanup);
  return p.dir;
}
const signal = new AbortController().signal;
const skill = (name: string, description = `Does ${name} things.`) =>
  `---\nname: ${name}\ndescription: "${description}"\n---\n\n# ${name}\n`;

async function sync(
  cwd: string,
  values: Record<string, string | boolean>,
  env: NodeJS.ProcessEnv = {},
) {
  const io = captureIO(cwd, env);
  const code = await syncCommand.run({ positionals: [], values, io, signal });
  return { code, out: io.out.join(''), err: io.err.join('') };
}

describe('the shipped skills', () => {
  const shipped = join(process.cwd(), 'skills');

  it('are the three ralph skills, each with valid frontmatter', async () => {
    const { skills, problems } = await loadSkills(shipped);
    expect(problems).toEqual([]);
    expect(skills.map((s) => s.name)).toEqual(['ralph-iteration', 'ralph-prd', 'ralph-tasks']);
  });

  it('say what ralph-action needs from each step', () => {
    const text = (name: string) => readFileSync(join(shipped, name, 'SKILL.md'), 'utf8');
    expect(text('ralph-prd')).toContain('plans/SPEC.md');
    for (const field of [
      'schema_version',
      'depends_on',
      'acceptance_criteria',
      'estimated_turns',
      'status: pending',
    ]) {
      expect(text('ralph-tasks')).toContain(field);
    }
    const iteration = text('ralph-iteration');
    for (const rule of [
      'Do not edit `.ralph/prd.yaml`',
      'Do not `git commit`',
      '---PRP_PHASE_STATUS---',
      'RALPH_CANNOT_COMPLETE: <',
    ]) {
      expect(iteration).toContain(rule);
    }
  });

  it('ralph-tasks documents a prd.yaml that the schema accepts', () => {
    const text = readFileSync(join(shipped, 'ralph-tasks', 'SKILL.md'), 'utf8');
    const example = /```yaml\n([\s\S]*?)```/.exec(text)![1]!;
    const parsed = PrdSchema.safeParse(parseYaml(example));
    expect(parsed.error?.issues).toBeUndefined();
  });

  it('are found from the source tree and from a bundle in dist/', () => {
    const repo = process.cwd();
    expect(bundledSkillsDir(join(repo, 'src/cli/commands'), '/elsewhere')).toBe(shipped);
    expect(bundledSkillsDir(join(repo, 'dist'), '/elsewhere')).toBe(shipped);
    expect(bundledSkillsDir('/no/such/dir', '/elsewhere')).toBe('/elsewhere/skills');
  });
});

describe('ralph sync', () => {
  it('copies every skill, then reports unchanged and updated', async () => {
    const dir = workspace();
    const dest = join(dir, 'home/.claude/skills');
    const first = await sync(dir, { dest });
    expect(first.code).toBe(0);
    expect(first.out).toBe(
      `created   ralph-iteration\ncreated   ralph-prd\ncreated   ralph-tasks\nSynced 3 skills to ${dest}\n`,
    );
    expect(readFileSync(join(dest, 'ralph-prd/SKILL.md'), 'utf8')).toBe(
      readFileSync(join(process.cwd(), 'skills/ralph-prd/SKILL.md'), 'utf8'),
    );

    const second = await sync(dir, { dest });
    expect(second.out).toContain('unchanged ralph-prd\n');

    // A skill edited by hand is not overwritten without --force; with it, it is backed up.
    writeFileSync(join(dest, 'ralph-prd/SKILL.md'), 'edited by hand\n');
    writeFileSync(join(dest, 'ralph-prd/stale.md'), 'left over\n');
    const refused = await sync(dir, { dest });
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(
      `error: ${join(dest, 'ralph-prd')} is a skill ralph did not write`,
    );
    expect(refused.err).toContain('run `ralph sync --force`');
    expect(readFileSync(join(dest, 'ralph-prd/SKILL.md'), 'utf8')).toBe('edited by hand\n');

    const third = await sync(dir, { dest, force: true });
    expect(third.code).toBe(0);
    expect(third.out).toMatch(
      /replaced {2}ralph-prd \(the previous one was moved to .*\.ralph-backup\/ralph-prd-/,
    );
    expect(third.out).toContain('unchanged ralph-tasks\n');
    expect(existsSync(join(dest, 'ralph-prd/stale.md'))).toBe(false);
    expect(readFileSync(join(dest, 'ralph-prd/SKILL.md'), 'utf8')).toContain('name: ralph-prd');
    const backups = readdirSync(join(dest, '.ralph-backup'));
    expect(backups).toHaveLength(1);
    expect(readFileSync(join(dest, '.ralph-backup', backups[0]!, 'SKILL.md'), 'utf8')).toBe(
      'edited by hand\n',
    );
  });

  it("refuses to overwrite another tool's skill of the same name, copying nothing", async () => {
    const theirs = skill('ralph-tasks', 'Another tool turns specs into tasks.');
    const dir = workspace({ 'home/.claude/skills/ralph-tasks/SKILL.md': theirs });
    const dest = join(dir, 'home/.claude/skills');
    const before = treeHashes(dest);
    const result = await sync(dir, { dest });
    expect(result.code).toBe(1);
    expect(result.err).toContain(`${join(dest, 'ralph-tasks')} is a skill ralph did not write`);
    expect(result.out).toBe('');
    expect(treeHashes(dest)).toEqual(before);
    expect(existsSync(join(dest, 'ralph-prd'))).toBe(false);
  });

  it('defaults to ~/.claude/skills of the given HOME and leaves other skills alone', async () => {
    const dir = workspace({ 'home/.claude/skills/mine/SKILL.md': skill('mine') });
    const home = join(dir, 'home');
    const result = await sync(dir, {}, { HOME: home });
    expect(result.code).toBe(0);
    expect(existsSync(join(home, '.claude/skills/ralph-tasks/SKILL.md'))).toBe(true);
    expect(readFileSync(join(home, '.claude/skills/mine/SKILL.md'), 'utf8')).toBe(skill('mine'));
    expect(claudeSkillsDir({ CLAUDE_CONFIG_DIR: '/cfg', HOME: home })).toBe('/cfg/skills');
  });

  it('validates all skills first and copies none when one is invalid', async () => {
    const dir = workspace({
      'skills/good/SKILL.md': skill('good'),
      'skills/bad/SKILL.md': '---\nname: bad\ndescription:\n---\n',
      'skills/nameless/SKILL.md': '# no frontmatter\n',
    });
    const dest = join(dir, 'dest');
    mkdirSync(dest);
    const before = treeHashes(dest);
    const result = await sync(dir, { source: 'skills', dest });
    expect(result.code).toBe(1);
    expect(result.err).toContain(
      'error: skills/bad/SKILL.md:1: the frontmatter has no `description`\n',
    );
    expect(result.err).toContain(
      'error: skills/nameless/SKILL.md:1: SKILL.md must start with a `---` frontmatter block',
    );
    expect(result.err).toContain('No skills were copied');
    expect(result.out).toBe('');
    expect(treeHashes(dest)).toEqual(before);
    expect(existsSync(join(dest, 'good'))).toBe(false);
  });

  it('names the line of a bad field and a folder without SKILL.md', async () => {
    expect(
      validateSkillFile('---\ndescription: x\nname: Other_Name\n---\n', 'S.md', 'other').problems,
    ).toEqual([
      {
        file: 'S.md',
        line: 3,
        message:
          '`name` must be lowercase letters, digits and hyphens (at most 64), found "Other_Name"',
      },
    ]);
    expect(validateSkillFile(skill('right'), 'S.md', 'wrong').problems[0]!.message).toBe(
      '`name` is "right" but the folder is "wrong"; they must match',
    );
    expect(validateSkillFile('---\nname: [unclosed\n---\n', 'S.md', 'x').problems[0]!.line).toBe(2);
    const dir = workspace({ 'skills/empty/README.md': 'no skill here\n' });
    const result = await sync(dir, { source: 'skills', dest: join(dir, 'dest') });
    expect(result.code).toBe(1);
    expect(result.err).toContain('skills/empty/SKILL.md: the skill folder "empty" has no SKILL.md');
  });
});
