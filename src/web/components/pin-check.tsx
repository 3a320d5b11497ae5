import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { TruckIcon } from "~/src/web/components/icons";
import { useSession } from "~/src/web/shop/session";
import { NoteLine, rememberedPin, useDeliveryCheck } from "./delivery-note";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("pinCheck", {
  form: "Delivery date by PIN",
  label: "Deliver to PIN",
  placeholder: "6 digits",
  checking: "Checking…",
  check: "Check",
});

/**
 * When a parcel would arrive (GET /api/delivery/{pin}, public): "Deliver to PIN [______] Check" → "Delivered by
 * Mon, 30 Nov to Bengaluru, Karnataka · Cash on delivery available". On the product page and the cart, which
 * import it only with import() (lazy), so that it is in no page's first load: keep it so, since a static import
 * anywhere makes the bundler build its namespace with a helper that every page loads. At checkout, where the
 * address gives the PIN, DeliveryEstimate (delivery-estimate.tsx) instead.
 *
 * It starts with the PIN checked last in this browser (localStorage `deliveryPin`) or, for a customer who has
 * none, the PIN of their default saved address, and checks it. The lookup's code (lib/delivery.ts) loads with
 * the first check.
 */

/** "Deliver to PIN [______] Check", for any visitor, logged in or not. */
export function PinCheck({ className = "" }: { className?: string }) {
  const id = useId();
  const { token, ready } = useSession();
  const queryClient = useQueryClient();
  const [value, setValue] = useState("");
  const { note, busy, check, clear } = useDeliveryCheck();
  const t = useT();
  // Once the customer types, nothing fills the field for them any more.
  const typed = useRef(false);
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);

  // Once the session is known: the remembered PIN, else the default address's (a customer's list is often cached).
  const prefilled = useRef(false);
  useEffect(() => {
    if (!ready || prefilled.current) return;
    prefilled.current = true;
    const show = (pin: string) => {
      setValue(pin);
      void check(pin);
    };
    const remembered = rememberedPin();
    if (remembered) {
      show(remembered);
      return;
    }
    if (!token) return;
    import("~/src/web/lib/delivery")
      .then((delivery) => delivery.defaultAddressPin(queryClient, token))
      .then(
        (pin) => {
          if (pin && !typed.current) show(pin);
        },
        () => undefined,
      );
  }, [ready, token, queryClient, check]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void check(value);
  };

  return (
    <div className={className}>
      <form noValidate onSubmit={submit} aria-label={t(text.form)} className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <label htmlFor={id} className="flex items-center gap-1.5 text-sm font-semibold text-slate-800">
          <TruckIcon width={18} height={18} className="shrink-0 text-brand-600" />
          {t(text.label)}
        </label>
        {/* Served in the page but working only once its code has run: until then a Check would reload the page. */}
        <fieldset disabled={!live} className="flex shrink-0 gap-2">
          <input
            id={id}
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            placeholder={t(text.placeholder)}
            value={value}
            onChange={(event) => {
              typed.current = true;
              clear();
              setValue(event.target.value.replace(/\D/g, "").slice(0, 6));
            }}
            aria-describedby={`${id}-note`}
            // Wide enough for all six digits with their letter spacing, also on a 390 px phone (it once showed five).
            className="h-10 w-[calc(7ch+1.75rem)] shrink-0 rounded-lg border border-slate-300 bg-white px-3 text-base tracking-wider text-slate-900 placeholder:tracking-normal placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 sm:text-sm"
          />
          <button
            type="submit"
            disabled={busy}
            className="h-10 shrink-0 rounded-lg border border-brand-600 px-4 text-sm font-semibold text-brand-700 transition hover:bg-brand-50 disabled:cursor-wait disabled:opacity-70"
          >
            {busy ? t(text.checking) : t(text.check)}
          </button>
        </fieldset>
      </form>
      <NoteLine id={`${id}-note`} note={note} />
    </div>
  );
}
