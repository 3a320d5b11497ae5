import { Link } from "~/src/web/lib/localized-router";
import { DELIVERY_FEE_LABEL, ESTIMATED_DELIVERY_DAYS } from "~/src/core/constants";
import { rupees } from "~/src/web/lib/format";
import { Prose } from "./prose";
import type { PublicShop } from "~/src/core/shapes/shop";

/** Answers to what customers ask us most: reaching us, orders, returns, warranty. */
export function SupportContent({ shop }: { shop: PublicShop }) {
  return (
    <Prose>
      <h2 id="reach-us">How to reach us</h2>
      <ul>
        <li>
          <strong>Phone:</strong> {shop.phone}
        </li>
        <li>
          <strong>Email:</strong> {shop.email}. Please mention your order number if you have one.
        </li>
        <li>
          <strong>Enquiry form:</strong> for quotes, school orders and workshops, use the <Link to="/enquiry">enquiry form</Link>.
        </li>
        <li>
          <strong>Schools:</strong> paste your lab&apos;s parts list on the <Link to="/quote">quotations page</Link> for a GST quotation your school
          can approve, then pay by bank transfer or UPI against your purchase order.
        </li>
        <li>
          <strong>In person:</strong> the store address is on the <Link to="/contact">contact page</Link>.
        </li>
      </ul>
      <p>Support is open around the clock: messages are answered in the order they arrive, urgent order problems first.</p>

      <h2 id="orders">Help with orders</h2>
      <h3>Where is my order?</h3>
      <p>
        Log in and open <Link to="/orders">My Orders</Link> for components or <Link to="/kit-orders">My Kit Orders</Link> for custom kits. Each order
        shows its status: <em>pending</em> (received), <em>packing</em> or <em>processing</em>, <em>shipped</em>, <em>delivered</em> or{" "}
        <em>cancelled</em>. Most orders arrive about {ESTIMATED_DELIVERY_DAYS} days after they are placed.
      </p>
      <h3>How do I pay?</h3>
      <p>
        We accept cash on delivery: pay the courier when the parcel arrives. Component orders include {DELIVERY_FEE_LABEL.toLowerCase()} of{" "}
        {rupees(shop.deliveryFee)}, shown before you order.
      </p>
      <h3>Can I change or cancel an order?</h3>
      <p>Yes, until it ships. Call or write to us with the order number as soon as possible and we will update it.</p>
      <h3>Something is missing or arrived damaged</h3>
      <p>Tell us within 48 hours of delivery with a photo of the parcel and the part. We send the missing or damaged item again at no cost.</p>

      <h2 id="returns">Returns within 7 days</h2>
      <p>
        Changed your mind, or ordered the wrong part? You can return it within <strong>7 days of delivery</strong>. The part should be unused, in its
        original packing, with all accessories. Write to us with your order number and we will explain how to send it back. Once we receive and check
        it, we refund the price of the part.
      </p>
      <p>Parts that were soldered, cut or otherwise modified cannot be returned, unless they were faulty on arrival.</p>

      <h2 id="warranty">18-month warranty</h2>
      <p>
        Every part is covered by our <strong>18-month warranty</strong> against manufacturing defects, counted from the delivery date. If a part stops
        working in normal use, contact us with the order number and a short description or video of the problem. We repair or replace it, or refund it
        if a replacement is no longer available.
      </p>
      <p>
        The warranty does not cover damage from wrong wiring, reversed polarity, over-voltage, water or physical damage. Not sure whether your case is
        covered? Ask us anyway: we would rather help you find the fault.
      </p>
    </Prose>
  );
}
