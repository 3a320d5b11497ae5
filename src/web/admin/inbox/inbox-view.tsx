import { useLocation, useSearchParams } from "react-router";
import { INBOX_PAGE_SIZE, type SubscriptionItem } from "~/src/core/shapes/inbox";
import { LoadError } from "~/src/web/components/load-error";
import { Pagination } from "~/src/web/components/pagination";
import { EmptyState } from "~/src/web/components/ui/empty-state";
import { SkeletonStack } from "~/src/web/components/ui/skeleton";
import { INBOX_TABS, useInbox, type InboxKind } from "./inbox-api";
import { InboxItemCard, when, type InboxCardItem } from "./inbox-item";

const STATUSES = [
  { value: "new", label: "New" },
  { value: "answered", label: "Answered" },
  { value: "", label: "All" },
] as const;

const tabClass = (active: boolean) =>
  `min-h-11 shrink-0 rounded-lg px-3 text-sm font-semibold ${active ? "bg-brand-600 text-white" : "bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50"}`;

/** Enquiries, workshop bookings and subscriptions; tab, status and page live in the URL. */
export function InboxView() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const kind = (INBOX_TABS.find((tab) => tab.kind === params.get("tab"))?.kind ?? "enquiries") as InboxKind;
  const status = params.get("status") ?? "new";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const apiSearch = new URLSearchParams({ page: String(page), ...(status && kind !== "subscriptions" ? { status } : {}) }).toString();
  const inbox = useInbox(kind, apiSearch);
  const choose = (changes: Record<string, string>) => setParams({ tab: kind, status, ...changes });

  return (
    <div className="space-y-4">
      <div role="tablist" aria-label="Inbox" className="flex gap-2 overflow-x-auto pb-1">
        {INBOX_TABS.map((tab) => (
          <button
            key={tab.kind}
            type="button"
            role="tab"
            aria-selected={tab.kind === kind}
            className={tabClass(tab.kind === kind)}
            onClick={() => setParams({ tab: tab.kind, status })}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {kind !== "subscriptions" && (
        <div className="flex gap-2" aria-label="Show">
          {STATUSES.map((option) => (
            <button
              key={option.label}
              type="button"
              aria-pressed={status === option.value}
              className={tabClass(status === option.value)}
              onClick={() => choose({ status: option.value })}
            >
              {option.label}
            </button>
          ))}
        </div>
      )}
      <div role="tabpanel" aria-label={INBOX_TABS.find((tab) => tab.kind === kind)?.label}>
        {inbox.isPending ? (
          <SkeletonStack label="Loading the inbox" count={3} itemClassName="h-40 rounded-xl" />
        ) : inbox.isError ? (
          <LoadError title="We could not load the inbox." message={inbox.error.message} onRetry={() => inbox.refetch()} />
        ) : inbox.data.items.length === 0 ? (
          <EmptyState title="Nothing here" message={status === "new" ? "Everything has been answered." : "Nothing has arrived yet."} />
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-600">{inbox.data.total} in all</p>
            {kind === "subscriptions" ? (
              <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
                {(inbox.data.items as SubscriptionItem[]).map((item) => (
                  <li key={item._id} className="flex flex-wrap justify-between gap-2 px-4 py-3 text-sm">
                    <span className="break-all font-medium text-slate-900">{item.email}</span>
                    <span className="text-slate-500">
                      {item.active ? "" : "Unsubscribed · "}
                      {when.format(new Date(item.createdAt))}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <div className="space-y-3">
                {inbox.data.items.map((item) => (
                  <InboxItemCard key={item._id} item={{ ...item, kind } as InboxCardItem} />
                ))}
              </div>
            )}
            <Pagination page={page} pages={Math.ceil(inbox.data.total / INBOX_PAGE_SIZE)} search={params.toString()} pathname={pathname} />
          </>
        )}
      </div>
    </div>
  );
}
