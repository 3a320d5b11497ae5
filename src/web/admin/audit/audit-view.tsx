import { useQuery } from "@tanstack/react-query";
import { format } from "date-fns";
import { useLocation, useSearchParams } from "react-router";
import type { AuditEntry } from "~/src/core/shapes/staff";
import { LoadError } from "~/src/web/components/load-error";
import { Pagination } from "~/src/web/components/pagination";
import { SkeletonStack } from "~/src/web/components/ui/skeleton";
import { apiCall } from "~/src/web/lib/api";
import { queryKeys } from "~/src/web/lib/query-keys";
import { useAdminToken } from "~/src/web/admin/shell/admin-user";

const PAGE_SIZE = 50;

/** A value as it was: plain text stays, anything else is shown as compact JSON. */
function show(value: unknown): string {
  if (value === null || value === undefined) return "—";
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** The owner's record of every staff action, newest first: when, who, what, on what, before → after. */
export function AuditView() {
  const token = useAdminToken();
  const [params] = useSearchParams();
  const { search, pathname } = useLocation();
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const query = useQuery({
    queryKey: queryKeys.admin.audit(token, page),
    queryFn: ({ signal }) => apiCall<{ entries: AuditEntry[]; total: number }>(`/api/admin/audit?page=${page}&limit=${PAGE_SIZE}`, { token, signal }),
  });

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Audit log</h1>
      {query.isPending ? (
        <SkeletonStack label="Loading the audit log" count={4} itemClassName="h-14 rounded-xl" />
      ) : query.isError ? (
        <LoadError title="We could not load the audit log." message={query.error.message} onRetry={() => query.refetch()} />
      ) : query.data.entries.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-sm text-slate-600">Nothing recorded yet.</p>
      ) : (
        <>
          <ul className="space-y-3">
            {query.data.entries.map((entry, index) => (
              <li key={`${entry.at}-${index}`} className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
                <div className="flex flex-wrap justify-between gap-2">
                  <span className="font-semibold text-slate-900">{entry.action}</span>
                  <time dateTime={entry.at} className="text-slate-500">
                    {format(new Date(entry.at), "d MMM yyyy, HH:mm:ss")}
                  </time>
                </div>
                <p className="mt-1 break-all text-slate-700">
                  {entry.actor} → <span className="font-mono">{entry.target}</span>
                </p>
                <p className="mt-1 break-all font-mono text-xs text-slate-600">
                  {show(entry.before)} → {show(entry.after)}
                </p>
              </li>
            ))}
          </ul>
          <Pagination page={page} pages={Math.ceil(query.data.total / PAGE_SIZE)} search={search.replace(/^\?/, "")} pathname={pathname} />
        </>
      )}
    </div>
  );
}
