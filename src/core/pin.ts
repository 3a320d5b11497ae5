/**
 * A PIN code as India Post writes it: six digits, the first not 0. Its own module, free of zod, so the
 * storefront's PIN check can use the rule without bringing the validation library into the product page.
 */
export const PIN_PATTERN = /^[1-9][0-9]{5}$/;
export const PIN_MESSAGE = "PIN must be 6 digits and cannot start with 0.";
