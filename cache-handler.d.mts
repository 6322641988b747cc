// Types of cache-handler.mjs for the unit tests (Next loads the file by path and needs none).
export function serialize(value: unknown): string;
export function deserialize(text: string): unknown;
interface Entry {
  value: { html?: string; rscData?: Buffer; [key: string]: unknown };
  lastModified: number;
  tags: string[];
}
export default class RedisCacheHandler {
  constructor(options: unknown);
  get(key: string): Promise<Entry | null>;
  set(key: string, data: unknown, ctx: { tags?: string[] }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
