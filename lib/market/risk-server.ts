import 'server-only';
import { readMarket } from './public-read';
import { riskScanSchema, stockRiskSchema, type RiskKind } from './risk-schemas';

export const getStockRisk = (code: string) =>
  readMarket(`/market/risk/stocks/${encodeURIComponent(code)}`, stockRiskSchema);
export const getRiskScan = (kind: RiskKind) => readMarket('/market/risk/scan', riskScanSchema, { kind });
