import { OrdersList } from "~/src/web/admin/orders/orders-list";

export default function AdminOrdersPage() {
  return <OrdersList kind="component" />;
}
