import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { toast } from "~/src/web/lib/toast";
import { Button } from "~/src/web/components/ui/button";
import { apiCall } from "~/src/web/lib/api";
import { useAdminToken } from "~/src/web/admin/shell/admin-user";

const input = "mt-1 h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus:border-brand-500 focus:outline-none";

/** The owner invites by e-mail; the link is shown once (the server keeps only its hash) to pass on. */
export function InviteForm({ onInvited }: { onInvited(): void }) {
  const token = useAdminToken();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState("staff");
  const [link, setLink] = useState<string | null>(null);
  const invite = useMutation({
    mutationFn: () => apiCall<{ link: string; expiresAt: string }>("/api/admin/invitations", { method: "POST", token, body: { email, role } }),
    onSuccess: (created) => {
      setLink(new URL(created.link, window.location.origin).toString());
      setEmail("");
      onInvited();
    },
    onError: (error) => toast.error(error.message),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setLink(null);
    invite.mutate();
  }

  async function copy() {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toast.success("Link copied.");
    } catch {
      toast.error("Could not copy; select the link and copy it.");
    }
  }

  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-semibold text-slate-900">Invite someone</h2>
      <form onSubmit={submit} className="mt-2 grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
        <label className="text-sm font-medium text-slate-700">
          E-mail
          <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} className={input} />
        </label>
        <label className="text-sm font-medium text-slate-700">
          Role
          <select value={role} onChange={(event) => setRole(event.target.value)} className={input}>
            <option value="staff">Staff</option>
            <option value="owner">Owner</option>
          </select>
        </label>
        <Button type="submit" size="lg" disabled={invite.isPending}>
          {invite.isPending ? "Inviting…" : "Create invitation"}
        </Button>
      </form>
      {link && (
        <div className="mt-4 rounded-lg border border-brand-100 bg-brand-50 p-3">
          <p className="text-sm font-medium text-slate-900">Send this link to the person you invited. It is shown only once.</p>
          <p className="mt-2 break-all font-mono text-sm text-slate-800" data-testid="invitation-link">
            {link}
          </p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={copy}>
            Copy link
          </Button>
        </div>
      )}
    </section>
  );
}
