import { Link } from "~/src/web/lib/localized-router";
import { Button, buttonClasses } from "~/src/web/components/ui/button";
import { defineMessages, type Message } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";
import { BLOG_NETWORK_ERROR, POST_FAILED, POSTS_FAILED } from "./blog-errors";

const text = defineMessages("blog.error", {
  title: "{heading} | Tinkerwala",
  postsFailed: "Failed to load posts.",
  postFailed: "Failed to load post.",
  network: "Network error.",
  retry: "Try Again",
  home: "Home",
});

/** The page's own failure texts (§8) in its language; a server's other answer is shown as it came. */
const KNOWN: Record<string, Message | undefined> = {
  [POSTS_FAILED]: text.postsFailed,
  [POST_FAILED]: text.postFailed,
  [BLOG_NETWORK_ERROR]: text.network,
};

/** A failed blog load: what happened and a Try Again that reloads the page (§8). */
export function BlogErrorState({ heading, text: problem }: { heading: string; text: string }) {
  const t = useT();
  const known = KNOWN[problem];
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <title>{t(text.title, { heading })}</title>
      <div role="alert" className="rounded-xl border border-red-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">{heading}</h1>
        <p className="mt-2 text-slate-600">{known ? t(known) : problem}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button onClick={() => window.location.reload()}>{t(text.retry)}</Button>
          <Link to="/" className={buttonClasses({ variant: "secondary" })}>
            {t(text.home)}
          </Link>
        </div>
      </div>
    </main>
  );
}
