import { describe, expect, test } from '@jest/globals';
import { runnerLookupPaths } from '../../src/engine/gate/rules.js';

describe('where a test runner looks before the tests', () => {
  test('root Python modules and packages, bin directories and installed packages', () => {
    expect(
      runnerLookupPaths([
        '_pytest.py',
        'pluggy/__init__.py',
        'site.pth',
        'bin/pytest',
        'tools/.bin/node',
        'node_modules/.bin/jest',
        '.venv/lib/python3.12/site-packages/x.py',
      ]),
    ).toEqual([
      '.venv/lib/python3.12/site-packages/x.py',
      '_pytest.py',
      'bin/pytest',
      'node_modules/.bin/jest',
      'pluggy/__init__.py',
      'site.pth',
      'tools/.bin/node',
    ]);
  });

  test('source, tests and docs elsewhere are not among them', () => {
    expect(
      runnerLookupPaths([
        'src/slug.py',
        'src/pkg/__init__.py',
        'index.js',
        'README.md',
        'tests/test_slug.py',
        'binary/data.txt',
      ]),
    ).toEqual([]);
  });
});
