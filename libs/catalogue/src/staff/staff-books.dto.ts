import { Transform } from 'class-transformer';
import { BooleanField, ChoiceField, IntegerField, listQueryDto, RelatedIdField, RichTextField, SlugField, TextField, type ListQuerySpec } from '@shop/common';
import { DateOnlyField, IdListField, ImageField, IsbnField, NameField, PriceField, requireFields, VersionField } from './staff-fields';

/** `GET api/staff/books/`: search on title, slug (current or old) and ISBN; label, published and draft filters. */
export const STAFF_BOOK_LIST_SPEC: ListQuerySpec = {
  ordering: { title: 'p.name', release: 'b.release', updated_at: 'p.updated_at' },
  defaultOrdering: ['-updated_at'],
  filters: { search: 'string', label: 'idOrSlug', published: 'boolean', draft: 'boolean' },
  defaultLimit: 25,
  maxLimit: 100,
};

export class StaffBookListQuery extends listQueryDto(STAFF_BOOK_LIST_SPEC) {}

export const VAT_RATES = ['5.5', '20'] as const;
export type VatRate = (typeof VAT_RATES)[number];

/** The fields of a book's form; each optional in a change. */
class BookFields {
  @NameField(200, { description: 'Titre.' })
  title?: string;

  @RelatedIdField({ description: 'Collection (identifiant).' })
  label?: number;

  @PriceField()
  price?: number;

  @Transform(({ value }) => (typeof value === 'number' ? String(value) : value))
  @ChoiceField(VAT_RATES, { description: 'Taux de TVA en pourcentage.' })
  vat_rate?: VatRate;

  @IsbnField()
  isbn?: string | null;

  @SlugField()
  slug?: string;

  @RelatedIdField({ description: 'Auteur·ice (identifiant), ou null.' })
  author?: number | null;

  @IntegerField({ min: 1, max: 10_000, description: 'Nombre de pages.' })
  nb_pages?: number | null;

  @TextField({ maxLength: 120, allowBlank: true, description: 'Éditeur (livres d’autres maisons).' })
  publisher?: string | null;

  @BooleanField({ description: 'Livre d’une autre maison.' })
  is_external?: boolean;

  @DateOnlyField({ description: 'Date de parution.' })
  release?: string | null;

  @BooleanField({ description: 'Paru (sinon : en production, en prévente).' })
  published?: boolean;

  @BooleanField({ description: 'Brouillon : visible de l’équipe seulement, ni dans les listes ni dans le panier (faux à la création par défaut).' })
  draft?: boolean;

  @BooleanField({ description: 'En rupture de stock.' })
  out_of_stock?: boolean;

  @DateOnlyField({ description: 'Date de réassort.' })
  restocking_date?: string | null;

  @ImageField('Couverture : null (image générée), l’adresse actuelle ou celle d’une image envoyée.')
  image?: string | null;

  @RichTextField({ description: 'Présentation (HTML de l’éditeur, nettoyé par le serveur).' })
  description?: string;
}

/** `POST api/staff/books/`. */
export class CreateBookDto extends BookFields {
  declare title: string;
  declare label: number;
  declare price: number;
}
requireFields(CreateBookDto, ['title', 'label', 'price']);

/** `PATCH api/staff/books/{id}/`. */
export class UpdateBookDto extends BookFields {
  @VersionField()
  version: number;
}

/** `publish`/`unpublish`: released or in production; `make_public`/`make_draft`: out of or back into draft. */
export const BULK_ACTIONS = ['publish', 'unpublish', 'make_public', 'make_draft', 'out_of_stock', 'in_stock'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** `POST api/staff/books/bulk/`. */
export class BulkBooksDto {
  @IdListField('Livres concernés (1 à 100 identifiants).')
  ids: number[];

  @ChoiceField(BULK_ACTIONS, { required: true, description: 'Action appliquée à chaque livre.' })
  action: BulkAction;
}
