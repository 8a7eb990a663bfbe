import { describe, expect, it } from '@jest/globals';
import type { CartHistoryEvent } from '../types';
import { eventDetail, eventLabel } from './labels';

const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');
const event = (type: string, data: Record<string, unknown>) => ({ version: 1, type, data, metadata: {}, recorded_at: '2026-05-02T10:00:00Z' }) as unknown as CartHistoryEvent;

describe('the history of an order on terms, in French', () => {
  it('names the terms granted with their means and due date, and the settlement', () => {
    expect(eventLabel('PaymentTermsGranted')).toBe('Paiement à échéance accordé');
    expect(eventDetail(event('PaymentTermsGranted', { means: 'wire', dueDate: '2026-08-31' }))).toBe('Virement — échéance le 31 août 2026');
    expect(eventLabel('PaymentSettled')).toBe('Règlement reçu');
  });

  it('names the other late events rather than showing their code', () => {
    expect(eventLabel('ContributionRemoved')).toBe('Contribution retirée');
    expect(eventLabel('CreditNoteIssued')).toBe('Avoir émis');
    expect(plain(eventDetail(event('CreditNoteIssued', { number: 'A2026-000003', amountCents: 1250 })))).toBe('Avoir n° A2026-000003 — 12,50 €');
    expect(eventLabel('ParcelShopChangedAfterPayment')).toBe('Point relais changé après paiement');
    expect(eventDetail(event('ParcelShopChangedAfterPayment', { parcelShop: { Nom: 'Tabac des Terreaux', Ville: 'Lyon' } }))).toBe('Tabac des Terreaux, Lyon');
  });

  it('names what happened to a parcel: shipped, ready, or moved to another day', () => {
    expect(eventLabel('ShipmentShipped')).toBe('Colis expédié');
    expect(eventDetail(event('ShipmentShipped', { carrier: 'colissimo', trackingNumber: '6A12345678901' }))).toBe('Colissimo — suivi 6A12345678901');
    expect(eventLabel('ShipmentReadyForPickup')).toBe('Colis prêt à être retiré');
    expect(eventLabel('ShipmentRescheduled')).toBe('Date d’envoi du colis changée');
    expect(plain(eventDetail(event('ShipmentRescheduled', { expectedExpeditionDate: '2026-12-02', previousDate: '2027-03-15' })))).toBe(
      'Pas avant le 2 décembre 2026 (au lieu du 15 mars 2027)',
    );
  });

  it('shows on the confirmation that the customer accepted the CGV, when recorded', () => {
    expect(plain(eventDetail(event('CartConfirmed', { totalCents: 2890, termsAccepted: true })))).toBe('Total : 28,90 € — CGV acceptées');
    expect(plain(eventDetail(event('CartConfirmed', { totalCents: 2890 })))).toBe('Total : 28,90 €');
  });
});
