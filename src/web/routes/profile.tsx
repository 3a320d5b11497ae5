import { SessionGate } from "../features/auth/session-gate";
import { ProfileView } from "../features/profile/profile-view";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = () => [
  { title: "My Profile | Tinkerwala" },
  { name: "description", content: "Your Tinkerwala account: orders, kit orders and saved delivery addresses." },
  { name: "robots", content: "noindex" },
];

export default function ProfilePage() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">My profile</h1>
      <SessionGate title="Log in to see your profile" message="Log in to see your orders, kit orders and saved addresses.">
        <ProfileView />
      </SessionGate>
    </main>
  );
}
