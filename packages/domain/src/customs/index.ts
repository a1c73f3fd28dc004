export * from './codes';
export * from './lifecycle';
