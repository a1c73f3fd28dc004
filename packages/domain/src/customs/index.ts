export * from './codes';
export * from './lifecycle';
export * from './products';
