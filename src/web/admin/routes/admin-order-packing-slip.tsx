import { useParams } from "react-router";
import { PackingSlip } from "../orders/packing-slip";

export default function AdminOrderPackingSlipPage() {
  const { id = "" } = useParams();
  return <PackingSlip kind="order" id={id} />;
}
