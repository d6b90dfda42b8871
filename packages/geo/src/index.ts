export * from './dms.ts';
export * from './distance.ts';
