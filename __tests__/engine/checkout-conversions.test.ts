import { describe, expect, test } from '@jest/globals';
import { conversionsIn } from '../../src/engine/iteration/checkout-conversions.js';

describe('attributes that make a checkout differ from the stored blobs', () => {
  test('re-encoding, CRLF line ends, the LFS filter and $Id$ expansion are conversions', () => {
    expect(conversionsIn('src/slugify.js working-tree-encoding=UTF-16')).toEqual([
      'working-tree-encoding=UTF-16',
    ]);
    expect(conversionsIn('*.sh text eol=crlf')).toEqual(['eol=crlf']);
    expect(conversionsIn('*.js filter=lfs ident')).toEqual(['filter=lfs', 'ident']);
  });

  test('what leaves the bytes as stored is not', () => {
    expect(conversionsIn('* text=auto eol=lf')).toEqual([]);
    expect(conversionsIn('*.png binary')).toEqual([]);
    expect(conversionsIn('*.js -ident')).toEqual([]);
    expect(conversionsIn('# src/a.js working-tree-encoding=UTF-16')).toEqual([]);
    expect(conversionsIn('dist/** linguist-generated')).toEqual([]);
    // A filter's driver is in git's configuration: a fresh clone has none but LFS.
    expect(conversionsIn('* filter=x')).toEqual([]);
    expect(conversionsIn('*.bin filter=lfsx')).toEqual([]);
  });
});
