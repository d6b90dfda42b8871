export * from './membership.ts';
