import { allocatorEnv, JEMALLOC_CONF, JEMALLOC_PATHS } from '@/runtime/allocator.mjs';

const present = (path: string) => path === JEMALLOC_PATHS[0];
const absent = () => false;

describe('allocatorEnv: jemalloc for the production server where the machine has it', () => {
  test('preloads jemalloc with the decay settings when the library is installed', () => {
    expect(allocatorEnv({}, present)).toEqual({ LD_PRELOAD: JEMALLOC_PATHS[0], MALLOC_CONF: JEMALLOC_CONF });
    expect(JEMALLOC_CONF).toContain('background_thread:true');
  });

  test("falls back to glibc's malloc with two arenas when jemalloc is missing", () => {
    expect(allocatorEnv({}, absent)).toEqual({ MALLOC_ARENA_MAX: '2' });
  });

  test('H5_MALLOC=system keeps glibc even with jemalloc installed', () => {
    expect(allocatorEnv({ H5_MALLOC: 'system' }, present)).toEqual({ MALLOC_ARENA_MAX: '2' });
  });

  test("the operator's own settings win: a LD_PRELOAD, MALLOC_CONF or MALLOC_ARENA_MAX already set", () => {
    expect(allocatorEnv({ LD_PRELOAD: '/opt/tcmalloc.so' }, present)).toEqual({});
    expect(allocatorEnv({ MALLOC_CONF: 'narenas:1' }, present)).toEqual({
      LD_PRELOAD: JEMALLOC_PATHS[0],
      MALLOC_CONF: 'narenas:1',
    });
    expect(allocatorEnv({ MALLOC_ARENA_MAX: '4' }, absent)).toEqual({ MALLOC_ARENA_MAX: '4' });
  });
});
