export * from './invoice-check';
