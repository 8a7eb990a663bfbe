import { Injectable, PipeTransform } from '@nestjs/common';
import { DrfNotFound } from '../drf/errors';
import { INPUT_BOUNDS } from './bounds';

/**
 * A row id in the path (`<int:pk>` in Django's URLs): a positive int4, else the URL names nothing
 * and the answer is 404, as Django's converter gives.
 */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^\d{1,10}$/.test(value)) throw new DrfNotFound();
    const id = Number(value);
    if (id < 1 || id > INPUT_BOUNDS.int4Max) throw new DrfNotFound();
    return id;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID in the path (`<uuid:pk>`): anything else names nothing (404). */
@Injectable()
export class ParseUuidPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!UUID.test(value)) throw new DrfNotFound();
    return value.toLowerCase();
  }
}

/** A slug or an id in the path: bounded like the columns that hold them. */
@Injectable()
export class ParseSlugPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (value.length === 0 || value.length > 200) throw new DrfNotFound();
    if (/^\d+$/.test(value) && (value.length > 10 || Number(value) > INPUT_BOUNDS.int4Max)) throw new DrfNotFound();
    return value;
  }
}
