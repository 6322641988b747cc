export declare const JEMALLOC_PATHS: string[];
export declare const JEMALLOC_CONF: string;
export declare function allocatorEnv(
  env?: Record<string, string | undefined>,
  exists?: (path: string) => boolean,
): Record<string, string>;
