import 'server-only';
import { patternGallerySchema, patternHitsSchema } from './pattern-schemas';
import { readMarket } from './public-read';

export const getPatterns = (date?: string) => readMarket('/market/patterns', patternGallerySchema, { date });
export const getPatternHits = (key: string, date?: string) =>
  readMarket(`/market/patterns/${encodeURIComponent(key)}`, patternHitsSchema, { date });
