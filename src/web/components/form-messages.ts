import { useMemo } from "react";
import { defineMessages, type Message } from "~/src/core/i18n";
import { useLanguage, useT } from "~/src/web/lib/i18n";

/*
 * The storefront's forms check their fields early with the rules of src/core (validation.ts, pin.ts, gstin.ts,
 * gstr1-name.ts, business-purchase.ts), whose messages are English and stay so (the server says them too). On a
 * Hindi page each is shown through its own message here (issue 33); a text this does not know, such as a
 * server's answer that is already in Hindi, is shown as it came.
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
};

const PATTERNS: Array<[RegExp, Message, (match: RegExpMatchArray) => Record<string, string> | null]> = [
  [/^Password must be at least (\d+) characters\.$/, text.passwordAtLeast, (match) => ({ min: match[1] })],
  [/^(.+) is required\.$/, text.required, (match) => ({ field: match[1] })],
  [/^(.+) must be at most (\d+) characters\.$/, text.atMost, (match) => ({ field: match[1], max: match[2] })],
  [/^(.+) must be (\d+) to (\d+) characters\.$/, text.between, (match) => ({ field: match[1], min: match[2], max: match[3] })],
  [
    /^(.+) cannot contain (.+): write it in English letters as on the GST registration certificate \(letters, digits, spaces and (.+) only\)\.$/,
    text.notGstr1Name,
    (match) => ({ field: match[1], characters: match[2], marks: match[3] }),
  ],
];

/**
 * `(message) => message in the page's language` for the English messages of src/core's form rules. English
 * pages get every text unchanged.
 */
export function useFormMessage(): <Text extends string | null | undefined>(message: Text) => Text {
  const language = useLanguage();
  const t = useT();
  return useMemo(
    () =>
      <Text extends string | null | undefined>(message: Text): Text => {
        if (language === "en" || !message) return message;
        const exact = EXACT[message];
        if (exact) return t(exact) as Text;
        for (const [pattern, descriptor, values] of PATTERNS) {
          const match = message.match(pattern);
          const found = match && values(match);
          if (!found) continue;
          if ("field" in found) {
            const field = FIELDS[found.field];
            if (!field) continue;
            found.field = t(field);
          }
          return t(descriptor, found) as Text;
        }
        return message;
      },
    [language, t],
  );
}
