import { rssFeed } from "@/lib/publishing/feed";
import { FEED_SIZE, loadFeedPosts } from "@/lib/pages/public-posts";
import { site } from "@/lib/site";

/** RSS 2.0 of the newest published posts; prerendered and expired with the blog pages. */
export async function GET() {
  const posts = await loadFeedPosts();
  const body = rssFeed({
    title: `${site.brand} blog`,
    url: `${site.url}/blog`,
    feedUrl: `${site.url}/blog/rss.xml`,
    description: `The newest ${FEED_SIZE} articles from ${site.brand}: healthy Indian eating, nutrition for health conditions and everyday habits.`,
    items: posts.map((post) => ({ ...post, url: `${site.url}/blog/${post.slug}` })),
  });
  return new Response(body, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
