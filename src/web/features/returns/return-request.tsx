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
import { defineMessages, type Message } from "~/src/core/i18n";
import { useLanguage, useLongDate, useT } from "~/src/web/lib/i18n";

const text = defineMessages("returns.request", {
  back: "Back to the order",
  loading: "Loading the order",
  orderFailed: "We could not load this order.",
  returnsFailed: "We could not load your returns.",
  notFoundTitle: "Order not found",
  notFoundMessage: "This order is not in your account.",
  closedOn: "Returns for this order closed on {date}.",
  notYet: "An order can be returned within 7 days of its delivery.",
  cannotTitle: "This order cannot be returned",
  nothingTitle: "Nothing left to return",
  nothingMessage: "Every item of this order is already in a return.",
  componentOrder: "Order",
  kitOrder: "Kit order",
  openUntil: " · Returns open until ",
});
/** ORDER_KINDS' titles. */
const ORDER_TITLE: Record<OrderKind, Message> = { component: text.componentOrder, kit: text.kitOrder };

function Refusal({ title, message, back }: { title: string; message: ReactNode; back: string }) {
  const t = useT();
  return (
    <EmptyState title={title} message={message}>
      <Link to={back} className={buttonClasses({ variant: "secondary", className: "mt-6" })}>
        {t(text.back)}
      </Link>
    </EmptyState>
  );
}

/** The return page of one order: the form while its 7 days run, and a plain reason when a return cannot be asked. */
export function ReturnRequest({ kind, id }: { kind: OrderKind; id: string }) {
  const query = useReturnableOrder(kind, id);
  const returns = useMyReturns();
  const back = ORDER_KINDS[kind].customerPath(id);
  const t = useT();
  const english = useLanguage() === "en";
  const longDate = useLongDate();
  const day = (date: string) => (english ? format(parseISO(date), "d MMM yyyy") : longDate(parseISO(date)));

  if (query.isPending || returns.isPending) return <SkeletonStack label={t(text.loading)} count={3} itemClassName="h-24 rounded-xl" />;
  if (query.isError) return <LoadError title={t(text.orderFailed)} message={query.error?.message ?? ""} onRetry={query.refetch} />;
  if (returns.isError) return <LoadError title={t(text.returnsFailed)} message={returns.error.message} onRetry={() => returns.refetch()} />;
  const { order } = query;
  if (!order) return <Refusal title={t(text.notFoundTitle)} message={t(text.notFoundMessage)} back={back} />;
  const closesOn = order.returnWindowClosesOn;
  if (!canReturn(order.status) || closesOn === null || !returnWindowOpen(closesOn)) {
    const message = closesOn ? t(text.closedOn, { date: day(closesOn) }) : t(text.notYet);
    return <Refusal title={t(text.cannotTitle)} message={message} back={back} />;
  }
  const taken = unitsAlreadyReturned(returns.data, order.id);
  if (order.lines.every((line) => (taken.get(line.productId) ?? 0) >= line.quantity)) {
    return <Refusal title={t(text.nothingTitle)} message={t(text.nothingMessage)} back={back} />;
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        {t(ORDER_TITLE[kind])} <span className="font-mono font-semibold text-slate-900">#{orderNumber(order.id)}</span>
        {t(text.openUntil)}
        <strong className="text-slate-900">{day(closesOn)}</strong>
      </p>
      <ReturnForm order={order} taken={taken} />
    </div>
  );
}
