import { describe, expect, it } from '@jest/globals';
import { changedFields } from './changes';

describe('changedFields', () => {
  it('lists each changed field from → to, leaving unchanged ones out', () => {
    expect(changedFields({ name: 'A', price: '18.00', published: false }, { name: 'A', price: '19.50', published: true })).toEqual({
      price: { from: '18.00', to: '19.50' },
      published: { from: false, to: true },
    });
  });

  it('reads a creation as every field coming from null, and undefined as null', () => {
    expect(changedFields({}, { name: 'A', avatar: null })).toEqual({ name: { from: null, to: 'A' } });
    expect(changedFields({ image: undefined }, { image: null })).toEqual({});
  });

  it('compares lists by their content', () => {
    expect(changedFields({ ids: [1, 2] }, { ids: [1, 2] })).toEqual({});
    expect(changedFields({ ids: [1, 2] }, { ids: [2, 1] })).toEqual({ ids: { from: [1, 2], to: [2, 1] } });
  });
});
