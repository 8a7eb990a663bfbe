import { DrfValidationError, FieldErrors } from '@shop/common';
import { AUTH_MESSAGES as M } from './messages';

/** DRF's error body: messages per field, or a nested body for a nested object (an address). */
export interface FormErrorBody {
  [field: string]: string[] | FormErrorBody;
}

/**
 * Collects the errors of one form, nested objects included, then throws them as one 400 in the
 * `{field: [messages]}` shape. Unknown fields are ignored, as DRF serializers do.
 */
export class FormErrors {
  private readonly body: FormErrorBody = {};

  add(field: string, message: string): void {
    const existing = this.body[field];
    if (Array.isArray(existing)) existing.push(message);
    else this.body[field] = [message];
  }

  nest(field: string, child: FormErrors): void {
    if (child.hasAny()) this.body[field] = child.toBody();
  }

  has(field: string): boolean {
    return field in this.body;
  }

  hasAny(): boolean {
    return Object.keys(this.body).length > 0;
  }

  toBody(): FormErrorBody {
    return this.body;
  }

  throwIfAny(): void {
    // Nested bodies are valid DRF bodies too; FieldErrors only types the flat case.
    if (this.hasAny()) throw new DrfValidationError(this.body as unknown as FieldErrors);
  }
}

/** A request body as an object (a missing body reads as empty). */
export function asObject(raw: unknown): Record<string, unknown> {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
}

export interface TextRule {
  required?: boolean;
  /** Message when missing or blank; DRF's generic one otherwise. */
  requiredMessage?: string;
  maxLength?: number;
  /** Keep surrounding spaces (passwords). */
  raw?: boolean;
}

/** Reads a text field: undefined when absent and optional; '' never counts as present when required. */
export function readText(errors: FormErrors, field: string, value: unknown, rule: TextRule = {}): string | undefined {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    if (rule.required) errors.add(field, rule.requiredMessage ?? M.required);
    return value === undefined || value === null ? undefined : '';
  }
  if (typeof value !== 'string' && typeof value !== 'number') {
    errors.add(field, M.notAString);
    return undefined;
  }
  const text = rule.raw ? String(value) : String(value).trim();
  if (rule.maxLength !== undefined && [...text].length > rule.maxLength) {
    errors.add(field, M.maxLength(rule.maxLength));
    return undefined;
  }
  return text;
}

const TRUE = new Set([true, 'true', 'True', '1', 1, 'on', 'yes']);
const FALSE = new Set([false, 'false', 'False', '0', 0, 'off', 'no']);

/** Reads a boolean field the way DRF's BooleanField does; undefined when absent. */
export function readBoolean(errors: FormErrors, field: string, value: unknown): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (TRUE.has(value as never)) return true;
  if (FALSE.has(value as never)) return false;
  errors.add(field, M.notABoolean);
  return undefined;
}

/** Reads an integer field within bounds; undefined when absent or wrong. */
export function readInteger(errors: FormErrors, field: string, value: unknown, min: number, max: number): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isInteger(n)) errors.add(field, M.notAnInteger);
  else if (n < min) errors.add(field, M.minValue(min));
  else if (n > max) errors.add(field, M.maxValue(max));
  else return n;
  return undefined;
}

/** Reads a choice field; undefined when absent or not one of the choices. */
export function readChoice<T extends string>(errors: FormErrors, field: string, value: unknown, choices: readonly T[], required = false): T | undefined {
  if (value === undefined || value === null || value === '') {
    if (required) errors.add(field, M.required);
    return undefined;
  }
  if (typeof value === 'string' && (choices as readonly string[]).includes(value)) return value as T;
  errors.add(field, M.invalidChoice(String(value)));
  return undefined;
}
