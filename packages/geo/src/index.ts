export * from './dms.ts';
