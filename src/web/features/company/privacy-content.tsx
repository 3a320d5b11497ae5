import { Link } from "~/src/web/lib/localized-router";
import { SESSION_DAYS } from "~/src/core/constants";
import { LANGUAGE_COOKIE } from "~/src/core/language";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";
import { Prose } from "./prose";
import { RichText } from "./rich-text";
import type { PublicShop } from "~/src/core/shapes/shop";

const text = defineMessages("company.privacy", {
  intro:
    "This policy explains what {legalName} keeps about you, why, and what you can ask us to do with it. The short version: we keep only what we need to deliver your orders, we do not sell it, and we do not track you for advertising.",
  serversHeading: "What we store on our servers",
  accountLabel: "Your account:",
  account: "your name, your email address and your password. The password is stored only as a one-way hash, so nobody, including us, can read it.",
  addressesLabel: "Delivery addresses:",
  addresses:
    "the name, email, street, city, state, PIN, country and phone number you enter at checkout, and any addresses you choose to save for next time.",
  ordersLabel: "Orders and kit orders:",
  orders: "what you ordered, the prices and amounts, the payment method (cash on delivery), the delivery address and the order status.",
  cartLabel: "Your cart:",
  cart: "the products and quantities in it, so it is still there when you come back.",
  logsLabel: "Server logs:",
  logs: "like every website, our servers record requests (the page asked for, the time and the network address) to keep the shop secure and to fix problems. Your login token is removed from these logs.",
  browserHeading: "What is stored in your browser",
  browserIntro:
    "We use two cookies and no others. <code>{languageCookie}</code> is set only when you choose a language: it remembers whether you chose English or Hindi, and nothing else. <code>{deviceCookie}</code> is set when you log in: a random key that marks this browser as one you have logged in from, so you can still log in while someone else is trying wrong passwords on your account. The shop also keeps a few things in your browser's local storage, on your device only:",
  tokenLabel: "Your login token",
  token:
    "a random key that keeps you logged in for up to {days} days. We store only a hash of it. Logging out deletes it from your browser and ends the session on our side.",
  recentLabel: "Recently viewed products",
  recent: "up to ten product ids, to show them on the home page.",
  kitLabel: "Your kit selection",
  kit: "the parts you picked in the kit builder, so a reload does not lose them.",
  clearing: "You can remove all of this at any time by logging out and clearing the site data in your browser settings.",
  notDoHeading: "What we do not do",
  noTrackers: "No third-party trackers, analytics or advertising scripts run on this shop.",
  noSelling: "We do not sell or rent your data, and we do not send you marketing you did not ask for.",
  noForwarding: "The enquiry form and the workshop booking form do not send your details anywhere yet; if that changes, this page will say so first.",
  youtube:
    "One exception to be aware of: the workshop page shows a video from YouTube in privacy-enhanced mode (youtube-nocookie.com). Your browser loads it from YouTube when you view that page, under YouTube's own privacy policy.",
  whoHeading: "Who sees your data",
  who: "Our team, to pack and support your orders, and the courier, who receives the delivery name, address and phone number needed to bring the parcel. We keep order records for as long as tax and accounting law requires.",
  choicesHeading: "Your choices",
  choices:
    "You can ask us for a copy of your data, to correct it, or to delete your account and saved addresses. Write to {email} from the email address on your account. For anything else, see the <link>contact page</link>.",
});

/** The cookie the server sets at login so failed sign-ins by others do not slow this browser down (src/server/modules/users/users.routes.ts). */
const DEVICE_COOKIE = "tw_device";

/** A stored item: its label in bold, then what it holds. */
function Item({ label, children }: { label: string; children: string }) {
  return (
    <li>
      <strong>{label}</strong> {children}
    </li>
  );
}

/** A browser storage key: its label in bold, the key's own name, then what it holds. */
function StorageItem({ label, storageKey, children }: { label: string; storageKey: string; children: string }) {
  return (
    <li>
      <strong>{label}</strong> (<code>{storageKey}</code>): {children}
    </li>
  );
}

/** The shop's privacy policy in plain words. Keep it true to what the code does. */
export function PrivacyContent({ shop }: { shop: PublicShop }) {
  const t = useT();
  return (
    <Prose>
      <p>{t(text.intro, { legalName: shop.legalName })}</p>

      <h2>{t(text.serversHeading)}</h2>
      <ul>
        <Item label={t(text.accountLabel)}>{t(text.account)}</Item>
        <Item label={t(text.addressesLabel)}>{t(text.addresses)}</Item>
        <Item label={t(text.ordersLabel)}>{t(text.orders)}</Item>
        <Item label={t(text.cartLabel)}>{t(text.cart)}</Item>
        <Item label={t(text.logsLabel)}>{t(text.logs)}</Item>
      </ul>

      <h2>{t(text.browserHeading)}</h2>
      <p>
        <RichText text={t(text.browserIntro, { languageCookie: LANGUAGE_COOKIE, deviceCookie: DEVICE_COOKIE })} />
      </p>
      <ul>
        <StorageItem label={t(text.tokenLabel)} storageKey="token">
          {t(text.token, { days: SESSION_DAYS })}
        </StorageItem>
        <StorageItem label={t(text.recentLabel)} storageKey="recentProducts">
          {t(text.recent)}
        </StorageItem>
        <StorageItem label={t(text.kitLabel)} storageKey="selectedKitProducts">
          {t(text.kit)}
        </StorageItem>
      </ul>
      <p>{t(text.clearing)}</p>

      <h2>{t(text.notDoHeading)}</h2>
      <ul>
        <li>{t(text.noTrackers)}</li>
        <li>{t(text.noSelling)}</li>
        <li>{t(text.noForwarding)}</li>
      </ul>
      <p>
        <RichText text={t(text.youtube)} />
      </p>

      <h2>{t(text.whoHeading)}</h2>
      <p>{t(text.who)}</p>

      <h2>{t(text.choicesHeading)}</h2>
      <p>
        <RichText text={t(text.choices, { email: shop.email })} tags={{ link: (chunk) => <Link to="/contact">{chunk}</Link> }} />
      </p>
    </Prose>
  );
}
