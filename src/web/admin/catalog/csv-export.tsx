import { useState } from "react";
import { toast } from "~/src/web/lib/toast";
import { Button } from "~/src/web/components/ui/button";
import { ApiError } from "~/src/web/lib/api";
import { useAdminToken } from "~/src/web/admin/shell/admin-user";

/** The token travels in a header, so a plain link cannot download the file: fetch it and save the blob. */
export function CsvExportButton() {
  const token = useAdminToken();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const response = await fetch("/api/admin/products/export.csv", { headers: token ? { token } : {} });
      if (!response.ok) {
        const data = (await response.json().catch(() => null)) as { message?: string } | null;
        throw new ApiError(data?.message ?? `Export failed (${response.status}).`, response.status);
      }
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = `tinkerwala-products-${new Date().toISOString().slice(0, 10)}.csv`;
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : "Network error. Please check your connection.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" onClick={download} disabled={busy}>
      {busy ? "Exporting…" : "Export CSV"}
    </Button>
  );
}
