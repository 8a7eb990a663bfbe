import { ApiProperty } from '@nestjs/swagger';

/**
 * Short property decorators for the documentation-only answer classes (`*.responses.ts`): one line
 * a field, the description first. They only describe; nothing validates with them.
 */

/** A price in euros, as a string with two decimals (negative for a refund). */
export const Money = (description: string, options: { nullable?: boolean } = {}): PropertyDecorator =>
  ApiProperty({ type: 'string', pattern: '^-?\\d+\\.\\d{2}$', example: '12.50', description, ...options });

/** An absolute address (a generated image under /media/, a page elsewhere). */
export const Uri = (description: string, options: { nullable?: boolean; example?: string } = {}): PropertyDecorator =>
  ApiProperty({ type: 'string', format: 'uri', description, ...options });

export const Integer = (description: string, options: { nullable?: boolean; minimum?: number; maximum?: number; example?: number } = {}): PropertyDecorator =>
  ApiProperty({ type: 'integer', description, ...options });

export const Text = (description: string, options: { nullable?: boolean; example?: string } = {}): PropertyDecorator => ApiProperty({ type: 'string', description, ...options });

export const Flag = (description: string): PropertyDecorator => ApiProperty({ type: 'boolean', description });

/** A day (`YYYY-MM-DD`). */
export const DateOnly = (description: string, nullable = false): PropertyDecorator =>
  ApiProperty({ type: 'string', format: 'date', description, example: '2026-11-21', ...(nullable ? { nullable: true } : {}) });

/** A moment (ISO 8601, UTC). */
export const DateTime = (description: string): PropertyDecorator => ApiProperty({ type: 'string', format: 'date-time', description, example: '2026-11-21T18:00:00.000Z' });
