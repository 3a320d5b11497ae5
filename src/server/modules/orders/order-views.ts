import { paiseToRupees } from "~/src/core/money";
import { returnWindowOf } from "~/src/core/returns";
import { istDate } from "~/src/core/financial-year";
import { estimatedDelivery } from "~/src/core/order-rules";
import type { AdminKitOrder, AdminOrder } from "~/src/core/shapes/admin-orders";
import type { KitOrder } from "~/src/core/shapes/kit-order";
import type { UserOrder } from "~/src/core/shapes/order";
import type { OrderLineRow, StaffOrder, StoredOrder } from "./order-store";

/**
 * An order as each API shows it. The spec's calls name the same things differently for the two kinds
 * (`date`/`createdAt`, `amount`/`finalAmount`, items/products), and those names are a contract; all of
 * them read the one stored order.
 */

const fulfilment = (order: StoredOrder) => ({
  courier: order.courier,
  trackingNumber: order.trackingNumber,
  history: order.history,
  returnWindowClosesOn: returnWindowOf(order.history),
  estimatedDelivery: order.estimatedDelivery ?? istDate(estimatedDelivery(order.createdAt)),
});

/** A line as packed and charged per unit, before any share of an order-wide discount. */
const itemOf = (line: OrderLineRow) => ({
  _id: line.productId,
  name: line.name,
  image: line.images,
  price: paiseToRupees(line.salePricePaise),
  quantity: line.quantity,
});

/** POST /api/order/userorders (§7): the spec's fields first, ours after. */
export function customerComponentOrder(order: StoredOrder): UserOrder {
  return {
    _id: order.id,
    date: order.createdAt.toISOString(),
    status: order.status,
    paymentMethod: order.paymentMethod,
    address: order.address,
    subtotal: paiseToRupees(order.subtotalPaise),
    deliveryFee: paiseToRupees(order.deliveryFeePaise),
    amount: paiseToRupees(order.amountPaise),
    items: order.lines.map(itemOf),
    ...fulfilment(order),
  };
}

/** GET /api/kit-orders (§7): each product as it was ordered, its price before its own discount. */
export function customerKitOrder(order: StoredOrder): KitOrder {
  return {
    _id: order.id,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    paymentMethod: order.paymentMethod,
    address: order.address,
    totalAmount: paiseToRupees(order.subtotalPaise),
    discount: paiseToRupees(order.discountPaise),
    finalAmount: paiseToRupees(order.amountPaise),
    products: order.lines.map((line) => ({
      product: {
        _id: line.productId,
        name: line.name,
        image: line.images,
        price: paiseToRupees(line.listPricePaise),
        discount: line.discountPercent,
      },
      quantity: line.quantity,
    })),
    ...fulfilment(order),
    charges: order.lines.map((line) => ({
      _id: line.productId,
      salePrice: paiseToRupees(line.salePricePaise),
      kitDiscount: paiseToRupees(line.orderDiscountPaise),
      charged: paiseToRupees(line.chargedPaise),
    })),
  };
}

function staffFields(order: StaffOrder) {
  return {
    status: order.status,
    paymentMethod: order.paymentMethod,
    customer: order.customer,
    address: order.address,
    items: order.lines.map(itemOf),
    ...fulfilment(order),
    version: order.version,
    returnToOrigin: order.rtoMarkedAt
      ? {
          reason: order.rtoReason ?? "",
          markedAt: order.rtoMarkedAt.toISOString(),
          receivedAt: order.rtoReceivedAt?.toISOString() ?? null,
          creditNote: order.rtoCreditNote ?? null,
        }
      : null,
  };
}

/** The money every order has, under the names of GET /api/admin/orders. */
function staffAmounts(order: StoredOrder) {
  return {
    date: order.createdAt.toISOString(),
    subtotal: paiseToRupees(order.subtotalPaise),
    deliveryFee: paiseToRupees(order.deliveryFeePaise),
    amount: paiseToRupees(order.amountPaise),
  };
}

/** GET /api/admin/orders: the staff side's names for both kinds (whether the PIN is confirmed is the route's to add). */
export function staffComponentOrder(order: StaffOrder): Omit<AdminOrder, "pinConfirmed"> {
  const { date, ...amounts } = staffAmounts(order);
  return { _id: order.id, date, ...staffFields(order), ...amounts };
}

/** GET /api/admin/kit-orders: the kit's own names, and the component order's (date, amount…) beside them. */
export function staffKitOrder(order: StaffOrder): Omit<AdminKitOrder, "pinConfirmed"> {
  return {
    _id: order.id,
    createdAt: order.createdAt.toISOString(),
    ...staffFields(order),
    totalAmount: paiseToRupees(order.subtotalPaise),
    discount: paiseToRupees(order.discountPaise),
    finalAmount: paiseToRupees(order.amountPaise),
    ...staffAmounts(order),
  };
}
