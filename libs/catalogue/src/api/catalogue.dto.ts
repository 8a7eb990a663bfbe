import { listQueryDto, shapeQueryDto } from '@shop/common';
import { AUTHOR_LIST_SPEC } from '../queries/authors.queries';
import { EVENT_LIST_SPEC } from '../queries/events.queries';
import { LABEL_LIST_SPEC } from '../queries/labels.queries';
import { BOOK_LIST_SPEC, PRODUCT_LIST_SPEC } from '../queries/products.queries';

/**
 * The catalogue's query parameters (spec section 7): each list's limit/offset (int4), ordering
 * among its own names, filters and fields/omit/expand, as declared by its list spec.
 */

/** `GET api/labels/`. */
export class LabelListQuery extends listQueryDto(LABEL_LIST_SPEC) {}

/** `GET api/books/?published=&label=&author=&is_external=&out_of_stock=&search=&ordering=`. */
export class BookListQuery extends listQueryDto(BOOK_LIST_SPEC) {}

/** `GET api/products/?label=&type=&author=&out_of_stock=&ordering=`. */
export class ProductListQuery extends listQueryDto(PRODUCT_LIST_SPEC) {}

/** `GET api/authors/?label=`. */
export class AuthorListQuery extends listQueryDto(AUTHOR_LIST_SPEC) {}

/** `GET api/events/?label=&author=&upcoming=`. */
export class EventListQuery extends listQueryDto(EVENT_LIST_SPEC) {}

/** `GET api/labels/{slug}/` and `api/authors/{slug}/`: fields and omit only, nothing to expand. */
export class PlainShapeQuery extends shapeQueryDto() {}

/** `GET api/books/{slug}/` and `api/products/{slug}/`: books and products expand the same relations. */
export class ProductShapeQuery extends shapeQueryDto(PRODUCT_LIST_SPEC.expandable) {}
