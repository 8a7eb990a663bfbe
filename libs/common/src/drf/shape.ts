import { selectFields } from './field-tree';
import type { ShapeQuery } from './list-query';
import type { Page } from './pagination';

/** Applies fields= and omit= to one representation. */
export function shapeOne<T>(value: T, shape: Pick<ShapeQuery, 'fields' | 'omit'>): unknown {
  return shape.fields || shape.omit ? selectFields(value, shape.fields, shape.omit) : value;
}

/** Applies fields= and omit= to every result of a page. */
export function shapePage<T>(page: Page<T>, shape: Pick<ShapeQuery, 'fields' | 'omit'>): Page<unknown> {
  return shape.fields || shape.omit ? { ...page, results: page.results.map((r) => shapeOne(r, shape)) } : page;
}
