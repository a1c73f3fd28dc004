export * from './hand-over';
export * from './pickup';
export * from './sscc';
export * from './modules';
export * from './customs';
export * from './step-rules';
