import fc from "fast-check";
import { KIT_ORDER_STATUSES, ORDER_STATUSES } from "~/src/core/constants";
import { ADDRESS_FIELDS } from "~/src/core/shapes/address";
import { cartTotals, kitTotals } from "~/src/core/pricing";
import { RETURN_REASONS, RETURN_STATUSES } from "~/src/core/returns";
import { REVIEW_REASONS } from "~/src/core/reviews";
import { POST_STATUSES, ROLES } from "~/src/core/staff";
import { DEMO_SHOP_DETAILS } from "~/src/server/db/seed/seed";
import type { FuzzWorld } from "./fuzz-world";
import { validAddress } from "./test-app";

/**
 * What a real client would put in a field of a given name — a product that exists, an e-mail with an
 * account, a password strong enough, a PIN code — and whole bodies for the calls whose success needs
 * the server's own arithmetic (orders, kits). Without them nearly every fuzzed request would stop at
 * "not found" or "wrong total" and the code behind it would never run.
 */

/** One of the world's current values for these keys, chosen when the request is made (pools grow as calls create things). */
export function fromPool(world: FuzzWorld, keys: string[], fallback = "none"): fc.Arbitrary<string> {
  return fc.nat().map((index) => {
    const pool = world.pools.values(...keys);
    return pool.length ? pool[index % pool.length] : fallback;
  });
}

const word = fc.stringMatching(/^[A-Z][a-z]{2,9}$/);
const words = fc.array(word, { minLength: 1, maxLength: 4 }).map((parts) => parts.join(" "));
const strongPassword = fc
  .tuple(word, fc.integer({ min: 100, max: 99_999 }), fc.constantFrom("!", "#", "-", "_"))
  .map(([a, n, s]) => `${a}${s}${n}${s}Zq`);

function hintsFor(world: FuzzWorld): Record<string, fc.Arbitrary<unknown>> {
  const productId = fc.nat().map((index) => {
    const ids = world.productIds();
    return ids.length ? ids[index % ids.length] : "none";
  });
  const accounts = Object.values(world.accounts);
  return {
    _id: fc.oneof(productId, fromPool(world, ["_id"])),
    itemId: productId,
    id: fromPool(world, ["id", "_id"]),
    userId: fromPool(world, ["userId", "id"]),
    email: fc.oneof(fc.emailAddress(), fromPool(world, ["email"]), fc.constantFrom(...accounts.map((account) => account.email))),
    password: fc.oneof(strongPassword, fc.constantFrom(...accounts.map((account) => account.password))),
    token: fromPool(world, ["token"]),
    name: words,
    firstName: word,
    lastName: word,
    street: words.map((text) => `12 ${text} Road`),
    city: word,
    state: fc.constantFrom("Maharashtra", "Karnataka", "Tamil Nadu", "Delhi"),
    country: fc.constantFrom("India", "india", "IN"),
    zipcode: fc.stringMatching(/^[1-9][0-9]{5}$/),
    phone: fc.stringMatching(/^[6-9][0-9]{9}$/),
    message: words,
    school: words,
    contact: fc.oneof(fc.emailAddress(), fc.stringMatching(/^[6-9][0-9]{9}$/)),
    students: fc.integer({ min: 1, max: 200 }),
    quantity: fc.integer({ min: 1, max: 5 }),
    role: fc.constantFrom(...ROLES),
    status: fc.constantFrom(...ORDER_STATUSES, ...KIT_ORDER_STATUSES, ...POST_STATUSES, "new", "answered"),
    date: fc.date({ min: new Date("2020-01-01"), max: new Date("2030-12-31"), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
    from: fc.constantFrom("2020-01-01", "2024-02-29", new Date().toISOString().slice(0, 10)),
    to: fc.constantFrom("2030-12-31", "2024-02-29", new Date().toISOString().slice(0, 10)),
    version: fc.integer({ min: 1, max: 5 }),
    change: fc.integer({ min: -5, max: 20 }),
    file: fromPool(world, ["file"]),
    image: fc.oneof(fromPool(world, ["image"], "resistor.svg"), fc.constant("resistor.svg")),
    category: fc.constantFrom("Sensors", "Microcontrollers", "Motors", "News"),
    paymentMethod: fc.constantFrom("COD", "cod", "razorpay", ""),
    courier: fc.constantFrom("Blue Dart", "India Post", "DTDC"),
    trackingNumber: fc.stringMatching(/^[A-Z]{2}[0-9]{9}IN$/),
  };
}

export function fieldHints(world: FuzzWorld): (name: string) => fc.Arbitrary<unknown> | undefined {
  const hints = hintsFor(world);
  return (name) => {
    if (!name.includes("|")) return hints[name];
    // "resource|param": a path parameter; values seen in that collection's answers first (an order id for an order call).
    const [resource, parameter] = name.split("|");
    return fc.tuple(fc.nat(), hints[parameter] ?? fc.constant("none")).map(([index, general]) => {
      const specific = world.pools.values(`${resource}|${parameter}`, `${resource}|_${parameter}`);
      return specific.length ? specific[index % specific.length] : general;
    });
  };
}

const REAL_PLACES = [
  { state: "Maharashtra", zipcode: "411001" },
  { state: "Karnataka", zipcode: "560001" },
  { state: "Tamil Nadu", zipcode: "600004" },
  { state: "Delhi", zipcode: "110001" },
];

const addressChoice = (world: FuzzWorld) =>
  fc.oneof(
    fc.constant<unknown>(validAddress),
    fromPool(world, ["/api/user|_id"]).map((id) => ({ _id: id })),
    fromPool(world, ["/api/user|_id", "_id"]),
    fc.record({ pincode: fc.constant("411001") }).map((extra) => ({ ...validAddress, ...extra })),
  );

/**
 * Whole bodies for calls that succeed only when every field is right at once: order and kit-order bodies
 * with the right totals for the world's current prices and delivery fee, a full address, shop settings.
 */
export function bodyTemplates(world: FuzzWorld): Record<string, fc.Arbitrary<unknown>> {
  const picks = (min: number, max: number) => fc.uniqueArray(fc.nat(), { minLength: min, maxLength: max });
  const pickProducts = (indexes: number[]) => {
    const chosen = new Map(indexes.map((index) => [world.products[index % world.products.length], true]));
    return [...chosen.keys()];
  };
  const accounts = Object.values(world.accounts);
  const hints = hintsFor(world);
  // An address is refused unless its PIN is one the directory knows and lies in its state (issue 24): most
  // generated addresses take a real pair, so the fuzz reaches what comes after the address check.
  const address = fc
    .tuple(
      fc.record(Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, hints[field]]))),
      fc.option(fc.constantFrom(...REAL_PLACES), { freq: 5 }),
    )
    .map(([fields, place]) => (place ? { ...fields, ...place } : fields));
  const statusChange = fc.record(
    { status: hints.status, courier: hints.courier, trackingNumber: hints.trackingNumber, version: hints.version },
    { requiredKeys: ["status"] },
  );
  const returnRequest = fc.record(
    {
      lines: fc.array(fc.record({ productId: hints.itemId, quantity: fc.integer({ min: 1, max: 3 }) }), { minLength: 1, maxLength: 3 }),
      reason: fc.constantFrom(...RETURN_REASONS),
      note: words,
      refund: fc.constantFrom({ upi: "asha.verma@okaxis" }, { bank: { holder: "Asha Verma", account: "123456789012", ifsc: "SBIN0001234" } }),
    },
    { requiredKeys: ["lines", "reason", "refund"] },
  );
  const rto = fc.oneof(fc.record({ reason: fc.constantFrom("Refused at the door", "Address not found") }), fc.constant({ received: true }));
  return {
    "POST /api/user/address": fc.oneof(
      address,
      address.map((fields) => ({ address: fields })),
    ),
    "PUT /api/admin/settings": fc
      .record({ deliveryFee: fc.constantFrom(0, 20, 49.5), workshopBookingsEnabled: fc.boolean() })
      .map((settings) => ({ ...DEMO_SHOP_DETAILS, ...settings })),
    "POST /api/admin/products": fc.record({
      name: words,
      category: hints.category,
      description: words,
      price: fc.constantFrom(1, 99.5, 1500),
      stock: fc.nat(500),
      image: fc.constant(["resistor.svg"]),
    }),
    "POST /api/admin/orders/:id/status": statusChange,
    "POST /api/admin/kit-orders/:id/status": statusChange,
    "POST /api/orders/:id/returns": returnRequest,
    "POST /api/kit-orders/:id/returns": returnRequest,
    "POST /api/admin/returns/:id/status": fc.record(
      {
        status: fc.constantFrom(...RETURN_STATUSES),
        note: words,
        lines: fc.array(fc.record({ productId: hints.itemId, restock: fc.nat(3), damaged: fc.nat(2) }), { maxLength: 3 }),
        refund: fc.record({ amount: fc.constantFrom(95, 100, 200), reference: fc.stringMatching(/^[A-Z0-9]{12}$/) }),
        version: hints.version,
      },
      { requiredKeys: ["status"] },
    ),
    // Reviews (issue 31): mostly valid, so the fuzz gets past the checks to the buyer rule and moderation.
    "POST /api/products/:id/reviews": fc.record(
      {
        stars: fc.oneof(fc.integer({ min: 1, max: 5 }), fc.constantFrom(0, 6, 2.5, "4")),
        title: words,
        text: words.map((text) => `${text} works well`),
      },
      { requiredKeys: ["stars", "text"] },
    ),
    "POST /api/admin/reviews/:id/status": fc.record(
      { status: fc.constantFrom("published", "rejected", "pending"), reason: fc.constantFrom(...REVIEW_REASONS, "negative"), version: hints.version },
      { requiredKeys: ["status"] },
    ),
    "POST /api/reviews/:id/report": fc.record({ reason: fc.constantFrom(...REVIEW_REASONS, "boring") }),
    "POST /api/admin/orders/:id/return-to-origin": rto,
    "POST /api/admin/kit-orders/:id/return-to-origin": rto,
    "POST /api/order/place": fc
      .tuple(picks(1, 4), fc.integer({ min: 1, max: 3 }), addressChoice(world), fc.constantFrom(undefined, "COD", "cod"))
      .map(([indexes, quantity, address, paymentMethod]) => {
        const items = pickProducts(indexes).map((product) => ({ product, quantity }));
        const totals = cartTotals(
          items.map(({ product }) => ({ pricePaise: product.pricePaise, discount: product.discount, quantity })),
          world.deliveryFeePaise,
        );
        return { items: items.map(({ product }) => ({ _id: product.id, quantity })), amount: totals.totalPaise / 100, address, paymentMethod };
      }),
    // Kit hints (issue 32): real products, so the rules and the suggestion queries run, not only "unknown id".
    "POST /api/kit/check": picks(0, 20).map((indexes) => ({ productIds: pickProducts(indexes).map((product) => product.id) })),
    "POST /api/kit-orders": fc
      .tuple(picks(7, 20), addressChoice(world), fc.constantFrom(undefined, "COD"))
      .map(([indexes, address, paymentMethod]) => {
        const chosen = pickProducts(indexes);
        const totals = kitTotals(chosen);
        return {
          products: chosen.map((product) => ({ _id: product.id, quantity: 1 })),
          totalAmount: totals.totalPaise / 100,
          discount: totals.discountPaise / 100,
          finalAmount: totals.finalPaise / 100,
          paymentMethod,
          address,
        };
      }),
    "POST /api/user/login": fc.constantFrom(...accounts).chain((account) =>
      fc.record({
        email: fc.constantFrom(account.email, account.email.toUpperCase(), ` ${account.email} `),
        password: fc.constantFrom(account.password, "wrong"),
      }),
    ),
    "POST /api/user/register": fc.record({
      name: words,
      email: fc.oneof(
        fc.uuid().map((id) => `fuzz-${id}@example.in`),
        fc.constantFrom(...accounts.map((account) => account.email)),
      ),
      password: fc.oneof(strongPassword, fc.constantFrom("password", "12345678", "qwerty123")),
    }),
  };
}
