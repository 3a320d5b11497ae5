import { defineMessages } from "~/src/core/i18n";

/**
 * The builder's rules as a person reads them (§5), word for word the English of src/core/kit.ts, which the server
 * and the spec's tests keep; here they are messages, so a Hindi page says them in Hindi.
 */
export const kitRulesText = defineMessages("kit.rules", {
  tooMany: "You can only select up to {max} products for your kit.",
  size: "Please select between {min} and {max} products to create your kit.",
  hint: "Select {min}-{max} products to continue",
});
