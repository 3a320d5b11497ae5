import { Link } from "react-router";
import { BoxIcon, TagIcon } from "../../components/icons";
import { AddressSummary, useSavedAddresses } from "../../components/saved-address-picker";
import { Button } from "../../components/ui/button";
import { EmptyNote } from "../../components/ui/empty-state";
import { SkeletonStack } from "../../components/ui/skeleton";
import { useSession } from "../../shop/session";

const LINKS = [
  { to: "/orders", title: "Orders", text: "Component orders, invoices and buying again.", Icon: BoxIcon },
  { to: "/kit-orders", title: "Kit Orders", text: "Your custom kits and their progress.", Icon: TagIcon },
];

/** 'My Profile': shortcuts to the user's orders, the saved addresses and logging out. */
export function ProfileView() {
  const { logout } = useSession();
  const addresses = useSavedAddresses();

  return (
    <div className="space-y-8">
      <section aria-label="Your orders" className="grid gap-4 sm:grid-cols-2">
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

      <section aria-labelledby="addresses-title">
        <h2 id="addresses-title" className="mb-4 text-lg font-bold text-slate-900">
          Saved addresses
        </h2>
        {addresses.isPending ? (
          <SkeletonStack label="Loading saved addresses" count={2} itemClassName="h-36 rounded-xl" className="grid gap-4 sm:grid-cols-2" />
        ) : addresses.isError ? (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
            <p>Could not load your saved addresses: {addresses.error.message}</p>
            <button type="button" onClick={() => addresses.refetch()} className="mt-2 font-semibold underline underline-offset-2">
              Try again
            </button>
          </div>
        ) : addresses.data.length === 0 ? (
          <EmptyNote size="sm">No saved addresses yet. Tick “Save this address” at checkout to keep one here for next time.</EmptyNote>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {addresses.data.map((address) => (
              <li key={address._id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <AddressSummary address={address} />
                <p className="mt-2 truncate text-sm text-slate-500">{address.email}</p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <p className="text-sm text-slate-600">Using a shared computer? Log out when you are done.</p>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => void logout({ everywhere: true })} title="Ends your sessions on every phone and computer">
            Log Out Everywhere
          </Button>
          <Button variant="danger" onClick={() => void logout()} className="shadow-sm">
            Log Out
          </Button>
        </div>
      </section>
    </div>
  );
}
