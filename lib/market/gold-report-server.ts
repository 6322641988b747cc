import 'server-only';
import { goldReportsSchema, type GoldReportTab } from './gold-report-schemas';
import { readMarket } from './public-read';

export const getGoldReports = (tab: GoldReportTab) => readMarket('/market/reports/gold', goldReportsSchema, { tab });
