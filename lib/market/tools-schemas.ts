// Temporary: upstream/ still imports this path while its files move; removed once their imports point at the subject files.
export * from './diagnosis-schemas';
export * from './gold-report-schemas';
export * from './hot-stock-schemas';
export * from './margin-schemas';
export * from './pattern-schemas';
export * from './risk-schemas';
export * from './screener-schemas';
export * from './search-schemas';
export * from './similar-schemas';
export * from './stock-page-schemas';
export * from './strategy-schemas';
export * from './theme-schemas';
