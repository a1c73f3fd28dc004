export * from './organizations';
export * from './users';
export * from './auth';
export * from './carriers';
export * from './countries';
export * from './notifications';
export * from './reports';
export * from './consignments';
