import { useState, type FormEvent } from "react";
import { toast } from "~/src/web/lib/toast";
import { Button } from "~/src/web/components/ui/button";
import { useSession } from "~/src/web/shop/session";
import { useDeleteAccount } from "./account-api";
import { Field, Notice, useFailureText, type NoticeValue } from "./profile-ui";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("profile.delete", {
  enterPassword: "Please enter your password to delete your account.",
  open: "Delete my account…",
  form: "Delete your account",
  cannotUndo: "This cannot be undone.",
  explain:
    "Your name, e-mail, saved addresses, cart and mail preferences are deleted and you are logged out everywhere. Your past orders stay with the shop for its tax records, but without your name, street, phone or e-mail.",
  password: "Your password",
  deleting: "Deleting…",
  confirm: "Delete my account",
  cancel: "Cancel",
});

/** Deleting the account: asked twice, the second time with the password. */
export function DeleteAccount() {
  const { logout } = useSession();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [notice, setNotice] = useState<NoticeValue>(null);
  const t = useT();
  const failureText = useFailureText();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (remove.isPending) return;
    if (!password) return setNotice({ ok: false, text: t(text.enterPassword) });
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
        {t(text.open)}
      </Button>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label={t(text.form)} className="space-y-4 rounded-lg border border-red-200 bg-red-50 p-4">
      <div className="text-sm text-red-900">
        <p className="font-semibold">{t(text.cannotUndo)}</p>
        <p className="mt-1">{t(text.explain)}</p>
      </div>
      <div className="sm:max-w-sm">
        <Field
          id="delete-password"
          label={t(text.password)}
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
        />
      </div>
      <Notice notice={notice} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="danger" disabled={remove.isPending}>
          {remove.isPending ? t(text.deleting) : t(text.confirm)}
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
          {t(text.cancel)}
        </Button>
      </div>
    </form>
  );
}
