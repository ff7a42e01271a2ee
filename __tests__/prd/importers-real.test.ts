/**
 * Task files found in public repositories (fixtures/import-samples/real/, provenance in its
 * PROVENANCE.md): what `ralph migrate` keeps of them, one finding at a time. Where no public file
 * showed a finding, a few lines in the shape the tools write stand in, and say so.
 */
import { describe, expect, it } from '@jest/globals';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { specsFor } from '../../src/cli/commands/import-specs.js';
import { importSourceToYaml, importToPrdYaml, parsePrdText } from '../../src/prd/index.js';
import type { Prd } from '../../src/prd/index.js';
import { ids, importSample, NOW, SAMPLES, sampleSource, selectionOrder } from './import-samples.js';

const byTitle = (prd: Prd, title: string) => prd.tasks.find((t) => t.title === title)!;
const inline = (text: string, name: string) => {
  const { yaml, report } = importToPrdYaml(text, name, { now: NOW });
  return { prd: parsePrdText(yaml, 'prd.yaml').prd!, report };
};

describe('fix_plan.md: priority bands', () => {
  it('"Phase N: ... (P0 - Critical)" headings keep their band (Claudeman @fix_plan.md)', () => {
    const { prd, report } = importSample('real/claudeman/@fix_plan.md');
    const bands = prd.tasks.map((t) => t.priority);
    expect(bands.slice(0, 7)).toEqual(Array(7).fill('critical'));
    expect(bands.slice(7, 16)).toEqual(Array(9).fill('high'));
    expect(bands.slice(16)).toEqual(Array(6).fill('medium'));
    expect(report.mapped).toContain(
      'section priority (1 = highest) -> priority: 0 -> critical, 1 -> high, 2 -> medium',
    );
  });

  it('items under ### sub-headings inside P1/P2 sections keep the band (beacon @fix_plan.md)', () => {
    const { prd } = importSample('real/beacon/@fix_plan.md');
    expect(byTitle(prd, 'Test PTR query handling (_services._dns-sd._udp.local)').priority).toBe(
      'high',
    );
    expect(byTitle(prd, 'Test duplicate response handling').priority).toBe('high');
    expect(byTitle(prd, 'Verify: `semgrep --version`').priority).toBe('medium');
    expect(byTitle(prd, 'Add conflict resolution example').priority).toBe('low');
    // The open P0 item says "(SKIPPED - TODO)": skipped, with the source's words as the reason.
    expect(prd.tasks[4]).toMatchObject({
      title: 'Write test: TestHandleQuery_RejectsWrongSubnet',
      status: 'skipped',
      tags: ['skipped'],
    });
    expect(prd.tasks[4]!.description).toContain('marked SKIPPED - TODO in the source');
    expect(selectionOrder(prd)[0]).toBe('task-009'); // so the first open P1 item comes first
  });
});

describe('fix_plan.md: nothing dropped silently', () => {
  it('section prose and numbered lists go to the project description (wonder-mesh-net)', () => {
    const { prd, report } = importSample('real/wonder-mesh-net/.ralph/fix_plan.md');
    expect(prd.project.description).toContain(
      'Summary of Changes:\n1. `pkg/meshbackend/tailscale/tailscale_mesh.go` (lines 140-142):',
    );
    expect(prd.project.description).toContain('4 test cases covering isolation scenarios');
    // The "Completed" checklist is history, not work: each of its items is named as left out.
    expect(report.dropped).toHaveLength(7);
    expect(report.dropped[0]).toBe(
      '"Analyzed current isolation architecture" (section "Completed": a record of finished work, not a task; its text is in project.description)',
    );
  });

  it('Notes, a table and the intro are kept under their section names (TypeScript @fix_plan.md)', () => {
    const { prd } = importSample('real/typescript-wasm/@fix_plan.md');
    const description = prd.project.description!;
    expect(description).toMatch(/^This file tracks the prioritized tasks/);
    expect(description).toContain(
      'Blocked Tasks:\n| Task | Blocker | Notes |\n|------|---------|-------|',
    );
    expect(description).toContain('Notes:\n- **215 Rust tests passing** (1 ignored)');
    expect(description).not.toMatch(/^---$/m);
  });

  it('prose after the checklists (Completion Criteria) is kept (Claudeman)', () => {
    const { prd } = importSample('real/claudeman/@fix_plan.md');
    expect(prd.project.description).toContain(
      'Completion Criteria:\nAll P0 and P1 tasks must be completed. P2 tasks are nice-to-have.',
    );
  });
});

describe('fix_plan.md: deferred and blocked work is not pending', () => {
  it('a "Deferred / Low Priority" section with ### groups -> skipped, tagged, with the reason', () => {
    const { prd, report } = importSample('real/typescript-wasm/@fix_plan.md');
    const shebang = byTitle(prd, 'Shebang handling');
    expect(shebang).toMatchObject({ status: 'skipped', tags: ['deferred'] });
    expect(shebang.description).toBe(
      'Deferred in real/typescript-wasm/@fix_plan.md (section "Deferred / Low Priority > Scanner Remaining Features"). Not to be picked now; set status: pending to have the loop do it.',
    );
    expect(prd.tasks.filter((t) => t.tags?.includes('deferred'))).toHaveLength(5);
    expect(report.mapped).toContain(
      '5 open items deferred -> status skipped, tagged deferred, with the reason (set status: pending to run one)',
    );
    expect(selectionOrder(prd)).not.toContain(String(shebang.id));
  });

  it('"(BLOCKED)" on an item -> blocked with a reason', () => {
    const { prd } = importSample('real/typescript-wasm/@fix_plan.md');
    expect(byTitle(prd, 'Property access on unions')).toMatchObject({
      status: 'blocked',
      blocked_by:
        'marked BLOCKED in the source in real/typescript-wasm/@fix_plan.md (section "Phase 5: Type Checker (IN PROGRESS) > In Progress / Next Up")',
    });
  });

  it('"(deferred - why)" on an item -> skipped with that reason (Claudeman)', () => {
    const { prd } = importSample('real/claudeman/@fix_plan.md');
    const task = byTitle(prd, 'Add automated anomaly detection - alert on unusual patterns');
    expect(task.status).toBe('skipped');
    expect(task.description).toContain(': requires statistical analysis. Not to be picked now');
    expect(selectionOrder(prd)).toEqual([]); // everything else is done
  });

  it('a "DO NOT pick" section is deferred too (no public file had one; the heading as reported)', () => {
    const { prd } = inline(
      '# Fix Plan\n\n## High Priority\n- [ ] Ship it\n\n## Later - DO NOT pick\n- [ ] Rewrite in Rust\n',
      '@fix_plan.md',
    );
    expect(prd.tasks.map((t) => [t.title, t.status])).toEqual([
      ['Ship it', 'pending'],
      ['Rewrite in Rust', 'skipped'],
    ]);
  });
});

describe('fix_plan.md: item text', () => {
  it('bold markers and "Task N:" numbering leave the title (wonder-mesh-net)', () => {
    const { prd, report } = importSample('real/wonder-mesh-net/.ralph/fix_plan.md');
    expect(prd.tasks.slice(0, 3).map((t) => t.title)).toEqual([
      'Write isolation integration test first (TDD)',
      'Add secondary realm validation in ListNodes',
      'Populate Realm field in ListNodes backend',
    ]);
    expect(report.mapped).toContain(
      'bold markers and numbering left out of titles (code spans kept as written)',
    );
    // "Task 6: Add ACL policy verification (future)" is not work to do now.
    expect(byTitle(prd, 'Add ACL policy verification')).toMatchObject({
      status: 'skipped',
      tags: ['skipped'],
    });
  });

  it('"P0-001:" ids leave the title; a long title is cut near 100 characters, the whole text kept', () => {
    const { prd } = importSample('real/claudeman/@fix_plan.md');
    const first = prd.tasks[0]!;
    expect(first.title).toBe(
      'Add stuck-state detection to RespawnController - detect when the same state persists for too long...',
    );
    expect(first.title.length).toBeLessThanOrEqual(103);
    expect(first.description).toBe(
      'Add stuck-state detection to RespawnController - detect when the same state persists for too long without progress',
    );
    expect(prd.tasks.every((t) => !/^P\d-\d+/.test(t.title))).toBe(true);
  });

  it('"Dependencies: 1.1, 2.1" and "Files: a, b" under items -> depends_on and files (agentic-coding-tools tasks.md)', () => {
    const { prd, report } = importSample('real/agentic-coding-tools/tasks.md');
    const open = prd.tasks.find((t) => t.status === 'pending')!;
    expect(open.title).toBe(
      'Run end-to-end test: `/plan-feature` on a test change using agent-native-first flow with CLI...',
    );
    const titleOf = (id: unknown) => prd.tasks.find((t) => t.id === id)!.title;
    expect(open.depends_on!.map(titleOf)).toEqual([
      'Update `/plan-feature` to replace `/openspec-proposal` calls with `openspec new change` + `openspec...',
      'Update `AGENTS.md` OpenSpec guidance to reference OpenSpec 1.0 command model and `feature-workflow`...',
      'Document precedence rule in all workflow docs: agent-native OpenSpec artifacts first, direct CLI...',
    ]);
    expect(open.files).toBeUndefined(); // "None (workflow validation)"
    expect(prd.tasks[2]).toMatchObject({
      title:
        'Validate `openspec/schemas/feature-workflow/schema.yaml` with `openspec schema validate...',
      id: '2.1',
      depends_on: ['1.1'],
      files: ['openspec/schemas/feature-workflow/schema.yaml'],
    });
    expect(prd.tasks[0]!.depends_on).toBeUndefined(); // "Dependencies: None"
    expect(prd.tasks.every((t) => !/^\d+\.\d+ /.test(t.title))).toBe(true);
    expect(report.mapped).toContain(
      'dependencies written as prose ("Depends on 9.1", "after T012") -> depends_on',
    );
    expect(report.warnings).toEqual([]);
    expect(selectionOrder(prd)).toEqual([String(open.id)]);
  });

  it('"Depends on: 1.1" at the end of an item (the openspec tasks.md shape, written inline)', () => {
    const { prd, report } = inline(
      '# Fix Plan\n\n## Phase 1\n\n- [x] 1.1 Swap opencv for the headless build\n' +
        '- [x] 1.2 Create `.dockerignore`\n- [ ] 1.3 Create `docker/entrypoint.sh`. Depends on: 1.1\n' +
        '\n## Phase 2\n\n- [ ] 2.1 Create `Dockerfile`. Depends on: 1.1, 1.2, 1.3\n- [ ] 2.2 Compose file\n  - Depends on: 2.1\n',
      'fix_plan.md',
    );
    expect(prd.tasks.map((t) => [t.title, t.depends_on])).toEqual([
      ['Swap opencv for the headless build', undefined],
      ['Create `.dockerignore`', undefined],
      ['Create `docker/entrypoint.sh`', ['1.1']],
      ['Create `Dockerfile`', ['1.1', '1.2', '1.3']],
      ['Compose file', ['2.1']],
    ]);
    expect(ids(prd)).toEqual(['1.1', '1.2', '1.3', '2.1', '2.2']); // the source's own ids
    expect(report.mapped).toContain(
      'dependencies written as prose ("Depends on 9.1", "after T012") -> depends_on',
    );
    expect(selectionOrder(prd)).toEqual(['1.3', '2.1', '2.2']);
  });

  it('a file named @fix_plan.md with "### PRD-01:" headings is still a fix plan', () => {
    const { prd, report } = inline(
      '# Fix Plan\n\n## High Priority\n\n### PRD-01: Auth\n- [ ] Login form\n- [x] Session cookie\n\n## Low Priority\n\n### PRD-02: Profile\n- [ ] Avatar upload\n',
      '@fix_plan.md',
    );
    expect(report.format).toBe('frankbria fix_plan.md');
    expect(prd.tasks.map((t) => [t.title, t.priority])).toEqual([
      ['Login form', 'high'],
      ['Session cookie', 'high'],
      ['Avatar upload', 'low'],
    ]);
  });
});

describe('story markdown with numbered headings (levermoney tasks/prd-*.md)', () => {
  const { prd, report } = importSample('real/levermoney/tasks/prd-simplify-nonsale-export.md');

  it('"## 1. Introduction/Overview" is the project description; "## 3. User Stories" holds the tasks', () => {
    expect(prd.project.title).toBe('Simplificar Exportacao de Non-Sale (Despesas)');
    expect(prd.project.description).toMatch(/^A tela atual de exportacao de despesas/);
    expect(ids(prd)).toEqual(['US-001', 'US-002', 'US-003', 'US-004']);
    expect(prd.tasks[0]!.acceptance_criteria).toHaveLength(8);
  });

  it('the report names only the sections really left out, without their numbers', () => {
    expect(report.dropped).toEqual([
      "sections Goals, Functional Requirements, Non-Goals (Out of Scope), Technical Considerations, Success Metrics, Open Questions (not tasks; keep the file and list it in a task's context_files if the agent should read it)",
    ]);
    expect(report.mapped).toContain('Introduction/Overview -> project.description');
  });
});

describe('story markdown', () => {
  // No public tasks/prd-*.md with these shapes had a traceable repository; the text follows the
  // numbered-heading PRD shape seen in public files.
  const story =
    '# PRD: Import review\n\n## 1. Introduction/Overview\n\nReview CSV rows before saving.\n\n' +
    '## 2. Goals\n\n- Safer imports\n\n## 3. User Stories\n\n' +
    '### US-001: Review rows\nAs a user, I want to review rows.\n\n- [x] Rows are listed\n- [x] Typecheck passes\n\n' +
    '### US-002: Flag duplicates\n**Description:** As a user, I want duplicates flagged.\n\n- [ ] Duplicates are marked\n\n' +
    '## 4. Functional Requirements\n\n- FR-1: Stage rows\n\n## 9. Open Questions\n\n- Keep by default?\n';

  it('a checklist under a story is its acceptance criteria without a label; all checked -> done', () => {
    const { prd } = inline(story, 'tasks/prd-import-review.md');
    expect(prd.tasks).toEqual([
      {
        id: 'US-001',
        title: 'Review rows',
        status: 'done',
        description: 'As a user, I want to review rows.',
        acceptance_criteria: ['Rows are listed', 'Typecheck passes'],
      },
      {
        id: 'US-002',
        title: 'Flag duplicates',
        status: 'pending',
        description: 'As a user, I want duplicates flagged.',
        acceptance_criteria: ['Duplicates are marked'],
      },
    ]);
  });

  it('numbered headings are recognised; the report names only what was really left out', () => {
    const { prd, report } = inline(story, 'tasks/prd-import-review.md');
    expect(prd.project.description).toBe('Review CSV rows before saving.');
    expect(report.dropped).toEqual([
      "sections Goals, Functional Requirements, Open Questions (not tasks; keep the file and list it in a task's context_files if the agent should read it)",
    ]);
  });
});

describe('ralph-orchestrator task directory (.ralph/tasks of ralph-orchestrator itself)', () => {
  const root = join(SAMPLES, 'real', 'ralph-orchestrator');

  it('status complete and completed -> done; a file without frontmatter is pending', () => {
    const { prd } = importSample('real/ralph-orchestrator/.ralph/tasks');
    expect(prd.tasks.map((t) => [t.id, t.status])).toEqual([
      ['issue-209-hat-imports', 'done'],
      ['issue-293-scratchpad', 'done'],
      ['manual-live-harness-smoke', 'pending'],
    ]);
  });

  it('the project title comes from the spec the tasks name, which becomes a context file', async () => {
    const source = sampleSource('real/ralph-orchestrator/.ralph/tasks');
    const relative = { ...source, name: '.ralph/tasks' } as typeof source;
    relative.specs = await specsFor(relative, root);
    const { yaml, report } = importSourceToYaml(relative, { now: NOW });
    const prd = parsePrdText(yaml, 'prd.yaml').prd!;
    expect(prd.project.title).toBe('Manual Live Harness Smoke Preset');
    expect(report.mapped).toContain(
      "the spec's # heading (.ralph/specs/manual-live-harness-smoke.spec.md) -> project.title",
    );
    expect(prd.tasks[2]!.context_files).toEqual(['.ralph/specs/manual-live-harness-smoke.spec.md']);
  });

  it('obsolete -> skipped; one bad file is reported with its path while the rest import; "Task N:" -> depends_on', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ralph-code-tasks-'));
    try {
      cpSync(join(root, '.ralph', 'tasks'), dir, { recursive: true });
      // Stand-ins in the generator's shape (no public directory had these cases together).
      writeFileSync(
        join(dir, 'task-01-config.code-task.md'),
        '---\nstatus: obsolete\n---\n# Task: Old config loader\n',
      );
      writeFileSync(
        join(dir, 'task-02-loader.code-task.md'),
        '---\nstatus: pending\n---\n# Task: New loader\n\n## Dependencies\n- Task 1: the old loader is removed first\n',
      );
      writeFileSync(
        join(dir, 'task-03-broken.code-task.md'),
        '---\nstatus: wontfix\n---\n# Task: X\n',
      );
      const files = readdirSync(dir)
        .sort()
        .map((n) => ({
          name: join('tasks', n),
          baseName: n,
          text: readFileSync(join(dir, n), 'utf8'),
        }));
      const { yaml, report } = importSourceToYaml(
        { kind: 'directory', name: 'tasks', files },
        { now: NOW },
      );
      const prd = parsePrdText(yaml, 'prd.yaml').prd!;
      expect(ids(prd)).toEqual([
        'issue-209-hat-imports',
        'issue-293-scratchpad',
        'manual-live-harness-smoke',
        'task-01-config',
        'task-02-loader',
      ]);
      expect(prd.tasks[3]).toMatchObject({ status: 'skipped', tags: ['obsolete'] });
      expect(prd.tasks[4]!.depends_on).toEqual(['task-01-config']);
      expect(report.dropped).toContain(
        "tasks/task-03-broken.code-task.md: unknown status 'wontfix' (expected pending, in_progress, completed, blocked or obsolete): this file was left out; fix it and run ralph import again",
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('TASKS.json', () => {
  it('the {"tasks": [...]} shape imports, with todo/inprogress/completed statuses (rust-travel-router)', () => {
    const { prd, report } = importSample('real/travel-router/TASKS.json');
    expect(report.format).toBe('TASKS.json ({"tasks": [...]})');
    expect(prd.project.title).toBe(
      'travel-net VPN feature (Tailscale + WireGuard, NomadEOS-style)',
    );
    expect(prd.tasks.map((t) => [t.id, t.status])).toEqual([
      ['T1', 'done'],
      ['T2', 'done'],
      ['T3', 'done'],
      ['T4', 'done'],
      ['T5', 'in_progress'],
      ['T6', 'pending'],
      ['T7', 'pending'],
      ['T8', 'pending'],
    ]);
    expect(prd.tasks[7]!.depends_on).toEqual(['T4', 'T5', 'T6', 'T7']);
    expect(report.dropped).toEqual([
      'top-level doc_plan',
      'top-level doc_guide',
      'top-level created',
      'top-level statuses',
      'top-level legend',
    ]);
  });

  it('a title over 100 characters is shortened, the whole title kept (rust-travel-router T8)', () => {
    const { prd } = importSample('real/travel-router/TASKS.json');
    const t8 = prd.tasks[7]!;
    expect(t8.title).toBe(
      'API endpoints + status: /api/vpn GET/POST, /import, /genkeys, /peers, /install; StatusResponse vpn...',
    );
    expect(t8.description).toMatch(
      /^API endpoints \+ status: \/api\/vpn GET\/POST, \/import, \/genkeys, \/peers, \/install; StatusResponse vpn field\n\nAdd authed endpoints/,
    );
  });

  it('tasks keyed by id, with depends and file (hearth)', () => {
    const { prd, report } = importSample('real/hearth/TASKS.json');
    expect(ids(prd)).toEqual(['B1', 'F1', 'B2', 'B3', 'B4', 'I2', 'I3', 'T3']);
    expect(byTitle(prd, 'API Integration Tests')).toMatchObject({
      depends_on: ['B2', 'B3', 'B4'],
      files: ['backend/internal/api/handlers/*_test.go'],
      status: 'pending',
    });
    expect(report.mapped).toContain(
      'an object of tasks keyed by id -> one task per key, that key as its id',
    );
  });

  it('allowed_paths -> files, verification -> verify, a list of notes -> the description (starter-kit)', () => {
    const { prd, report } = importSample('real/starter-kit/TASKS.json');
    expect(prd.tasks[2]).toMatchObject({
      files: ['flake.nix', 'flake.lock', 'nix/', 'README.md'],
      verify: [{ command: 'nix flake show' }, { command: 'nix flake init -t .#default' }],
      description:
        'Notes: Template is self-contained with its own flake.nix (no blueprint dependency).',
    });
    expect(report.mapped).toContain('allowed_paths -> files');
    expect(report.dropped).toEqual(['top-level $schema', 'owner (in 3 stories)']);
  });

  it('filesToCreate / filesToModify -> files (no public TASKS.json had them; the planner shape)', () => {
    const { prd } = inline(
      JSON.stringify({
        tasks: [
          {
            id: 'T1',
            title: 'Add the export route',
            filesToCreate: ['src/routes/export.ts'],
            filesToModify: ['src/routes/index.ts'],
          },
        ],
      }),
      'TASKS.json',
    );
    expect(prd.tasks[0]!.files).toEqual(['src/routes/export.ts', 'src/routes/index.ts']);
  });

  it('a file in an unknown shape names the shapes known and the keys found (structured-tasks)', () => {
    expect(() => importSample('real/structured-tasks/TASKS.json')).toThrow(
      'real/structured-tasks/TASKS.json is JSON in a shape this importer does not know (it has the keys ir_version, project, repository, legend, areas, phases, items, sections, version_history). Known shapes: {"userStories": [...]} or {"stories": [...]} (snarktank/Ralph CLI prd.json), {"tasks": [...]} (TASKS.json), or a JSON list of tasks',
    );
  });

  it('top-level verifyCommands are printed as a RALPH:CHECKS block to paste', () => {
    const { report } = inline(
      JSON.stringify({
        project: 'Todo',
        verifyCommands: ['npm run typecheck', 'npm test'],
        tasks: [{ id: 'T1', title: 'A' }],
      }),
      'TASKS.json',
    );
    expect(report.warnings).toContain(
      'verifyCommands are project-wide checks, not kept in prd.yaml: put them in the RALPH:CHECKS block of CLAUDE.md:\n' +
        '<!-- RALPH:CHECKS:START -->\nchecks:\n  - name: typecheck\n    command: npm run typecheck\n' +
        '  - name: test\n    command: npm test\n<!-- RALPH:CHECKS:END -->',
    );
  });
});
