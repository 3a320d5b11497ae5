import { KitHints } from "~/src/web/components/kit-hints";
import { useKitHints } from "~/src/web/components/use-kit-hints";
import { Panel } from "~/src/web/admin/common/panel";

/**
 * The kit's compatibility hints as the customer saw them (issue 32), from the same public call: staff may mention a
 * missing driver or battery to the customer, or pack nothing different. Advice only; suggestions are named, not added.
 */
export function KitOrderHints({ productIds }: { productIds: string[] }) {
  const { hints, failed, loading } = useKitHints(productIds);
  return (
    <Panel title="Kit hints">
      <KitHints hints={hints} title={null} />
      {!loading && hints.length === 0 && (
        <p className="text-sm text-slate-600">
          {failed ? "We could not check this kit's parts just now." : "No hints: the parts look complete together."}
        </p>
      )}
    </Panel>
  );
}
