import 'server-only';
import { readMarket } from './public-read';
import { similarSchema } from './similar-schemas';

export const getSimilar = (code: string, window: number, scope: 'own' | 'all') =>
  readMarket('/market/similar', similarSchema, { code, window, scope });
