export * from './sea-state.ts';
export * from './vessel-risk.ts';
export * from './forecast-day.ts';
