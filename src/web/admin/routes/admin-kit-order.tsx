import { useParams } from "react-router";
import { OrderDetail } from "~/src/web/admin/orders/order-detail";

export default function AdminKitOrderPage() {
  const { id = "" } = useParams();
  return <OrderDetail key={id} kind="kit" id={id} />;
}
