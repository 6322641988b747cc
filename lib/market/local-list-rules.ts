/** Lists kept on the device (最近搜索, 我的策略): pure, so the order rule is tested apart from storage. */

/** The entry first, then the rest without any entry `same` as it (the newer one replaces it), at most `max`. */
export function putFirst<T>(list: readonly T[], entry: T, same: (a: T, b: T) => boolean, max: number): T[] {
  return [entry, ...list.filter((item) => !same(item, entry))].slice(0, max);
}
