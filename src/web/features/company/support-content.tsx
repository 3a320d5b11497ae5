import { Link } from "~/src/web/lib/localized-router";
import { ESTIMATED_DELIVERY_DAYS } from "~/src/core/constants";
import { defineMessages } from "~/src/core/i18n";
import { rupees } from "~/src/web/lib/format";
import { useT } from "~/src/web/lib/i18n";
import { Prose } from "./prose";
import { RichText, type TagRenderers } from "./rich-text";
import type { PublicShop } from "~/src/core/shapes/shop";

export const supportSections = defineMessages("company.support.section", {
  reachUs: "How to reach us",
  orders: "Help with orders",
  returns: "Returns within 7 days",
  warranty: "18-month warranty",
});

const text = defineMessages("company.support", {
  phoneLabel: "Phone:",
  emailLabel: "Email:",
  email: "{email}. Please mention your order number if you have one.",
  enquiryLabel: "Enquiry form:",
  enquiry: "for quotes, school orders and workshops, use the <link>enquiry form</link>.",
  schoolsLabel: "Schools:",
  schools:
    "paste your lab's parts list on the <link>quotations page</link> for a GST quotation your school can approve, then pay by bank transfer or UPI against your purchase order.",
  inPersonLabel: "In person:",
  inPerson: "the store address is on the <link>contact page</link>.",
  hours: "Support is open around the clock: messages are answered in the order they arrive, urgent order problems first.",
  whereQuestion: "Where is my order?",
  where:
    "Log in and open <orders>My Orders</orders> for components or <kitOrders>My Kit Orders</kitOrders> for custom kits. Each order shows its status: <em>pending</em> (received), <em>packing</em> or <em>processing</em>, <em>shipped</em>, <em>delivered</em> or <em>cancelled</em>. Most orders arrive about {days} days after they are placed.",
  payQuestion: "How do I pay?",
  pay: "We accept cash on delivery: pay the courier when the parcel arrives. Component orders include packaging and utility charges of {fee}, shown before you order.",
  changeQuestion: "Can I change or cancel an order?",
  change: "Yes, until it ships. Call or write to us with the order number as soon as possible and we will update it.",
  damagedQuestion: "Something is missing or arrived damaged",
  damaged: "Tell us within 48 hours of delivery with a photo of the parcel and the part. We send the missing or damaged item again at no cost.",
  returns:
    "Changed your mind, or ordered the wrong part? You can return it within <strong>7 days of delivery</strong>. The part should be unused, in its original packing, with all accessories. Write to us with your order number and we will explain how to send it back. Once we receive and check it, we refund the price of the part.",
  returnsModified: "Parts that were soldered, cut or otherwise modified cannot be returned, unless they were faulty on arrival.",
  warranty:
    "Every part is covered by our <strong>18-month warranty</strong> against manufacturing defects, counted from the delivery date. If a part stops working in normal use, contact us with the order number and a short description or video of the problem. We repair or replace it, or refund it if a replacement is no longer available.",
  warrantyLimits:
    "The warranty does not cover damage from wrong wiring, reversed polarity, over-voltage, water or physical damage. Not sure whether your case is covered? Ask us anyway: we would rather help you find the fault.",
});

const LINKS = {
  enquiry: { link: (chunk: string) => <Link to="/enquiry">{chunk}</Link> },
  quote: { link: (chunk: string) => <Link to="/quote">{chunk}</Link> },
  contact: { link: (chunk: string) => <Link to="/contact">{chunk}</Link> },
  orders: {
    orders: (chunk: string) => <Link to="/orders">{chunk}</Link>,
    kitOrders: (chunk: string) => <Link to="/kit-orders">{chunk}</Link>,
  },
} satisfies Record<string, TagRenderers>;

/** Answers to what customers ask us most: reaching us, orders, returns, warranty. */
export function SupportContent({ shop }: { shop: PublicShop }) {
  const t = useT();
  return (
    <Prose>
      <h2 id="reach-us">{t(supportSections.reachUs)}</h2>
      <ul>
        <li>
          <strong>{t(text.phoneLabel)}</strong> {shop.phone}
        </li>
        <li>
          <strong>{t(text.emailLabel)}</strong> {t(text.email, { email: shop.email })}
        </li>
        <li>
          <strong>{t(text.enquiryLabel)}</strong> <RichText text={t(text.enquiry)} tags={LINKS.enquiry} />
        </li>
        <li>
          <strong>{t(text.schoolsLabel)}</strong> <RichText text={t(text.schools)} tags={LINKS.quote} />
        </li>
        <li>
          <strong>{t(text.inPersonLabel)}</strong> <RichText text={t(text.inPerson)} tags={LINKS.contact} />
        </li>
      </ul>
      <p>{t(text.hours)}</p>

      <h2 id="orders">{t(supportSections.orders)}</h2>
      <h3>{t(text.whereQuestion)}</h3>
      <p>
        <RichText text={t(text.where, { days: ESTIMATED_DELIVERY_DAYS })} tags={LINKS.orders} />
      </p>
      <h3>{t(text.payQuestion)}</h3>
      <p>{t(text.pay, { fee: rupees(shop.deliveryFee) })}</p>
      <h3>{t(text.changeQuestion)}</h3>
      <p>{t(text.change)}</p>
      <h3>{t(text.damagedQuestion)}</h3>
      <p>{t(text.damaged)}</p>

      <h2 id="returns">{t(supportSections.returns)}</h2>
      <p>
        <RichText text={t(text.returns)} />
      </p>
      <p>{t(text.returnsModified)}</p>

      <h2 id="warranty">{t(supportSections.warranty)}</h2>
      <p>
        <RichText text={t(text.warranty)} />
      </p>
      <p>{t(text.warrantyLimits)}</p>
    </Prose>
  );
}
