export * from './position.ts';
export * from './fusion.ts';
export * from './ivef.ts';
