export * from './dms.ts';
export * from './distance.ts';
export * from './measure.ts';
export * from './bounds.ts';
