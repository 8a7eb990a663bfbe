import { describe, expect, it } from '@jest/globals';
import { rebase } from './record-editor';

describe('carrying an edit onto the version saved meanwhile', () => {
  const started = { name: 'Camille', price: '18,00', summary: 'Un roman.', draft: false };

  it('keeps their changes, applies mine, and names the fields we both changed to different values', () => {
    const mine = { ...started, name: 'Camille M.', summary: 'Un roman des îles.' };
    const theirs = { ...started, price: '19,50', summary: 'Un grand roman.' };
    expect(rebase(started, mine, theirs)).toEqual({
      values: { name: 'Camille M.', price: '19,50', summary: 'Un roman des îles.', draft: false },
      changed: ['name', 'summary'],
      contested: ['summary'],
    });
  });

  it('does not count as contested a field we both set to the same value', () => {
    const mine = { ...started, draft: true };
    expect(rebase(started, mine, { ...started, draft: true })).toEqual({ values: mine, changed: ['draft'], contested: [] });
  });

  it('changes nothing of theirs when I changed nothing', () => {
    const theirs = { ...started, price: '21,00' };
    expect(rebase(started, started, theirs)).toEqual({ values: theirs, changed: [], contested: [] });
  });
});
