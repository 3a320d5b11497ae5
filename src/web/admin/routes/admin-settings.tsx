import { LoadError } from "~/src/web/components/load-error";
import { SkeletonStack } from "~/src/web/components/ui/skeleton";
import { adminMeta, PageHeader } from "~/src/web/admin/common/page-header";
import { useShopSettingsAdmin } from "~/src/web/admin/settings/settings-api";
import { SettingsForm } from "~/src/web/admin/settings/settings-form";
import { useAdminUser } from "~/src/web/admin/shell/admin-user";

export const meta = () => adminMeta("Shop settings");

export default function AdminSettingsPage() {
  const user = useAdminUser();
  const settings = useShopSettingsAdmin();
  return (
    <div className="max-w-3xl">
      <PageHeader title="Shop settings" description="Shown in the shop's footer, contact, support and privacy pages." />
      {settings.isPending ? (
        <SkeletonStack label="Loading the shop settings" count={1} itemClassName="h-96 rounded-xl" />
      ) : settings.isError ? (
        <LoadError title="We could not load the shop settings." message={settings.error.message} onRetry={() => settings.refetch()} />
      ) : (
        <SettingsForm settings={settings.data} editable={user.role === "owner"} />
      )}
    </div>
  );
}
