import { OrdersList } from "../orders/orders-list";

export default function AdminKitOrdersPage() {
  return <OrdersList kind="kit-order" />;
}
