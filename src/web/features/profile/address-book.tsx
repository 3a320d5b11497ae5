import { useState, type FormEvent } from "react";
import { toast } from "~/src/web/lib/toast";
import type { SavedAddress } from "~/src/core/shapes/address";
import { ADDRESS_FIELDS } from "~/src/core/shapes/address";
import { AddressForm, EMPTY_ADDRESS, useAddressDraft, type AddressValue } from "~/src/web/components/address-form";
import { AddressBlock } from "~/src/web/components/address-block";
import { useSavedAddresses } from "~/src/web/components/saved-address-picker";
import { Button } from "~/src/web/components/ui/button";
import { EmptyNote } from "~/src/web/components/ui/empty-state";
import { SkeletonStack } from "~/src/web/components/ui/skeleton";
import { useAddressBook } from "./account-api";
import { Notice, useFailureText, type NoticeValue } from "./profile-ui";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("profile.addresses", {
  loading: "Loading saved addresses",
  loadFailed: "Could not load your saved addresses: {message}",
  tryAgain: "Try again",
  none: "No saved addresses yet. Add one here, or tick “Save this address” at checkout.",
  editTitle: "Edit address",
  default: "Default",
  confirmDelete: "Delete this address?",
  yesDelete: "Yes, delete",
  keep: "Keep it",
  makeDefault: "Use by default",
  edit: "Edit",
  delete: "Delete",
  newTitle: "New address",
  add: "Add an address",
  saving: "Saving…",
  save: "Save address",
  cancel: "Cancel",
});

const fieldsOf = (address: SavedAddress): AddressValue => Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, address[field]])) as AddressValue;

/** Saved addresses: add, edit, delete (after a second click), and the default that checkout preselects. */
export function AddressBook() {
  const addresses = useSavedAddresses();
  const book = useAddressBook();
  // "new", an address id being edited, or nothing.
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [notice, setNotice] = useState<NoticeValue>(null);
  const t = useT();
  const failureText = useFailureText();

  const report = (promise: Promise<{ message: string }>) =>
    promise.then(
      (data) => {
        setNotice({ ok: true, text: data.message });
        toast.success(data.message);
        return true;
      },
      (error) => {
        setNotice({ ok: false, text: failureText(error) });
        return false;
      },
    );

  if (addresses.isPending) {
    return <SkeletonStack label={t(text.loading)} count={2} itemClassName="h-36 rounded-xl" className="grid gap-4 sm:grid-cols-2" />;
  }
  if (addresses.isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <p>{t(text.loadFailed, { message: addresses.error.message })}</p>
        <button type="button" onClick={() => addresses.refetch()} className="mt-2 font-semibold underline underline-offset-2">
          {t(text.tryAgain)}
        </button>
      </div>
    );
  }

  const busy = book.save.isPending || book.remove.isPending || book.makeDefault.isPending;
  const save = async (address: Parameters<typeof book.save.mutateAsync>[0]["address"], id?: string) => {
    if (await report(book.save.mutateAsync({ id, address }))) setEditing(null);
  };

  return (
    <div className="space-y-4">
      <Notice notice={notice} />
      {addresses.data.length === 0 && editing !== "new" && <EmptyNote size="sm">{t(text.none)}</EmptyNote>}
      {addresses.data.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2">
          {addresses.data.map((address) =>
            editing === address._id ? (
              <li key={address._id} className="rounded-xl border border-brand-300 bg-white p-5 shadow-sm sm:col-span-2">
                <AddressEditor
                  title={t(text.editTitle)}
                  initial={fieldsOf(address)}
                  busy={busy}
                  onSave={(value) => save(value, address._id)}
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : (
              <li
                key={address._id}
                aria-label={`${address.firstName} ${address.lastName}, ${address.street}`}
                className={`flex flex-col rounded-xl border bg-white p-5 shadow-sm ${address.isDefault ? "border-brand-300 ring-1 ring-brand-200" : "border-slate-200"}`}
              >
                <div className="flex items-start justify-between gap-3">
                  <AddressBlock address={address} />
                  {address.isDefault && (
                    <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700 ring-1 ring-brand-200">
                      {t(text.default)}
                    </span>
                  )}
                </div>
                <p className="mt-2 truncate text-sm text-slate-500">{address.email}</p>
                {confirming === address._id ? (
                  <div className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3">
                    <p className="text-sm font-medium text-red-800">{t(text.confirmDelete)}</p>
                    <div className="mt-2 flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        variant="danger"
                        disabled={busy}
                        onClick={() => void report(book.remove.mutateAsync(address._id)).then(() => setConfirming(null))}
                      >
                        {t(text.yesDelete)}
                      </Button>
                      <Button size="sm" variant="secondary" onClick={() => setConfirming(null)}>
                        {t(text.keep)}
                      </Button>
                    </div>
                  </div>
                ) : (
                  <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
                    {!address.isDefault && (
                      <Button size="sm" variant="outline" disabled={busy} onClick={() => void report(book.makeDefault.mutateAsync(address._id))}>
                        {t(text.makeDefault)}
                      </Button>
                    )}
                    <Button size="sm" variant="secondary" disabled={busy} onClick={() => setEditing(address._id)}>
                      {t(text.edit)}
                    </Button>
                    <Button size="sm" variant="danger" disabled={busy} onClick={() => setConfirming(address._id)}>
                      {t(text.delete)}
                    </Button>
                  </div>
                )}
              </li>
            ),
          )}
        </ul>
      )}
      {editing === "new" ? (
        <div className="rounded-xl border border-brand-300 bg-white p-5 shadow-sm">
          <AddressEditor
            title={t(text.newTitle)}
            initial={EMPTY_ADDRESS}
            busy={busy}
            onSave={(value) => save(value)}
            onCancel={() => setEditing(null)}
          />
        </div>
      ) : (
        <Button variant="secondary" onClick={() => setEditing("new")} disabled={editing !== null}>
          {t(text.add)}
        </Button>
      )}
    </div>
  );
}

interface AddressEditorProps {
  title: string;
  initial: AddressValue;
  busy: boolean;
  onSave(address: NonNullable<ReturnType<ReturnType<typeof useAddressDraft>["validate"]>>): void;
  onCancel(): void;
}

function AddressEditor({ title, initial, busy, onSave, onCancel }: AddressEditorProps) {
  const draft = useAddressDraft(initial);
  const t = useT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = draft.validate();
    if (address) onSave(address);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <h3 className="mb-4 font-semibold text-slate-900">{title}</h3>
      <AddressForm {...draft.formProps} idPrefix="profile-address" disabled={busy} />
      <div className="mt-5 flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? t(text.saving) : t(text.save)}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t(text.cancel)}
        </Button>
      </div>
    </form>
  );
}
