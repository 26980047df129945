/** Types of cache-handler.mjs for its unit test (Next loads it by the path in next.config.ts). */
export default class RouteCacheHandler {
  constructor(ctx: {
    fs: unknown;
    serverDistDir: string;
    flushToDisk?: boolean;
    maxMemoryCacheSize?: number;
    revalidatedTags: string[];
  });
  get(key: string, ctx: Record<string, unknown>): Promise<{ value: unknown } | null>;
  set(
    key: string,
    data: Record<string, unknown> | null,
    ctx: Record<string, unknown>,
  ): Promise<void>;
  holds(key: string, kind?: string): boolean;
}
