import type { Address, AddressSaved } from "~/src/core/shapes/address";
import type { PlacedOrder, PlaceOrderBody } from "~/src/core/shapes/order";
import type { BusinessDetails } from "~/src/web/components/business-purchase";
import { apiCall } from "~/src/web/lib/api";

/**
 * POST /api/order/place (§7): the server checks stock, prices and the amount, and may refuse. A business
 * purchase adds `gstin` and `businessName` (both or neither), which the server checks too.
 */
export function placeOrder(token: string, body: PlaceOrderBody & Partial<BusinessDetails>, idempotencyKey: string) {
  return apiCall<PlacedOrder>("/api/order/place", { method: "POST", token, body, headers: { "idempotency-key": idempotencyKey } });
}

/** POST /api/user/address, when 'Save this address' is ticked with a new address. */
export function saveAddress(token: string, address: Address) {
  return apiCall<AddressSaved>("/api/user/address", { method: "POST", token, body: address });
}
