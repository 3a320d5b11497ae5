import { useState } from "react";
import type { BookingItem, EnquiryItem } from "~/src/core/shapes/inbox";
import { Button } from "~/src/web/components/ui/button";
import { inputClasses } from "~/src/web/admin/common/form-field";
import { useMarkInboxItem } from "./inbox-api";

export const when = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="break-words text-sm text-slate-800">{value || "—"}</dd>
    </div>
  );
}

export type InboxCardItem = ({ kind: "enquiries" } & EnquiryItem) | ({ kind: "bookings" } & BookingItem);

/** An enquiry or a booking with what was sent, its answered state and the staff's note. */
export function InboxItemCard({ item }: { item: InboxCardItem }) {
  const [note, setNote] = useState(item.note);
  const mark = useMarkInboxItem(item.kind, item._id);
  const title = item.kind === "enquiries" ? item.name : item.school;
  return (
    <article className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-slate-900">{title}</h2>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${item.answered ? "bg-emerald-50 text-emerald-700" : "bg-amber-50 text-amber-800"}`}
        >
          {item.answered ? `Answered${item.answeredBy ? ` by ${item.answeredBy}` : ""}` : "New"}
        </span>
      </header>
      <dl className="grid gap-3 sm:grid-cols-3">
        <Detail label="Received" value={when.format(new Date(item.createdAt))} />
        {item.kind === "enquiries" ? (
          <>
            <Detail label="E-mail" value={item.email} />
            <Detail label="Phone" value={item.phone} />
          </>
        ) : (
          <>
            <Detail label="Workshop" value={item.workshopId} />
            <Detail label="Contact" value={item.contact} />
            <Detail label="Preferred date" value={item.date ?? ""} />
            <Detail label="Students" value={String(item.students)} />
          </>
        )}
      </dl>
      {item.kind === "enquiries" && <p className="whitespace-pre-line rounded-lg bg-slate-50 p-3 text-sm text-slate-800">{item.message}</p>}
      <div>
        <label htmlFor={`note-${item._id}`} className="text-sm font-semibold text-slate-800">
          Note
        </label>
        <textarea
          id={`note-${item._id}`}
          rows={2}
          maxLength={2000}
          className={`${inputClasses} mt-1`}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button disabled={mark.isPending} onClick={() => mark.mutate({ answered: !item.answered, note })}>
          {item.answered ? "Mark as new" : "Mark answered"}
        </Button>
        <Button variant="secondary" disabled={mark.isPending || note === item.note} onClick={() => mark.mutate({ answered: item.answered, note })}>
          Save note
        </Button>
      </div>
    </article>
  );
}
