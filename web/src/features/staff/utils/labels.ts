import { formatDate, formatPrice } from '@/lib/format';
import type { CartHistoryEvent } from '../types';

/** Spec §9: payment means as shown ('Virement', 'Prélèvement', 'CB'), and vouchers. */
export const PAYMENT_MEANS: Record<string, string> = {
  'credit-card': 'CB',
  'credit-cart': 'CB',
  'sepa-debit': 'Prélèvement',
  wire: 'Virement',
  voucher: "Bon d'achat",
};

export const paymentMeansLabel = (means: string | null | undefined) => (means ? (PAYMENT_MEANS[means] ?? means) : '—');

/** Spec §4: 0 and 1 active (1 confirmed), 2 paid (ordered). */
export const STATUS_LABELS: Record<number, string> = { 0: 'Panier', 1: 'Confirmé', 2: 'Commande' };

/** Direct debit and wire orders are invoiced first, paid later: staff mark them paid when the money is in. */
export const AWAITS_SETTLEMENT = new Set(['sepa-debit', 'wire']);

/** Whether an order's money is in: the API says so, or (older answers) a paid status with an immediate means. */
export function isPaid(order: { status: number; paid?: boolean; paid_with: string | null }): boolean {
  if (typeof order.paid === 'boolean') return order.paid;
  return order.status === 2 && !AWAITS_SETTLEMENT.has(order.paid_with ?? '');
}

/** A French label for each event of the cart's stream (libs/cart/src/domain/cart.events.ts). */
export const EVENT_LABELS: Record<string, string> = {
  CartCreated: 'Panier créé',
  OwnerAssigned: 'Panier rattaché à un compte',
  CartMergedInto: 'Fusionné dans un autre panier',
  LineAdded: 'Article ajouté',
  LineQuantityChanged: 'Quantité modifiée',
  LineDedicationsChanged: 'Dédicaces modifiées',
  LineGiftChanged: 'Destinataire et message de la carte cadeau modifiés',
  LineRemoved: 'Article retiré',
  ContributionAdded: 'Contribution à un financement participatif',
  AddressesChosen: 'Adresses choisies',
  BundleChosen: 'Regroupement des envois choisi',
  ShipmentModeChosen: 'Mode de livraison choisi',
  ParcelShopChosen: 'Point relais choisi',
  VoucherApplied: "Bon d'achat appliqué",
  VoucherRemoved: "Bon d'achat retiré",
  CartContentChanged: 'Contenu mis à jour après un changement du catalogue',
  CartConfirmed: 'Panier confirmé',
  CartUnconfirmed: 'Confirmation annulée',
  PaymentMeansChosen: 'Moyen de paiement choisi',
  CartPaid: 'Paiement enregistré',
  InvoiceNumbered: 'Facture numérotée',
  PaymentAttemptStarted: 'Paiement par carte commencé',
  PaymentAttemptFailed: 'Paiement par carte refusé ou abandonné',
  ContributionRemoved: 'Contribution retirée',
  PaymentTermsGranted: 'Paiement à échéance accordé',
  PaymentSettled: 'Règlement reçu',
  CreditNoteIssued: 'Avoir émis',
  ParcelShopChangedAfterPayment: 'Point relais changé après paiement',
  ShipmentShipped: 'Colis expédié',
  ShipmentReadyForPickup: 'Colis prêt à être retiré',
  ShipmentRescheduled: 'Date d’envoi du colis changée',
  OrderRefunded: 'Remboursement',
  OrderCancelled: 'Commande annulée',
  ReturnRecorded: 'Retour d’articles enregistré',
  CardRefundSettled: 'Réponse de la banque au remboursement par carte',
  CardRefundRetried: 'Remboursement par carte demandé à nouveau à la banque',
};

export const eventLabel = (type: string) => EVENT_LABELS[type] ?? type;

const cents = (value: unknown) => (typeof value === 'number' ? formatPrice(value / 100) : null);
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);
const obj = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

const SHIPMENT_MODES: Record<string, string> = { colissimo: 'Colissimo', mondial_relay: 'Mondial Relay', pickup: 'Retrait sur place' };

export const shipmentModeLabel = (mode: string | null | undefined) => (mode ? (SHIPMENT_MODES[mode] ?? mode) : '—');

/** The one line that says what an event changed, when its data says something a person reads. */
export function eventDetail(event: CartHistoryEvent): string | null {
  const d = event.data ?? {};
  switch (event.type) {
    case 'LineAdded': {
      const line = obj(d.line);
      return `${text(obj(line.product).name) ?? 'Produit'} × ${text(line.quantity) ?? 1}`;
    }
    case 'LineQuantityChanged':
      return `Nouvelle quantité : ${text(d.quantity)}`;
    case 'ContributionAdded':
      return cents(obj(d.contribution).amountCents) ? `Montant : ${cents(obj(d.contribution).amountCents)}` : null;
    case 'ShipmentModeChosen':
      return SHIPMENT_MODES[String(d.mode)] ?? text(d.mode);
    case 'ParcelShopChosen':
    case 'ParcelShopChangedAfterPayment': {
      const shop = obj(d.parcelShop);
      return [text(shop.Nom ?? shop.nom), text(shop.Ville ?? shop.ville)].filter(Boolean).join(', ') || null;
    }
    case 'BundleChosen':
      return d.bundle === true ? 'Un seul envoi' : d.bundle === false ? 'Envois séparés' : null;
    case 'VoucherApplied':
      return [text(d.code), cents(d.amountCents)].filter(Boolean).join(' — ');
    case 'CartConfirmed':
      // The proof that the customer accepted the CGV before ordering (L221-14), when their client sent it.
      return [cents(d.totalCents) ? `Total : ${cents(d.totalCents)}` : null, d.termsAccepted === true ? 'CGV acceptées' : null].filter(Boolean).join(' — ') || null;
    case 'CartUnconfirmed':
      return d.reason === 'expired' ? 'Délai de paiement dépassé' : 'À la demande du client';
    case 'PaymentMeansChosen':
      return paymentMeansLabel(text(d.means));
    case 'CartPaid':
      return [paymentMeansLabel(text(d.means)), cents(d.amountCents)].filter(Boolean).join(' — ');
    case 'InvoiceNumbered':
      return `Facture n° ${text(d.number)}`;
    case 'PaymentAttemptStarted':
      return [text(d.reference), cents(d.amountCents)].filter(Boolean).join(' — ');
    case 'PaymentTermsGranted':
      return [paymentMeansLabel(text(d.means)), typeof d.dueDate === 'string' ? `échéance le ${formatDate(d.dueDate)}` : null].filter(Boolean).join(' — ');
    case 'CreditNoteIssued':
      return [`Avoir n° ${text(d.number) ?? ''}`, cents(d.amountCents)].filter(Boolean).join(' — ');
    case 'PaymentAttemptFailed':
      return `${text(d.reference) ?? ''} (${text(d.code) ?? 'refus'})`;
    case 'ShipmentShipped':
      return [SHIPMENT_MODES[String(d.carrier)] ?? text(d.carrier), d.trackingNumber ? `suivi ${text(d.trackingNumber)}` : null].filter(Boolean).join(' — ') || null;
    case 'OrderRefunded':
      return [
        typeof obj(d.creditNote).number === 'string' ? `Avoir n° ${text(obj(d.creditNote).number)}` : null,
        cents(d.amountCents),
        typeof d.cardCents === 'number' && d.cardCents > 0 ? `${cents(d.cardCents)} sur la carte` : null,
        typeof d.voucherCents === 'number' && d.voucherCents > 0 ? `${cents(d.voucherCents)} en bon d’achat` : null,
      ]
        .filter(Boolean)
        .join(' — ');
    case 'OrderCancelled':
      return text(d.reason) || null;
    case 'ReturnRecorded':
      return `${Array.isArray(d.lines) ? d.lines.reduce((n: number, l) => n + (Number(obj(l).quantity) || 0), 0) : 0} exemplaire(s)${text(d.note) ? ` — ${text(d.note)}` : ''}`;
    case 'CardRefundSettled':
      return d.accepted === true ? 'Remboursement effectué' : `Refusé : ${text(d.detail) ?? ''}`;
    case 'ShipmentRescheduled':
      return typeof d.previousDate === 'string' && typeof d.expectedExpeditionDate === 'string'
        ? `Pas avant le ${formatDate(d.expectedExpeditionDate)} (au lieu du ${formatDate(d.previousDate)})`
        : null;
    default:
      return null;
  }
}

/** Who did it: the system, the order's owner, or an account by its number (staff acting for someone). */
export function eventAuthor(event: CartHistoryEvent, ownerId: number | null, ownerEmail?: string | null): string {
  if (event.metadata?.actor === 'system') return 'La boutique (automatique)';
  const userId = event.metadata?.userId;
  if (userId === null || userId === undefined) return 'Visiteur anonyme';
  if (ownerId !== null && userId === ownerId) return ownerEmail ? `Le client (${ownerEmail})` : `Le client (compte n° ${userId})`;
  return `Compte n° ${userId}`;
}
