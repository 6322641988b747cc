// Temporary: upstream/ still imports this path while its files move; removed once their imports point at the subject files.
export * from './calendar-schemas';
export * from './ipo-schemas';
export * from './lhb-schemas';
export * from './northbound-schemas';
export * from './search-schemas';
export * from './security-schemas';
