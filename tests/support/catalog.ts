import { eq } from "drizzle-orm";
import { registerUser, type TestApp } from "~/tests/support/test-app";
import { users } from "~/src/server/db/schema";

/** A registered user promoted to staff (or owner); returns the token. */
export async function staffToken(t: TestApp, role: "staff" | "owner" = "staff") {
  const user = await registerUser(t.app);
  await t.db.update(users).set({ role }).where(eq(users.email, user.email));
  return user.token;
}

export function adminCall(t: TestApp, token: string | undefined) {
  const headers = token ? { token } : {};
  return {
    get: (url: string) => t.app.inject({ method: "GET", url, headers }),
    post: (url: string, payload: object = {}) => t.app.inject({ method: "POST", url, payload, headers }),
    patch: (url: string, payload: object = {}) => t.app.inject({ method: "PATCH", url, payload, headers }),
    delete: (url: string) => t.app.inject({ method: "DELETE", url, headers }),
  };
}

/** A valid new product as the staff editor sends it. */
export const newProduct = (overrides: Record<string, unknown> = {}) => ({
  name: "ESP32 DevKit V1",
  description: "Wi-Fi and Bluetooth board.\nSpecifications: 240 MHz, 4 MB flash.",
  price: 450,
  discount: 10,
  category: "Sensors",
  stock: 12,
  bestSeller: false,
  image: ["/images/catalog/resistor.svg"],
  ...overrides,
});
