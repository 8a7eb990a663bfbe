/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import type { Cart } from '@/types/api';
import { BundleChoice } from './bundle-choice';

const cartShipping = (dates: string[]) => ({ bundle: null, expected_shipment_dates: dates }) as unknown as Cart;

describe('the choice of one parcel or several', () => {
  it('lists the dates of the parcels as French does: commas, then et', () => {
    // given a cart whose articles leave on two days, then three
    const two = render(<BundleChoice cart={cartShipping(['2026-11-25', '2027-04-24'])} disabled={false} onChoose={() => undefined} />);
    // then each parcel's day is said once, the last after « et », the first of the month as 1er
    expect(screen.getByRole('radio', { name: /^Recevoir chaque article/ }).closest('label')?.textContent).toContain('2 colis, expédiés le 25 novembre 2026 et le 24 avril 2027.');
    two.unmount();
    render(<BundleChoice cart={cartShipping(['2026-11-25', '2026-12-01', '2027-04-24'])} disabled={false} onChoose={() => undefined} />);
    expect(screen.getByRole('radio', { name: /^Recevoir chaque article/ }).closest('label')?.textContent).toContain(
      '3 colis, expédiés le 25 novembre 2026, le 1er décembre 2026 et le 24 avril 2027.',
    );
    expect(screen.getByRole('radio', { name: /^Tout recevoir/ }).closest('label')?.textContent).toContain('Expédié quand tous les articles sont disponibles, le 24 avril 2027.');
  });
});
