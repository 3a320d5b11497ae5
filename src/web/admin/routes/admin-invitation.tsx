import { useSearchParams, type MetaFunction } from "react-router";
import { InvitationAccept } from "~/src/web/admin/invitation/invitation-accept";

export const meta: MetaFunction = () => [{ title: "Staff invitation | Tinkerwala" }, { name: "robots", content: "noindex, nofollow" }];

/** Public: the invitee has no staff session yet; the token in the link is the proof. */
export default function AdminInvitationPage() {
  const [params] = useSearchParams();
  return (
    <main className="min-h-screen bg-slate-50 px-4 py-10">
      <h1 className="mb-6 text-center text-2xl font-bold tracking-tight text-slate-900">Tinkerwala staff invitation</h1>
      <InvitationAccept token={params.get("token") ?? ""} />
    </main>
  );
}
