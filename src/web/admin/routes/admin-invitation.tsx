import { useSearchParams, type MetaFunction } from "react-router";
import { InvitationAccept } from "~/src/web/admin/invitation/invitation-accept";

export const meta: MetaFunction = () => [{ title: "Staff invitation | Tinkerwala" }, { name: "robots", content: "noindex, nofollow" }];

/** Public: the invitee has no staff session yet; the token in the link is the proof. */
export default function AdminInvitationPage() {
  const [params] = useSearchParams();
  return (
    <main className="min-h-screen bg-slate-50 px-4 py-10">
      <InvitationAccept token={params.get("token") ?? ""} />
    </main>
  );
}
