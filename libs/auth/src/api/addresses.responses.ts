import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** Documentation only: the address book's answers (§3 Address) and its `OPTIONS` form description (DRF's SimpleMetadata). */

/** The country of an address: its ISO code and its French name. */
export class AddressCountryResponse {
  @ApiProperty({ type: 'string', pattern: '^[A-Z]{2}$', description: 'Code ISO 3166-1 alpha-2.', example: 'FR' })
  code: string;

  @ApiProperty({ type: 'string', description: 'Nom du pays en français.', example: 'France' })
  name: string;
}

/** One address of the caller's book; empty optional lines are '' (never null). */
export class AddressResponse {
  @ApiProperty({ type: 'integer', example: 7 })
  id: number;

  @ApiProperty({ type: 'string', description: 'Nom de l’adresse (« Maison »), « » sans nom.', example: 'Maison' })
  name: string;

  @ApiProperty({ type: 'string', example: 'Jeanne' })
  firstname: string;

  @ApiProperty({ type: 'string', example: 'Martin' })
  lastname: string;

  @ApiProperty({ type: 'string', example: '5 rue des Écoles' })
  address: string;

  @ApiProperty({ type: 'string', description: 'Complément d’adresse, « » sans complément.', example: '' })
  address_line_2: string;

  @ApiProperty({ type: 'string', description: 'Complément d’adresse (suite), « » sans complément.', example: '' })
  address_line_3: string;

  @ApiProperty({ type: 'string', example: '35000' })
  postal_code: string;

  @ApiProperty({ type: 'string', example: 'Rennes' })
  city: string;

  @ApiProperty({ type: () => AddressCountryResponse, description: 'Pays : code et nom français.' })
  country: AddressCountryResponse;

  @ApiProperty({ type: 'string', description: 'Téléphone, « » sans téléphone.', example: '06 12 34 56 78' })
  phone: string;

  @ApiProperty({ type: 'string', description: 'GLN du lieu de livraison d’un libraire (13 chiffres), « » sans GLN.', example: '' })
  gln: string;

  @ApiProperty({ type: 'boolean', description: 'Adresse supprimée mais gardée parce qu’une commande l’utilise.' })
  shadow: boolean;
}

/** A country of the form's choices. */
export class AddressCountryChoiceResponse {
  @ApiProperty({ type: 'string', pattern: '^[A-Z]{2}$', description: 'Code ISO 3166-1 alpha-2 à envoyer.', example: 'FR' })
  value: string;

  @ApiProperty({ type: 'string', description: 'Nom du pays en français.', example: 'France' })
  display_name: string;
}

/** A field of the address form as DRF describes it. */
export class AddressMetadataFieldResponse {
  @ApiProperty({ type: 'string', enum: ['integer', 'string', 'boolean'], description: 'Type du champ.', example: 'string' })
  type: string;

  @ApiProperty({ type: 'boolean', description: 'Champ obligatoire.' })
  required: boolean;

  @ApiProperty({ type: 'boolean', description: 'Champ fourni par le serveur, jamais envoyé.' })
  read_only: boolean;

  @ApiProperty({ type: 'string', description: 'Libellé français du champ.', example: 'Prénom' })
  label: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, description: 'Longueur maximale (champs texte seulement).', example: 100 })
  max_length?: number;
}

/** The country field: a choice among the countries, France first, then by French name. */
export class AddressMetadataCountryFieldResponse {
  @ApiProperty({ type: 'string', enum: ['choice'], example: 'choice' })
  type: string;

  @ApiProperty({ type: 'boolean' })
  required: boolean;

  @ApiProperty({ type: 'boolean' })
  read_only: boolean;

  @ApiProperty({ type: 'string', example: 'Pays' })
  label: string;

  @ApiProperty({ type: () => AddressCountryChoiceResponse, isArray: true, description: 'Pays proposés : la France d’abord, puis par nom français.' })
  choices: AddressCountryChoiceResponse[];
}

/** The fields `POST` takes (and those the server adds, read only). */
export class AddressMetadataPostResponse {
  @ApiProperty({ type: () => AddressMetadataFieldResponse, description: 'Identifiant (lecture seule).' })
  id: AddressMetadataFieldResponse;

  @ApiProperty({ type: () => AddressMetadataFieldResponse })
  name: AddressMetadataFieldResponse;

  @ApiProperty({ type: () => AddressMetadataFieldResponse })
  firstname: AddressMetadataFieldResponse;

  @ApiProperty({ type: () => AddressMetadataFieldResponse })
  lastname: AddressMetadataFieldResponse;

  @ApiProperty({ type: () => AddressMetadataFieldResponse })
  address: AddressMetadataFieldResponse;

  @ApiProperty({ type: () => AddressMetadataFieldResponse })
  address_line_2: AddressMetadataFieldResponse;

  @ApiProperty({ type: () => AddressMetadataFieldResponse })
  address_line_3: AddressMetadataFieldResponse;

  @ApiProperty({ type: () => AddressMetadataFieldResponse })
  postal_code: AddressMetadataFieldResponse;

  @ApiProperty({ type: () => AddressMetadataFieldResponse })
  city: AddressMetadataFieldResponse;

  @ApiProperty({ type: () => AddressMetadataCountryFieldResponse, description: 'Pays, avec ses choix.' })
  country: AddressMetadataCountryFieldResponse;

  @ApiProperty({ type: () => AddressMetadataFieldResponse })
  phone: AddressMetadataFieldResponse;

  @ApiProperty({ type: () => AddressMetadataFieldResponse })
  gln: AddressMetadataFieldResponse;

  @ApiProperty({ type: () => AddressMetadataFieldResponse, description: 'Adresse masquée (lecture seule).' })
  shadow: AddressMetadataFieldResponse;
}

/** The actions the view allows, with their fields. */
export class AddressMetadataActionsResponse {
  @ApiProperty({ type: () => AddressMetadataPostResponse, description: 'Champs de la création d’une adresse.' })
  POST: AddressMetadataPostResponse;
}

/** `OPTIONS users/addresses/`: the form description, as DRF's SimpleMetadata gives it. */
export class AddressMetadataResponse {
  @ApiProperty({ type: 'string', example: 'Liste des adresses' })
  name: string;

  @ApiProperty({ type: 'string', example: "Les adresses du carnet de l'utilisateur connecté." })
  description: string;

  @ApiProperty({ type: 'string', isArray: true, example: ['application/json'] })
  renders: string[];

  @ApiProperty({ type: 'string', isArray: true, example: ['application/json'] })
  parses: string[];

  @ApiProperty({ type: () => AddressMetadataActionsResponse })
  actions: AddressMetadataActionsResponse;
}
