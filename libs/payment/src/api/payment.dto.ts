import { CART_EXPANDABLE } from '@shop/cart';
import { listQueryDto, shapeQueryDto } from '@shop/common';
import { PAYMENT_ANOMALIES_SPEC } from '../queries/payment-anomalies.query';

/** fields=, omit= and expand= of the cart a payment route answers with. */
export class PaidCartShapeQuery extends shapeQueryDto(CART_EXPANDABLE) {}

/** `GET api/staff/payment-anomalies/`: `kind=`, `resolved=`, `ordering=`, the page. */
export class PaymentAnomaliesQuery extends listQueryDto(PAYMENT_ANOMALIES_SPEC) {}
