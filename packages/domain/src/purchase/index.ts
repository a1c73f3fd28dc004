export * from './line-amount';
export * from './ledger';
export * from './split';
export * from './versions';
