import { useState } from "react";
import { Button } from "~/src/web/components/ui/button";
import { useArchiveProduct } from "./catalog-api";
import type { AdminProduct } from "./catalog-types";

/** Archive hides a product from the shop (old orders keep their copy); restore brings it back. Asks first. */
export function ArchiveControl({ product }: { product: AdminProduct }) {
  const [confirming, setConfirming] = useState(false);
  const archive = useArchiveProduct(product._id);
  const archived = product.archived;
  const question = archived
    ? `Restore ${product.name}? It will be back in the catalog, cart and kit builder.`
    : `Archive ${product.name}? It disappears from the catalog, cart and kit builder; past orders keep their copy.`;

  if (!confirming) {
    return (
      <Button variant={archived ? "secondary" : "danger"} onClick={() => setConfirming(true)}>
        {archived ? "Restore product" : "Archive product"}
      </Button>
    );
  }
  return (
    <div
      role="alertdialog"
      aria-label={archived ? "Restore product" : "Archive product"}
      className="space-y-3 rounded-xl border border-amber-200 bg-amber-50 p-4"
    >
      <p className="text-sm text-slate-800">{question}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant={archived ? "primary" : "danger"}
          disabled={archive.isPending}
          onClick={() => archive.mutate(!archived, { onSettled: () => setConfirming(false) })}
        >
          {archived ? "Yes, restore" : "Yes, archive"}
        </Button>
        <Button variant="secondary" onClick={() => setConfirming(false)}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
