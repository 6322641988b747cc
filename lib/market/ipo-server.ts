import 'server-only';
import { ipoDetailSchema, ipoListSchema } from './ipo-schemas';
import { readMarket } from './public-read';

export const getIpoList = () => readMarket('/market/ipo/issues', ipoListSchema);
export const getIpoDetail = (code: string) =>
  readMarket(`/market/ipo/issues/${encodeURIComponent(code)}`, ipoDetailSchema);
