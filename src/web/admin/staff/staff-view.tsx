import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "~/src/web/lib/toast";
import type { StaffMember } from "~/src/core/shapes/staff";
import { LoadError } from "~/src/web/components/load-error";
import { SkeletonStack } from "~/src/web/components/ui/skeleton";
import { apiCall } from "~/src/web/lib/api";
import { queryKeys } from "~/src/web/lib/query-keys";
import { useAdminToken, useAdminUser } from "~/src/web/admin/shell/admin-user";
import { InviteForm } from "./invite-form";
import { PendingInvitations } from "./pending-invitations";

const ROLE_OPTIONS = [
  { value: "staff", label: "Staff" },
  { value: "owner", label: "Owner" },
  { value: "customer", label: "Remove from staff" },
];

/** The owner's list of staff: change a role (customer removes access), invite someone new. */
export function StaffView() {
  const token = useAdminToken();
  const me = useAdminUser();
  const queryClient = useQueryClient();
  const staff = useQuery({
    queryKey: queryKeys.admin.staff(token),
    queryFn: ({ signal }) => apiCall<{ staff: StaffMember[] }>("/api/admin/staff", { token, signal }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.staff(token) });
  const changeRole = useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: string }) =>
      apiCall(`/api/admin/staff/${encodeURIComponent(userId)}`, { method: "PATCH", token, body: { role } }),
    onSuccess: () => toast.success("Role changed."),
    onError: (error) => toast.error(error.message),
    onSettled: refresh,
  });

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Staff</h1>
      <InviteForm onInvited={refresh} />
      <PendingInvitations />
      {staff.isPending ? (
        <SkeletonStack label="Loading the staff" count={2} itemClassName="h-16 rounded-xl" />
      ) : staff.isError ? (
        <LoadError title="We could not load the staff." message={staff.error.message} onRetry={() => staff.refetch()} />
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
          {staff.data.staff.map((member) => (
            <li key={member._id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {member.name} {member._id === me._id && <span className="text-sm text-slate-500">(you)</span>}
                </p>
                <p className="break-all text-sm text-slate-600">{member.email}</p>
              </div>
              <label className="text-sm text-slate-700">
                <span className="sr-only">Role of {member.name}</span>
                <select
                  value={member.role}
                  disabled={changeRole.isPending}
                  onChange={(event) => changeRole.mutate({ userId: member._id, role: event.target.value })}
                  className="h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm"
                >
                  {ROLE_OPTIONS.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </label>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
