import { ChoiceField, IntegerField, listQueryDto, NestedListField, TextField } from '@shop/common';
import { RELAY_LABEL_WEIGHT } from '@shop/shipping';
import { CARRIERS, type Carrier } from '../domain/fulfilment';
import { PARCEL_MODES, PARCEL_STATUSES, STAFF_PARCELS_SPEC, type ParcelStatus } from './parcels.reader';

/** `GET api/staff/parcels/`: state and mode filters, ordered by the day they can leave, the page. */
export class StaffParcelsQuery extends listQueryDto(STAFF_PARCELS_SPEC) {
  @ChoiceField(PARCEL_STATUSES, {
    description: 'to_ship : à préparer (contenu disponible) ; waiting : pas encore disponible ; shipped : expédié ou prêt à être retiré. Absent : tous.',
  })
  status?: ParcelStatus;

  @ChoiceField(PARCEL_MODES, { description: 'Mode de livraison du colis.' })
  mode?: string;
}

const TRACKING = {
  maxLength: 40,
  allowBlank: true,
  description: 'Numéro de suivi (Colissimo : 11 à 15 lettres et chiffres ; Mondial Relay : 8 chiffres). Vide ou null : sans numéro.',
};

/** `POST api/staff/parcels/{id}/ship/`. */
export class ShipParcelDto {
  @ChoiceField(CARRIERS, { description: 'Transporteur : celui du mode du colis (par défaut).' })
  carrier?: Carrier;

  @TextField(TRACKING)
  tracking_number?: string | null;
}

export class BulkParcelDto {
  @TextField({ maxLength: 60, required: true, description: 'Id du colis (`{id de la commande}.{now|date|all}`).' })
  id!: string;

  @TextField(TRACKING)
  tracking_number?: string | null;
}

/** `POST api/staff/parcels/ship/`: up to 100 parcels by one carrier. */
export class BulkShipDto {
  @ChoiceField(CARRIERS, { required: true, description: 'Transporteur de tous ces colis.' })
  carrier!: Carrier;

  @NestedListField(() => BulkParcelDto, { maxItems: 100, required: true, description: 'Les colis (100 au plus) et leurs numéros de suivi.' })
  parcels!: BulkParcelDto[];
}

/** `POST api/staff/parcels/{id}/label/`: the parcel as weighed when packed. */
export class CreateRelayLabelDto {
  @IntegerField({ min: RELAY_LABEL_WEIGHT.min, max: RELAY_LABEL_WEIGHT.max, required: true, description: 'Poids du colis emballé, en grammes (15 à 30 000).' })
  weight_grams!: number;
}
