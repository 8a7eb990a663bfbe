import { HttpException, HttpStatus } from '@nestjs/common';

/** The contract's words (docs/back-office.md) when another editor saved first. */
export const CONCURRENT_EDIT_DETAIL =
  'Cette fiche a été modifiée par quelqu’un d’autre entre-temps : vos changements seront repris sur sa version actuelle (jointe), vérifiez-les puis enregistrez à nouveau.';

/**
 * 409 `{detail, current}`: the record changed since the editor loaded it. The DRF exception filter
 * sends an HttpException's object body as it is, so the SPA gets the current values to compare.
 */
export class ConcurrentEdit extends HttpException {
  constructor(readonly current: unknown) {
    super({ detail: CONCURRENT_EDIT_DETAIL, current }, HttpStatus.CONFLICT);
  }
}
