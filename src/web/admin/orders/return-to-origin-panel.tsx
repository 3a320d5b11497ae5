import { format } from "date-fns";
import { useState } from "react";
import type { OrderKind } from "~/src/core/order-kinds";
import type { ReturnToOrigin } from "~/src/core/shapes/returns";
import { Button } from "~/src/web/components/ui/button";
import { useDownload } from "~/src/web/lib/download";
import { creditNotePdf } from "~/src/web/admin/invoices/invoices-api";
import { useAdminToken } from "~/src/web/admin/shell/admin-user";
import { useReturnToOrigin } from "./admin-orders-api";

const when = (at: string) => format(new Date(at), "d MMM yyyy, HH:mm");

/** What is known of a parcel coming back: why, since when, whether it has arrived, and its credit note once it has. */
export function ReturnToOriginPanel({ kind, orderId, facts }: { kind: OrderKind; orderId: string; facts: ReturnToOrigin }) {
  const received = useReturnToOrigin(kind, orderId);
  const token = useAdminToken();
  const download = useDownload();
  const [asking, setAsking] = useState(false);
  const { creditNote } = facts;

  return (
    <div className="space-y-2 text-sm">
      <p className="text-slate-900">{facts.reason}</p>
      <p className="text-slate-600">Marked {when(facts.markedAt)}</p>
      {facts.receivedAt ? (
        <p className="text-slate-600">Received back {when(facts.receivedAt)}; its units are in stock again.</p>
      ) : asking ? (
        <div role="alertdialog" aria-label="Parcel received back" className="space-y-2 rounded-lg border border-amber-200 bg-amber-50 p-3">
          <p className="text-amber-900">Is the parcel in the shop? Its units go back into stock.</p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" disabled={received.isPending} onClick={() => received.mutate({ received: true })}>
              {received.isPending ? "Saving…" : "Yes, it is back"}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setAsking(false)}>
              Not yet
            </Button>
          </div>
        </div>
      ) : (
        <>
          <p className="font-medium text-amber-800">On its way back to the shop.</p>
          <Button size="sm" onClick={() => setAsking(true)}>
            Parcel received back
          </Button>
        </>
      )}
      {creditNote && (
        <div className="border-t border-slate-100 pt-2">
          <p className="text-slate-600">
            Credit note <span className="break-all font-mono font-semibold text-slate-900">{creditNote.number}</span>
          </p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-1"
            disabled={download.pending !== null}
            onClick={() => void download.start(creditNotePdf(creditNote.number, token))}
          >
            {download.pending ? "Preparing…" : "Download credit note"}
          </Button>
        </div>
      )}
    </div>
  );
}
