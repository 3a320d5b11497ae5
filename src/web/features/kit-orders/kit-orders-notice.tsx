import { Link } from "~/src/web/lib/localized-router";
import { buttonClasses } from "~/src/web/components/ui/button";
import { SkeletonStack } from "~/src/web/components/ui/skeleton";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("kitOrders.notice", {
  title: "Please log in",
  seeAll: "Log in to see your kit orders.",
  seeOne: "Log in to see this kit order.",
  logIn: "Log in",
  loading: "Loading kit orders",
});

/** What a visitor without a session sees instead of orders (the API needs the token, §6): all of them, or one. */
export function KitOrdersLoginNotice({ what }: { what: "all" | "one" }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-lg rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <h2 className="text-xl font-bold text-slate-900">{t(text.title)}</h2>
      <p className="mt-2 text-slate-600">{what === "one" ? t(text.seeOne) : t(text.seeAll)}</p>
      <Link to="/login" className={buttonClasses({ className: "mt-6" })}>
        {t(text.logIn)}
      </Link>
    </div>
  );
}

export function KitOrdersSkeleton({ rows = 3 }: { rows?: number }) {
  const t = useT();
  return <SkeletonStack label={t(text.loading)} count={rows} itemClassName="h-36 rounded-xl" />;
}
