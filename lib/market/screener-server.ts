import 'server-only';
import { readMarket } from './public-read';
import { DEFAULT_SORT, formatConditions, type Condition, type ScreenerSort } from './screener-rules';
import { screenerSchema } from './screener-schemas';
import { strategiesSchema } from './strategy-schemas';

/** The condition screener and the strategy boards (preset condition sets with their day's results). */
export const getScreener = (conditions: readonly Condition[], limit = 50, sort: ScreenerSort = DEFAULT_SORT) =>
  readMarket('/market/screener', screenerSchema, {
    c: formatConditions(conditions),
    limit,
    sort: sort.key,
    order: sort.order,
  });
export const getStrategies = () => readMarket('/market/strategies', strategiesSchema);
