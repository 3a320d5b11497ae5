import { useShopSettings } from "~/src/web/shop/settings";
import { useState, type FormEvent } from "react";
import { Link } from "~/src/web/lib/localized-router";
import { toast } from "~/src/web/lib/toast";
import { ESTIMATED_DELIVERY_DAYS } from "~/src/core/constants";
import { AddressForm, useAddressDraft } from "~/src/web/components/address-form";
import { BusinessPurchase, useBusinessPurchase } from "~/src/web/components/business-purchase";
import { DeliveryEstimate } from "~/src/web/components/delivery-estimate";
import {
  SAVED_ADDRESS_REQUIRED_MESSAGE,
  SavedAddressPicker,
  useSavedAddressChoice,
  useSavedAddresses,
} from "~/src/web/components/saved-address-picker";
import { Button, buttonClasses } from "~/src/web/components/ui/button";
import { EmptyState } from "~/src/web/components/ui/empty-state";
import { Skeleton, SkeletonGroup } from "~/src/web/components/ui/skeleton";
import { useCart } from "~/src/web/shop/cart";
import { AddressModeSwitch, type AddressMode } from "./address-mode-switch";
import { OrderSummary } from "./order-summary";
import { PaymentChoice, type PaymentMethod } from "./payment-choice";
import { usePlaceOrder } from "./use-place-order";
import { LoadError } from "~/src/web/components/load-error";
import { defineMessages } from "~/src/core/i18n";
import { useFormMessage } from "~/src/web/components/form-messages";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("checkout.view", {
  loading: "Loading checkout",
  loadFailed: "We could not load your cart.",
  emptyTitle: "Your cart is empty",
  emptyMessage: "Add some components to your cart, then come back here to place the order.",
  browse: "Browse components",
  checkAddress: "Please check the delivery address.",
  checkBusiness: "Please check the business details.",
  // ONLY_COD_MESSAGE of src/core/constants.
  onlyCod: "Only Cash On Delivery Supported Currently",
  deliveryAddress: "Delivery address",
  saveAddress: "Save this address",
  paymentMethod: "Payment method",
  placing: "Placing your order…",
  place: "Place order",
  payOnArrival: "You pay when the parcel arrives.",
  mostArrive: "Most orders arrive in {days} days.",
});

/** Delivery address, payment choice and the order summary of a normal (component) order. */
export function CheckoutView() {
  const cart = useCart();
  const draft = useAddressDraft();
  const saved = useSavedAddressChoice();
  const savedAddresses = useSavedAddresses();
  const business = useBusinessPurchase();
  // Until the user switches, a customer with a default address starts on it (checkout preselects it).
  const [chosenMode, setMode] = useState<AddressMode | null>(null);
  const mode: AddressMode = chosenMode ?? (saved.defaultId ? "saved" : "new");
  const [saveNew, setSaveNew] = useState(false);
  const [payment, setPayment] = useState<PaymentMethod>("cod");
  const order = usePlaceOrder();
  const { shop } = useShopSettings();
  const t = useT();
  const formMessage = useFormMessage();
  // The delivery date follows the address: the chosen saved one's PIN, or the new one's once looked up.
  const deliveryPin =
    mode === "new" ? draft.lookedUpPin : (savedAddresses.data?.find((address) => address._id === saved.selectedId)?.zipcode ?? null);

  if (cart.isPending || saved.loading || business.loading) {
    return (
      <SkeletonGroup label={t(text.loading)} className="grid gap-6 lg:grid-cols-[1fr_24rem]">
        <Skeleton tone="panel" className="h-[32rem] rounded-xl" />
        <Skeleton tone="panel" className="h-80 rounded-xl" />
      </SkeletonGroup>
    );
  }

  // The server decides again when the order is placed; this only chooses what to offer.
  const prepaidOffered = Boolean(
    shop?.prepaidCheckoutEnabled && cart.data && cart.data.subtotal + cart.data.deliveryFee >= shop.prepaidCheckoutMinimum,
  );

  if (cart.isError) {
    return <LoadError title={t(text.loadFailed)} message={cart.error.message} onRetry={() => cart.refetch()} />;
  }

  if (!cart.data.items.some((item) => item.quantity > 0)) {
    return (
      <EmptyState title={t(text.emptyTitle)} message={t(text.emptyMessage)}>
        <Link to="/collections" className={buttonClasses({ className: "mt-6" })}>
          {t(text.browse)}
        </Link>
      </EmptyState>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (order.placing) return;
    let address: Parameters<typeof order.submit>[0]["address"] | null;
    // Checked together with the address, so every field that needs fixing is marked at once.
    const businessCheck = business.validate();
    if (mode === "new") {
      address = draft.validate();
      if (!address) {
        toast.error(t(text.checkAddress));
        document.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
        return;
      }
    } else {
      const savedId = saved.require();
      if (!savedId) {
        toast.error(formMessage(SAVED_ADDRESS_REQUIRED_MESSAGE));
        // The list may be far above the button on a phone: bring it into view.
        document.querySelector<HTMLElement>("#delivery-title")?.scrollIntoView({ behavior: "smooth", block: "start" });
        return;
      }
      address = { _id: savedId };
    }
    if (!businessCheck.ok) {
      toast.error(t(text.checkBusiness));
      document.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
      return;
    }
    if (payment === "razorpay" || (payment !== "cod" && !prepaidOffered)) {
      toast.error(t(text.onlyCod)); // §8: razorpay places no order
      return;
    }
    await order.submit({
      cart: cart.data,
      address,
      saveAddress: mode === "new" && saveNew,
      business: businessCheck.business,
      paymentMethod: payment,
    });
  };

  const card = "rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6";
  return (
    <form onSubmit={submit} noValidate className="grid items-start gap-6 lg:grid-cols-[1fr_24rem]">
      <div className="space-y-6">
        <section aria-labelledby="delivery-title" className={card}>
          <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
            <h2 id="delivery-title" className="text-lg font-bold text-slate-900">
              {t(text.deliveryAddress)}
            </h2>
            <AddressModeSwitch value={mode} onChange={setMode} disabled={order.placing} />
          </div>
          {mode === "new" ? (
            <>
              <AddressForm {...draft.formProps} idPrefix="delivery" disabled={order.placing} />
              <label className="mt-5 flex cursor-pointer items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  checked={saveNew}
                  onChange={(event) => setSaveNew(event.target.checked)}
                  className="h-4 w-4 accent-brand-600"
                />
                {t(text.saveAddress)}
              </label>
            </>
          ) : (
            <SavedAddressPicker {...saved.pickerProps} onAddNew={() => setMode("new")} disabled={order.placing} />
          )}
        </section>

        <BusinessPurchase {...business.sectionProps} idPrefix="checkout-business" disabled={order.placing} className={card} />

        <section aria-labelledby="payment-title" className={card}>
          <h2 id="payment-title" className="mb-4 text-lg font-bold text-slate-900">
            {t(text.paymentMethod)}
          </h2>
          <PaymentChoice value={payment} onChange={setPayment} disabled={order.placing} prepaid={prepaidOffered} />
        </section>
      </div>

      <div className="lg:sticky lg:top-24">
        <OrderSummary cart={cart.data}>
          <DeliveryEstimate pin={deliveryPin} className="mt-5 border-t border-slate-200 pt-4" />
          {order.refusal && (
            <p role="alert" className="mt-5 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {order.refusal}
            </p>
          )}
          <Button type="submit" disabled={order.placing} size="lg" fullWidth className="mt-5 shadow-sm">
            {order.placing && <span className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" />}
            {order.placing ? t(text.placing) : t(text.place)}
          </Button>
          <p className="mt-3 text-center text-xs text-slate-500">
            {t(text.payOnArrival)} {deliveryPin ? "" : t(text.mostArrive, { days: ESTIMATED_DELIVERY_DAYS })}
          </p>
        </OrderSummary>
      </div>
    </form>
  );
}
