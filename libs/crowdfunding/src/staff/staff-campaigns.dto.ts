import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDefined, IsInt, IsOptional, IsString, Max, Min, ValidateBy, type ValidationArguments } from 'class-validator';
import { DateOnlyField, ImageField, PriceField, requireFields, VersionField } from '@shop/catalogue';
import {
  BooleanField,
  ChoiceField,
  IdField,
  IntegerChoiceField,
  IntegerField,
  INPUT_BOUNDS,
  INPUT_MESSAGES,
  jsonTypeName,
  listQueryDto,
  NestedListField,
  NumberField,
  RelatedIdField,
  RichTextField,
  SlugField,
  TextField,
  type FieldOptions,
  type ListQuerySpec,
} from '@shop/common';
import { CAMPAIGN_MESSAGES, isAllowedVideoUrl, parseDateTime } from './campaign-rules';

/** `GET api/staff/campaigns/`: search on title, slug and old slugs; label, state and draft filters. */
export const STAFF_CAMPAIGN_LIST_SPEC: ListQuerySpec = {
  ordering: { title: 'cf.title', start_date: 'cf.start_date', end_date: 'cf.end_date', updated_at: 'cf.updated_at' },
  defaultOrdering: ['-start_date'],
  filters: { search: 'string', label: 'idOrSlug', state: 'string', draft: 'boolean' },
  defaultLimit: 25,
  maxLimit: 100,
};

export class StaffCampaignListQuery extends listQueryDto(STAFF_CAMPAIGN_LIST_SPEC) {}

/** A moment, ISO 8601 with its offset (`2026-11-21T18:00:00+01:00`). */
function DateTimeField(options: FieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.trim() : value)),
    IsOptional(),
    IsString({ message: CAMPAIGN_MESSAGES.dateTime }),
    ValidateBy({
      name: 'dateTime',
      validator: { validate: (value: unknown) => typeof value === 'string' && parseDateTime(value) !== null, defaultMessage: () => CAMPAIGN_MESSAGES.dateTime },
    }),
    ApiProperty({ type: 'string', format: 'date-time', required: false, description: options.description, example: '2026-11-21T18:00:00+01:00' }),
  );
}

/** An https YouTube or Vimeo address; '' or null clears it. */
function VideoField(): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value)),
    IsOptional(),
    IsString({ message: CAMPAIGN_MESSAGES.video }),
    ValidateBy({
      name: 'videoUrl',
      validator: { validate: (value: unknown) => typeof value === 'string' && value.length <= 300 && isAllowedVideoUrl(value), defaultMessage: () => CAMPAIGN_MESSAGES.video },
    }),
    ApiProperty({
      type: 'string',
      format: 'uri',
      nullable: true,
      required: false,
      maxLength: 300,
      description: 'Vidéo YouTube ou Vimeo (https), null sans.',
      example: 'https://vimeo.com/76979871',
    }),
  );
}

/** 1 to 100 campaign ids. */
function CampaignIdsField(): PropertyDecorator {
  return applyDecorators(
    IsDefined({ message: INPUT_MESSAGES.required }),
    IsArray({ message: (args: ValidationArguments) => INPUT_MESSAGES.list(jsonTypeName(args.value)) }),
    ArrayMinSize(1, { message: 'Choisissez au moins une campagne.' }),
    ArrayMaxSize(100, { message: INPUT_MESSAGES.maxItems(100) }),
    IsInt({ each: true, message: INPUT_MESSAGES.integer }),
    Min(1, { each: true, message: INPUT_MESSAGES.minValue(1) }),
    Max(INPUT_BOUNDS.int4Max, { each: true, message: INPUT_MESSAGES.maxValue(INPUT_BOUNDS.int4Max) }),
    ApiProperty({ type: 'integer', isArray: true, minItems: 1, maxItems: 100, description: 'Campagnes concernées (1 à 100 identifiants).' } as never),
  );
}

/** The fields of a campaign's form; each optional in a change. */
class CampaignFields {
  @TextField({ maxLength: 200, description: 'Titre.' })
  title?: string;

  @SlugField()
  slug?: string;

  @RelatedIdField({ description: 'Collection (identifiant).' })
  label?: number;

  @RelatedIdField({ description: 'Livre du catalogue que la campagne prévend (identifiant), ou null.' })
  book?: number | null;

  @RelatedIdField({ description: 'Auteur·ice (identifiant), ou null.' })
  author?: number | null;

  @DateTimeField({ description: 'Début de la campagne.' })
  start_date?: string;

  @DateTimeField({ description: 'Fin de la campagne (après le début).' })
  end_date?: string;

  @DateOnlyField({ description: 'Date de sortie prévue du livre.' })
  release_date?: string | null;

  @IntegerChoiceField([1, 2], { description: 'Type d’objectif : 1 montant collecté, 2 livres prévendus.' })
  goal_type?: 1 | 2;

  @NumberField({
    min: 1,
    max: 10_000_000,
    decimals: 2,
    description: 'Objectif : en euros (type 1) ou en livres (type 2).',
    messages: { min: CAMPAIGN_MESSAGES.goal, max: CAMPAIGN_MESSAGES.goal, type: CAMPAIGN_MESSAGES.goal },
  })
  goal?: number;

  @ImageField('Couverture : null (image générée), l’adresse actuelle ou celle d’une image envoyée.')
  cover?: string | null;

  @VideoField()
  video?: string | null;

  @RichTextField({ description: 'Présentation (HTML de l’éditeur, nettoyé par le serveur).' })
  description?: string;

  @BooleanField({ description: 'Campagne de Noël.' })
  christmas?: boolean;

  @Transform(({ value }) => (typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value))
  @TextField({
    maxLength: 20,
    pattern: /^\d{1,20}$/,
    patternMessage: CAMPAIGN_MESSAGES.pixel,
    messages: { maxLength: CAMPAIGN_MESSAGES.pixel, type: CAMPAIGN_MESSAGES.pixel },
    description: 'Identifiant du pixel Facebook (chiffres), null sans.',
  })
  facebook_pixel_id?: string | null;

  @BooleanField({ description: 'Désactivée : plus proposée, quelles que soient ses dates.' })
  disabled?: boolean;

  @BooleanField({ description: 'Brouillon : visible de l’équipe seule (aperçu), dans aucune liste, personne ne peut y contribuer. Par défaut : false.' })
  draft?: boolean;
}

/** `POST api/staff/campaigns/`. */
export class CreateCampaignDto extends CampaignFields {
  declare title: string;
  declare label: number;
  declare start_date: string;
  declare end_date: string;
  declare goal: number;
  declare goal_type: 1 | 2;
}
requireFields(CreateCampaignDto, ['title', 'label', 'start_date', 'end_date', 'goal', 'goal_type']);

/** `PATCH api/staff/campaigns/{id}/`. */
export class UpdateCampaignDto extends CampaignFields {
  @VersionField()
  version: number;
}

export const CAMPAIGN_BULK_ACTIONS = ['make_public', 'make_draft'] as const;
export type CampaignBulkAction = (typeof CAMPAIGN_BULK_ACTIONS)[number];

/** `POST api/staff/campaigns/bulk/`. */
export class BulkCampaignsDto {
  @CampaignIdsField()
  ids: number[];

  @ChoiceField(CAMPAIGN_BULK_ACTIONS, {
    required: true,
    description: 'make_public : publier (draft false) ; make_draft : remettre en brouillon (les mêmes actions que pour les livres).',
  })
  action: CampaignBulkAction;
}

/** A variant of a reward: its name and its own stock; `id` for an existing one. */
export class RewardVariantDto {
  @IdField({ description: 'Déclinaison existante (identifiant) ; absente pour une nouvelle.' })
  id?: number;

  @TextField({ required: true, maxLength: 80, description: 'Nom (« Taille M »).' })
  name: string;

  @IntegerField({ required: true, min: 0, max: 1_000_000, description: 'Stock de la déclinaison.' })
  stock: number;
}

const BOOK_SHARE_RANGE = 'La part des livres doit être comprise entre 0,01 € et 10 000,00 €.';

/** The fields of a reward's form; each optional in a change. */
class RewardFields {
  @TextField({ maxLength: 200, description: 'Nom.' })
  name?: string;

  @PriceField()
  price?: number;

  @Transform(({ value }) => (typeof value === 'number' ? String(value) : value))
  @ChoiceField(['5.5', '20'], { description: 'Taux de TVA en pourcentage (5,5 pour une contrepartie qui contient un livre).' })
  vat_rate?: '5.5' | '20';

  @RichTextField({ description: 'Présentation (HTML de l’éditeur, nettoyé par le serveur).' })
  description?: string;

  @ImageField('Image : null (image générée), l’adresse actuelle ou celle d’une image envoyée.')
  image?: string | null;

  @BooleanField({ description: 'Quantité limitée.' })
  limited?: boolean;

  @IntegerField({ min: 0, max: 1_000_000, description: 'Quantité disponible d’une contrepartie limitée.' })
  limited_quantity?: number | null;

  @BooleanField({ description: 'Réservée aux libraires.' })
  bookseller_only?: boolean;

  @BooleanField({ description: 'Débloquée par un bon d’achat.' })
  locked_by_voucher?: boolean;

  @BooleanField({ description: 'Une dédicace est demandée par exemplaire.' })
  dedication?: boolean;

  @BooleanField({ description: 'Don pur (rien n’est livré).' })
  donation?: boolean;

  @IntegerField({ min: 0, max: 100, description: 'Livres contenus (objectif en livres).' })
  books_count?: number;

  @PriceField({
    description:
      'Part du prix due aux livres d’une contrepartie composite (livre et autres articles pour un prix), TTC en euros : taxée à 5,5 %, le reste à 20 %. null : tout le prix au taux de la contrepartie.',
    messages: { min: BOOK_SHARE_RANGE, max: BOOK_SHARE_RANGE, type: BOOK_SHARE_RANGE },
  })
  book_share?: number | null;

  @DateOnlyField({ description: 'Date d’envoi prévue.' })
  release_date?: string | null;

  @NestedListField(() => RewardVariantDto, { maxItems: 50, description: 'Déclinaisons, dans leur ordre (chacune son stock).' })
  variants?: RewardVariantDto[];

  @IntegerField({ min: 0, max: 10_000, description: 'Rang dans la campagne (0 en premier).' })
  position?: number;

  @BooleanField({ description: 'Fermée : plus proposée (ses contributions restent).' })
  closed?: boolean;
}

/** `POST api/staff/campaigns/{id}/rewards/`. */
export class CreateRewardDto extends RewardFields {
  declare name: string;
  declare price: number;
}
requireFields(CreateRewardDto, ['name', 'price']);

/** `PATCH api/staff/rewards/{id}/`. */
export class UpdateRewardDto extends RewardFields {
  @VersionField()
  version: number;
}

/** `DELETE api/staff/rewards/{id}/?version=`. */
export class DeleteRewardQuery {
  @IntegerField({
    required: true,
    min: 1,
    max: INPUT_BOUNDS.int4Max,
    description: 'Version de la fiche que l’éditeur a vue.',
    messages: { required: 'Indiquez la version de la fiche que vous supprimez.' },
  })
  version: number;
}
