import { Link } from "~/src/web/lib/localized-router";
import { useShopSettings } from "~/src/web/shop/settings";
import { MailIcon, PhoneIcon } from "~/src/web/components/icons";
import { defineMessages, type Message } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";
import { LanguageSwitch } from "./language-switch";
import { FOOTER_HELP_LINKS, FOOTER_SHOP_LINKS, type NavLink } from "./nav-links";

const text = defineMessages("footer", {
  about:
    "Electronic components, robotics parts and IoT kits for Atal Tinkering Labs, school clubs and hobbyists across India. Tested parts, honest prices, cash on delivery.",
  shop: "Shop",
  help: "Help",
  contact: "Contact",
  phone: "Phone: ",
  email: "Email: ",
  storeAddress: "Store address and hours",
  promises: "Cash on delivery · 7-day returns · GST invoice with every order",
  copyright: "© {year} {name}. Prices in Indian rupees, inclusive of GST.",
  gstin: " GSTIN {gstin}.",
  pictureCredit: "Component pictures created with Fritzing, CC BY-SA 3.0",
});

function LinkBlock({ title, links }: { title: Message; links: NavLink[] }) {
  const t = useT();
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{t(title)}</h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((link) => (
          <li key={link.label.id}>
            <Link to={link.to} className="text-sm text-slate-300 hover:text-white hover:underline">
              {t(link.label)}
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
  const t = useT();
  const name = shop?.displayName ?? "Tinkerwala";
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          <p className="text-lg font-extrabold tracking-tight text-white">{name}</p>
          <p className="mt-3 text-sm leading-6">{t(text.about)}</p>
        </div>
        <LinkBlock title={text.shop} links={FOOTER_SHOP_LINKS} />
        <LinkBlock title={text.help} links={FOOTER_HELP_LINKS} />
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{t(text.contact)}</h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            {shop && (
              <>
                <li className="flex items-center gap-2">
                  <PhoneIcon width={16} height={16} className="text-slate-400" />
                  <a href={`tel:${shop.phone.replace(/[^+0-9]/g, "")}`} className="hover:text-white hover:underline">
                    <span className="sr-only">{t(text.phone)}</span>
                    {shop.phone}
                  </a>
                </li>
                <li className="flex items-center gap-2">
                  <MailIcon width={16} height={16} className="text-slate-400" />
                  <a href={`mailto:${shop.email}`} className="hover:text-white hover:underline">
                    <span className="sr-only">{t(text.email)}</span>
                    {shop.email}
                  </a>
                </li>
              </>
            )}
            <li>
              <Link to="/contact" className="text-slate-300 hover:text-white hover:underline">
                {t(text.storeAddress)}
              </Link>
            </li>
          </ul>
          <p className="mt-4 text-xs text-slate-400">{t(text.promises)}</p>
          <LanguageSwitch className="mt-4 inline-block text-sm font-semibold text-white underline-offset-2 hover:underline" />
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-xs text-slate-400 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            {t(text.copyright, { year: String(new Date().getFullYear()), name: shop?.legalName ?? name })}
            {shop?.gstin ? t(text.gstin, { gstin: shop.gstin }) : ""}
          </p>
          <p>
            <a
              href="https://creativecommons.org/licenses/by-sa/3.0/"
              rel="license noopener"
              target="_blank"
              className="hover:text-white hover:underline"
            >
              {t(text.pictureCredit)}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
