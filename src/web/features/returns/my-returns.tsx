import { Link } from "~/src/web/lib/localized-router";
import { LoadError } from "~/src/web/components/load-error";
import { ReturnIcon } from "~/src/web/components/icons";
import { buttonClasses } from "~/src/web/components/ui/button";
import { EmptyState } from "~/src/web/components/ui/empty-state";
import { SkeletonStack } from "~/src/web/components/ui/skeleton";
import { ReturnCard } from "./return-card";
import { useMyReturns } from "./returns-api";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("returns.mine", {
  loading: "Loading your returns",
  loadFailed: "We could not load your returns.",
  emptyTitle: "No returns",
  emptyMessage: "Within 7 days of delivery you can return items with 'Return Item' on the order.",
  myOrders: "My orders",
});

/** Every return of the customer, newest first, each with its order. */
export function MyReturns() {
  const returns = useMyReturns();
  const t = useT();
  if (returns.isPending) return <SkeletonStack label={t(text.loading)} count={2} itemClassName="h-40 rounded-xl" />;
  if (returns.isError) return <LoadError title={t(text.loadFailed)} message={returns.error.message} onRetry={() => returns.refetch()} />;
  if (returns.data.length === 0) {
    return (
      <EmptyState icon={<ReturnIcon width={28} height={28} />} title={t(text.emptyTitle)} message={t(text.emptyMessage)}>
        <Link to="/orders" className={buttonClasses({ className: "mt-6 shadow-sm" })}>
          {t(text.myOrders)}
        </Link>
      </EmptyState>
    );
  }
  return (
    <div className="space-y-4">
      {returns.data.map((value) => (
        <ReturnCard key={value._id} value={value} showOrder headingLevel={2} />
      ))}
    </div>
  );
}
