/** A paid order's parcel as staff prepare it (`GET api/staff/parcels/`). */
export interface Parcel {
  id: string;
  order: string;
  reference: string;
  label: number;
  paid_at: string | null;
  customer: { name: string; email: string | null };
  mode: 'colissimo' | 'mondial_relay' | 'pickup';
  mode_name: string;
  status: 'to_ship' | 'waiting' | 'shipped' | 'ready_for_pickup';
  shippable: boolean;
  expected_expedition_date: string;
  shipping_address: {
    firstname?: string;
    lastname?: string;
    address: string;
    address_line_2?: string | null;
    postal_code: string;
    city: string;
    country?: { name: string };
  } | null;
  parcel_shop: { id: string; country: string; name: string; address: string } | null;
  /** The Mondial Relay label, once staff created it. */
  relay_label: { expedition_number: string; weight_grams: number; created_at: string | null; pdf: string } | null;
  lines: { id: string; name: string; quantity: number; variant: string | null; dedications: string[] }[];
  expedition_date: string | null;
  tracking_number: string | null;
  carrier: 'colissimo' | 'mondial_relay' | null;
  tracking_url: string | null;
  fulfilment_status: 'pending' | 'shipped' | 'ready_for_pickup';
  ready_for_pickup_date: string | null;
  packing_slip: string;
}

export type ParcelStatusFilter = 'to_ship' | 'waiting' | 'shipped';

/** What a bulk shipping did (`POST api/staff/parcels/ship/`). */
export interface BulkShipOutcome {
  shipped: Parcel[];
  refused: { id: string; status: number; detail: string | null; errors: Record<string, string[]> | null }[];
}
