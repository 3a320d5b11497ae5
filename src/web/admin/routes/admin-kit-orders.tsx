import { OrdersList } from "~/src/web/admin/orders/orders-list";

export default function AdminKitOrdersPage() {
  return <OrdersList kind="kit" />;
}
