import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_DELIVERY_RULES } from "~/src/core/delivery";
import { staffToken } from "~/tests/support/orders";
import { createTestApp, registerUser, validAddress, type TestApp } from "~/tests/support/test-app";

/**
 * Issue 33: the PIN check (GET /api/delivery/{pin}) and the address checks say why in Hindi to a Hindi page; the
 * owner's own reason for a blocked PIN is quoted as written. Without the header every answer is the English it was.
 */
let t: TestApp;
const HINDI = { "x-shop-language": "hi" };
const quote = (pin: string, headers: Record<string, string> = {}) => t.app.inject({ url: `/api/delivery/${pin}`, headers });

beforeAll(async () => {
  t = await createTestApp();
  const owner = await staffToken(t, "owner");
  const rules = {
    zones: DEFAULT_DELIVERY_RULES.zones,
    skipSundays: false,
    blocked: [{ prefix: "7443", message: "Car Nicobar is reached by sea only." }],
  };
  const saved = await t.app.inject({ method: "PUT", url: "/api/admin/delivery", headers: { token: owner }, payload: rules });
  expect(saved.statusCode).toBe(200);
});
afterAll(() => t?.close());

describe("the PIN check in Hindi", () => {
  it("says a blocked PIN once, with the owner's reason", async () => {
    expect((await quote("744301")).json().message).toBe("We do not deliver to 744301 yet: Car Nicobar is reached by sea only.");
    const hindi = await quote("744301", HINDI);
    expect(hindi.json()).toMatchObject({ serviceable: false, message: "हम अभी 744301 पर डिलीवरी नहीं करते: Car Nicobar is reached by sea only." });
  });

  it("says an unknown PIN and a PIN it cannot confirm in Hindi, with the same status", async () => {
    const english = await quote("999999");
    const hindi = await quote("999999", HINDI);
    expect(english.json()).toEqual({ success: false, message: "We do not know the PIN 999999. Please check it." });
    expect(hindi.statusCode).toBe(404);
    expect(hindi.json()).toEqual({ success: false, message: "हमें PIN कोड 999999 की जानकारी नहीं है। कृपया इसे जाँच लें।" });

    expect((await quote("560999")).json().message).toBe(
      "We could not confirm the PIN 560999; it is in Karnataka by its first digits. Please check it: we will deliver there.",
    );
    expect((await quote("560999", HINDI)).json().message).toBe(
      "हम PIN कोड 560999 की पुष्टि नहीं कर सके; पहले अंकों के हिसाब से यह Karnataka में है। कृपया इसे जाँच लें: हम वहाँ डिलीवरी करेंगे।",
    );
  });

  it("keeps one cached answer per language", async () => {
    const answer = await quote("560001", HINDI);
    expect(answer.headers.vary).toContain("x-shop-language");
  });

  it("refuses an address whose state is not its PIN's in Hindi", async () => {
    const { token } = await registerUser(t.app);
    const kerala = { ...validAddress, city: "Bengaluru", state: "Kerala", zipcode: "560001" };
    const english = await t.app.inject({ method: "POST", url: "/api/user/address", headers: { token }, payload: kerala });
    const hindi = await t.app.inject({ method: "POST", url: "/api/user/address", headers: { token, ...HINDI }, payload: kerala });
    expect(english.json()).toEqual({ success: false, message: "PIN 560001 is in Karnataka, not Kerala." });
    expect(hindi.json()).toEqual({ success: false, message: "PIN कोड 560001 Karnataka में है, Kerala में नहीं।" });
  });
});
