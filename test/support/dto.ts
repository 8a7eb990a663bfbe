import { DrfValidationError, readInput } from '@shop/common';

/** The DRF error body a DTO gives for a plain value; fails the test when the value is accepted. */
export async function inputErrors(metatype: new () => object, plain: unknown, type: 'body' | 'query' = 'body'): Promise<unknown> {
  try {
    await readInput(metatype, plain, type);
  } catch (error) {
    if (error instanceof DrfValidationError) return error.getResponse();
    throw error;
  }
  throw new Error('accepted: a 400 was expected');
}
