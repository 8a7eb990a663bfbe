import { HttpException, HttpStatus } from '@nestjs/common';

/** Who a label names: the sender (the seller) or the recipient (the customer). */
export interface LabelParty {
  name: string;
  /** Street and number, one line. */
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  phone: string | null;
  email: string | null;
}

/** A relay parcel to label: from the seller to a customer, delivered at a parcel shop. */
export interface RelayLabelRequest {
  /** The order's reference (the carrier's `NDossier`). */
  reference: string;
  /** The customer's account number (the carrier's `NClient`), or '' for a guest. */
  customerNumber: string;
  sender: LabelParty;
  recipient: LabelParty;
  relay: { country: string; id: string; name: string; address: string };
  /** As weighed when packed. */
  weightGrams: number;
}

/** A created label: the carrier's expedition number (the tracking number) and the label to print. */
export interface RelayLabel {
  expeditionNumber: string;
  pdf: Buffer;
}

/** The carrier takes parcels of 15 g to 30 kg in its relay network (lockers take less: the carrier says so). */
export const RELAY_LABEL_WEIGHT = { min: 15, max: 30_000 } as const;

export const RELAY_LABEL_UNAVAILABLE = 'L’étiquette Mondial Relay n’a pas pu être créée : réessayez dans un instant.';

/**
 * The carrier's label service failed, timed out or refused the parcel. Staff get a 503 with a
 * French `{detail}` that says why when the carrier said it (a refused address, a closed point…);
 * `reason` goes to the logs.
 */
export class RelayLabelUnavailable extends HttpException {
  constructor(
    readonly reason: string,
    detail: string = RELAY_LABEL_UNAVAILABLE,
  ) {
    super({ detail }, HttpStatus.SERVICE_UNAVAILABLE);
  }
}

/** Creates relay labels: the carrier's web service, or the bundled test labels. */
export interface RelayLabelMaker {
  createLabel(request: RelayLabelRequest): Promise<RelayLabel>;
}
