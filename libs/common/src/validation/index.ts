export * from './bounds';
export * from './messages';
export * from './fields';
export * from './drf-validation.pipe';
export * from './api-responses';
export * from './input-guard';
export * from './list-query.dto';
export * from './id-param.pipe';
