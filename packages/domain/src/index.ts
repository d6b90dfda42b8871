export * from './roles.ts';
export * from './permissions.ts';
export * from './districts.ts';
export * from './vessel/events.ts';
export * from './vessel/mid.ts';
export * from './vessel/ship-types.ts';
export * from './vessel/normalise.ts';
export * from './vessel/age.ts';
