import type { Address, AddressSaved } from "~/src/core/shapes/address";
import type { PlacedOrder, PlaceOrderBody } from "~/src/core/shapes/order";
import { apiCall } from "~/src/web/lib/api";

/** POST /api/order/place (§7): the server checks stock, prices and the amount, and may refuse. */
export function placeOrder(token: string, body: PlaceOrderBody, idempotencyKey: string) {
  return apiCall<PlacedOrder>("/api/order/place", { method: "POST", token, body, headers: { "idempotency-key": idempotencyKey } });
}

/** POST /api/user/address, when 'Save this address' is ticked with a new address. */
export function saveAddress(token: string, address: Address) {
  return apiCall<AddressSaved>("/api/user/address", { method: "POST", token, body: address });
}
