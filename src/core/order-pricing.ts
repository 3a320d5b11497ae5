import type { Paise } from "./money";
import { ORDER_KINDS, type OrderKind } from "./order-kinds";
import { orderDiscount, salePrice } from "./pricing";
import { shareInProportion } from "./proportional-share";

/** A product as the order takes it: its price and own discount at this moment, and how many. */
export interface OrderedProduct {
  pricePaise: Paise;
  discount: number;
  quantity: number;
}

/**
 * What one line of an order charges, stored with the order so that nothing recomputes it later
 * (invoices, returns and refunds read these figures).
 */
export interface LineCharge {
  /** The product's price per unit before any discount. */
  listPricePaise: Paise;
  /** The product's own discount, in percent. */
  discountPercent: number;
  /** Per unit after the product's own discount (§9 sale price). */
  salePricePaise: Paise;
  quantity: number;
  /** The line's share of a discount on the whole order (a kit's 5 %), for all its units. */
  orderDiscountPaise: Paise;
  /** What the customer pays for the line: sale price × quantity − its share of the order's discount. */
  chargedPaise: Paise;
}

export interface OrderCharge {
  lines: LineCharge[];
  /** Σ sale price × quantity. */
  subtotalPaise: Paise;
  /** The discount on the whole order (0 for component orders). */
  discountPaise: Paise;
  deliveryFeePaise: Paise;
  /** What is collected on delivery: subtotal − discount + fee, which is also Σ charged + fee, to the paisa. */
  amountPaise: Paise;
}

/**
 * Prices an order of either kind, line by line. A component order adds the delivery fee (none on an
 * empty order, §9); a kit takes 5 % off its total (§9), shared across its lines in proportion to their
 * sale prices, so each line carries what was really paid for it.
 */
export function priceOrder(kind: OrderKind, products: readonly OrderedProduct[], deliveryFeePaise: Paise): OrderCharge {
  const rules = ORDER_KINDS[kind];
  const sales = products.map((product) => salePrice(product.pricePaise, product.discount));
  const lineTotals = products.map((product, index) => sales[index] * product.quantity);
  const subtotalPaise = lineTotals.reduce((sum, total) => sum + total, 0);
  const discountPaise = orderDiscount(subtotalPaise, rules.orderDiscountPercent);
  const shares = shareInProportion(discountPaise, lineTotals);
  const fee = rules.chargesDeliveryFee && subtotalPaise > 0 ? deliveryFeePaise : 0;
  return {
    lines: products.map((product, index) => ({
      listPricePaise: product.pricePaise,
      discountPercent: product.discount,
      salePricePaise: sales[index],
      quantity: product.quantity,
      orderDiscountPaise: shares[index],
      chargedPaise: lineTotals[index] - shares[index],
    })),
    subtotalPaise,
    discountPaise,
    deliveryFeePaise: fee,
    amountPaise: subtotalPaise - discountPaise + fee,
  };
}
