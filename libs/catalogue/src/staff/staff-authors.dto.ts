import { listQueryDto, RelatedIdField, RichTextField, SlugField, type ListQuerySpec } from '@shop/common';
import { ImageField, NameField, requireFields, VersionField } from './staff-fields';

/** `GET api/staff/authors/`: search on name and slug (current or old), label filter, ordering by name or last change. */
export const STAFF_AUTHOR_LIST_SPEC: ListQuerySpec = {
  ordering: { name: 'a.name', updated_at: 'a.updated_at' },
  defaultOrdering: ['name'],
  filters: { search: 'string', label: 'idOrSlug' },
  defaultLimit: 25,
  maxLimit: 100,
};

export class StaffAuthorListQuery extends listQueryDto(STAFF_AUTHOR_LIST_SPEC) {}

/** The fields of an author's form; each optional in a change. */
class AuthorFields {
  @NameField(120, { description: 'Nom affiché.' })
  name?: string;

  @RelatedIdField({ description: 'Collection (identifiant).' })
  label?: number;

  @SlugField()
  slug?: string;

  @RichTextField({ description: 'Biographie (HTML de l’éditeur, nettoyé par le serveur).' })
  biography?: string;

  @ImageField('Portrait : null (image générée), l’adresse actuelle ou celle d’une image envoyée.')
  avatar?: string | null;

  @ImageField('Bannière : null (image générée), l’adresse actuelle ou celle d’une image envoyée.')
  banner?: string | null;
}

/** `POST api/staff/authors/`. */
export class CreateAuthorDto extends AuthorFields {
  declare name: string;
  declare label: number;
}
requireFields(CreateAuthorDto, ['name', 'label']);

/** `PATCH api/staff/authors/{id}/`. */
export class UpdateAuthorDto extends AuthorFields {
  @VersionField()
  version: number;
}
