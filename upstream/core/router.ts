import type { Handler, Router } from './types';

interface RouteEntry {
  method: string;
  regex: RegExp;
  keys: string[];
  handler: Handler;
}

export interface ResolvedRoute {
  handler: Handler;
  params: Record<string, string>;
}

/** A minimal method + path router; paths use `:name` parameters. */
export class PathRouter implements Router {
  private readonly entries: RouteEntry[] = [];

  private add(method: string, path: string, handler: Handler) {
    const keys: string[] = [];
    const pattern = path
      .split('/')
      .map((segment) => {
        if (segment.startsWith(':')) {
          keys.push(segment.slice(1));
          return '([^/]+)';
        }
        return segment.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
      })
      .join('/');
    this.entries.push({ method, keys, handler, regex: new RegExp(`^${pattern}/?$`) });
  }

  get(path: string, handler: Handler) {
    this.add('GET', path, handler);
  }
  post(path: string, handler: Handler) {
    this.add('POST', path, handler);
  }
  put(path: string, handler: Handler) {
    this.add('PUT', path, handler);
  }
  delete(path: string, handler: Handler) {
    this.add('DELETE', path, handler);
  }

  /** 'method-not-allowed' when the path exists under another method. */
  resolve(method: string, path: string): ResolvedRoute | 'method-not-allowed' | null {
    let pathSeen = false;
    for (const entry of this.entries) {
      const found = entry.regex.exec(path);
      if (!found) continue;
      pathSeen = true;
      if (entry.method !== method) continue;
      const params: Record<string, string> = {};
      entry.keys.forEach((key, index) => {
        params[key] = decodeURIComponent(found[index + 1]);
      });
      return { handler: entry.handler, params };
    }
    return pathSeen ? 'method-not-allowed' : null;
  }
}
