import { format, parseISO } from "date-fns";
import type { ReactNode } from "react";
import { Link } from "~/src/web/lib/localized-router";
import { ORDER_KINDS, type OrderKind } from "~/src/core/order-kinds";
import { canReturn, orderNumber } from "~/src/core/order-rules";
import { LoadError } from "~/src/web/components/load-error";
import { returnWindowOpen } from "~/src/web/components/return-window";
import { buttonClasses } from "~/src/web/components/ui/button";
import { EmptyState } from "~/src/web/components/ui/empty-state";
import { SkeletonStack } from "~/src/web/components/ui/skeleton";
import { ReturnForm } from "./return-form";
import { unitsAlreadyReturned, useReturnableOrder } from "./returnable-order";
import { useMyReturns } from "./returns-api";

const day = (date: string) => format(parseISO(date), "d MMM yyyy");

function Refusal({ title, message, back }: { title: string; message: ReactNode; back: string }) {
  return (
    <EmptyState title={title} message={message}>
      <Link to={back} className={buttonClasses({ variant: "secondary", className: "mt-6" })}>
        Back to the order
      </Link>
    </EmptyState>
  );
}

/** The return page of one order: the form while its 7 days run, and a plain reason when a return cannot be asked. */
export function ReturnRequest({ kind, id }: { kind: OrderKind; id: string }) {
  const query = useReturnableOrder(kind, id);
  const returns = useMyReturns();
  const back = ORDER_KINDS[kind].customerPath(id);
  const { title } = ORDER_KINDS[kind];

  if (query.isPending || returns.isPending) return <SkeletonStack label="Loading the order" count={3} itemClassName="h-24 rounded-xl" />;
  if (query.isError) return <LoadError title="We could not load this order." message={query.error?.message ?? ""} onRetry={query.refetch} />;
  if (returns.isError) return <LoadError title="We could not load your returns." message={returns.error.message} onRetry={() => returns.refetch()} />;
  const { order } = query;
  if (!order) return <Refusal title="Order not found" message="This order is not in your account." back={back} />;
  const closesOn = order.returnWindowClosesOn;
  if (!canReturn(order.status) || closesOn === null || !returnWindowOpen(closesOn)) {
    const message = closesOn ? `Returns for this order closed on ${day(closesOn)}.` : "An order can be returned within 7 days of its delivery.";
    return <Refusal title="This order cannot be returned" message={message} back={back} />;
  }
  const taken = unitsAlreadyReturned(returns.data, order.id);
  if (order.lines.every((line) => (taken.get(line.productId) ?? 0) >= line.quantity)) {
    return <Refusal title="Nothing left to return" message="Every item of this order is already in a return." back={back} />;
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        {title} <span className="font-mono font-semibold text-slate-900">#{orderNumber(order.id)}</span> · Returns open until{" "}
        <strong className="text-slate-900">{day(closesOn)}</strong>
      </p>
      <ReturnForm order={order} taken={taken} />
    </div>
  );
}
