export * from './errors.ts';
export * from './auth.ts';
export * from './health.ts';
