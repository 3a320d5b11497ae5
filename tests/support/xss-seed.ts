import { fieldSlots, inBatches, PHONE, probeRefusal, ShopClient, type Email, type Field } from "./xss-api";
import { emailPayload, type XssPayload } from "./xss-corpus";
import { seedPeople } from "./xss-seed-people";

/**
 * Stores the corpus in every text the shop keeps, through its public and staff APIs, as a customer and
 * as staff would. Each kind of field gets every payload that fits its length limit at least once; fields
 * whose rules refuse markup (phone, PIN, price) are tried once and the refusal is noted.
 */
export interface SeededShop {
  client: ShopClient;
  ownerToken: string;
  /** The customer whose pages are visited: saved addresses, orders, kit orders and a cart full of payloads. */
  shopper: { token: string; name: string; orderIds: string[]; courier: string; cart: string[]; kit: string[]; savedStreets: string[] };
  products: Array<{ _id: string; name: string; category: string; stockNote: string }>;
  categories: string[];
  posts: Array<{ _id: string; title: string; shownAsText: string }>;
  orders: Array<{ _id: string; customer: string; courier: string; item: string }>;
  kitOrders: Array<{ _id: string; courier: string; item: string }>;
  shopTexts: { displayName: string; addressLines: string[] };
  invitation: { link: string; email: string };
  staffNames: string[];
  /** Kind of field → its length limit, for the coverage check. */
  limits: Record<string, number>;
}

const PRICE_RUPEES = 250;

export async function seedXssShop(baseUrl: string, corpus: XssPayload[], owner: { email: string; password: string }): Promise<SeededShop> {
  const client = new ShopClient(baseUrl);
  const limits: Record<string, number> = {};
  const field = fieldSlots(corpus, limits, client);
  const count = corpus.length;
  const email = (kind: string, turn: number) => {
    const payload = corpus[turn % count];
    client.stored(kind, payload.index);
    return emailPayload(payload);
  };
  const { token: ownerToken } = await client.ok<{ token: string }>("POST", "/api/user/login", { body: owner });
  const staff = { token: ownerToken };

  // The shop's own texts appear on every page (footer, contact page, packing slips).
  const { settings } = await client.ok<{ settings: Record<string, unknown> }>("GET", "/api/admin/settings", staff);
  const [displayName, legalName, addressLine] = [field("shop.displayName", 60), field("shop.legalName", 120), field("shop.addressLine", 120)];
  const shopTexts = { displayName: displayName(7), addressLines: [addressLine(9), addressLine(10)] };
  await client.ok("PUT", "/api/admin/settings", {
    ...staff,
    // A GSTIN, so orders can ship (each shipment issues a tax invoice, issue 22).
    body: { ...settings, ...shopTexts, legalName: legalName(8), gstin: "29AAHCT4821K1ZY", state: "Karnataka", workshopBookingsEnabled: true },
  });
  // The shop's state is chosen from India's states (issue 22): a payload there is refused.
  await probeRefusal(client, "shop.state", "PUT", "/api/admin/settings", { ...staff, body: { ...settings, state: corpus[11].text } });

  const categoryName = field("category.name", 80);
  const categories = corpus.filter((payload) => payload.text.length <= 80).map((_, turn) => categoryName(turn));
  await inBatches(categories, 6, (name) => client.ok("POST", "/api/admin/categories", { ...staff, body: { name } }));

  const [productName, description, specKey, stockNote] = [
    field("product.name", 200),
    field("product.description", 10_000),
    field("product.spec", 200),
    field("stock.note", 500),
  ];
  const image = field("product.image", 500);
  const products = corpus.map((_, turn) => ({
    _id: `xss-product-${turn}`,
    name: productName(turn),
    category: categories[turn % categories.length],
    description: `${description(turn)}\n\n${description(turn + 1)}\n\nSpecifications:\n- ${specKey(turn)}: ${specKey(turn + 2)}`,
    price: PRICE_RUPEES,
    discount: turn % 3 === 0 ? 10 : 0,
    stock: turn < 20 ? 40 : 500,
    lowStockThreshold: turn < 20 ? 45 : 5,
    bestSeller: turn < 12,
    // Image paths may hold anything but whitespace: an attribute break-out has to stay inside src.
    image: [`/images/${image(turn).replace(/\s+/g, "")}`],
  }));
  await inBatches(products, 6, (product) => client.ok("POST", "/api/admin/products", { ...staff, body: product }));
  const notes = products.map((_, turn) => stockNote(turn));
  await inBatches(products, 6, (product, turn) =>
    client.ok("POST", `/api/admin/products/${product._id}/stock`, { ...staff, body: { change: 1, reason: "received", note: notes[turn] } }),
  );
  // A "path" that is another host to a browser ("/\\host" reads as "//host").
  for (const path of ["//evil.example/x.png", "/\\evil.example/x.png"]) {
    await probeRefusal(client, "product.image", "POST", "/api/admin/products", {
      ...staff,
      body: { ...products[0], _id: "xss-image", image: [path] },
    });
  }
  await probeRefusal(client, "product.price", "POST", "/api/admin/products", {
    ...staff,
    body: { ...products[0], _id: "xss-price", price: corpus[0].text },
  });

  const posts = await seedBlog(client, corpus, field, staff.token);
  const people = await seedPeople(client, corpus, field, email, products, staff.token);
  await seedInbox(client, corpus, field, email, staff.token);
  const seeded = products.map(({ _id, name, category }, turn) => ({ _id, name, category, stockNote: notes[turn] }));
  return { client, ownerToken, products: seeded, categories, posts, shopTexts, limits, ...people };
}

async function seedBlog(client: ShopClient, corpus: XssPayload[], field: Field, token: string): Promise<SeededShop["posts"]> {
  const [title, excerpt, category, tag, author, image] = [
    field("post.title", 200),
    field("post.excerpt", 240),
    field("post.category", 60),
    field("post.tag", 40),
    field("post.author", 100),
    field("post.image", 400),
  ];
  const body = field("post.body", 100_000);
  const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const posts = await inBatches(corpus, 6, async (_, turn) => {
    const shownAsText = body(turn);
    const { post } = await client.ok<{ post: { _id: string; title: string } }>("POST", "/api/admin/blog", {
      token,
      body: {
        title: title(turn),
        excerpt: `${excerpt(turn)} ${excerpt(turn + 1)}`,
        // As markup (the sanitizer's job) and as escaped text (which must read back literally).
        content: `<p>Shown as text: ${escape(shownAsText)}</p>${shownAsText}<p>${body(turn + 1)}</p><h2>${body(turn + 2)}</h2>`,
        image: `/images/${image(turn)}`,
        category: category(turn),
        tags: [tag(turn), tag(turn + 7)],
        author: author(turn),
        status: "published",
      },
    });
    return { _id: post._id, title: post.title, shownAsText: `Shown as text: ${shownAsText}` };
  });
  const draft = { title: "x", content: "<p>x</p>", category: "x", status: "draft" };
  await probeRefusal(client, "post.image", "POST", "/api/admin/blog", { token, body: { ...draft, image: "/\\evil.example/x.png" } });
  return posts;
}

async function seedInbox(client: ShopClient, corpus: XssPayload[], field: Field, email: Email, ownerToken: string) {
  const [enquiryName, message, school, note] = [
    field("enquiry.name", 100),
    field("enquiry.message", 5000),
    field("booking.school", 200),
    field("inbox.note", 2000),
  ];
  await inBatches(corpus, 6, (_, turn) =>
    client.ok("POST", "/api/enquiries", {
      body: { name: enquiryName(turn), email: email("enquiry.email", turn + 5), phone: PHONE, message: `${message(turn)}\n${message(turn + 1)}` },
    }),
  );
  await probeRefusal(client, "enquiry.phone", "POST", "/api/enquiries", {
    body: { name: "x", email: "x@example.in", phone: corpus[3].text, message: "x" },
  });
  await inBatches(corpus, 6, (_, turn) =>
    client.ok("POST", "/api/workshops/drone-building-workshop/bookings", {
      body: { school: school(turn), contact: email("booking.contact", turn + 9), date: null, students: 12 },
    }),
  );
  await probeRefusal(client, "booking.students", "POST", "/api/workshops/drone-building-workshop/bookings", {
    body: { school: "x", contact: PHONE, date: null, students: corpus[4].text.slice(0, 20) },
  });
  await inBatches(corpus, 6, (_, turn) => client.ok("POST", "/api/subscriptions", { body: { email: email("subscription.email", turn + 11) } }));

  // Staff answer everything with a note made of payloads (the note shows on the item).
  for (const kind of ["enquiries", "bookings"] as const) {
    const ids: string[] = [];
    for (let page = 1; ids.length < corpus.length; page += 1) {
      const { items } = await client.ok<{ items: Array<{ _id: string }> }>("GET", `/api/admin/${kind}?limit=100&page=${page}`, { token: ownerToken });
      if (items.length === 0) break;
      ids.push(...items.map((item) => item._id));
    }
    await inBatches(ids, 6, (id, turn) =>
      client.ok("POST", `/api/admin/${kind}/${id}`, { token: ownerToken, body: { answered: true, note: note(turn) } }),
    );
  }
}
