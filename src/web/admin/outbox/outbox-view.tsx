import { useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import type { OutboxMail } from "~/src/core/shapes/outbox";
import { LoadError } from "~/src/web/components/load-error";
import { Pagination } from "~/src/web/components/pagination";
import { Button } from "~/src/web/components/ui/button";
import { EmptyState } from "~/src/web/components/ui/empty-state";
import { SkeletonStack } from "~/src/web/components/ui/skeleton";
import { when } from "~/src/web/admin/inbox/inbox-item";
import { useOutbox, useOutboxMail, useRetryMail } from "./outbox-api";

const FILTERS = [
  { value: "", label: "All" },
  { value: "pending", label: "Waiting" },
  { value: "sent", label: "Sent" },
  { value: "failed", label: "Failed" },
] as const;

const BADGE: Record<OutboxMail["status"], string> = {
  pending: "bg-amber-100 text-amber-900",
  sent: "bg-emerald-100 text-emerald-900",
  failed: "bg-red-100 text-red-900",
};
const STATUS_LABEL: Record<OutboxMail["status"], string> = { pending: "Waiting", sent: "Sent", failed: "Failed" };

const filterClass = (active: boolean) =>
  `min-h-11 shrink-0 rounded-lg px-3 text-sm font-semibold ${active ? "bg-brand-600 text-white" : "bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50"}`;

function MailBody({ id }: { id: string }) {
  const mail = useOutboxMail(id);
  if (mail.isPending) return <SkeletonStack label="Loading the mail" count={1} itemClassName="h-24 rounded-lg" />;
  if (mail.isError) return <LoadError title="We could not load this mail." message={mail.error.message} onRetry={() => mail.refetch()} />;
  return (
    <pre className="max-h-96 overflow-auto whitespace-pre-wrap rounded-lg bg-slate-50 p-3 font-sans text-sm text-slate-800">
      {mail.data.mail.text}
    </pre>
  );
}

function MailRow({ mail, canSend }: { mail: OutboxMail; canSend: boolean }) {
  const [open, setOpen] = useState(false);
  const retry = useRetryMail();
  return (
    <li className="px-4 py-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <button type="button" aria-expanded={open} onClick={() => setOpen(!open)} className="min-w-0 flex-1 text-left">
          <span className="block font-semibold text-slate-900 hover:text-brand-700">{mail.subject}</span>
          <span className="block text-sm text-slate-600">
            To <span className="break-all">{mail.to}</span> · <span className="whitespace-nowrap">{when.format(new Date(mail.createdAt))}</span>
          </span>
        </button>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE[mail.status]}`}>{STATUS_LABEL[mail.status]}</span>
      </div>
      {mail.lastError && mail.status !== "sent" && (
        <p className="mt-1 text-xs text-red-700">
          {mail.attempts} {mail.attempts === 1 ? "try" : "tries"}; last answer: {mail.lastError}
        </p>
      )}
      {open && (
        <div className="mt-3 space-y-3">
          <MailBody id={mail._id} />
          {mail.status !== "sent" && canSend && (
            <Button variant="secondary" size="sm" disabled={retry.isPending} onClick={() => retry.mutate(mail._id)}>
              Send again now
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

/** Every mail the shop wrote, newest first, and whether it went; without SMTP this is where mails are read. */
export function OutboxView() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const status = params.get("status") ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const outbox = useOutbox(new URLSearchParams({ page: String(page), ...(status ? { status } : {}) }).toString());

  return (
    <div className="space-y-4">
      {outbox.data && !outbox.data.smtpConfigured && (
        <p role="note" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          No mail server is set up (SMTP_URL), so mails wait here and nobody receives them. Read them below, or ask whoever runs the shop to set
          SMTP_URL; waiting mails then go out by themselves.
        </p>
      )}
      <div className="flex flex-wrap gap-2" aria-label="Show">
        {FILTERS.map((filter) => (
          <button
            key={filter.label}
            type="button"
            aria-pressed={status === filter.value}
            className={filterClass(status === filter.value)}
            onClick={() => setParams(filter.value ? { status: filter.value } : {})}
          >
            {filter.label}
            {filter.value && outbox.data ? ` (${outbox.data.counts[filter.value]})` : ""}
          </button>
        ))}
      </div>
      {outbox.isPending ? (
        <SkeletonStack label="Loading the outbox" count={3} itemClassName="h-16 rounded-xl" />
      ) : outbox.isError ? (
        <LoadError title="We could not load the outbox." message={outbox.error.message} onRetry={() => outbox.refetch()} />
      ) : outbox.data.mails.length === 0 ? (
        <EmptyState title="No mails here" message={status === "failed" ? "Every mail got through." : "The shop has not written any mail yet."} />
      ) : (
        <>
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
            {outbox.data.mails.map((mail) => (
              <MailRow key={mail._id} mail={mail} canSend={outbox.data.smtpConfigured} />
            ))}
          </ul>
          <Pagination page={page} pages={Math.ceil(outbox.data.total / outbox.data.pageSize)} search={params.toString()} pathname={pathname} />
        </>
      )}
    </div>
  );
}
