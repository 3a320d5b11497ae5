import type { Language } from "~/src/core/language";
import { randomUUID } from "node:crypto";
import { and, inArray, isNull } from "drizzle-orm";
import { istDate } from "~/src/core/financial-year";
import { checkQuoteRequest } from "~/src/core/quote-request";
import type { StoredQuoteLine } from "~/src/core/quotation";
import { DEFAULT_GST_RATE_BP, DEFAULT_HSN } from "~/src/core/product-tax";
import type { QuoteRequestBody } from "~/src/core/shapes/quotes";
import type { Db } from "~/src/server/db/client";
import { products } from "~/src/server/db/schema";
import { quotes } from "~/src/server/db/schema-quotes";
import { checkAddressPlace, checkServed } from "~/src/server/delivery/address-place";
import { getDeliveryRules } from "~/src/server/delivery/delivery-rules";
import type { MailConfig } from "~/src/server/mail/outbox";
import { defineMessages } from "~/src/core/i18n";
import { refuse } from "~/src/server/refusal";
import { hashToken, newToken } from "~/src/server/shared/sessions";
import { notifyQuoteRequested } from "./quote-mails";
import type { QuoteRow } from "./quote-store";

const text = defineMessages("refusal.quoteRequest", {
  unknownProduct: 'Line {line}: the product "{product}" is not in our catalog; describe it in words instead.',
});

/**
 * Takes a quotation request: the rules of src/core/quote-request.ts, then the PINs (the directory and the owner's
 * rules, as checkout checks them) and the products, each line copied with the catalog's price of the day as the
 * starting price staff adjust. A product asked twice is one line. The secret of the mailed link is kept as a hash.
 */
export async function requestQuote(
  context: { db: Db; config: MailConfig; userId: string | null; language?: Language },
  body: QuoteRequestBody,
): Promise<{ row: QuoteRow; key: string }> {
  const verdict = checkQuoteRequest(body, istDate(new Date()));
  if (!verdict.ok) throw refuse.invalid(verdict.message);
  const request = verdict.value;
  const rules = await getDeliveryRules(context.db);
  checkAddressPlace(request.billingAddress, rules.pins);
  checkAddressPlace(request.deliveryAddress, rules.pins);
  checkServed(request.deliveryAddress.zipcode, rules);

  const ids = [...new Set(request.lines.flatMap((line) => (line.productId ? [line.productId] : [])))];
  const found = ids.length
    ? await context.db
        .select({
          id: products.id,
          name: products.name,
          pricePaise: products.pricePaise,
          discount: products.discount,
          salePricePaise: products.salePricePaise,
          hsn: products.hsn,
          gstRateBp: products.gstRateBp,
        })
        .from(products)
        .where(and(inArray(products.id, ids), isNull(products.archivedAt)))
    : [];
  const byId = new Map(found.map((product) => [product.id, product]));
  const lines: StoredQuoteLine[] = [];
  const lineOf = new Map<string, StoredQuoteLine>();
  for (const [index, line] of request.lines.entries()) {
    if (!line.productId) {
      lines.push({
        position: lines.length,
        productId: null,
        name: line.description!,
        hsn: DEFAULT_HSN,
        gstRateBp: DEFAULT_GST_RATE_BP,
        quantity: line.quantity,
        catalogPricePaise: null,
        unitPricePaise: null,
        discountPercent: 0,
      });
      continue;
    }
    const product = byId.get(line.productId);
    if (!product) throw refuse.invalid({ message: text.unknownProduct, values: { line: index + 1, product: line.productId } });
    const same = lineOf.get(product.id);
    if (same) {
      same.quantity += line.quantity;
      continue;
    }
    const stored: StoredQuoteLine = {
      position: lines.length,
      productId: product.id,
      name: product.name,
      hsn: product.hsn,
      gstRateBp: product.gstRateBp,
      quantity: line.quantity,
      catalogPricePaise: product.salePricePaise,
      unitPricePaise: product.pricePaise,
      discountPercent: product.discount,
    };
    lineOf.set(product.id, stored);
    lines.push(stored);
  }

  const key = newToken();
  const id = randomUUID();
  return context.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(quotes)
      .values({
        id,
        requestId: id,
        version: 1,
        status: "requested",
        userId: context.userId,
        accessKeyHash: hashToken(key),
        institution: request.institution,
        contactName: request.contactName,
        email: request.email,
        phone: request.phone,
        gstin: request.gstin,
        billingAddress: request.billingAddress,
        deliveryAddress: request.deliveryAddress,
        neededBy: request.neededBy,
        note: request.note,
        lines,
        language: context.language,
      })
      .returning();
    await notifyQuoteRequested(tx, context.config, row, key);
    return { row, key };
  });
}
