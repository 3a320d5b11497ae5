import { useId, useState } from "react";
import { Link } from "~/src/web/lib/localized-router";
import { CART_MAX_QUANTITY } from "~/src/core/constants";
import type { ProductCardData } from "~/src/core/shapes/product";
import { Button } from "~/src/web/components/ui/button";
import { rupees } from "~/src/web/lib/format";
import { chosenProduct, type LineDraft, type LineMode } from "./line-drafts";
import { defineMessages, type Message, type Translate } from "~/src/core/i18n";
import { useLanguage, useLocalizedText, useT } from "~/src/web/lib/i18n";

const lineText = defineMessages("partsList.line", {
  matched: "Matched",
  ambiguous: "Pick one",
  notFound: "Not found",
  unreadable: "Not read",
  // The server's reason is English (src/core/parts-list-line.ts); a Hindi page says what to check instead.
  unreadableHelp: "This line could not be read: write the part's name and how many, such as “20 x Arduino Uno”.",
  outOfStock: "Out of stock",
  onlyInStock: "Only {count} in stock",
  each: "{price} each",
  quantity: "Quantity",
  line: "Line {number}:",
  whichOne: "Which one is “{name}”?",
  noMatch: "No product matches “{name}”.",
  oneOfThese: " Is it one of these?",
  keepAsText: "Keep it as a free-text line for the quotation",
  leaveOut: "Leave this line out",
  remove: "Remove",
  putBack: "Put it back",
});

interface PartsListLineProps {
  draft: LineDraft;
  /** Free-text lines are offered only where a quotation can be asked for. */
  allowText: boolean;
  onChange(change: Partial<Pick<LineDraft, "quantity" | "mode" | "productId">>): void;
}

const STATUS: Record<LineDraft["result"]["status"], { label: Message; tone: string }> = {
  matched: { label: lineText.matched, tone: "bg-emerald-50 text-emerald-800 ring-emerald-200" },
  ambiguous: { label: lineText.ambiguous, tone: "bg-amber-50 text-amber-900 ring-amber-200" },
  "not-found": { label: lineText.notFound, tone: "bg-slate-100 text-slate-700 ring-slate-300" },
  unreadable: { label: lineText.unreadable, tone: "bg-red-50 text-red-800 ring-red-200" },
};

function stockNote(product: ProductCardData, quantity: number, t: Translate): string | null {
  if (product.stock <= 0) return t(lineText.outOfStock);
  return product.stock < quantity ? t(lineText.onlyInStock, { count: product.stock }) : null;
}

function ProductSummary({ product, quantity }: { product: ProductCardData; quantity: number }) {
  const t = useT();
  const localized = useLocalizedText();
  const note = stockNote(product, quantity, t);
  return (
    <span className="block min-w-0">
      <Link to={`/product/${encodeURIComponent(product._id)}`} className="font-semibold text-slate-900 hover:text-brand-700 hover:underline">
        {localized(product.name, product.nameHi)}
      </Link>
      <span className="mt-0.5 block text-sm text-slate-700">
        {t(lineText.each, { price: rupees(product.salePrice) })}
        {note && <span className="ml-2 font-medium text-sale">{note}</span>}
      </span>
    </span>
  );
}

/** A quantity as typed: half-typed text ("", "1" on the way to "12") stays as it is until it is a quantity again. */
function QuantityInput({ quantity, onChange }: { quantity: number; onChange(quantity: number): void }) {
  const [typed, setTyped] = useState(String(quantity));
  const t = useT();
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      {t(lineText.quantity)}
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={CART_MAX_QUANTITY}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          const value = Number(event.target.value);
          if (Number.isInteger(value) && value >= 1 && value <= CART_MAX_QUANTITY) onChange(value);
        }}
        onBlur={() => setTyped(String(quantity))}
        className="w-20 rounded-lg border border-slate-300 px-2 py-1.5 text-right text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
      />
    </label>
  );
}

/** One line of the list as matched: its status, what it stands for, and the person's choice for it. */
export function PartsListLine({ draft, allowText, onChange }: PartsListLineProps) {
  const id = useId();
  const t = useT();
  const english = useLanguage() === "en";
  const { result } = draft;
  const status = STATUS[result.status];
  const product = chosenProduct(draft);
  const choices = result.status === "ambiguous" || result.status === "not-found";
  const choose = (mode: LineMode, productId: string | null = null) => onChange({ mode, productId });

  return (
    <li
      className={`rounded-xl border bg-white p-4 shadow-sm ${draft.mode === "drop" && result.status !== "unreadable" ? "border-dashed border-slate-300 opacity-75" : "border-slate-200"}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 text-sm text-slate-600">
          <span className="font-semibold text-slate-800">{t(lineText.line, { number: result.line })}</span>{" "}
          <span className="break-words">{result.input}</span>
        </h3>
        <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${status.tone}`}>{t(status.label)}</span>
      </div>

      {result.status === "unreadable" && <p className="mt-2 text-sm text-red-800">{english ? result.message : t(lineText.unreadableHelp)}</p>}

      {result.status === "matched" && product && draft.mode === "product" && (
        <div className="mt-3">
          <ProductSummary product={product} quantity={draft.quantity} />
        </div>
      )}

      {choices && (
        <fieldset className="mt-3">
          <legend className="text-sm font-medium text-slate-800">
            {t(result.status === "ambiguous" ? lineText.whichOne : lineText.noMatch, { name: result.name })}
            {result.status === "not-found" && result.suggestions.length > 0 && t(lineText.oneOfThese)}
          </legend>
          <div className="mt-2 space-y-2">
            {result.suggestions.map((suggestion) => (
              <label
                key={suggestion._id}
                className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-2.5 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name={`${id}-choice`}
                  className="mt-1"
                  checked={draft.mode === "product" && draft.productId === suggestion._id}
                  onChange={() => choose("product", suggestion._id)}
                />
                <ProductSummary product={suggestion} quantity={draft.quantity} />
              </label>
            ))}
            {allowText && result.status === "not-found" && (
              <label className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 p-2.5 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50">
                <input type="radio" name={`${id}-choice`} checked={draft.mode === "text"} onChange={() => choose("text")} />
                {t(lineText.keepAsText)}
              </label>
            )}
            <label className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 p-2.5 text-sm has-[:checked]:border-slate-400 has-[:checked]:bg-slate-50">
              <input type="radio" name={`${id}-choice`} checked={draft.mode === "drop"} onChange={() => choose("drop")} />
              {t(lineText.leaveOut)}
            </label>
          </div>
        </fieldset>
      )}

      {result.status !== "unreadable" && draft.mode !== "drop" && (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <QuantityInput quantity={draft.quantity} onChange={(quantity) => onChange({ quantity })} />
          {result.status === "matched" && (
            <Button variant="ghost" size="sm" onClick={() => choose("drop")}>
              {t(lineText.remove)}
            </Button>
          )}
        </div>
      )}
      {result.status === "matched" && draft.mode === "drop" && (
        <Button variant="ghost" size="sm" className="mt-2" onClick={() => choose("product", result.product?._id ?? null)}>
          {t(lineText.putBack)}
        </Button>
      )}
    </li>
  );
}
