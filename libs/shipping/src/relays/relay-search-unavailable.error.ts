import { HttpException, HttpStatus } from '@nestjs/common';

export const RELAY_SEARCH_UNAVAILABLE = 'La recherche de points relais est momentanément indisponible.';

/**
 * The carrier's service failed, timed out or refused the call. The shopper gets a 503 with a
 * French `{detail}` and may retry; `reason` (in French too) is for the logs, never for the shopper.
 */
export class RelaySearchUnavailable extends HttpException {
  constructor(readonly reason: string) {
    super({ detail: RELAY_SEARCH_UNAVAILABLE }, HttpStatus.SERVICE_UNAVAILABLE);
  }
}
