export * from './calculate';
export * from './default-factors';
export * from './distance';
export * from './factors';
export * from './gazetteer';
export * from './shipment';
export * from './reporting';
export * from './factor-rules';
