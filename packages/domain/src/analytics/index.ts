export * from './measures';
