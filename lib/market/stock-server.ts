import 'server-only';
import { readMarket } from './public-read';
import { searchRowsSchema, searchSchema } from './search-schemas';
import { stockPageSchema } from './stock-page-schemas';

/** Finding a stock (the securities search with its northbound flag, the quoted stock search and its hot list) and one stock's page. */
export const searchSecurities = (q: string) => readMarket('/market/securities/search', searchSchema, { q, limit: 30 });
export const searchStocks = (q: string) => readMarket('/market/stock-search', searchRowsSchema, { q });
export const getHotSearches = () => readMarket('/market/stock-search/hot', searchRowsSchema);
export const getStockPage = (code: string) => readMarket(`/market/stocks/${encodeURIComponent(code)}`, stockPageSchema);
