import { ADDRESS_FIELDS, AddressInput } from '../domain/address';
import { COUNTRY_CHOICES } from '../domain/countries';

/** French labels of the address form's fields. */
const LABELS: Record<keyof AddressInput, string> = {
  name: "Nom de l'adresse",
  firstname: 'Prénom',
  lastname: 'Nom',
  address: 'Adresse',
  address_line_2: "Complément d'adresse",
  address_line_3: "Complément d'adresse (suite)",
  postal_code: 'Code postal',
  city: 'Ville',
  country: 'Pays',
  phone: 'Téléphone',
  gln: 'GLN',
};

/**
 * `OPTIONS api/users/addresses/`, as DRF's SimpleMetadata describes a view: the SPA reads the
 * country choices (France first, then by French name) from `actions.POST.country.choices`.
 */
export function addressMetadata() {
  const post: Record<string, unknown> = { id: { type: 'integer', required: false, read_only: true, label: 'ID' } };
  for (const field of ADDRESS_FIELDS) {
    post[field.name] =
      field.name === 'country'
        ? { type: 'choice', required: true, read_only: false, label: LABELS.country, choices: COUNTRY_CHOICES }
        : { type: 'string', required: field.required, read_only: false, label: LABELS[field.name], max_length: field.maxLength };
  }
  post.shadow = { type: 'boolean', required: false, read_only: true, label: 'Masquée' };
  return {
    name: 'Liste des adresses',
    description: "Les adresses du carnet de l'utilisateur connecté.",
    renders: ['application/json'],
    parses: ['application/json'],
    actions: { POST: post },
  };
}
