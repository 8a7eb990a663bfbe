import { ApiProperty } from '@nestjs/swagger';

/** The account trade customers pay by wire. */
export class SellerBankResponse {
  @ApiProperty({ type: 'string', description: 'IBAN, par groupes de quatre.', example: 'FR76 3000 6000 0112 3456 7890 189' })
  iban: string;

  @ApiProperty({ type: 'string', description: 'BIC.', example: 'EXMPFRPPXXX' })
  bic: string;
}

/** The site's host (LCEN art. 6 III 1 d). */
export class SellerHostResponse {
  @ApiProperty({ type: 'string', description: 'Nom de l’hébergeur.', example: 'OVH SAS' })
  name: string;

  @ApiProperty({ type: 'string', description: 'Adresse de l’hébergeur.', example: '2 rue Kellermann, 59100 Roubaix, France' })
  address: string;

  @ApiProperty({ type: 'string', description: 'Téléphone de l’hébergeur.', example: '1007' })
  phone: string;
}

/**
 * `GET api/seller/`: the seller's identity as the mentions légales, the CGV, the invoices and the
 * mails give it (SELLER_* variables).
 */
export class SellerResponse {
  @ApiProperty({ type: 'string', description: 'Dénomination sociale.', example: 'Éditions Exemplaire' })
  name: string;

  @ApiProperty({ type: 'string', description: 'Forme juridique.', example: 'SAS' })
  legal_form: string;

  @ApiProperty({ type: 'string', description: 'Capital social, en euros.', example: '10000.00' })
  share_capital: string;

  @ApiProperty({ type: 'string', description: 'Adresse du siège social.', example: '12 rue des Imprimeurs, 69002 Lyon, France' })
  address: string;

  @ApiProperty({ type: 'string', pattern: '^\\d{9}$', description: 'SIREN.', example: '912345675' })
  siren: string;

  @ApiProperty({ type: 'string', pattern: '^\\d{14}$', description: 'SIRET du siège.', example: '91234567500017' })
  siret: string;

  @ApiProperty({ type: 'string', description: 'Ville du greffe du registre du commerce et des sociétés.', example: 'Lyon' })
  rcs_city: string;

  @ApiProperty({ type: 'string', description: 'Mention d’immatriculation telle qu’imprimée.', example: 'RCS Lyon 912 345 675' })
  rcs: string;

  @ApiProperty({ type: 'string', description: 'Numéro de TVA intracommunautaire.', example: 'FR65912345675' })
  vat_number: string;

  @ApiProperty({ type: 'string', description: 'Directeur ou directrice de la publication.', example: 'Camille Martin' })
  publication_director: string;

  @ApiProperty({ type: 'string', description: 'Adresse e-mail de contact.', example: 'bonjour@exemplaire.test' })
  email: string;

  @ApiProperty({ type: 'string', description: 'Téléphone de contact.', example: '04 65 71 12 34' })
  phone: string;

  @ApiProperty({ type: () => SellerHostResponse, description: 'Hébergeur du site.' })
  host: SellerHostResponse;

  @ApiProperty({ type: () => SellerBankResponse, description: 'Coordonnées bancaires pour les règlements par virement.' })
  bank: SellerBankResponse;
}
