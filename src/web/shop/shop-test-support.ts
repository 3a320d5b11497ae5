import type { PublicShop } from "~/src/core/shapes/shop";

/** A shop whose details differ from the defaults, so a test can tell they came from the settings. */
export const SAMPLE_SHOP: PublicShop = {
  legalName: "Tinkerwala Maker Supplies Private Limited",
  displayName: "Tinkerwala",
  addressLines: ["12 Church Street", "Bengaluru, Karnataka 560001"],
  state: "Karnataka",
  phone: "+91 98450 12345",
  email: "hello@tinkerwala.in",
  gstin: "29AAHCT4821K1Z7",
  deliveryFee: 35,
  hours: [{ days: "Monday to Friday", time: "9:00 am – 6:00 pm" }],
};
