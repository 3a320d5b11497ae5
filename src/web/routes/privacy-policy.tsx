import { PageHeader } from "~/src/web/features/company/page-header";
import { PrivacyContent } from "~/src/web/features/company/privacy-content";
import { useShopSettings } from "~/src/web/shop/settings";
import type { Route } from "./+types/privacy-policy";
import { defineMessages } from "~/src/core/i18n";
import { metaTranslator, useT } from "~/src/web/lib/i18n";

const text = defineMessages("company.privacyPage", {
  metaTitle: "Privacy Policy | Tinkerwala",
  metaDescription:
    "What Tinkerwala stores about you (account, addresses, orders), what stays in your browser, and why there are no third-party trackers.",
  eyebrow: "Privacy",
  title: "Privacy policy",
});

export const meta: Route.MetaFunction = (args) => {
  const t = metaTranslator(args);
  return [{ title: t(text.metaTitle) }, { name: "description", content: t(text.metaDescription) }];
};

export default function PrivacyPolicyPage() {
  const { shop } = useShopSettings();
  const t = useT();
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader eyebrow={t(text.eyebrow)} title={t(text.title)} />
      <div className="mt-8">{shop && <PrivacyContent shop={shop} />}</div>
    </main>
  );
}
