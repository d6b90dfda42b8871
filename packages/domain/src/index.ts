export * from './roles.ts';
export * from './permissions.ts';
export * from './districts.ts';
