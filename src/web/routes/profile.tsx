import { SessionGate } from "~/src/web/features/auth/session-gate";
import { ProfileView } from "~/src/web/features/profile/profile-view";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = () => [
  { title: "My Account | Tinkerwala" },
  { name: "description", content: "Your Tinkerwala account: orders, details, password, saved delivery addresses and e-mail preferences." },
  { name: "robots", content: "noindex" },
];

export default function ProfilePage() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">My account</h1>
      <SessionGate title="Log in to see your account" message="Log in to see your orders, details and saved addresses.">
        <ProfileView />
      </SessionGate>
    </main>
  );
}
