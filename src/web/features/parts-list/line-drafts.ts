import type { PartsListMatchLine } from "~/src/core/shapes/parts-list";
import type { ProductCardData } from "~/src/core/shapes/product";

/**
 * What the person decided for each matched line: the product it stands for (the match, or one of the
 * suggestions), a free-text line for a quotation (something the catalog lacks), or nothing (dropped).
 */
export type LineMode = "product" | "text" | "drop";

export interface LineDraft {
  result: PartsListMatchLine;
  quantity: number;
  mode: LineMode;
  /** The chosen product's id; null on an ambiguous line until one is picked. */
  productId: string | null;
}

/** A line handed to a quotation request: a product of the catalog, or a description of something it lacks. */
export interface PartsListQuoteLine {
  productId: string | null;
  description: string | null;
  quantity: number;
  name: string;
}

/**
 * Matched lines stand as matched; an ambiguous one waits for a pick; one not found becomes a free-text line where a
 * quotation can take it (`allowText`), and is left out where only the cart can.
 */
export function draftOf(result: PartsListMatchLine, allowText: boolean): LineDraft {
  const quantity = result.quantity ?? 1;
  if (result.status === "matched" && result.product) return { result, quantity, mode: "product", productId: result.product._id };
  if (result.status === "ambiguous") return { result, quantity, mode: "product", productId: null };
  if (result.status === "not-found" && allowText) return { result, quantity, mode: "text", productId: null };
  return { result, quantity, mode: "drop", productId: null };
}

export function chosenProduct(draft: LineDraft): ProductCardData | undefined {
  if (draft.mode !== "product" || !draft.productId) return undefined;
  const { product, suggestions } = draft.result;
  return [product, ...suggestions].find((candidate) => candidate?._id === draft.productId);
}

/** What the person has decided across the list: the cart's lines, the quotation's, and lines still open. */
export function summarise(drafts: LineDraft[]) {
  const products = drafts.flatMap((draft) => {
    const product = chosenProduct(draft);
    return product ? [{ draft, product }] : [];
  });
  const texts = drafts.filter((draft) => draft.mode === "text");
  return {
    cartItems: products.map(({ draft, product }) => ({ itemId: product._id, quantity: draft.quantity })),
    quoteLines: [
      ...products.map(({ draft, product }) => ({
        productId: product._id,
        description: null,
        quantity: draft.quantity,
        name: product.name,
        at: draft.result.line,
      })),
      ...texts.map((draft) => {
        const text = draft.result.name ?? draft.result.input;
        return { productId: null, description: text, quantity: draft.quantity, name: text, at: draft.result.line };
      }),
    ]
      .sort((a, b) => a.at - b.at)
      .map(({ at: _at, ...line }): PartsListQuoteLine => line),
    toPick: drafts.filter((draft) => draft.mode === "product" && !draft.productId).length,
    textLines: texts.length,
  };
}
