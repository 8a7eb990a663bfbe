import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, Max, Min, ValidationArguments } from 'class-validator';
import { ApiProperty } from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';
import {
  BooleanField,
  ChoiceField,
  IdField,
  INPUT_BOUNDS,
  INPUT_MESSAGES,
  IntegerField,
  jsonTypeName,
  listQueryDto,
  NestedListField,
  RelatedIdField,
  RichTextField,
  SlugField,
  TextListField,
  type ListQuerySpec,
} from '@shop/common';
import { DateOnlyField, NameField, PriceField, requireFields, VersionField } from './staff-fields';

/** `GET api/staff/goodies/`: search on name and slug (current or old), label and draft filters. */
export const STAFF_GOODIE_LIST_SPEC: ListQuerySpec = {
  ordering: { name: 'p.name', price: 'p.price_cents', updated_at: 'p.updated_at' },
  defaultOrdering: ['-updated_at'],
  filters: { search: 'string', label: 'idOrSlug', draft: 'boolean' },
  defaultLimit: 25,
  maxLimit: 100,
};

export class StaffGoodieListQuery extends listQueryDto(STAFF_GOODIE_LIST_SPEC) {}

export const GOODIE_VAT_RATES = ['20', '5.5'] as const;
export type GoodieVatRate = (typeof GOODIE_VAT_RATES)[number];

export const MAX_STOCK = 100_000;
export const MAX_VARIANTS = 50;
export const MAX_IMAGES = 12;

/** Attribute ids (`GET api/staff/goodies/attributes/`), 30 at most. */
function AttributeIdsField(description: string): PropertyDecorator {
  return applyDecorators(
    IsOptional(),
    IsArray({ message: (args: ValidationArguments) => INPUT_MESSAGES.list(jsonTypeName(args.value)) }),
    ArrayMaxSize(30, { message: INPUT_MESSAGES.maxItems(30) }),
    IsInt({ each: true, message: INPUT_MESSAGES.integer }),
    Min(1, { each: true, message: INPUT_MESSAGES.minValue(1) }),
    Max(INPUT_BOUNDS.int4Max, { each: true, message: INPUT_MESSAGES.maxValue(INPUT_BOUNDS.int4Max) }),
    ApiProperty({ type: 'integer', isArray: true, maxItems: 30, required: false, description } as never),
  );
}

const StockField = (required: boolean) =>
  IntegerField({ required, min: 0, max: MAX_STOCK, description: 'Stock de la déclinaison (0 : épuisée).', messages: { min: 'Le stock ne peut pas être négatif.' } });

/** A variant in a goodie's form: with its id, a change; without, a new one. */
export class GoodieVariantDto {
  @IdField({ description: 'Identifiant d’une déclinaison existante ; absent pour une nouvelle.' }) id?: number;
  @NameField(80, { required: true, description: 'Nom (« Taille M »).' }) name: string;
  @StockField(true) stock: number;
  @AttributeIdsField('Attributs de la déclinaison (identifiants).') attributes?: number[];
}

/** The fields of a goodie's form; each optional in a change. */
class GoodieFields {
  @NameField(200, { description: 'Nom.' }) name?: string;
  @SlugField() slug?: string;
  @RelatedIdField({ description: 'Collection (identifiant).' }) label?: number;
  @PriceField() price?: number;
  @Transform(({ value }) => (typeof value === 'number' ? String(value) : value))
  @ChoiceField(GOODIE_VAT_RATES, { description: 'Taux de TVA en pourcentage (20 par défaut).' })
  vat_rate?: GoodieVatRate;
  @RichTextField({ description: 'Présentation (HTML de l’éditeur, nettoyé par le serveur).' }) description?: string;
  @TextListField({
    maxItems: MAX_IMAGES,
    maxLength: 300,
    description: 'Images dans l’ordre (la première est la principale) : adresses actuelles ou d’images envoyées ; vide : l’image générée.',
  })
  images?: string[];
  @BooleanField({ description: 'Réservé aux libraires.' }) bookseller_only?: boolean;
  @BooleanField({ description: 'Débloqué par un bon d’achat.' }) locked_by_voucher?: boolean;
  @BooleanField({ description: 'Brouillon : visible de l’équipe seulement, ni dans les listes ni dans le panier (faux à la création par défaut).' }) draft?: boolean;
  @BooleanField({ description: 'En rupture de stock.' }) out_of_stock?: boolean;
  @DateOnlyField({ description: 'Date de réassort.' }) restocking_date?: string | null;
  @AttributeIdsField('Attributs du produit (identifiants).') attributes?: number[];
  @NestedListField(() => GoodieVariantDto, { maxItems: MAX_VARIANTS, description: 'Déclinaisons, dans l’ordre : la liste entière (une déclinaison absente est supprimée).' })
  variants?: GoodieVariantDto[];
}

/** `POST api/staff/goodies/`. */
export class CreateGoodieDto extends GoodieFields {
  declare name: string;
  declare label: number;
  declare price: number;
}
requireFields(CreateGoodieDto, ['name', 'label', 'price']);

/** `PATCH api/staff/goodies/{id}/`. */
export class UpdateGoodieDto extends GoodieFields {
  @VersionField()
  version: number;
}

/** One variant's new stock. */
export class VariantStockDto {
  @IdField({ required: true, description: 'Déclinaison (identifiant).' }) id: number;
  @StockField(true) stock: number;
}

/** `POST api/staff/goodies/bulk-stock/`. */
export class BulkStockDto {
  @NestedListField(() => VariantStockDto, { required: true, maxItems: 200, description: 'Stocks à enregistrer (200 au plus).' })
  variants: VariantStockDto[];
}
