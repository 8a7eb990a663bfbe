import { ApiProperty } from '@nestjs/swagger';

/**
 * Documentation only. The carrier widget's fields of a parcel shop (spec §3): what a cart's shipment
 * keeps of the chosen point (the cart module refers to this schema by name).
 */
export class ParcelShopSummaryResponse {
  @ApiProperty({ type: 'string', description: 'Nom du point.', example: 'Tabac de la Roquette' })
  Nom: string;

  @ApiProperty({ type: 'string', description: 'Rue.', example: '12 rue de la Roquette' })
  Adresse1: string;

  @ApiProperty({ type: 'string', description: 'Complément d’adresse, « » sans complément.', example: '' })
  Adresse2: string;

  @ApiProperty({ type: 'string', description: 'Code postal.', example: '75011' })
  CP: string;

  @ApiProperty({ type: 'string', example: 'Paris' })
  Ville: string;

  @ApiProperty({ type: 'string', description: 'Numéro du point chez le transporteur (Mondial Relay : 6 chiffres).', example: '012345' })
  ID: string;

  @ApiProperty({ type: 'string', pattern: '^(-?\\d+(\\.\\d+)?)?$', description: 'Latitude en degrés décimaux (texte, point décimal), « » si inconnue.', example: '48.8589400' })
  Lat: string;

  @ApiProperty({ type: 'string', pattern: '^(-?\\d+(\\.\\d+)?)?$', description: 'Longitude en degrés décimaux (texte, point décimal), « » si inconnue.', example: '2.3719400' })
  Long: string;

  @ApiProperty({ type: 'string', enum: ['1', 'C'], description: '« 1 » commerce avec comptoir, « C » consigne automatique.', example: '1' })
  Nature: string;

  @ApiProperty({ type: 'string', description: 'Pays (ISO 3166-1 alpha-2).', example: 'FR' })
  Pays: string;

  @ApiProperty({ type: 'string', pattern: '^[A-Z]+$', description: 'Repère sur la carte : A, B, C… selon le rang dans les résultats.', example: 'A' })
  Letter: string;
}

/** A parcel shop as the relay dialog shows it: the widget's fields, its availability, hours, photo and warning. */
export class ParcelShopResponse extends ParcelShopSummaryResponse {
  @ApiProperty({ type: 'boolean', description: 'false quand le point ne peut pas recevoir de colis (congés, travaux…).' })
  available: boolean;

  @ApiProperty({
    type: 'string',
    description: 'Horaires d’ouverture en petit tableau HTML français.',
    example: '<table class="relay-hours"><tbody><tr><th scope="row">Lundi</th><td>09h00 - 12h30</td><td>14h00 - 19h00</td></tr></tbody></table>',
  })
  hours_html_table: string;

  @ApiProperty({ type: 'string', format: 'uri', nullable: true, description: 'Photo de la devanture, null sans photo.', example: null })
  photo: string | null;

  @ApiProperty({ type: 'string', nullable: true, description: 'Ce qu’il faut savoir avant de choisir ce point (fermeture prochaine…), null sinon.', example: null })
  warning: string | null;
}

/** A parcel shop found by a search: how far it is, the nearest first. */
export class NearbyParcelShopResponse extends ParcelShopResponse {
  @ApiProperty({
    type: 'integer',
    nullable: true,
    minimum: 0,
    description: 'Distance à vol d’oiseau depuis le code postal cherché, en mètres ; null quand le transporteur ne la donne pas.',
    example: 350,
  })
  distance_m: number | null;
}

/** The map's background under the relay points: the tile server the deployment chose, and its credit. */
export class RelayMapTilesResponse {
  @ApiProperty({
    type: 'string',
    description: 'Modèle d’URL des tuiles ({z}, {x}, {y}, éventuellement {s} et {r}), absolue ou relative au site.',
    example: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  })
  tile_url: string;

  @ApiProperty({
    type: 'string',
    description: 'Mention de la source des tuiles, en HTML, affichée sur la carte.',
    example: '© les contributeurs d’<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
  })
  attribution: string;
}
