export * from './hand-over';
export * from './pickup';
export * from './sscc';
