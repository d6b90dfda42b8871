export * from './rules.ts';
export * from './area.ts';
export * from './fix.ts';
export * from './call.ts';
export * from './track.ts';
export * from './dlkp.ts';
