export * from './dms.ts';
export * from './distance.ts';
export * from './measure.ts';
export * from './bounds.ts';
export * from './polygon.ts';
export * from './circle.ts';
export * from './dms-lines.ts';
export * from './cpa.ts';
