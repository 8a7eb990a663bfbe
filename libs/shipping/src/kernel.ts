/**
 * The shipping rules without the module (fees, working days, the split into shipments), imported
 * as '@shop/shipping/kernel' by pure domain code: it loads no framework (see @shop/common/kernel).
 */
export * from './domain/shipping-fees';
export * from './domain/shipment-split';
