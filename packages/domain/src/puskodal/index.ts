export * from './areas.ts';
export * from './rules.ts';
