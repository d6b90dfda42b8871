export * from './errors.ts';
export * from './fields.ts';
export * from './auth.ts';
export * from './health.ts';
export * from './users.ts';
export * from './admin.ts';
export * from './sources.ts';
export * from './live.ts';
