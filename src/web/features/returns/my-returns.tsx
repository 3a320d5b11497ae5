import { Link } from "~/src/web/lib/localized-router";
import { LoadError } from "~/src/web/components/load-error";
import { ReturnIcon } from "~/src/web/components/icons";
import { buttonClasses } from "~/src/web/components/ui/button";
import { EmptyState } from "~/src/web/components/ui/empty-state";
import { SkeletonStack } from "~/src/web/components/ui/skeleton";
import { ReturnCard } from "./return-card";
import { useMyReturns } from "./returns-api";

/** Every return of the customer, newest first, each with its order. */
export function MyReturns() {
  const returns = useMyReturns();
  if (returns.isPending) return <SkeletonStack label="Loading your returns" count={2} itemClassName="h-40 rounded-xl" />;
  if (returns.isError) return <LoadError title="We could not load your returns." message={returns.error.message} onRetry={() => returns.refetch()} />;
  if (returns.data.length === 0) {
    return (
      <EmptyState
        icon={<ReturnIcon width={28} height={28} />}
        title="No returns"
        message="Within 7 days of delivery you can return items with 'Return Item' on the order."
      >
        <Link to="/orders" className={buttonClasses({ className: "mt-6 shadow-sm" })}>
          My orders
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
