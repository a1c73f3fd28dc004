export * from './transit';
export * from './prediction';
