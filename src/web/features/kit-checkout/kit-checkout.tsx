import { useState, type FormEvent } from "react";
import { toast } from "~/src/web/lib/toast";
import { AddressForm, useAddressDraft } from "~/src/web/components/address-form";
import { BusinessPurchase, useBusinessPurchase } from "~/src/web/components/business-purchase";
import { DeliveryEstimate } from "~/src/web/components/delivery-estimate";
import { KitHints } from "~/src/web/components/kit-hints";
import { useKitHints } from "~/src/web/components/use-kit-hints";
import { SavedAddressPicker, useSavedAddressChoice, useSavedAddresses } from "~/src/web/components/saved-address-picker";
import { Button } from "~/src/web/components/ui/button";
import { ApiError } from "~/src/web/lib/api";
import { rupees } from "~/src/web/lib/format";
import type { ProductCardData } from "~/src/core/shapes/product";
import type { KitCheckoutState } from "./kit-checkout-state";
import { KitCheckoutSummary } from "./kit-checkout-summary";
import { usePlaceKitOrder } from "./use-place-kit-order";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("kitCheckout.form", {
  checkAddress: "Please check the highlighted address fields.",
  checkBusiness: "Please check the business details.",
  placed: "Your kit order has been placed. Pay in cash when it arrives.",
  failed: "Could not place the kit order. Please try again.",
  deliveryAddress: "Delivery address",
  address: "Address",
  newAddress: "New address",
  savedAddress: "Saved address",
  payment: "Payment",
  cod: "Cash on delivery",
  codText: "Kits are paid in cash when the parcel reaches you. No online payment needed.",
  placing: "Placing your order…",
  place: "Place kit order · {amount}",
  note: "Cash on delivery · prices checked again when you order",
});

type AddressMode = "new" | "saved";

interface KitCheckoutProps {
  kit: KitCheckoutState;
  onPlaced(): void;
  /** A hint's suggestion added to the kit here, with its amounts worked out again (issue 32). */
  onAdd?(product: ProductCardData): void;
}

/** Address (new or saved, §4), cash on delivery, the kit with its amounts, and advice on what it may lack. */
export function KitCheckout({ kit, onPlaced, onAdd }: KitCheckoutProps) {
  const t = useT();
  const draft = useAddressDraft();
  const saved = useSavedAddressChoice();
  const savedAddresses = useSavedAddresses();
  const business = useBusinessPurchase();
  // As at the component checkout: a customer with a default address starts on it until they switch.
  const [chosenMode, setMode] = useState<AddressMode | null>(null);
  const mode: AddressMode = chosenMode ?? (saved.defaultId ? "saved" : "new");
  const [refusal, setRefusal] = useState<string | null>(null);
  const placeOrder = usePlaceKitOrder();
  const kitIds = kit.kit.map((product) => product._id);
  const { hints } = useKitHints(kitIds);
  // The delivery date follows the address: the chosen saved one's PIN, or the new one's once looked up.
  const deliveryPin =
    mode === "new" ? draft.lookedUpPin : (savedAddresses.data?.find((address) => address._id === saved.selectedId)?.zipcode ?? null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    // Checked together with the address, so every field that needs fixing is marked at once.
    const businessCheck = business.validate();
    let address;
    if (mode === "new") {
      address = draft.validate();
      if (!address) {
        toast.error(t(text.checkAddress));
        return;
      }
    } else {
      const savedId = saved.require();
      if (!savedId) return;
      address = { _id: savedId };
    }
    if (!businessCheck.ok) {
      toast.error(t(text.checkBusiness));
      document.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
      return;
    }
    placeOrder.mutate(
      { kit, address, business: businessCheck.business },
      {
        onSuccess: () => {
          toast.success(t(text.placed));
          onPlaced();
        },
        onError: (error) => {
          const message = error instanceof ApiError ? error.message : t(text.failed);
          setRefusal(message);
          toast.error(message);
        },
      },
    );
  };

  const busy = placeOrder.isPending;
  return (
    <form onSubmit={submit} noValidate className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <div className="space-y-6">
        <section aria-labelledby="kit-address-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="kit-address-title" className="text-lg font-bold text-slate-900">
            {t(text.deliveryAddress)}
          </h2>
          <div role="radiogroup" aria-label={t(text.address)} className="mt-3 inline-flex rounded-lg border border-slate-200 bg-slate-50 p-1">
            {(["new", "saved"] as const).map((value) => (
              <label
                key={value}
                className={`cursor-pointer rounded-md px-4 py-1.5 text-sm font-semibold transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${
                  mode === value ? "bg-white text-brand-700 shadow-sm" : "text-slate-600 hover:text-slate-900"
                }`}
              >
                <input type="radio" name="address-mode" value={value} checked={mode === value} onChange={() => setMode(value)} className="sr-only" />
                {value === "new" ? t(text.newAddress) : t(text.savedAddress)}
              </label>
            ))}
          </div>
          <div className="mt-4">
            {mode === "new" ? (
              <AddressForm {...draft.formProps} idPrefix="kit-address" disabled={busy} />
            ) : (
              <SavedAddressPicker {...saved.pickerProps} onAddNew={() => setMode("new")} name="kit-saved-address" disabled={busy} />
            )}
          </div>
        </section>

        <BusinessPurchase
          {...business.sectionProps}
          idPrefix="kit-business"
          disabled={busy}
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        />

        <section aria-labelledby="kit-payment-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="kit-payment-title" className="text-lg font-bold text-slate-900">
            {t(text.payment)}
          </h2>
          <label className="mt-3 flex items-start gap-3 rounded-lg border border-brand-500 bg-brand-50 p-3 ring-1 ring-brand-500">
            <input type="radio" name="payment" value="cod" checked readOnly className="mt-1 h-4 w-4 accent-brand-600" />
            <span>
              <span className="block text-sm font-semibold text-slate-900">{t(text.cod)}</span>
              <span className="block text-xs text-slate-600">{t(text.codText)}</span>
            </span>
          </label>
        </section>
        {/* Advice only: the order button stays whatever it says. */}
        <KitHints hints={hints} chosen={new Set(kitIds)} onAdd={onAdd} />
      </div>

      <div className="lg:sticky lg:top-24">
        <KitCheckoutSummary kit={kit}>
          <DeliveryEstimate pin={deliveryPin} className="mt-4 border-t border-slate-200 pt-4" />
          {refusal && (
            <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
              {refusal}
            </p>
          )}
          <Button type="submit" disabled={busy} size="lg" fullWidth className="mt-4 shadow-sm">
            {busy ? t(text.placing) : t(text.place, { amount: rupees(kit.finalPrice) })}
          </Button>
          <p className="mt-2 text-center text-xs text-slate-500">{t(text.note)}</p>
        </KitCheckoutSummary>
      </div>
    </form>
  );
}
