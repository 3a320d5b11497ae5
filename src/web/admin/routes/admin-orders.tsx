import { OrdersList } from "../orders/orders-list";

export default function AdminOrdersPage() {
  return <OrdersList kind="order" />;
}
