/** Where a stock tap goes outside the app on dragon-tiger pages: the stock's listing statistics. */
export const lhbStockHref = (code: string) => `/tool/lhb/stock/detail?code=${code}`;
export const lhbStockDayHref = (code: string, date: string) => `/tool/lhb/today/${code}?date=${date}`;
