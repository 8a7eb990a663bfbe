import { describe, expect, it } from '@jest/globals';
import { campaignState, isAllowedVideoUrl, parseDateTime, REWARD_MESSAGES, rewardChangeRefusal, rewardDeletionRefusal, storedGoal, variantChangeRefusal } from './campaign-rules';

describe('campaign rules', () => {
  const start = new Date('2026-01-10T10:00:00Z');
  const end = new Date('2026-02-10T10:00:00Z');

  it('tells a campaign’s state: désactivée first, then à venir, terminée, en cours', () => {
    expect(campaignState({ disabled: true, startDate: start, endDate: end }, new Date('2026-01-20T00:00:00Z'))).toBe('disabled');
    expect(campaignState({ disabled: false, startDate: start, endDate: end }, new Date('2026-01-01T00:00:00Z'))).toBe('upcoming');
    expect(campaignState({ disabled: false, startDate: start, endDate: end }, new Date('2026-03-01T00:00:00Z'))).toBe('finished');
    expect(campaignState({ disabled: false, startDate: start, endDate: end }, start)).toBe('running');
  });

  it('reads ISO date-times with their offset, refuses the rest and days that do not exist', () => {
    expect(parseDateTime('2026-11-21T18:00+01:00')?.toISOString()).toBe('2026-11-21T17:00:00.000Z');
    expect(parseDateTime('2026-11-21T18:00:00.000Z')?.toISOString()).toBe('2026-11-21T18:00:00.000Z');
    for (const bad of ['2026-11-21', '2026-02-31T10:00Z', '21/11/2026 18:00', '2026-11-21T25:00Z', '2026-11-21T18:00']) expect([bad, parseDateTime(bad)]).toEqual([bad, null]);
  });

  it('accepts https videos of YouTube and Vimeo only', () => {
    for (const ok of ['https://www.youtube.com/watch?v=abc', 'https://youtu.be/abc', 'https://vimeo.com/123', 'https://player.vimeo.com/video/123'])
      expect([ok, isAllowedVideoUrl(ok)]).toEqual([ok, true]);
    for (const bad of [
      'http://www.youtube.com/watch?v=abc',
      'https://evil.test/youtube.com',
      'https://youtube.com.evil.test/x',
      'javascript:alert(1)',
      'https://user@vimeo.com/1',
      'https://vimeo.com/',
    ])
      expect([bad, isAllowedVideoUrl(bad)]).toEqual([bad, false]);
  });

  it('stores an amount goal in cents and a books goal as is', () => {
    expect(storedGoal(1, 1500.5)).toBe(150050);
    expect(storedGoal(2, 300)).toBe(300);
  });

  it('refuses a backed reward’s price change and a limit below paid + held', () => {
    const base = { paid: 0, held: 0, priceChanged: false, limited: false, limitedQuantity: null };
    expect(rewardChangeRefusal({ ...base, priceChanged: true })).toBeNull();
    expect(rewardChangeRefusal({ ...base, paid: 1, priceChanged: true })).toEqual({ field: 'price', message: REWARD_MESSAGES.backedPrice });
    expect(rewardChangeRefusal({ ...base, paid: 3, held: 2, limited: true, limitedQuantity: 4 })).toEqual({
      field: 'limited_quantity',
      message: 'La quantité limitée ne peut pas descendre sous 5 : 3 déjà payées et 2 réservées dans des paniers confirmés.',
    });
    expect(rewardChangeRefusal({ ...base, paid: 3, held: 2, limited: true, limitedQuantity: 5 })).toBeNull();
    expect(rewardChangeRefusal({ ...base, limited: true })?.field).toBe('limited_quantity');
    expect(rewardChangeRefusal({ ...base, paid: 9, limited: false, limitedQuantity: 1 })).toBeNull();
  });

  it('deletes only a reward nobody paid for nor holds', () => {
    expect(rewardDeletionRefusal(0, 0)).toBeNull();
    expect(rewardDeletionRefusal(1, 0)).toBe(REWARD_MESSAGES.backedDelete);
    expect(rewardDeletionRefusal(0, 1)).toBe(REWARD_MESSAGES.heldDelete);
  });

  it('keeps a variant’s stock at or above what confirmed carts hold of it, and a held variant from deletion', () => {
    const existing = [
      { id: 1, name: 'Taille M' },
      { id: 2, name: 'Taille L' },
    ];
    const held = new Map([[1, 3]]);
    expect(variantChangeRefusal(existing, [{ id: 1, stock: 3 }], held)).toBeNull();
    expect(
      variantChangeRefusal(
        existing,
        [
          { id: 1, stock: 2 },
          { id: 2, stock: 0 },
        ],
        held,
      ),
    ).toBe('Le stock de la déclinaison « Taille M » ne peut pas descendre sous 3 : 3 réservées dans des paniers confirmés.');
    expect(variantChangeRefusal(existing, [{ id: 2, stock: 5 }, { stock: 5 }], held)).toBe(REWARD_MESSAGES.heldVariantDelete('Taille M'));
    expect(variantChangeRefusal(existing, [{ stock: 1 }], new Map())).toBeNull();
  });
});
