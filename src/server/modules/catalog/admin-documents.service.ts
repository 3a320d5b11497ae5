import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { ProductDocument } from "~/src/core/shapes/product";
import type { Db } from "~/src/server/db/client";
import { products } from "~/src/server/db/schema";
import { refuse } from "~/src/server/refusal";
import { recordAudit, type Actor } from "~/src/server/shared/audit";
import type { FileStore } from "~/src/server/shared/file-store";
import { httpRefusal } from "~/src/server/shared/images";
import { getAdminProduct } from "./admin-products.service";

export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
export const DOCUMENTS_PER_PRODUCT = 10;
const NAME_MAX = 120;

/** A PDF starts with "%PDF-" (ISO 32000-1, 7.5.2); the name or the declared type says nothing. */
const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString("latin1") === "%PDF-";

/** "L298N datasheet.pdf" → "L298N datasheet": what the product page lists, unless staff typed a name. */
export function documentName(typed: string | undefined, filename: string): string {
  const name = (typed?.trim() || filename.replace(/\.pdf$/i, "")).replace(/\s+/g, " ").trim();
  if (!name) throw refuse.invalid("Give the document a name, for example 'L298N datasheet'.");
  if (name.length > NAME_MAX) throw refuse.invalid(`The document's name must be at most ${NAME_MAX} characters.`);
  return name;
}

/** Stores the PDF (named by its content, so its address never changes) and lists it on the product, in one edit. */
export async function attachDocument(db: Db, store: FileStore, actor: Actor, productId: string, bytes: Buffer, name: string) {
  if (!isPdf(bytes)) throw httpRefusal(415, "This file is not a PDF.");
  await getAdminProduct(db, productId);
  const key = `docs/${createHash("sha256").update(bytes).digest("hex").slice(0, 32)}.pdf`;
  await store.put(key, bytes, { contentType: "application/pdf" });
  return db.transaction(async (tx) => {
    const before = await getAdminProduct(tx, productId, true);
    if (before.documents.length >= DOCUMENTS_PER_PRODUCT) {
      throw refuse.invalid(`A product can have at most ${DOCUMENTS_PER_PRODUCT} documents: remove one first.`);
    }
    const documents: ProductDocument[] = [...before.documents, { name, url: `/uploads/${key}`, bytes: bytes.length }];
    await tx.update(products).set({ documents, updatedAt: new Date() }).where(eq(products.id, productId));
    await recordAudit(tx, actor, "product.documents", `product:${productId}`, { documents: before.documents }, { documents });
    return getAdminProduct(tx, productId);
  });
}

/** Takes a document off the product (1 = the first listed). The file stays: an old link keeps working. */
export async function removeDocument(db: Db, actor: Actor, productId: string, position: number) {
  return db.transaction(async (tx) => {
    const before = await getAdminProduct(tx, productId, true);
    if (position > before.documents.length) throw refuse.notFound(`The product has no document ${position}.`);
    const documents = before.documents.filter((_, index) => index !== position - 1);
    await tx.update(products).set({ documents, updatedAt: new Date() }).where(eq(products.id, productId));
    await recordAudit(tx, actor, "product.documents", `product:${productId}`, { documents: before.documents }, { documents });
    return getAdminProduct(tx, productId);
  });
}
