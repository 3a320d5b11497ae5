import { defineMessages, type Message, type Translate } from "./i18n";

/*
 * The rules of src/core (validation.ts, pin.ts, gstin.ts, gstr1-name.ts, business-purchase.ts, inbox.ts, reviews.ts,
 * returns.ts, quote-request.ts) write their messages in English, and keep doing so: the spec's client reads them word
 * for word from the API. Both the server (for a Hindi request) and the storefront's forms (on a Hindi page) say them
 * in Hindi through this one table (issue 33); a text it does not know is left as it came.
 */

const fields = defineMessages("formErrors.field", {
  firstName: "First name",
  lastName: "Last name",
  name: "Name",
  email: "Email",
  street: "Street",
  city: "City",
  state: "State",
  pin: "PIN",
  country: "Country",
  phone: "Phone",
  password: "Password",
  businessName: "Legal name of the business",
  message: "Message",
  school: "School name",
  contact: "Contact",
});

const FIELDS: Record<string, Message> = {
  "First name": fields.firstName,
  "Last name": fields.lastName,
  Name: fields.name,
  Email: fields.email,
  Street: fields.street,
  City: fields.city,
  State: fields.state,
  PIN: fields.pin,
  Country: fields.country,
  Phone: fields.phone,
  Password: fields.password,
  "Legal name of the business": fields.businessName,
  Message: fields.message,
  "School name": fields.school,
  Contact: fields.contact,
};

const text = defineMessages("formErrors", {
  required: "{field} is required.",
  atMost: "{field} must be at most {max} characters.",
  between: "{field} must be {min} to {max} characters.",
  passwordAtLeast: "Password must be at least {min} characters.",
  notGstr1Name:
    "{field} cannot contain {characters}: write it in English letters as on the GST registration certificate (letters, digits, spaces and {marks} only).",
  email: "Please enter a valid email address.",
  state: "State must be an Indian state or union territory (for example Karnataka or KA).",
  pin: "PIN must be 6 digits and cannot start with 0.",
  phone: "Phone must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9.",
  savedAddress: "Please select a saved address.",
  gstinRequired: "GSTIN is required for a GST tax invoice.",
  gstinRequiredForBusiness: "GSTIN is required for a business purchase (or leave the business name empty too).",
  businessNameWithGstin: "Legal name of the business is required with a GSTIN.",
  gstinLength: "GSTIN must be 15 characters.",
  gstinCharacters: "GSTIN must contain only letters and digits.",
  gstinState: "GSTIN's first two digits must be a state code, such as 29 for Karnataka.",
  gstinPan: "GSTIN's characters 3–12 must be a PAN: 5 letters, 4 digits and a letter.",
  gstin13: "GSTIN's 13th character must be 1–9 or a letter.",
  gstin14: "GSTIN's 14th character must be Z.",
  gstinCheck: "GSTIN's last character does not match the rest: please check it for a typing mistake.",
  enquiryRequired: "Please fill in your name, email, and message.",
  bookingContact: "Contact must be an email address or a 10-digit Indian mobile number.",
  bookingStudents: "Number of students must be a whole number from 1 to {max}.",
  bookingDate: "Preferred date must be a date like 2026-12-31.",
  bookingPast: "Preferred date cannot be in the past.",
  reviewStars: "stars must be a whole number from 1 to 5.",
  reviewText: "text is required: tell others how the part worked for you.",
  reviewTextAtLeast: "text must be at least {min} characters.",
  reviewTextAtMost: "text must be at most {max} characters.",
  reviewTitleAtMost: "title must be at most {max} characters.",
  upi: "UPI ID must look like name@bank, for example asha.verma@okaxis.",
  accountHolder: "Account holder's name is required (2 to 100 characters).",
  accountNumber: "Account number must be 9 to 18 digits.",
  ifsc: "IFSC must be 4 letters, a 0, then 6 letters or digits, for example SBIN0001234.",
  refundMethod: "Choose how to receive the refund: a UPI ID or a bank account.",
  quoteInstitution: "Please enter the name of the school or institution.",
  quoteContactName: "Please enter the contact person's name.",
  quoteNoLines: "Add at least one part to the quotation request.",
  quoteNeededByDate: "The needed-by date must be a date (YYYY-MM-DD).",
  quoteNeededByPast: "The needed-by date cannot be in the past.",
  quoteBillingStreet: "Please enter the street of the billing address.",
  quoteBillingCity: "Please enter the city of the billing address.",
  quoteBillingState: "The state of the billing address is not an Indian state or union territory.",
  quoteBillingPin: "The PIN code of the billing address must be 6 digits, not starting with 0.",
  quoteDeliveryStreet: "Please enter the street of the delivery address.",
  quoteDeliveryCity: "Please enter the city of the delivery address.",
  quoteDeliveryState: "The state of the delivery address is not an Indian state or union territory.",
  quoteDeliveryPin: "The PIN code of the delivery address must be 6 digits, not starting with 0.",
  quoteTooManyLines: "A quotation can hold at most {max} lines.",
  quoteLineEmpty: "Line {line} needs a product or a description.",
  quoteLineQuantity: "Line {line}: the quantity must be a whole number from 1 to {max}.",
  partsListTooLong: "A parts list can hold at most {max} lines; this one has {count}. Split it into lists of {max} or fewer.",
  outOfStock: "{name} is out of stock.",
  onlyLeft: "Only {stock} of {name} left in stock.",
  maxQuantity: "You can order at most {max} of one product.",
  onlyCod: "Only Cash On Delivery Supported Currently",
  kitSize: "Please select between {min} and {max} products to create your kit.",
  notABuyer: "Only customers who received this product can review it.",
  loginWaitSeconds: "Too many failed sign-ins for this account. Please try again in {seconds, plural, one {# second} other {# seconds}}.",
  prepaidMinimum: "Bank transfer and UPI are offered on orders of {minimum} or more; please choose cash on delivery.",
  noUpi: "The shop does not take UPI payments yet; please choose another way to pay.",
  noBankTransfer: "The shop does not take bank transfers yet; please choose another way to pay.",
  loginWaitMinutes: "Too many failed sign-ins for this account. Please try again in {minutes} minutes.",
});

/** The rules' fixed sentences, word for word as src/core writes them. */
const EXACT: Record<string, Message> = {
  "Please enter a valid email address.": text.email,
  "State must be an Indian state or union territory (for example Karnataka or KA).": text.state,
  "PIN must be 6 digits and cannot start with 0.": text.pin,
  "Phone must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9.": text.phone,
  "Please select a saved address.": text.savedAddress,
  "GSTIN is required for a GST tax invoice.": text.gstinRequired,
  "GSTIN is required for a business purchase (or leave the business name empty too).": text.gstinRequiredForBusiness,
  "Legal name of the business is required with a GSTIN.": text.businessNameWithGstin,
  "GSTIN must be 15 characters.": text.gstinLength,
  "GSTIN must contain only letters and digits.": text.gstinCharacters,
  "GSTIN's first two digits must be a state code, such as 29 for Karnataka.": text.gstinState,
  "GSTIN's characters 3–12 must be a PAN: 5 letters, 4 digits and a letter.": text.gstinPan,
  "GSTIN's 13th character must be 1–9 or a letter.": text.gstin13,
  "GSTIN's 14th character must be Z.": text.gstin14,
  "GSTIN's last character does not match the rest: please check it for a typing mistake.": text.gstinCheck,
  "Please fill in your name, email, and message.": text.enquiryRequired,
  "Contact must be an email address or a 10-digit Indian mobile number.": text.bookingContact,
  "Preferred date must be a date like 2026-12-31.": text.bookingDate,
  "Preferred date cannot be in the past.": text.bookingPast,
  "stars must be a whole number from 1 to 5.": text.reviewStars,
  "text is required: tell others how the part worked for you.": text.reviewText,
  "UPI ID must look like name@bank, for example asha.verma@okaxis.": text.upi,
  "Account holder's name is required (2 to 100 characters).": text.accountHolder,
  "Account number must be 9 to 18 digits.": text.accountNumber,
  "IFSC must be 4 letters, a 0, then 6 letters or digits, for example SBIN0001234.": text.ifsc,
  "Choose how to receive the refund: a UPI ID or a bank account.": text.refundMethod,
  "Please enter the name of the school or institution.": text.quoteInstitution,
  "Please enter the contact person's name.": text.quoteContactName,
  "Add at least one part to the quotation request.": text.quoteNoLines,
  "The needed-by date must be a date (YYYY-MM-DD).": text.quoteNeededByDate,
  "The needed-by date cannot be in the past.": text.quoteNeededByPast,
  "Please enter the street of the billing address.": text.quoteBillingStreet,
  "Please enter the city of the billing address.": text.quoteBillingCity,
  "The state of the billing address is not an Indian state or union territory.": text.quoteBillingState,
  "The PIN code of the billing address must be 6 digits, not starting with 0.": text.quoteBillingPin,
  "Please enter the street of the delivery address.": text.quoteDeliveryStreet,
  "Please enter the city of the delivery address.": text.quoteDeliveryCity,
  "The state of the delivery address is not an Indian state or union territory.": text.quoteDeliveryState,
  "The PIN code of the delivery address must be 6 digits, not starting with 0.": text.quoteDeliveryPin,
  "Only Cash On Delivery Supported Currently": text.onlyCod,
  "Only customers who received this product can review it.": text.notABuyer,
  "The shop does not take UPI payments yet; please choose another way to pay.": text.noUpi,
  "The shop does not take bank transfers yet; please choose another way to pay.": text.noBankTransfer,
};

type Values = Record<string, string | number>;

/** Sentences with numbers or a field's name in them; `field` is translated through FIELDS (unknown fields: no match). */
const PATTERNS: Array<[RegExp, Message, (match: RegExpMatchArray) => Values]> = [
  [/^Password must be at least (\d+) characters\.$/, text.passwordAtLeast, (match) => ({ min: match[1] })],
  [/^Only (\d+) of (.+) left in stock\.$/, text.onlyLeft, (match) => ({ stock: match[1], name: match[2] })],
  [/^(.+) is out of stock\.$/, text.outOfStock, (match) => ({ name: match[1] })],
  [
    /^Bank transfer and UPI are offered on orders of (₹[\d,]+) or more; please choose cash on delivery\.$/,
    text.prepaidMinimum,
    (match) => ({ minimum: match[1] }),
  ],
  [
    /^A parts list can hold at most (\d+) lines; this one has (\d+)\. Split it into lists of \d+ or fewer\.$/,
    text.partsListTooLong,
    (match) => ({ max: match[1], count: match[2] }),
  ],
  [/^A quotation can hold at most (\d+) lines\.$/, text.quoteTooManyLines, (match) => ({ max: match[1] })],
  [/^Line (\d+) needs a product or a description\.$/, text.quoteLineEmpty, (match) => ({ line: match[1] })],
  [/^Line (\d+): the quantity must be a whole number from 1 to (\d+)\.$/, text.quoteLineQuantity, (match) => ({ line: match[1], max: match[2] })],
  [/^You can order at most (\d+) of one product\.$/, text.maxQuantity, (match) => ({ max: match[1] })],
  [/^Please select between (\d+) and (\d+) products to create your kit\.$/, text.kitSize, (match) => ({ min: match[1], max: match[2] })],
  [
    /^Too many failed sign-ins for this account\. Please try again in (\d+) seconds?\.$/,
    text.loginWaitSeconds,
    (match) => ({ seconds: Number(match[1]) }),
  ],
  [/^Too many failed sign-ins for this account\. Please try again in (\d+) minutes\.$/, text.loginWaitMinutes, (match) => ({ minutes: match[1] })],
  [/^Number of students must be a whole number from 1 to (\d+)\.$/, text.bookingStudents, (match) => ({ max: match[1] })],
  [/^text must be at least (\d+) characters\.$/, text.reviewTextAtLeast, (match) => ({ min: match[1] })],
  [/^text must be at most (\d+) characters\.$/, text.reviewTextAtMost, (match) => ({ max: match[1] })],
  [/^title must be at most (\d+) characters\.$/, text.reviewTitleAtMost, (match) => ({ max: match[1] })],
  [/^(.+) is required\.$/, text.required, (match) => ({ field: match[1] })],
  [/^(.+) must be at most (\d+) characters\.$/, text.atMost, (match) => ({ field: match[1], max: match[2] })],
  [/^(.+) must be (\d+) to (\d+) characters\.$/, text.between, (match) => ({ field: match[1], min: match[2], max: match[3] })],
  [
    /^(.+) cannot contain (.+): write it in English letters as on the GST registration certificate \(letters, digits, spaces and (.+) only\)\.$/,
    text.notGstr1Name,
    (match) => ({ field: match[1], characters: match[2], marks: match[3] }),
  ],
];

/** A rule's English message in the translator's language, or null when the text is not one of the rules' sentences. */
export function translateRuleMessage(message: string, t: Translate): string | null {
  const exact = EXACT[message];
  if (exact) return t(exact);
  for (const [pattern, descriptor, valuesOf] of PATTERNS) {
    const match = message.match(pattern);
    if (!match) continue;
    const values = valuesOf(match);
    if ("field" in values) {
      const field = FIELDS[String(values.field)];
      if (!field) continue;
      values.field = t(field);
    }
    return t(descriptor, values);
  }
  return null;
}
