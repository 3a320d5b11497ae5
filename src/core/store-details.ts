/**
 * The store's name and contact details, in one place for the storefront and the server (mail, invoices).
 * Phone and email are the spec's placeholders ({phone}, {email}), shown exactly as written until the
 * business gives the real ones.
 */
export const STORE = {
  name: "Tinkerwala",
  addressLines: ["Tinkerwala Store", "2nd Floor, 14 Maker Lane, Koramangala", "Bengaluru, Karnataka 560034", "India"],
  phone: "{phone}",
  email: "{email}",
  hours: [
    { days: "Monday to Saturday", time: "10:00 am – 7:00 pm" },
    { days: "Sunday", time: "Closed (online orders and support stay open)" },
  ],
} as const;
