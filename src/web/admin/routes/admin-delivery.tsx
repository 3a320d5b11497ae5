import { LoadError } from "~/src/web/components/load-error";
import { SkeletonStack } from "~/src/web/components/ui/skeleton";
import { adminMeta, PageHeader } from "~/src/web/admin/common/page-header";
import { useDeliverySettings } from "~/src/web/admin/delivery/delivery-api";
import { DeliveryForm } from "~/src/web/admin/delivery/delivery-form";
import { OwnerOnly } from "~/src/web/admin/shell/owner-only";

export const meta = () => adminMeta("Delivery");

/** The owner's delivery settings; staff get the owner-only panel and the page asks the server nothing. */
export default function AdminDeliveryPage() {
  return (
    <OwnerOnly>
      <div className="max-w-3xl">
        <PageHeader title="Delivery" description="How the delivery dates customers see are worked out, and where the shop does not deliver." />
        <DeliverySettingsPanel />
      </div>
    </OwnerOnly>
  );
}

function DeliverySettingsPanel() {
  const settings = useDeliverySettings();
  if (settings.isPending) return <SkeletonStack label="Loading the delivery settings" count={1} itemClassName="h-96 rounded-xl" />;
  if (settings.isError) {
    return <LoadError title="We could not load the delivery settings." message={settings.error.message} onRetry={() => settings.refetch()} />;
  }
  return <DeliveryForm settings={settings.data} />;
}
