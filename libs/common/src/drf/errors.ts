import { HttpException, HttpStatus } from '@nestjs/common';

/** Field errors in the Django REST Framework shape: `{field: [messages], non_field_errors: [...]}`. */
export type FieldErrors = Record<string, string[]>;

/** 400 with DRF's field-error body. */
export class DrfValidationError extends HttpException {
  constructor(public readonly errors: FieldErrors) {
    super(errors, HttpStatus.BAD_REQUEST);
  }
  static single(field: string, message: string): DrfValidationError {
    return new DrfValidationError({ [field]: [message] });
  }
}

/** 404 `{detail}`, DRF's wording in French. */
export class DrfNotFound extends HttpException {
  constructor(detail = 'Pas trouvé.') {
    super({ detail }, HttpStatus.NOT_FOUND);
  }
}

/** Collects field errors while parsing, then throws them all at once. */
export class FieldErrorCollector {
  private readonly errors: FieldErrors = {};
  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }
  throwIfAny(): void {
    if (Object.keys(this.errors).length > 0) throw new DrfValidationError(this.errors);
  }
}

/** French messages shared by every query parser. */
export const MESSAGES = {
  integer: 'Un nombre entier valide est requis.',
  minValue: (min: number) => `Assurez-vous que cette valeur est supérieure ou égale à ${min}.`,
  maxValue: (max: number) => `Assurez-vous que cette valeur est inférieure ou égale à ${max}.`,
  maxLength: (max: number) => `Assurez-vous que ce champ comporte au plus ${max} caractères.`,
  boolean: (value: string) => `« ${value} » n'est pas un booléen valide.`,
  ordering: (value: string, allowed: string[]) => `Champ de tri inconnu : « ${value} ». Valeurs possibles : ${allowed.join(', ')}.`,
  expand: (value: string, allowed: string[]) => `Extension inconnue : « ${value} ». Valeurs possibles : ${allowed.length ? allowed.join(', ') : 'aucune'}.`,
  notFound: 'Pas trouvé.',
} as const;
