import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "~/src/web/lib/toast";
import type { PendingInvitation } from "~/src/core/shapes/staff";
import { Button } from "~/src/web/components/ui/button";
import { apiCall } from "~/src/web/lib/api";
import { queryKeys } from "~/src/web/lib/query-keys";
import { useAdminToken } from "~/src/web/admin/shell/admin-user";

const day = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });

/** Invitations not yet accepted: who, which role, until when; the owner can revoke a link sent to the wrong person. */
export function PendingInvitations() {
  const token = useAdminToken();
  const queryClient = useQueryClient();
  const pending = useQuery({
    queryKey: queryKeys.admin.invitations(token),
    queryFn: ({ signal }) => apiCall<{ invitations: PendingInvitation[] }>("/api/admin/invitations", { token, signal }),
  });
  const revoke = useMutation({
    mutationFn: (email: string) => apiCall(`/api/admin/invitations/${encodeURIComponent(email)}`, { method: "DELETE", token }),
    onSuccess: () => toast.success("Invitation revoked: its link no longer works."),
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.invitations(token) }),
  });
  const invitations = pending.data?.invitations ?? [];
  if (invitations.length === 0) return null;

  return (
    <section aria-labelledby="pending-invitations" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="pending-invitations" className="font-semibold text-slate-900">
        Pending invitations
      </h2>
      <ul className="mt-2 divide-y divide-slate-100">
        {invitations.map((invitation) => (
          <li key={invitation.email} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0 text-sm">
              <p className="break-all font-medium text-slate-900">{invitation.email}</p>
              <p className="text-slate-600">
                {invitation.role === "owner" ? "Owner" : "Staff"} · link valid until {day.format(new Date(invitation.expiresAt))}
              </p>
            </div>
            <Button variant="danger" size="sm" disabled={revoke.isPending} onClick={() => revoke.mutate(invitation.email)}>
              Revoke
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
