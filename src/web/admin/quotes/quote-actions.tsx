import { useState } from "react";
import type { Quote } from "~/src/core/shapes/quotes";
import { Button } from "~/src/web/components/ui/button";
import { useDownload } from "~/src/web/lib/download";
import { toast } from "~/src/web/lib/toast";
import { FormAlert } from "~/src/web/admin/common/form-field";
import { useAdminToken } from "~/src/web/admin/shell/admin-user";
import { quotePdf, useWithdrawQuote } from "./quotes-api";

const revisable = (quote: Quote) => quote.status === "sent" || quote.status === "expired";
const withdrawable = (quote: Quote) => revisable(quote) || quote.status === "requested";

/** The PDF once it has a number; revising and withdrawing while the buyer may still act on it. */
export function QuoteActions({ quote, onRevise }: { quote: Quote; onRevise: () => void }) {
  const token = useAdminToken();
  const download = useDownload();
  const withdraw = useWithdrawQuote(quote._id);
  const [asking, setAsking] = useState(false);

  if (asking) {
    return (
      <div role="alertdialog" aria-label="Withdraw the quotation" className="space-y-3 rounded-xl border border-red-200 bg-red-50 p-4">
        <p className="text-sm text-red-900">Withdraw {quote.number ?? "this request"}? The buyer can no longer accept it; this cannot be undone.</p>
        <FormAlert message={withdraw.error?.message ?? null} />
        <div className="flex flex-wrap gap-2">
          <Button
            variant="danger"
            size="lg"
            disabled={withdraw.isPending}
            onClick={() => withdraw.mutate(undefined, { onSuccess: () => toast.success("The quotation is withdrawn.") })}
          >
            {withdraw.isPending ? "Withdrawing…" : "Yes, withdraw it"}
          </Button>
          <Button variant="secondary" size="lg" onClick={() => setAsking(false)}>
            Keep it
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-wrap gap-2">
      {quote.number && (
        <Button variant="secondary" onClick={() => void download.start(quotePdf(quote, token))} disabled={download.pending !== null}>
          {download.pending ? "Preparing…" : "Download PDF"}
        </Button>
      )}
      {revisable(quote) && <Button onClick={onRevise}>Revise</Button>}
      {withdrawable(quote) && (
        <Button variant="danger" onClick={() => setAsking(true)}>
          Withdraw
        </Button>
      )}
    </div>
  );
}
