import { LoadError } from "~/src/web/components/load-error";
import { SkeletonStack } from "~/src/web/components/ui/skeleton";
import { adminMeta, PageHeader } from "~/src/web/admin/common/page-header";
import { useDeliverySettings } from "~/src/web/admin/delivery/delivery-api";
import { DeliveryForm } from "~/src/web/admin/delivery/delivery-form";
import { OwnerPins } from "~/src/web/admin/delivery/owner-pins";
import { UnknownPins } from "~/src/web/admin/delivery/unknown-pins";
import { useAdminUser } from "~/src/web/admin/shell/admin-user";

export const meta = () => adminMeta("Delivery");

/**
 * The owner's delivery settings and PINs. Staff see the PINs customers used that the shop could not confirm (to
 * check with the customer or the courier), and the owner-only panel for the rest.
 */
export default function AdminDeliveryPage() {
  const user = useAdminUser();
  return (
    <div className="max-w-3xl space-y-6">
      <PageHeader title="Delivery" description="How the delivery dates customers see are worked out, and where the shop does not deliver." />
      {user.role === "owner" ? (
        <DeliverySettingsPanel />
      ) : (
        <>
          <UnknownPins />
          <p className="text-sm text-slate-600">Only the owner can change the delivery settings and add PINs.</p>
        </>
      )}
    </div>
  );
}

function DeliverySettingsPanel() {
  const settings = useDeliverySettings();
  if (settings.isPending) return <SkeletonStack label="Loading the delivery settings" count={1} itemClassName="h-96 rounded-xl" />;
  if (settings.isError) {
    return <LoadError title="We could not load the delivery settings." message={settings.error.message} onRetry={() => settings.refetch()} />;
  }
  return (
    <>
      <DeliveryForm settings={settings.data} />
      <OwnerPins settings={settings.data} />
    </>
  );
}
