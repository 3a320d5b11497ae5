import { useState, type FormEvent } from "react";
import { toast } from "~/src/web/lib/toast";
import type { AccountDetails } from "~/src/core/shapes/my-account";
import { Button } from "~/src/web/components/ui/button";
import { useUpdateDetails } from "./account-api";
import { Field, Notice, failureText, type NoticeValue } from "./profile-ui";

/** Name and e-mail. The e-mail is what the customer signs in with, so changing it asks for the password. */
export function DetailsForm({ account }: { account: AccountDetails }) {
  const [name, setName] = useState(account.name);
  const [email, setEmail] = useState(account.email);
  const [currentPassword, setCurrentPassword] = useState("");
  const [notice, setNotice] = useState<NoticeValue>(null);
  const update = useUpdateDetails();
  const emailChanged = email.trim().toLowerCase() !== account.email;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    setNotice(null);
    update.mutate(
      { name, email, ...(emailChanged ? { currentPassword } : {}) },
      {
        onSuccess: (data) => {
          setName(data.user.name);
          setEmail(data.user.email);
          setCurrentPassword("");
          setNotice({ ok: true, text: data.message });
          toast.success(data.message);
        },
        onError: (error) => setNotice({ ok: false, text: failureText(error) }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="account-name" label="Name" value={name} onChange={setName} autoComplete="name" />
        <Field
          id="account-email"
          label="E-mail"
          type="email"
          value={email}
          onChange={setEmail}
          autoComplete="email"
          hint="You sign in with this address."
        />
      </div>
      {emailChanged && (
        <div className="sm:max-w-sm">
          <Field
            id="account-email-password"
            label="Current password"
            type="password"
            value={currentPassword}
            onChange={setCurrentPassword}
            autoComplete="current-password"
            hint="Needed to change the e-mail you sign in with."
          />
        </div>
      )}
      <Notice notice={notice} />
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? "Saving…" : "Save details"}
      </Button>
    </form>
  );
}
