import { Link } from "~/src/web/lib/localized-router";
import { SESSION_DAYS } from "~/src/core/constants";
import { Prose } from "./prose";
import type { PublicShop } from "~/src/core/shapes/shop";

/** The shop's privacy policy in plain words. Keep it true to what the code does. */
export function PrivacyContent({ shop }: { shop: PublicShop }) {
  return (
    <Prose>
      <p>
        This policy explains what {shop.legalName} keeps about you, why, and what you can ask us to do with it. The short version: we keep only what
        we need to deliver your orders, we do not sell it, and we do not track you for advertising.
      </p>

      <h2>What we store on our servers</h2>
      <ul>
        <li>
          <strong>Your account:</strong> your name, your email address and your password. The password is stored only as a one-way hash, so nobody,
          including us, can read it.
        </li>
        <li>
          <strong>Delivery addresses:</strong> the name, email, street, city, state, PIN, country and phone number you enter at checkout, and any
          addresses you choose to save for next time.
        </li>
        <li>
          <strong>Orders and kit orders:</strong> what you ordered, the prices and amounts, the payment method (cash on delivery), the delivery
          address and the order status.
        </li>
        <li>
          <strong>Your cart:</strong> the products and quantities in it, so it is still there when you come back.
        </li>
        <li>
          <strong>Server logs:</strong> like every website, our servers record requests (the page asked for, the time and the network address) to keep
          the shop secure and to fix problems. Your login token is removed from these logs.
        </li>
      </ul>

      <h2>What is stored in your browser</h2>
      <p>We do not use cookies. The shop keeps a few things in your browser&apos;s local storage, on your device only:</p>
      <ul>
        <li>
          <strong>Your login token</strong> (<code>token</code>): a random key that keeps you logged in for up to {SESSION_DAYS} days. We store only a
          hash of it. Logging out deletes it from your browser and ends the session on our side.
        </li>
        <li>
          <strong>Recently viewed products</strong> (<code>recentProducts</code>): up to ten product ids, to show them on the home page.
        </li>
        <li>
          <strong>Your kit selection</strong> (<code>selectedKitProducts</code>): the parts you picked in the kit builder, so a reload does not lose
          them.
        </li>
      </ul>
      <p>You can remove all of this at any time by logging out and clearing the site data in your browser settings.</p>

      <h2>What we do not do</h2>
      <ul>
        <li>No third-party trackers, analytics or advertising scripts run on this shop.</li>
        <li>We do not sell or rent your data, and we do not send you marketing you did not ask for.</li>
        <li>The enquiry form and the workshop booking form do not send your details anywhere yet; if that changes, this page will say so first.</li>
      </ul>
      <p>
        One exception to be aware of: the workshop page shows a video from YouTube in privacy-enhanced mode (youtube-nocookie.com). Your browser loads
        it from YouTube when you view that page, under YouTube&apos;s own privacy policy.
      </p>

      <h2>Who sees your data</h2>
      <p>
        Our team, to pack and support your orders, and the courier, who receives the delivery name, address and phone number needed to bring the
        parcel. We keep order records for as long as tax and accounting law requires.
      </p>

      <h2>Your choices</h2>
      <p>
        You can ask us for a copy of your data, to correct it, or to delete your account and saved addresses. Write to {shop.email} from the email
        address on your account. For anything else, see the <Link to="/contact">contact page</Link>.
      </p>
    </Prose>
  );
}
