/**
 * The app's base path (next.config.ts `basePath`), defined once. Import it from lib/routes/hrefs;
 * it lives in its own file only so the return-path rule can use it without an import cycle.
 */
export const BASE_PATH = '/h5';
