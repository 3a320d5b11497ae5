import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate } from "~/src/web/lib/localized-router";
import type { CartResponse } from "~/src/core/shapes/cart";
import { Button } from "~/src/web/components/ui/button";
import { ApiError } from "~/src/web/lib/api";
import { queryKeys } from "~/src/web/lib/query-keys";
import { toast } from "~/src/web/lib/toast";
import { useSession } from "~/src/web/shop/session";
import { draftOf, summarise, type LineDraft, type PartsListQuoteLine } from "./line-drafts";
import { addLinesToCart, matchPartsList, type PartsListSource } from "./parts-list-api";
import { PartsListInput } from "./parts-list-input";
import { PartsListLine } from "./parts-list-line";

export interface PartsListMatcherProps {
  /** Offer "Add N lines to cart" (the add-many call, all or nothing). On by default. */
  showAddToCart?: boolean;
  /** Offer "Request a quotation": called with the chosen lines, free-text ones included. */
  onRequestQuote?(lines: PartsListQuoteLine[]): void;
  /** After the lines went into the cart, with the cart as the server answered it. */
  onAddedToCart?(cart: CartResponse): void;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const message = (error: unknown) => (error instanceof ApiError ? error.message : "Something went wrong. Please try again.");

/**
 * A parts list in (issue 30): pasted or a CSV file, matched to the catalog line by line, each line shown as
 * matched, to pick from, not found or not read. Nothing is added until the person confirms: the lines they kept go
 * to the cart in one call, or to a quotation request.
 */
export function PartsListMatcher({ showAddToCart = true, onRequestQuote, onAddedToCart }: PartsListMatcherProps) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [inputError, setInputError] = useState<string | null>(null);
  const [drafts, setDrafts] = useState<LineDraft[] | null>(null);
  const [added, setAdded] = useState<number | null>(null);
  const [needsLogin, setNeedsLogin] = useState(false);

  const match = useMutation({
    mutationFn: matchPartsList,
    onMutate: () => {
      setInputError(null);
      setAdded(null);
    },
    onSuccess: (answer) => setDrafts(answer.lines.map((line) => draftOf(line, Boolean(onRequestQuote)))),
    onError: (error) => setInputError(message(error)),
  });
  const addToCart = useMutation({
    mutationFn: (items: Parameters<typeof addLinesToCart>[1]) => addLinesToCart(token!, items),
    onSuccess: (cart, items) => {
      queryClient.setQueryData(queryKeys.cart.mine(token), cart);
      setAdded(items.length);
      toast.success(`Added ${plural(items.length, "line")} to your cart.`, { action: { label: "View cart", onClick: () => navigate("/cart") } });
      onAddedToCart?.(cart);
    },
    onError: (error) => toast.error(message(error)),
  });

  const runMatch = (source: PartsListSource) => match.mutate(source);
  const change = (index: number, update: Partial<LineDraft>) => {
    setAdded(null);
    setDrafts((current) => current && current.map((draft, at) => (at === index ? { ...draft, ...update } : draft)));
  };
  const summary = drafts ? summarise(drafts) : null;
  const counts = drafts && {
    matched: drafts.filter((draft) => draft.result.status === "matched").length,
    ambiguous: drafts.filter((draft) => draft.result.status === "ambiguous").length,
    notFound: drafts.filter((draft) => draft.result.status === "not-found").length,
    unreadable: drafts.filter((draft) => draft.result.status === "unreadable").length,
  };

  const confirmCart = () => {
    if (!summary || summary.cartItems.length === 0) return;
    if (!token) {
      setNeedsLogin(true);
      toast.error("Please Login");
      return;
    }
    addToCart.mutate(summary.cartItems);
  };

  return (
    <div className="space-y-6">
      <PartsListInput
        text={text}
        file={file}
        pending={match.isPending}
        error={inputError}
        onTextChange={setText}
        onFileChange={(chosen) => {
          setFile(chosen);
          setInputError(null);
        }}
        onMatch={runMatch}
        onError={setInputError}
      />

      {drafts && counts && summary && (
        <section aria-labelledby="parts-list-results" className="space-y-4">
          <div>
            <h2 id="parts-list-results" className="text-lg font-bold text-slate-900">
              {plural(drafts.length, "line")} matched against our catalog
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              {[
                `${counts.matched} matched`,
                counts.ambiguous && `${counts.ambiguous} to pick from`,
                counts.notFound && `${counts.notFound} not found`,
                counts.unreadable && `${plural(counts.unreadable, "line")} not read`,
              ]
                .filter(Boolean)
                .join(" · ")}
            </p>
          </div>
          <ol className="space-y-3">
            {drafts.map((draft, index) => (
              <PartsListLine key={draft.result.line} draft={draft} allowText={Boolean(onRequestQuote)} onChange={(update) => change(index, update)} />
            ))}
          </ol>

          <div className="sticky bottom-0 -mx-4 space-y-3 border-t border-slate-200 bg-white/95 px-4 py-4 backdrop-blur sm:static sm:mx-0 sm:rounded-xl sm:border sm:px-5">
            {summary.toPick > 0 && (
              <p className="text-sm text-amber-900">{plural(summary.toPick, "line")} still to pick a product for: they are left out until you do.</p>
            )}
            {added !== null && (
              <p role="status" className="text-sm text-emerald-800">
                Added {plural(added, "line")} to your cart.{" "}
                <Link to="/cart" className="font-semibold underline">
                  Go to your cart
                </Link>
              </p>
            )}
            {needsLogin && !token && (
              <p className="text-sm text-slate-700">
                <Link to="/login" className="font-semibold text-brand-700 underline">
                  Log in
                </Link>{" "}
                to add these parts to your cart; your matched list stays on this page.
              </p>
            )}
            <div className="flex flex-col gap-3 sm:flex-row">
              {showAddToCart && (
                <Button onClick={confirmCart} disabled={summary.cartItems.length === 0 || addToCart.isPending} className="w-full sm:w-auto">
                  {addToCart.isPending ? "Adding…" : `Add ${plural(summary.cartItems.length, "line")} to cart`}
                </Button>
              )}
              {onRequestQuote && (
                <Button
                  variant={showAddToCart ? "secondary" : "primary"}
                  onClick={() => onRequestQuote(summary.quoteLines)}
                  disabled={summary.quoteLines.length === 0}
                  className="w-full sm:w-auto"
                >
                  Request a quotation
                </Button>
              )}
            </div>
          </div>
        </section>
      )}
    </div>
  );
}
