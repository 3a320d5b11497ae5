import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { SAVED_ADDRESS_REQUIRED_MESSAGE } from "~/src/core/validation";
import { AddressBlock } from "~/src/web/components/address-block";
import { savedAddressesQuery } from "~/src/web/lib/saved-addresses";
import { EmptyNote } from "~/src/web/components/ui/empty-state";
import { SkeletonStack } from "~/src/web/components/ui/skeleton";
import { useSession } from "~/src/web/shop/session";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";
import { useFormMessage } from "./form-messages";

const text = defineMessages("savedAddresses", {
  loading: "Loading saved addresses",
  loadFailed: "Could not load your saved addresses: {message}",
  tryAgain: "Try again",
  none: "You have no saved addresses yet.",
  enterNew: "Enter a new address",
  choose: "Choose a saved address",
});

/**
 * The user's saved addresses (GET /api/user/addresses, key queryKeys.addresses.mine(token)) as a radio list.
 *
 * Usage:
 *   const saved = useSavedAddressChoice(); // preselects the default address
 *   <SavedAddressPicker {...saved.pickerProps} onAddNew={() => setMode("new")} />
 *   // on submit: const id = saved.require(); then send { address: { _id: id } } (§4: a saved address requires a selection)
 * It loads the list itself; `useSavedAddresses()` gives the same query to other screens.
 */

/** What to show when the user chose 'saved' but no address (§5). */
export { SAVED_ADDRESS_REQUIRED_MESSAGE };

/**
 * The checkout's choice of a saved address: which one, and the §5 message when none was chosen.
 * Until the user picks one, the default address (the one marked on the profile page) is the choice.
 * `require()` returns the id to send, or null after showing the message.
 */
export function useSavedAddressChoice() {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const addresses = useSavedAddresses();
  const defaultId = addresses.data?.find((address) => address.isDefault)?._id ?? null;
  const selectedId = chosenId ?? defaultId;
  return {
    selectedId,
    defaultId,
    /** True while the list is loading, so a checkout can wait before choosing between new and saved. */
    loading: addresses.isLoading,
    pickerProps: {
      selectedId,
      error,
      onSelect: (id: string) => {
        setChosenId(id);
        setError(null);
      },
    },
    require: (): string | null => {
      if (!selectedId) setError(SAVED_ADDRESS_REQUIRED_MESSAGE);
      return selectedId;
    },
  };
}

export function useSavedAddresses() {
  const { token } = useSession();
  return useQuery({ ...savedAddressesQuery(token), enabled: Boolean(token) });
}

export interface SavedAddressPickerProps {
  selectedId: string | null;
  onSelect(id: string): void;
  /** Shown under the list, e.g. when the user has not chosen one yet. */
  error?: string | null;
  /** Offers a way out when there is nothing saved (e.g. switch to the new-address form). */
  onAddNew?(): void;
  name?: string;
  disabled?: boolean;
}

export function SavedAddressPicker({ selectedId, onSelect, error, onAddNew, name = "saved-address", disabled }: SavedAddressPickerProps) {
  const query = useSavedAddresses();
  const t = useT();
  const formMessage = useFormMessage();

  if (query.isPending) {
    return (
      <SkeletonStack
        label={t(text.loading)}
        count={2}
        tone="light"
        itemClassName="h-36 rounded-xl border border-slate-200"
        className="grid gap-3 sm:grid-cols-2"
      />
    );
  }

  if (query.isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <p>{t(text.loadFailed, { message: query.error.message })}</p>
        <button type="button" onClick={() => query.refetch()} className="mt-2 font-semibold text-red-900 underline underline-offset-2">
          {t(text.tryAgain)}
        </button>
      </div>
    );
  }

  const addresses = query.data;
  if (addresses.length === 0) {
    return (
      <EmptyNote as="div" size="sm">
        <p>{t(text.none)}</p>
        {onAddNew && (
          <button type="button" onClick={onAddNew} className="mt-3 font-semibold text-brand-600 hover:text-brand-700">
            {t(text.enterNew)}
          </button>
        )}
      </EmptyNote>
    );
  }

  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="sr-only">{t(text.choose)}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {addresses.map((address) => {
          const checked = address._id === selectedId;
          return (
            <label
              key={address._id}
              className={`relative flex cursor-pointer gap-3 rounded-xl border bg-white p-4 shadow-sm transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${
                checked ? "border-brand-500 ring-1 ring-brand-500" : "border-slate-200 hover:border-slate-300"
              }`}
            >
              <input
                type="radio"
                name={name}
                value={address._id}
                checked={checked}
                disabled={disabled}
                onChange={() => onSelect(address._id)}
                className="mt-1 h-4 w-4 shrink-0 accent-brand-600"
              />
              <AddressBlock address={address} />
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${name}-error`} role="alert" className="mt-2 text-sm font-medium text-sale">
          {formMessage(error)}
        </p>
      )}
    </fieldset>
  );
}
