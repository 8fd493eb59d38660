export * from './enums';
export * from './limits';
export * from './errors';
export * from './messages';
export * from './validation';
export * from './auth';
