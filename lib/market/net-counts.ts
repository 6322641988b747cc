/** How many values are net buys (above 0) and net sells (below 0); a flat 0 is neither. Pure: lhb and northbound headlines. */
export function netCounts(values: number[]): { buy: number; sell: number } {
  return { buy: values.filter((v) => v > 0).length, sell: values.filter((v) => v < 0).length };
}
