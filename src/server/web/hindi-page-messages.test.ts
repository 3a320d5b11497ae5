import { afterAll, beforeAll, describe, expect, it } from "vitest";
import hindiCatalog from "~/src/i18n/hi.json";
import { addProducts, createSecondInstance, createTestApp, productFixture, type TestApp } from "~/tests/support/test-app";

/**
 * Issue 33, "a Hindi page scores like its English twin": a Hindi page carries the Hindi messages its own code can
 * show (also what it loads later: the review form), not the whole catalog, and a client-side navigation brings the
 * next page's. Needs the built storefront (`npm run build`), whose list of messages by chunk this reads.
 */
let t: TestApp;
let shop: Awaited<ReturnType<typeof createSecondInstance>>;

beforeAll(async () => {
  t = await createTestApp();
  await addProducts(t.db, [productFixture({ id: "pm-servo", name: "SG90 Micro Servo", price: 120, stock: 10, category: "Motors & Drivers" })]);
  shop = await createSecondInstance(t, { pages: true });
});
afterAll(async () => {
  await shop?.close();
  await t?.close();
});

/** A message's Hindi, checked to be found nowhere else in the catalog, so finding it means this message came. */
function hindiOf(id: keyof typeof hindiCatalog): string {
  const text = hindiCatalog[id];
  expect(Object.values(hindiCatalog).filter((other) => other === text)).toHaveLength(1);
  return text;
}

const body = async (url: string) => {
  const answer = await shop.app.inject({ url });
  expect(answer.statusCode).toBe(200);
  return answer.body;
};

describe("the Hindi messages a page carries", () => {
  // Shown only in the review form, which the product page loads when a reader opens it.
  const photoButton = hindiOf("photoPicker.add");
  // Shown only in the address form (profile, checkout), never on a product page.
  const streetHint = hindiOf("addressForm.streetPlaceholder");

  it("a Hindi product page carries its own messages, those of what it loads later too, and not the address form's", async () => {
    const page = await body("/hi/product/pm-servo");
    expect(page).toContain(hindiOf("product.buy.addToCart"));
    expect(page).toContain(photoButton);
    expect(page).not.toContain(streetHint);
  });

  it("the Hindi profile page carries the address form's messages", async () => {
    expect(await body("/hi/profile")).toContain(streetHint);
  });

  it("a client-side navigation to another Hindi page brings that page's messages", async () => {
    const toProfile = await body("/hi/profile.data");
    expect(toProfile).toContain(streetHint);
    const toProduct = await body("/hi/product/pm-servo.data");
    expect(toProduct).toContain(photoButton);
    expect(toProduct).not.toContain(streetHint);
  });

  it("an English page carries no Hindi messages at all", async () => {
    const page = await body("/product/pm-servo");
    expect(page).not.toContain(hindiOf("product.buy.addToCart"));
    expect(page).not.toContain(photoButton);
  });
});
