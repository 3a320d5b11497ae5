import { Link } from "react-router";
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

// Drawn here, not in the shared icons, which the header loads on every page.
const StarIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <path d="m12 3 2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z" />
  </Icon>
);

const LINKS = [
  { to: "/orders", title: "Orders", text: "Component orders, invoices and buying again.", Icon: BoxIcon },
  { to: "/kit-orders", title: "Kit Orders", text: "Your custom kits and their progress.", Icon: TagIcon },
  { to: "/reviews", title: "My reviews", text: "Reviews you wrote, their status, editing and deleting.", Icon: StarIcon },
];

/** The account page: orders, details, password, saved addresses, mail preferences, logging out and deleting the account. */
export function ProfileView() {
  const { logout } = useSession();
  const account = useAccount();

  return (
    <div className="space-y-6">
      <section aria-label="Your orders and reviews" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {LINKS.map(({ to, title, text, Icon }) => (
          <Link
            key={to}
            to={to}
            className="group flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-200 hover:shadow"
          >
            <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
              <Icon width={24} height={24} />
            </span>
            <span>
              <span className="block font-semibold text-slate-900 group-hover:text-brand-700">{title}</span>
              <span className="block text-sm text-slate-600">{text}</span>
            </span>
          </Link>
        ))}
      </section>

      <Panel id="details" title="Your details">
        {account.isPending ? (
          <Skeleton className="h-32 rounded-lg" />
        ) : account.isError ? (
          <LoadError title="We could not load your details." message={account.error.message} onRetry={() => account.refetch()} />
        ) : (
          <DetailsForm account={account.data} />
        )}
      </Panel>

      <Panel id="addresses" title="Saved addresses" intro="Checkout offers your default address first.">
        <AddressBook />
      </Panel>

      <Panel id="password" title="Change password">
        <PasswordForm />
      </Panel>

      <Panel id="mail" title="E-mails from us">
        {account.isSuccess ? (
          <MailPreferences account={account.data} />
        ) : account.isError ? (
          <p className="text-sm text-slate-600">Your mail preferences show once your details load.</p>
        ) : (
          <Skeleton className="h-16 rounded-lg" />
        )}
      </Panel>

      <Panel id="sessions" title="Log out" intro="Using a shared computer? Log out when you are done. Lost a phone? Log out everywhere.">
        <div className="flex flex-wrap gap-3">
          <Button variant="danger" onClick={() => void logout()} className="shadow-sm">
            Log Out
          </Button>
          <Button variant="secondary" onClick={() => void logout({ everywhere: true })} title="Ends your sessions on every phone and computer">
            Log Out Everywhere
          </Button>
        </div>
      </Panel>

      <Panel
        id="delete"
        title="Delete account"
        intro="Removes your personal details from the shop. Orders you placed are kept, without them, for tax records."
      >
        <DeleteAccount />
      </Panel>
    </div>
  );
}
