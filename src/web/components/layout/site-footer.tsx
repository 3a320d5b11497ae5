import { Link } from "react-router";
import { useShopSettings } from "~/src/web/shop/settings";
import { MailIcon, PhoneIcon } from "~/src/web/components/icons";
import { FOOTER_HELP_LINKS, FOOTER_SHOP_LINKS, type NavLink } from "./nav-links";

function LinkBlock({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{title}</h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className="text-sm text-slate-300 hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Footer blocks (§2): about, shop links, help links, contact, and the picture credit. */
export function SiteFooter() {
  const { shop } = useShopSettings();
  const name = shop?.displayName ?? "Tinkerwala";
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          <p className="text-lg font-extrabold tracking-tight text-white">{name}</p>
          <p className="mt-3 text-sm leading-6">
            Electronic components, robotics parts and IoT kits for Atal Tinkering Labs, school clubs and hobbyists across India. Tested parts, honest
            prices, cash on delivery.
          </p>
        </div>
        <LinkBlock title="Shop" links={FOOTER_SHOP_LINKS} />
        <LinkBlock title="Help" links={FOOTER_HELP_LINKS} />
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Contact</h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            {shop && (
              <>
                <li className="flex items-center gap-2">
                  <PhoneIcon width={16} height={16} className="text-slate-400" />
                  <a href={`tel:${shop.phone.replace(/[^+0-9]/g, "")}`} className="hover:text-white hover:underline">
                    <span className="sr-only">Phone: </span>
                    {shop.phone}
                  </a>
                </li>
                <li className="flex items-center gap-2">
                  <MailIcon width={16} height={16} className="text-slate-400" />
                  <a href={`mailto:${shop.email}`} className="hover:text-white hover:underline">
                    <span className="sr-only">Email: </span>
                    {shop.email}
                  </a>
                </li>
              </>
            )}
            <li>
              <Link to="/contact" className="text-slate-300 hover:text-white hover:underline">
                Store address and hours
              </Link>
            </li>
          </ul>
          <p className="mt-4 text-xs text-slate-400">Cash on delivery · 7-day returns · GST invoice with every order</p>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-xs text-slate-400 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {new Date().getFullYear()} {shop?.legalName ?? name}. Prices in Indian rupees, inclusive of GST.
            {shop?.gstin ? ` GSTIN ${shop.gstin}.` : ""}
          </p>
          <p>
            <a
              href="https://creativecommons.org/licenses/by-sa/3.0/"
              rel="license noopener"
              target="_blank"
              className="hover:text-white hover:underline"
            >
              Component pictures created with Fritzing, CC BY-SA 3.0
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
