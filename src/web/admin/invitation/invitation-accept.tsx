import { useMutation, useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import type { InvitationInfo } from "~/src/core/shapes/staff";
import { Button } from "~/src/web/components/ui/button";
import { EmptyState } from "~/src/web/components/ui/empty-state";
import { SkeletonStack } from "~/src/web/components/ui/skeleton";
import { apiCall } from "~/src/web/lib/api";
import { useSession } from "~/src/web/shop/session";

const input = "mt-1 h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus:border-brand-500 focus:outline-none";

/** The invitee opens the link: sees who invited them as what, sets a password (or confirms theirs), and is in. */
export function InvitationAccept({ token }: { token: string }) {
  const { login } = useSession();
  const navigate = useNavigate();
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const info = useQuery({
    queryKey: ["invitation", token],
    queryFn: ({ signal }) => apiCall<InvitationInfo>(`/api/staff/invitation?token=${encodeURIComponent(token)}`, { signal }),
    enabled: Boolean(token),
    retry: false,
  });
  const accept = useMutation({
    mutationFn: () => apiCall<{ token: string }>("/api/staff/invitation/accept", { method: "POST", body: { token, name, password } }),
    onSuccess: (answer) => {
      login(answer.token);
      navigate("/admin");
    },
  });

  if (!token)
    return <EmptyState title="This invitation link is incomplete." message="Open the whole link you were sent, or ask the owner for a new one." />;
  if (info.isPending) return <SkeletonStack label="Checking the invitation" count={1} itemClassName="h-48 rounded-xl" />;
  if (info.isError) return <EmptyState title="This invitation cannot be used." message={info.error.message} />;
  const { email, role, existingAccount } = info.data;

  function submit(event: FormEvent) {
    event.preventDefault();
    accept.mutate();
  }

  return (
    <form onSubmit={submit} className="mx-auto max-w-md space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="text-xl font-bold text-slate-900">Join the Tinkerwala staff</h2>
      <p className="text-sm text-slate-700">
        You are invited as <strong>{role}</strong> with <strong className="break-all">{email}</strong>.
      </p>
      {existingAccount ? (
        <p className="text-sm text-slate-600">You already have an account: enter its password to accept.</p>
      ) : (
        <label className="block text-sm font-medium text-slate-700">
          Your name
          <input value={name} onChange={(event) => setName(event.target.value)} autoComplete="name" className={input} />
        </label>
      )}
      <label className="block text-sm font-medium text-slate-700">
        {existingAccount ? "Current password" : "Choose a password"}
        <input
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete={existingAccount ? "current-password" : "new-password"}
          className={input}
        />
      </label>
      {accept.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {accept.error.message}
        </p>
      )}
      <Button type="submit" size="lg" fullWidth disabled={accept.isPending}>
        {accept.isPending ? "Accepting…" : "Accept invitation"}
      </Button>
    </form>
  );
}
