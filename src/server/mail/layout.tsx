import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { defineMessages, formatLongDate, type Translate } from "~/src/core/i18n";
import { DEFAULT_LANGUAGE, type Language } from "~/src/core/language";
import { formatRupees, type Paise } from "~/src/core/money";
import { translatorFor } from "~/src/server/shared/i18n";

/** What every mail says about the shop, from its settings. */
export interface ShopDetails {
  displayName: string;
  email: string;
  phone: string;
  addressLines: string[];
}

/** A mail ready for the outbox: plain text for every client, simple HTML for those that show it. */
export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

const istDate = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", day: "numeric", month: "long", year: "numeric" });
const istDateTime = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** 23 November 2026 (23 नवंबर 2026 in a Hindi mail), in India's time zone whatever the server's. */
export const formatDateIST = (date: Date, language: Language = DEFAULT_LANGUAGE) =>
  language === "en" ? istDate.format(date) : formatLongDate(language, date);
/** "23 November 2026 at 3:05 pm IST"; a Hindi mail's "23 नवंबर 2026, 3:05 pm IST" fits into a sentence's "… को". */
export const formatDateTimeIST = (date: Date, language: Language = DEFAULT_LANGUAGE) =>
  language === "en"
    ? `${istDateTime.format(date)} IST`
    : `${formatLongDate(language, date)}, ${formatLongDate(language, date, { day: undefined, month: undefined, year: undefined, hour: "numeric", minute: "2-digit" })} IST`;
export const rupees = (paise: Paise) => formatRupees(paise);

export function shopFooterText(shop: ShopDetails): string {
  return ["—", shop.displayName, ...shop.addressLines, `${shop.phone} · ${shop.email}`].join("\n");
}

/** React renders the HTML, so every customer-typed value is escaped. */
export function renderHtml(shop: ShopDetails, title: string, body: ReactNode, language: Language = DEFAULT_LANGUAGE): string {
  const markup = renderToStaticMarkup(
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <title>{title}</title>
      </head>
      <body style={{ margin: 0, padding: "24px 12px", background: "#f1f5f9", fontFamily: "Arial, Helvetica, sans-serif", color: "#0f172a" }}>
        <div style={{ maxWidth: 560, margin: "0 auto", background: "#ffffff", borderRadius: 8, padding: 24, lineHeight: 1.5, fontSize: 15 }}>
          <p style={{ margin: "0 0 16px", fontSize: 20, fontWeight: 700, color: "#0369a1" }}>{shop.displayName}</p>
          {body}
          <hr style={{ border: 0, borderTop: "1px solid #e2e8f0", margin: "24px 0 12px" }} />
          <p style={{ margin: 0, fontSize: 12, color: "#64748b" }}>
            {shop.displayName}
            {shop.addressLines.map((line) => (
              <span key={line}>
                <br />
                {line}
              </span>
            ))}
            <br />
            {shop.phone} · <a href={`mailto:${shop.email}`}>{shop.email}</a>
          </p>
        </div>
      </body>
    </html>,
  );
  return `<!doctype html>${markup}`;
}

export function Button({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p style={{ margin: "20px 0" }}>
      <a
        href={href}
        style={{ background: "#0284c7", color: "#ffffff", padding: "10px 18px", borderRadius: 6, textDecoration: "none", fontWeight: 700 }}
      >
        {children}
      </a>
    </p>
  );
}

export interface MailLine {
  name: string;
  quantity: number;
  /** What the line costs in all (unit price × quantity). */
  amountPaise: Paise;
}

export function LinesTable({ lines, totals }: { lines: MailLine[]; totals: Array<[string, Paise]> }) {
  const cell = { padding: "6px 4px", borderBottom: "1px solid #e2e8f0" };
  return (
    <table style={{ width: "100%", borderCollapse: "collapse", fontSize: 14 }}>
      <tbody>
        {lines.map((line, index) => (
          <tr key={index}>
            <td style={cell}>{line.name}</td>
            <td style={{ ...cell, textAlign: "right", whiteSpace: "nowrap" }}>× {line.quantity}</td>
            <td style={{ ...cell, textAlign: "right", whiteSpace: "nowrap" }}>{rupees(line.amountPaise)}</td>
          </tr>
        ))}
        {totals.map(([label, paise], index) => (
          <tr key={label}>
            <td colSpan={2} style={{ padding: "6px 4px", textAlign: "right", fontWeight: index === totals.length - 1 ? 700 : 400 }}>
              {label}
            </td>
            <td style={{ padding: "6px 4px", textAlign: "right", whiteSpace: "nowrap", fontWeight: index === totals.length - 1 ? 700 : 400 }}>
              {rupees(paise)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function linesText(lines: MailLine[], totals: Array<[string, Paise]>): string {
  return [
    ...lines.map((line) => `  ${line.name} × ${line.quantity}  ${rupees(line.amountPaise)}`),
    ...totals.map(([label, paise]) => `  ${label}: ${rupees(paise)}`),
  ].join("\n");
}

/** A mail from its subject, its paragraphs as plain text and the same as HTML, with the shop's footer. */
export function compose(
  shop: ShopDetails,
  subject: string,
  textParagraphs: string[],
  html: ReactNode,
  language: Language = DEFAULT_LANGUAGE,
): ComposedMail {
  return { subject, text: `${textParagraphs.join("\n\n")}\n\n${shopFooterText(shop)}\n`, html: renderHtml(shop, subject, html, language) };
}

const text = defineMessages("mail.layout", {
  greeting: "Hello {name},",
  greetingNoName: "Hello there,",
  hello: "Hello,",
});

const english = translatorFor(DEFAULT_LANGUAGE);

/** "Hello Asha," in the mail's language (its translator); "Hello there," when the name is blank. */
export const greeting = (name: string, t: Translate = english) => (name.trim() ? t(text.greeting, { name: name.trim() }) : t(text.greetingNoName));

const amountText = defineMessages("mail.amounts", {
  subtotal: "Subtotal",
  discount: "Discount",
  total: "Total",
  kitDiscount: "Kit discount",
  finalPrice: "Final price",
  deliveryFee: "Packaging and Utility Charges",
  deliveryCharges: "Delivery charges",
});

const AMOUNT_LABELS: Record<string, keyof typeof amountText> = {
  Subtotal: "subtotal",
  Discount: "discount",
  Total: "total",
  "Kit discount": "kitDiscount",
  "Final price": "finalPrice",
  "Packaging and Utility Charges": "deliveryFee",
  "Delivery charges": "deliveryCharges",
};

/** An order's rows of amounts (labelled in English by src/core/order-kinds) with their labels in the mail's language. */
export function mailTotals(t: Translate, totals: Array<[string, Paise]>): Array<[string, Paise]> {
  return totals.map(([label, paise]) => {
    const known = AMOUNT_LABELS[label];
    return [known ? t(amountText[known]) : label, paise];
  });
}

/** The greeting of a mail to an address, not a known person. */
export const helloAnyone = (t: Translate) => t(text.hello);

/**
 * The common mail: paragraphs, then a button to one address, which the plain text writes out as its own
 * line (`linkLine`), then an optional small note.
 */
export function buttonMail(
  shop: ShopDetails,
  subject: string,
  {
    paragraphs,
    linkLine,
    button,
    note,
    language,
  }: { paragraphs: string[]; linkLine: string; button: { href: string; label: string }; note?: string; language?: Language },
): ComposedMail {
  return compose(
    shop,
    subject,
    [...paragraphs, linkLine, ...(note ? [note] : [])],
    <>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <Button href={button.href}>{button.label}</Button>
      {note && <p style={{ fontSize: 13, color: "#475569" }}>{note}</p>}
    </>,
    language,
  );
}
