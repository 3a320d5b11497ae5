import type { DeliveryEstimate } from "~/src/web/lib/delivery";

/**
 * GET /api/delivery/{pin} as the shop answers for a Bengaluru PIN seen from the shop's own city (the storefront's
 * tests stand it in for the server), with `more` changing any field.
 */
export const bengaluruEstimate = (pin = "560001", more: Partial<DeliveryEstimate> = {}): DeliveryEstimate => ({
  pin,
  known: true,
  district: "Bengaluru",
  state: "Karnataka",
  stateCode: "29",
  zone: "same-city",
  serviceable: true,
  cod: true,
  estimatedDelivery: "2026-11-30",
  ...more,
});
