import { Injectable, PipeTransform } from '@nestjs/common';
import { DrfNotFound } from '@shop/common';
import { parseShipmentId } from '../domain/shipment-id';

/** The longest shipment id: a cart's UUID, a dot and a date ('{uuid}.2031-01-01'). */
const SHIPMENT_ID_MAX = 36 + 1 + 10;

/** A shipment id in the path (`{cart id}.{now|all|YYYY-MM-DD}`): anything else names no shipment (404). */
@Injectable()
export class ParseShipmentIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (typeof value !== 'string' || value.length > SHIPMENT_ID_MAX || !parseShipmentId(value)) throw new DrfNotFound();
    return value;
  }
}
