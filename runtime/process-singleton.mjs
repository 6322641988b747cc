/**
 * One value per process, whatever loads this module. Next bundles every route separately, so a module
 * with state (a pool, a cache, a hub) can be evaluated several times in one server; the value lives on
 * globalThis under a registered symbol, and every copy of the module finds the same one.
 */
export function processSingleton(name, make) {
  const key = Symbol.for(`h5.${name}`);
  if (!(key in globalThis)) globalThis[key] = make();
  return globalThis[key];
}

/** The value if some module made it, without making it (tests reset state through this). */
export function peekProcessSingleton(name) {
  return globalThis[Symbol.for(`h5.${name}`)];
}

/** Forgets the value: the next `processSingleton` call makes a new one. For tests. */
export function dropProcessSingleton(name) {
  delete globalThis[Symbol.for(`h5.${name}`)];
}
