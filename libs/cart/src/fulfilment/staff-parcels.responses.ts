import { ApiProperty } from '@nestjs/swagger';

const DATE = { type: 'string', format: 'date', example: '2026-11-21' } as const;

export class ParcelCustomerResponse {
  @ApiProperty({ type: 'string', description: 'Nom de l’adresse de livraison, à défaut l’adresse e-mail.' })
  name: string;
  @ApiProperty({ type: 'string', format: 'email', nullable: true })
  email: string | null;
}

export class ParcelRelayResponse {
  @ApiProperty({ type: 'string', description: 'Numéro du point relais.' })
  id: string;
  @ApiProperty({ type: 'string', description: 'Pays du point (ISO 3166-1 alpha-2).', example: 'FR' })
  country: string;
  @ApiProperty({ type: 'string' })
  name: string;
  @ApiProperty({ type: 'string', description: 'Son adresse sur une ligne.' })
  address: string;
}

export class ParcelLineResponse {
  @ApiProperty({ type: 'string', format: 'uuid' })
  id: string;
  @ApiProperty({ type: 'string' })
  name: string;
  @ApiProperty({ type: 'integer' })
  quantity: number;
  @ApiProperty({ type: 'string', nullable: true, description: 'Nom de la déclinaison (taille…).' })
  variant: string | null;
  @ApiProperty({ type: 'string', isArray: true, description: 'Dédicaces à écrire, une par exemplaire.' })
  dedications: string[];
}

export class ParcelRelayLabelResponse {
  @ApiProperty({ type: 'string', description: 'Numéro d’expédition Mondial Relay (8 chiffres), le numéro de suivi.', example: '31234567' })
  expedition_number: string;
  @ApiProperty({ type: 'integer', description: 'Poids déclaré, en grammes.' })
  weight_grams: number;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  created_at: string | null;
  @ApiProperty({ type: 'string', description: 'L’étiquette à imprimer (PDF 10 × 15 cm).' })
  pdf: string;
}

/** A paid order's parcel, as staff prepare it. */
export class ParcelResponse {
  @ApiProperty({ type: 'string', description: 'Id du colis : `{id de la commande}.{now|date|all}` (l’envoi de la commande).' })
  id: string;
  @ApiProperty({ type: 'string', format: 'uuid', description: 'Id de la commande.' })
  order: string;
  @ApiProperty({ type: 'string', description: 'Référence de la commande.' })
  reference: string;
  @ApiProperty({ type: 'integer', description: 'Collection de la commande.' })
  label: number;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  paid_at: string | null;
  @ApiProperty({ type: ParcelCustomerResponse })
  customer: ParcelCustomerResponse;
  @ApiProperty({ type: 'string', enum: ['colissimo', 'mondial_relay', 'pickup'] })
  mode: string;
  @ApiProperty({ type: 'string', example: 'Colissimo' })
  mode_name: string;
  @ApiProperty({ type: 'string', enum: ['to_ship', 'waiting', 'shipped', 'ready_for_pickup'] })
  status: string;
  @ApiProperty({ type: 'boolean', description: 'Son contenu peut partir aujourd’hui (date prévue atteinte).' })
  shippable: boolean;
  @ApiProperty({ ...DATE })
  expected_expedition_date: string;
  @ApiProperty({ type: 'object', nullable: true, additionalProperties: true, description: 'Adresse de livraison (Colissimo).' })
  shipping_address: unknown;
  @ApiProperty({ type: ParcelRelayResponse, nullable: true, description: 'Point relais (Mondial Relay).' })
  parcel_shop: ParcelRelayResponse | null;
  @ApiProperty({ type: ParcelRelayLabelResponse, nullable: true, description: 'Étiquette Mondial Relay, une fois créée.' })
  relay_label: ParcelRelayLabelResponse | null;
  @ApiProperty({ type: ParcelLineResponse, isArray: true })
  lines: ParcelLineResponse[];
  @ApiProperty({ ...DATE, nullable: true })
  expedition_date: string | null;
  @ApiProperty({ type: 'string', nullable: true })
  tracking_number: string | null;
  @ApiProperty({ type: 'string', enum: ['colissimo', 'mondial_relay'], nullable: true })
  carrier: string | null;
  @ApiProperty({ type: 'string', format: 'uri', nullable: true })
  tracking_url: string | null;
  @ApiProperty({ type: 'string', enum: ['pending', 'shipped', 'ready_for_pickup'] })
  fulfilment_status: string;
  @ApiProperty({ ...DATE, nullable: true })
  ready_for_pickup_date: string | null;
  @ApiProperty({ type: 'string', description: 'Bon de préparation (PDF).' })
  packing_slip: string;
}

export class RefusedParcelResponse {
  @ApiProperty({ type: 'string' })
  id: string;
  @ApiProperty({ type: 'integer', description: '400, 404 ou 409.' })
  status: number;
  @ApiProperty({ type: 'string', nullable: true })
  detail: string | null;
  @ApiProperty({ type: 'object', nullable: true, additionalProperties: true })
  errors: Record<string, unknown> | null;
  @ApiProperty({ type: ParcelResponse, nullable: true, description: 'Le colis tel qu’il est.' })
  current: ParcelResponse | null;
}

export class BulkShipResponse {
  @ApiProperty({ type: ParcelResponse, isArray: true, description: 'Les colis marqués expédiés.' })
  shipped: ParcelResponse[];
  @ApiProperty({ type: RefusedParcelResponse, isArray: true, description: 'Les colis refusés, chacun avec sa raison.' })
  refused: RefusedParcelResponse[];
}
