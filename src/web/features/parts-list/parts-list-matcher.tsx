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
import { defineMessages, type Translate } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const matcherText = defineMessages("partsList.matcher", {
  failed: "Something went wrong. Please try again.",
  added: "Added {count, plural, one {# line} other {# lines}} to your cart.",
  viewCart: "View cart",
  pleaseLogin: "Please Login",
  matchedAgainst: "{count, plural, one {# line} other {# lines}} matched against our catalog",
  matched: "{count} matched",
  toPick: "{count} to pick from",
  notFound: "{count} not found",
  unreadable: "{count, plural, one {# line} other {# lines}} not read",
  stillToPick: "{count, plural, one {# line} other {# lines}} still to pick a product for: they are left out until you do.",
  goToCart: "Go to your cart",
  logIn: "Log in",
  logInToAdd: " to add these parts to your cart; your matched list stays on this page.",
  adding: "Adding…",
  addToCart: "Add {count, plural, one {# line} other {# lines}} to cart",
  requestQuote: "Request a quotation",
});

export interface PartsListMatcherProps {
  /** Offer "Add N lines to cart" (the add-many call, all or nothing). On by default. */
  showAddToCart?: boolean;
  /** Offer "Request a quotation": called with the chosen lines, free-text ones included. */
  onRequestQuote?(lines: PartsListQuoteLine[]): void;
  /** After the lines went into the cart, with the cart as the server answered it. */
  onAddedToCart?(cart: CartResponse): void;
}

const message = (error: unknown, t: Translate) => (error instanceof ApiError ? error.message : t(matcherText.failed));

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
  const t = useT();

  const match = useMutation({
    mutationFn: matchPartsList,
    onMutate: () => {
      setInputError(null);
      setAdded(null);
    },
    onSuccess: (answer) => setDrafts(answer.lines.map((line) => draftOf(line, Boolean(onRequestQuote)))),
    onError: (error) => setInputError(message(error, t)),
  });
  const addToCart = useMutation({
    mutationFn: (items: Parameters<typeof addLinesToCart>[1]) => addLinesToCart(token!, items),
    onSuccess: (cart, items) => {
      queryClient.setQueryData(queryKeys.cart.mine(token), cart);
      setAdded(items.length);
      toast.success(t(matcherText.added, { count: items.length }), { action: { label: t(matcherText.viewCart), onClick: () => navigate("/cart") } });
      onAddedToCart?.(cart);
    },
    onError: (error) => toast.error(message(error, t)),
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
      toast.error(t(matcherText.pleaseLogin));
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
              {t(matcherText.matchedAgainst, { count: drafts.length })}
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              {[
                t(matcherText.matched, { count: counts.matched }),
                counts.ambiguous && t(matcherText.toPick, { count: counts.ambiguous }),
                counts.notFound && t(matcherText.notFound, { count: counts.notFound }),
                counts.unreadable && t(matcherText.unreadable, { count: counts.unreadable }),
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
            {summary.toPick > 0 && <p className="text-sm text-amber-900">{t(matcherText.stillToPick, { count: summary.toPick })}</p>}
            {added !== null && (
              <p role="status" className="text-sm text-emerald-800">
                {t(matcherText.added, { count: added })}{" "}
                <Link to="/cart" className="font-semibold underline">
                  {t(matcherText.goToCart)}
                </Link>
              </p>
            )}
            {needsLogin && !token && (
              <p className="text-sm text-slate-700">
                <Link to="/login" className="font-semibold text-brand-700 underline">
                  {t(matcherText.logIn)}
                </Link>
                {t(matcherText.logInToAdd)}
              </p>
            )}
            <div className="flex flex-col gap-3 sm:flex-row">
              {showAddToCart && (
                <Button onClick={confirmCart} disabled={summary.cartItems.length === 0 || addToCart.isPending} className="w-full sm:w-auto">
                  {addToCart.isPending ? t(matcherText.adding) : t(matcherText.addToCart, { count: summary.cartItems.length })}
                </Button>
              )}
              {onRequestQuote && (
                <Button
                  variant={showAddToCart ? "secondary" : "primary"}
                  onClick={() => onRequestQuote(summary.quoteLines)}
                  disabled={summary.quoteLines.length === 0}
                  className="w-full sm:w-auto"
                >
                  {t(matcherText.requestQuote)}
                </Button>
              )}
            </div>
          </div>
        </section>
      )}
    </div>
  );
}
