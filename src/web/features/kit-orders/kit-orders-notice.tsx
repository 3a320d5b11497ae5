import { Link } from "~/src/web/lib/localized-router";
import { buttonClasses } from "~/src/web/components/ui/button";
import { SkeletonStack } from "~/src/web/components/ui/skeleton";

/** What a visitor without a session sees instead of orders (the API needs the token, §6). */
export function KitOrdersLoginNotice({ what }: { what: string }) {
  return (
    <div className="mx-auto max-w-lg rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <h2 className="text-xl font-bold text-slate-900">Please log in</h2>
      <p className="mt-2 text-slate-600">Log in to see {what}.</p>
      <Link to="/login" className={buttonClasses({ className: "mt-6" })}>
        Log in
      </Link>
    </div>
  );
}

export function KitOrdersSkeleton({ rows = 3 }: { rows?: number }) {
  return <SkeletonStack label="Loading kit orders" count={rows} itemClassName="h-36 rounded-xl" />;
}
