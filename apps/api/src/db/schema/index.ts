export * from './companies';
export * from './users';
export * from './tokens';
export * from './notifications';
export * from './audit-log';
export * from './places';
export * from './offers';
export * from './freights';
