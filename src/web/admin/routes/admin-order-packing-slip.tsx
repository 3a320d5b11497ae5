import { useParams } from "react-router";
import { PackingSlip } from "~/src/web/admin/orders/packing-slip";

export default function AdminOrderPackingSlipPage() {
  const { id = "" } = useParams();
  return <PackingSlip kind="component" id={id} />;
}
