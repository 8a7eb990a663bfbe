/**
 * The framework-free part of @shop/common, imported as '@shop/common/kernel' by pure domain code
 * (deciders, pricing, shipping rules): it loads no Nest, TypeORM, BullMQ nor Fastify, so the domain's
 * unit suites start in milliseconds. The lint rule keeps it (and every library's domain/) that way.
 */
export * from './money/money';
export * from './assert-never';
export * from './time/paris-day';
export * from './config/seller-identity';
export { INPUT_MESSAGES, jsonTypeName } from './validation/messages';
