export * from './accounts.ts';
export * from './catalogue.ts';
export * from './content.ts';
export * from './offers.ts';
export * from './places.ts';
export * from './platform.ts';
export * from './searches.ts';
