import { DEFAULT_WINDOW, windowFeatures } from '@/lib/market/similarity';
import type { MarketDataset } from './dataset';
import { patternBook } from './patterns';
import { toolsData } from './tools-data';
import { warmDiagnosis } from './diagnosis';
import { screenerTable } from './screener';
import { preparedOf } from './similar';
import { initialsOf } from './stock-search';

/** Derived data of the date, built at start-up beside the dataset (about a second) instead of in a request. */
export function warmTools(ds: MarketDataset) {
  for (const step of warmSteps(ds)) step();
}

/**
 * warmTools as separate steps (each at most a couple of seconds of CPU with ~5,000 stocks), so the
 * server can answer between them. With the whole market these are seconds of work at first use, past
 * a request's deadline: the search's pinyin initials, the similar search's features for its default
 * window and the diagnosis ranks included.
 */
export function warmSteps(ds: MarketDataset): (() => void)[] {
  return [
    () => toolsData(ds),
    () => patternBook(ds),
    () => screenerTable(ds),
    () => initialsOf(ds),
    () => {
      for (const p of preparedOf(
        ds,
        ds.securities.map((s) => s.code),
      ))
        windowFeatures(p, DEFAULT_WINDOW);
    },
    () => warmDiagnosis(ds),
  ];
}
