/**
 * DRF's own French wording for generic field errors, shared by every DTO. The spec's messages
 * (§5, §8) are given per field by the modules that own them and override these.
 */
export const INPUT_MESSAGES = {
  required: 'Ce champ est obligatoire.',
  null: 'Ce champ ne peut être nul.',
  blank: 'Ce champ ne peut être vide.',
  integer: 'Un nombre entier valide est requis.',
  number: 'Un nombre valide est requis.',
  text: "Ce champ n'est pas une chaîne de caractères valide.",
  boolean: 'Doit être un booléen valide.',
  email: 'Saisissez une adresse e-mail valide.',
  list: (got: string) => `Attendait une liste d'éléments mais a reçu « ${got} ».`,
  object: (got: string) => `Données invalides. Un dictionnaire était attendu, mais « ${got} » a été reçu.`,
  bodyNotObject: 'Données invalides. Un objet JSON est attendu.',
  minValue: (min: number | string) => `Assurez-vous que cette valeur est supérieure ou égale à ${min}.`,
  maxValue: (max: number | string) => `Assurez-vous que cette valeur est inférieure ou égale à ${max}.`,
  minLength: (min: number) => `Assurez-vous que ce champ comporte au moins ${min} caractères.`,
  maxLength: (max: number) => `Assurez-vous que ce champ comporte au plus ${max} caractères.`,
  maxItems: (max: number) => `Assurez-vous que cette liste ne comporte pas plus de ${max} éléments.`,
  maxDecimals: (places: number) => `Assurez-vous qu'il n'y a pas plus de ${places} chiffres après la virgule.`,
  choice: (value: string) => `« ${value} » n'est pas un choix valide.`,
  nullCharacter: 'Les caractères null ne sont pas autorisés.',
  surrogate: (codePoint: number) => `Les caractères de substitution ne sont pas autorisés : U+${codePoint.toString(16).toUpperCase()}.`,
  tooDeep: 'Données invalides : imbrication trop profonde.',
  uuid: 'Un UUID valide est requis.',
} as const;

/** The JSON type name DRF prints for a wrong value ("str", "int"…), in JSON's words here. */
export function jsonTypeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'string') return 'str';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  if (typeof value === 'boolean') return 'bool';
  return typeof value === 'object' ? 'dict' : typeof value;
}
