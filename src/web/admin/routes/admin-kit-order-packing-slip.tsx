import { useParams } from "react-router";
import { PackingSlip } from "~/src/web/admin/orders/packing-slip";

export default function AdminKitOrderPackingSlipPage() {
  const { id = "" } = useParams();
  return <PackingSlip kind="kit" id={id} />;
}
