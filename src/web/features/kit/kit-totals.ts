import { paiseToRupees, rupeesToPaise } from "~/src/core/money";
import { kitTotals } from "~/src/core/pricing";
import type { ProductView } from "~/src/core/shapes/product";

export interface KitAmounts {
  /** Sum of the sale prices, rupees. */
  total: number;
  /** 5% of the total, rupees. */
  discount: number;
  finalPrice: number;
}

/** The amounts exactly as the server will compute them (core kitTotals over paise). */
export function kitAmounts(products: Array<Pick<ProductView, "price" | "discount">>): KitAmounts {
  const totals = kitTotals(products.map((product) => ({ pricePaise: rupeesToPaise(product.price), discount: product.discount })));
  return {
    total: paiseToRupees(totals.totalPaise),
    discount: paiseToRupees(totals.discountPaise),
    finalPrice: paiseToRupees(totals.finalPaise),
  };
}
