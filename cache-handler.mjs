/**
 * Next's cache of rendered routes (`cacheHandler` in next.config.ts): Next's own file-system
 * cache, which serves the pages the build prerendered and keeps every route rendered since
 * (on disk under <distDir>/server/route-cache, the most recently used also in memory, up to
 * `cacheMaxMemorySize`), except that a 404 never adds an entry.
 *
 * /blog/[slug] renders any slug that was not prerendered ("blocking": a post written since the
 * build must be found, an unknown slug must get a real 404), and Next stores what it rendered
 * under the path asked for, 404s included (vercel/next.js#73101): each unknown slug wrote about
 * 80 KB in 6 files that nothing ever removes, so anyone could fill the disk (issue 28). Here a 404
 * is stored only in place of an entry the cache already holds for that path (a post deleted or
 * unpublished since it was stored, which must not be served again), so the pages on disk stay
 * those of posts that were live. A path that never had a page is rendered again each time it is
 * asked for; its one data read is cached in memory (`loadPublicPost`, lib/pages/public-posts.ts).
 *
 * It extends Next's class rather than being a handler of our own: only that class finds the
 * pages the build prerendered (Next gives a custom handler route-cache keys alone), so a new one
 * would render every page again on its first request after each start.
 */
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";

// the module's default export is the class, or (loaded as CommonJS) an object holding it
const FileSystemCache =
  /** @type {{ default?: typeof fileSystemCache }} */ (/** @type {unknown} */ (fileSystemCache))
    .default ?? fileSystemCache;

/** @typedef {ConstructorParameters<typeof FileSystemCache>[0]} CacheContext */
/** @typedef {Parameters<InstanceType<typeof FileSystemCache>["set"]>} SetArguments */
/**
 * What this class uses of its parent that the parent's types declare private.
 * @typedef {{
 *   fs: CacheContext["fs"],
 *   getFilePath(pathname: string, kind?: string): string,
 * }} FileSystemCacheInternals
 */
/** @param {object} handler */
const internals = (handler) =>
  /** @type {FileSystemCacheInternals} */ (/** @type {unknown} */ (handler));

/**
 * The route's kind, which Next passes in the context though its types leave it out.
 * @param {SetArguments[2] | undefined} ctx
 */
const kindOf = (ctx) => /** @type {{ kind?: string } | undefined} */ (ctx)?.kind;

export default class RouteCacheHandler extends FileSystemCache {
  /**
   * @param {SetArguments[0]} key
   * @param {SetArguments[1]} data
   * @param {SetArguments[2]} ctx
   */
  async set(key, data, ctx) {
    if (data && "status" in data && data.status === 404 && !this.holds(key, kindOf(ctx))) return;
    return super.set(key, data, ctx);
  }

  /**
   * Whether an answer for `key` is stored on disk: one rendered since the start (the key's own
   * files) or the one the build prerendered (its files under the bare path, `/$/<path>` in the key).
   * @param {string} key
   * @param {string} [kind]
   */
  holds(key, kind) {
    const primary = kind === "APP_ROUTE" ? ".body" : ".html";
    const keys = [key];
    const bare = key.indexOf("/$/");
    if (bare !== -1) keys.push(key.slice(bare + 2));
    return keys.some((k) => {
      try {
        return internals(this).fs.existsSync(internals(this).getFilePath(`${k}${primary}`, kind));
      } catch {
        return false; // a key that maps to no file (getFilePath refuses it)
      }
    });
  }
}
