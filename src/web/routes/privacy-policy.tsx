import { PageHeader } from "~/src/web/features/company/page-header";
import { PrivacyContent } from "~/src/web/features/company/privacy-content";
import { useShopSettings } from "~/src/web/shop/settings";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = () => [
  { title: "Privacy Policy | Tinkerwala" },
  {
    name: "description",
    content: "What Tinkerwala stores about you (account, addresses, orders), what stays in your browser, and why there are no third-party trackers.",
  },
];

export default function PrivacyPolicyPage() {
  const { shop } = useShopSettings();
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader eyebrow="Privacy" title="Privacy policy" />
      <div className="mt-8">{shop && <PrivacyContent shop={shop} />}</div>
    </main>
  );
}
