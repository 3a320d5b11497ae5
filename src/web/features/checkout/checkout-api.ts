import type { Address } from "../../../core/validation";
import { apiCall } from "../../lib/api";
import type { CartResponse } from "../../shop/cart";

export interface PlaceOrderBody {
  address: Address | { _id: string };
  items: Array<CartResponse["items"][number]["product"] & { quantity: number }>;
  amount: number;
  paymentMethod: "cod";
}

/** POST /api/order/place (§7): the server checks stock, prices and the amount, and may refuse. */
export function placeOrder(token: string, body: PlaceOrderBody) {
  return apiCall<{ success: true; message: string; orderId: string }>("/api/order/place", { method: "POST", token, body });
}

/** POST /api/user/address, when 'Save this address' is ticked with a new address. */
export function saveAddress(token: string, address: Address) {
  return apiCall<{ success: true; address: Address & { _id: string } }>("/api/user/address", { method: "POST", token, body: address });
}
