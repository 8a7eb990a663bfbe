import { describe, expect, it } from '@jest/globals';
import { availability } from './relay-closures';

describe('relay closures', () => {
  it('tells the shopper when a closure ends, the first of the month written 1er', () => {
    // given a point closed from 20 July to 1 August, read on 25 July
    const { available, warning } = availability([{ from: '2026-07-20', to: '2026-08-01' }], '2026-07-25');
    // then it cannot take the parcel, and says until when in French
    expect(available).toBe(false);
    expect(warning).toBe('Fermé pour congés jusqu’au 1er août 2026.');
  });

  it('names both days of a closure to come', () => {
    const { available, warning } = availability([{ from: '2026-09-01', to: '2026-09-21' }], '2026-07-25');
    expect(available).toBe(true);
    expect(warning).toBe('Fermé pour congés du 1er septembre 2026 au 21 septembre 2026.');
  });
});
