import { SessionGate } from "~/src/web/features/auth/session-gate";
import { ProfileView } from "~/src/web/features/profile/profile-view";
import type { Route } from "./+types/profile";
import { defineMessages } from "~/src/core/i18n";
import { metaTranslator, useT } from "~/src/web/lib/i18n";

const text = defineMessages("profilePage", {
  metaTitle: "My Account | Tinkerwala",
  metaDescription: "Your Tinkerwala account: orders, details, password, saved delivery addresses and e-mail preferences.",
  heading: "My account",
  gateTitle: "Log in to see your account",
  gateMessage: "Log in to see your orders, details and saved addresses.",
});

export const meta: Route.MetaFunction = (args) => {
  const t = metaTranslator(args);
  return [{ title: t(text.metaTitle) }, { name: "description", content: t(text.metaDescription) }, { name: "robots", content: "noindex" }];
};

export default function ProfilePage() {
  const t = useT();
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t(text.heading)}</h1>
      <SessionGate title={t(text.gateTitle)} message={t(text.gateMessage)}>
        <ProfileView />
      </SessionGate>
    </main>
  );
}
