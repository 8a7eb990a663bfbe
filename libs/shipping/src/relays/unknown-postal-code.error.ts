import { HttpException, HttpStatus } from '@nestjs/common';

export const UNKNOWN_POSTAL_CODE = 'Ce code postal ne correspond à aucune commune connue : vérifiez-le.';

/**
 * The searched postal code has the country's shape but names no place the search can start from
 * (a French code of no département, such as 00100 or 99000): a DRF field error, never an empty list
 * that would read as "no relay point near you".
 */
export class UnknownPostalCode extends HttpException {
  constructor() {
    super({ postal_code: [UNKNOWN_POSTAL_CODE] }, HttpStatus.BAD_REQUEST);
  }
}
