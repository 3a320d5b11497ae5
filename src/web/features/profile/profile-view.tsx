import { Link } from "~/src/web/lib/localized-router";
import type { SVGProps } from "react";
import { BoxIcon, Icon, TagIcon } from "~/src/web/components/icons";
import { LoadError } from "~/src/web/components/load-error";
import { Button } from "~/src/web/components/ui/button";
import { Skeleton } from "~/src/web/components/ui/skeleton";
import { useSession } from "~/src/web/shop/session";
import { useAccount } from "./account-api";
import { AddressBook } from "./address-book";
import { DeleteAccount } from "./delete-account";
import { DetailsForm } from "./details-form";
import { MailPreferences } from "./mail-preferences";
import { PasswordForm } from "./password-form";
import { Panel } from "./profile-ui";
import { LanguagePreference } from "./language-preference";
import { defineMessages, type Message } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("profile.view", {
  ordersTitle: "Orders",
  ordersText: "Component orders, invoices and buying again.",
  kitOrdersTitle: "Kit Orders",
  kitOrdersText: "Your custom kits and their progress.",
  reviewsTitle: "My reviews",
  reviewsText: "Reviews you wrote, their status, editing and deleting.",
  links: "Your orders and reviews",
  details: "Your details",
  detailsFailed: "We could not load your details.",
  addresses: "Saved addresses",
  addressesIntro: "Checkout offers your default address first.",
  password: "Change password",
  mail: "E-mails from us",
  mailLater: "Your mail preferences show once your details load.",
  sessions: "Log out",
  sessionsIntro: "Using a shared computer? Log out when you are done. Lost a phone? Log out everywhere.",
  logOut: "Log Out",
  everywhereTitle: "Ends your sessions on every phone and computer",
  logOutEverywhere: "Log Out Everywhere",
  delete: "Delete account",
  deleteIntro: "Removes your personal details from the shop. Orders you placed are kept, without them, for tax records.",
});

// Drawn here, not in the shared icons, which the header loads on every page.
const StarIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <path d="m12 3 2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z" />
  </Icon>
);

const LINKS: Array<{ to: string; title: Message; text: Message; Icon: typeof BoxIcon }> = [
  { to: "/orders", title: text.ordersTitle, text: text.ordersText, Icon: BoxIcon },
  { to: "/kit-orders", title: text.kitOrdersTitle, text: text.kitOrdersText, Icon: TagIcon },
  { to: "/reviews", title: text.reviewsTitle, text: text.reviewsText, Icon: StarIcon },
];

/** The account page: orders, details, password, saved addresses, mail preferences, logging out and deleting the account. */
export function ProfileView() {
  const { logout } = useSession();
  const account = useAccount();
  const t = useT();

  return (
    <div className="space-y-6">
      <section aria-label={t(text.links)} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {LINKS.map(({ to, title, text: about, Icon }) => (
          <Link
            key={to}
            to={to}
            className="group flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-200 hover:shadow"
          >
            <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
              <Icon width={24} height={24} />
            </span>
            <span>
              <span className="block font-semibold text-slate-900 group-hover:text-brand-700">{t(title)}</span>
              <span className="block text-sm text-slate-600">{t(about)}</span>
            </span>
          </Link>
        ))}
      </section>

      <Panel id="details" title={t(text.details)}>
        {account.isPending ? (
          <Skeleton className="h-32 rounded-lg" />
        ) : account.isError ? (
          <LoadError title={t(text.detailsFailed)} message={account.error.message} onRetry={() => account.refetch()} />
        ) : (
          <DetailsForm account={account.data} />
        )}
      </Panel>

      <Panel id="addresses" title={t(text.addresses)} intro={t(text.addressesIntro)}>
        <AddressBook />
      </Panel>

      <Panel id="password" title={t(text.password)}>
        <PasswordForm />
      </Panel>

      <Panel id="mail" title={t(text.mail)}>
        {account.isSuccess ? (
          <div className="space-y-6">
            <MailPreferences account={account.data} />
            <LanguagePreference account={account.data} />
          </div>
        ) : account.isError ? (
          <p className="text-sm text-slate-600">{t(text.mailLater)}</p>
        ) : (
          <Skeleton className="h-16 rounded-lg" />
        )}
      </Panel>

      <Panel id="sessions" title={t(text.sessions)} intro={t(text.sessionsIntro)}>
        <div className="flex flex-wrap gap-3">
          <Button variant="danger" onClick={() => void logout()} className="shadow-sm">
            {t(text.logOut)}
          </Button>
          <Button variant="secondary" onClick={() => void logout({ everywhere: true })} title={t(text.everywhereTitle)}>
            {t(text.logOutEverywhere)}
          </Button>
        </div>
      </Panel>

      <Panel id="delete" title={t(text.delete)} intro={t(text.deleteIntro)}>
        <DeleteAccount />
      </Panel>
    </div>
  );
}
