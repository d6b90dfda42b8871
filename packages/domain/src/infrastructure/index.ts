export * from './uptime.ts';
export * from './locations.ts';
