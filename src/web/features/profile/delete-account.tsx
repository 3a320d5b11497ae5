import { useState, type FormEvent } from "react";
import { toast } from "~/src/web/lib/toast";
import { Button } from "~/src/web/components/ui/button";
import { useSession } from "~/src/web/shop/session";
import { useDeleteAccount } from "./account-api";
import { Field, Notice, failureText, type NoticeValue } from "./profile-ui";

/** Deleting the account: asked twice, the second time with the password. */
export function DeleteAccount() {
  const { logout } = useSession();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [notice, setNotice] = useState<NoticeValue>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (remove.isPending) return;
    if (!password) return setNotice({ ok: false, text: "Please enter your password to delete your account." });
    setNotice(null);
    remove.mutate(password, {
      onSuccess: (data) => {
        toast.success(data.message);
        // The server has ended every session already; this forgets the token and the cached data here.
        void logout();
      },
      onError: (error) => setNotice({ ok: false, text: failureText(error) }),
    });
  };

  if (!open) {
    return (
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete my account…
      </Button>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Delete your account" className="space-y-4 rounded-lg border border-red-200 bg-red-50 p-4">
      <div className="text-sm text-red-900">
        <p className="font-semibold">This cannot be undone.</p>
        <p className="mt-1">
          Your name, e-mail, saved addresses, cart and mail preferences are deleted and you are logged out everywhere. Your past orders stay with the
          shop for its tax records, but without your name, street, phone or e-mail.
        </p>
      </div>
      <div className="sm:max-w-sm">
        <Field id="delete-password" label="Your password" type="password" value={password} onChange={setPassword} autoComplete="current-password" />
      </div>
      <Notice notice={notice} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="danger" disabled={remove.isPending}>
          {remove.isPending ? "Deleting…" : "Delete my account"}
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            setOpen(false);
            setPassword("");
            setNotice(null);
          }}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
