/** Every mail the shop writes. `essential` ones go whatever the customer's mail preference. */
export const MAIL_KINDS = {
  welcome: { essential: true },
  "order-received": { essential: true },
  "kit-order-received": { essential: true },
  "order-shipped": { essential: false },
  "order-delivered": { essential: false },
  "order-cancelled": { essential: true },
  "order-returned-to-origin": { essential: true },
  "return-requested": { essential: true },
  "return-approved": { essential: true },
  "return-rejected": { essential: true },
  "return-received": { essential: true },
  "return-refunded": { essential: true },
  "enquiry-received": { essential: true },
  "enquiry-notice": { essential: true },
  "staff-invitation": { essential: true },
  "password-reset": { essential: true },
} as const;
export type MailKind = keyof typeof MAIL_KINDS;
