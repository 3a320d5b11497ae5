import { paiseToRupees } from "~/src/core/money";
import { paymentMethodName, upiPaymentLink } from "~/src/core/payment";
import type { OrderPayment } from "~/src/core/shapes/quotes";
import { returnWindowOf } from "~/src/core/returns";
import { istDate } from "~/src/core/financial-year";
import { estimatedDelivery, orderNumber } from "~/src/core/order-rules";
import type { AdminKitOrder, AdminOrder } from "~/src/core/shapes/admin-orders";
import type { KitOrder } from "~/src/core/shapes/kit-order";
import type { UserOrder } from "~/src/core/shapes/order";
import type { OrderLineRow, StaffOrder, StoredOrder } from "./order-store";

/**
 * An order as each API shows it. The spec's calls name the same things differently for the two kinds
 * (`date`/`createdAt`, `amount`/`finalAmount`, items/products), and those names are a contract; all of
 * them read the one stored order.
 */

/** The shop's UPI details, when it has them: a waiting UPI or bank-transfer order carries its `upi://pay` link. */
export interface UpiPayee {
  upiId: string;
  payeeName: string;
}

function paymentOf(order: StoredOrder, payee: UpiPayee | null): OrderPayment {
  const records = order.payments ?? [];
  const received = records.reduce((sum, record) => sum + record.amountPaise, 0);
  const waiting = order.paymentStatus === "awaiting" || order.paymentStatus === "part-paid";
  const duePaise = Math.max(0, order.amountPaise - received);
  return {
    method: paymentMethodName(order.paymentMethod),
    status: order.paymentStatus,
    due: paiseToRupees(order.paymentStatus === "on-delivery" ? order.amountPaise : duePaise),
    received: paiseToRupees(received),
    records: records.map((record) => ({ amount: paiseToRupees(record.amountPaise), receivedOn: record.receivedOn, reference: record.reference })),
    ...(waiting && payee && order.paymentMethod === "upi"
      ? { upiLink: upiPaymentLink({ ...payee, amountPaise: duePaise, reference: orderNumber(order.id) }) }
      : {}),
  };
}

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
export function customerComponentOrder(order: StoredOrder, payee: UpiPayee | null = null): UserOrder {
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
    poNumber: order.poNumber,
    payment: paymentOf(order, payee),
  };
}

/** GET /api/kit-orders (§7): each product as it was ordered, its price before its own discount. */
export function customerKitOrder(order: StoredOrder, payee: UpiPayee | null = null): KitOrder {
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
    poNumber: order.poNumber,
    payment: paymentOf(order, payee),
    charges: order.lines.map((line) => ({
      _id: line.productId,
      salePrice: paiseToRupees(line.salePricePaise),
      kitDiscount: paiseToRupees(line.orderDiscountPaise),
      charged: paiseToRupees(line.chargedPaise),
    })),
  };
}

function staffFields(order: StaffOrder, payee: UpiPayee | null) {
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
    poNumber: order.poNumber,
    payment: paymentOf(order, payee),
    quoteNumber: order.quoteNumber ?? null,
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
export function staffComponentOrder(order: StaffOrder, payee: UpiPayee | null = null): Omit<AdminOrder, "pinConfirmed"> {
  const { date, ...amounts } = staffAmounts(order);
  return { _id: order.id, date, ...staffFields(order, payee), ...amounts };
}

/** GET /api/admin/kit-orders: the kit's own names, and the component order's (date, amount…) beside them. */
export function staffKitOrder(order: StaffOrder, payee: UpiPayee | null = null): Omit<AdminKitOrder, "pinConfirmed"> {
  return {
    _id: order.id,
    createdAt: order.createdAt.toISOString(),
    ...staffFields(order, payee),
    totalAmount: paiseToRupees(order.subtotalPaise),
    discount: paiseToRupees(order.discountPaise),
    finalAmount: paiseToRupees(order.amountPaise),
    ...staffAmounts(order),
  };
}
