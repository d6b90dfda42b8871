export * from './roles.ts';
export * from './permissions.ts';
