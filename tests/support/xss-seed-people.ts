import { salePrice } from "~/src/core/pricing";
import { inBatches, PHONE, PIN, probeRefusal, type Email, type Field, type ShopClient } from "./xss-api";
import type { XssPayload } from "./xss-corpus";

/**
 * People and what they leave behind: customers named with payloads, one shopper with a saved address per
 * payload, an order per customer and a few kit orders delivered to payload addresses, shipped by staff
 * with payload couriers and tracking numbers; staff members named with payloads and an open invitation.
 */
const PASSWORD = "xss-corpus-Pa55word!";

type Product = { _id: string; name: string; price: number; discount: number };

export async function seedPeople(client: ShopClient, corpus: XssPayload[], field: Field, email: Email, products: Product[], ownerToken: string) {
  const [name, firstName, lastName, street, city, country] = [
    field("customer.name", 100),
    field("address.firstName", 60),
    field("address.lastName", 60),
    field("address.street", 200),
    field("address.city", 80),
    field("address.country", 60),
  ];
  const address = (turn: number) => ({
    firstName: firstName(turn),
    lastName: lastName(turn + 1),
    email: email("address.email", turn + 2),
    street: street(turn + 3),
    city: city(turn + 4),
    // The state must name an Indian state, the PIN's own (issues 22 and 24): a payload there is refused (below).
    state: "Maharashtra",
    zipcode: PIN,
    country: country(turn + 6),
    phone: PHONE,
  });
  const customers = await inBatches(corpus, 4, async (_, turn) => {
    const body = { name: name(turn), email: email("customer.email", turn), password: PASSWORD };
    return { name: body.name, token: (await client.ok<{ token: string }>("POST", "/api/user/register", { body })).token };
  });
  const shopperToken = customers[0].token;
  // The shopper keeps every kind of address: one saved address per payload, shown together at checkout.
  const saved = corpus.map((_, turn) => address(turn));
  await inBatches(saved, 6, (body) => client.ok("POST", "/api/user/address", { token: shopperToken, body }));
  await probeRefusal(client, "address.zipcode", "POST", "/api/user/address", {
    token: shopperToken,
    body: { ...address(0), zipcode: corpus[1].text },
  });
  await probeRefusal(client, "address.phone", "POST", "/api/user/address", { token: shopperToken, body: { ...address(0), phone: corpus[2].text } });
  await probeRefusal(client, "address.state", "POST", "/api/user/address", { token: shopperToken, body: { ...address(0), state: corpus[3].text } });
  const { addresses } = await client.ok<{ addresses: Array<{ _id: string }> }>("GET", "/api/user/addresses", { token: shopperToken });

  const orderFor = (lines: Product[], deliveryAddress: unknown) => {
    const subtotal = lines.reduce((sum, product) => sum + salePrice(product.price * 100, product.discount), 0);
    return { items: lines.map(({ _id }) => ({ _id, quantity: 1 })), amount: (subtotal + 2000) / 100, address: deliveryAddress, paymentMethod: "COD" };
  };
  // Every customer orders the product of their own payload, delivered to an address made of payloads.
  const orderIds = await inBatches(customers, 6, async ({ token }, turn) => {
    const placed = await client.ok<{ orderId: string }>("POST", "/api/order/place", { token, body: orderFor([products[turn]], address(turn + 40)) });
    return placed.orderId;
  });
  const savedAddressOrder = await client.ok<{ orderId: string }>("POST", "/api/order/place", {
    token: shopperToken,
    body: orderFor(products.slice(1, 6), { _id: addresses[0]._id }),
  });
  const kitOrderIds = await inBatches([0, 1, 2, 3], 2, async (kit) => {
    const parts = products.slice(20 + kit * 7, 27 + kit * 7);
    const total = parts.reduce((sum, product) => sum + salePrice(product.price * 100, product.discount), 0);
    const discount = Math.round(total * 0.05);
    const body = {
      products: parts.map(({ _id }) => ({ _id, quantity: 1 })),
      totalAmount: total / 100,
      discount: discount / 100,
      finalAmount: (total - discount) / 100,
      paymentMethod: "cod",
      address: address(80 + kit * 9),
    };
    return (await client.ok<{ order: { _id: string } }>("POST", "/api/kit-orders", { token: shopperToken, body })).order._id;
  });

  // Staff ship every order with a courier and tracking number made of payloads (the customer sees both).
  const [courier, tracking] = [field("shipping.courier", 100), field("shipping.trackingNumber", 100)];
  const ship = async (kind: "orders" | "kit-orders", id: string, turn: number) => {
    await client.ok("POST", `/api/admin/${kind}/${id}/status`, { token: ownerToken, body: { status: kind === "orders" ? "packing" : "processing" } });
    const body = { status: "shipped", courier: courier(turn), trackingNumber: tracking(turn + 3) };
    await client.ok("POST", `/api/admin/${kind}/${id}/status`, { token: ownerToken, body });
    return body.courier;
  };
  const couriers = await inBatches(orderIds, 6, (id, turn) => ship("orders", id, turn));
  const kitCouriers = await inBatches(kitOrderIds, 2, (id, turn) => ship("kit-orders", id, turn + 50));
  // A cart left full of payload products, for the cart page; and a kit chosen but not yet ordered.
  const cart = products.slice(6, 12);
  for (const product of cart) await client.ok("POST", "/api/cart/update", { token: shopperToken, body: { itemId: product._id, quantity: 2 } });

  return {
    shopper: {
      token: shopperToken,
      name: customers[0].name,
      orderIds: [orderIds[0], savedAddressOrder.orderId],
      courier: couriers[0],
      savedStreets: saved.map((body) => body.street),
      cart: cart.map((product) => product.name),
      kit: products.slice(60, 67).map((product) => product._id),
    },
    orders: orderIds.map((_id, turn) => ({ _id, customer: customers[turn].name, courier: couriers[turn], item: products[turn].name })),
    kitOrders: kitOrderIds.map((_id, kit) => ({ _id, courier: kitCouriers[kit], item: products[20 + kit * 7].name })),
    ...(await seedStaff(client, field, email, ownerToken)),
  };
}

/** Staff accounts named with payloads, and one invitation left open for a payload e-mail address. */
async function seedStaff(client: ShopClient, field: Field, email: Email, ownerToken: string) {
  const staffName = field("staff.name", 100);
  const staffNames: string[] = [];
  for (const turn of [63, 64, 65]) {
    const address = email("staff.email", turn);
    const { link } = await client.ok<{ link: string }>("POST", "/api/admin/invitations", {
      token: ownerToken,
      body: { email: address, role: "staff" },
    });
    const token = new URL(link, client.baseUrl).searchParams.get("token");
    staffNames.push(staffName(turn));
    await client.ok("POST", "/api/staff/invitation/accept", { body: { token, name: staffNames.at(-1), password: PASSWORD } });
  }
  const invitationEmail = email("invitation.email", 70);
  const { link } = await client.ok<{ link: string }>("POST", "/api/admin/invitations", {
    token: ownerToken,
    body: { email: invitationEmail, role: "staff" },
  });
  return { staffNames, invitation: { link, email: invitationEmail } };
}
