import { vi } from "vitest";

/**
 * A stand-in for the account calls of the API, for the profile page's jsdom tests: it keeps a user and an
 * address book, answers as the server does, records every call, and refuses a call when told to.
 */
export interface FakeAddress {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  street: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  phone: string;
  isDefault: boolean;
}

export const fakeAddress = (id: string, firstName: string, isDefault = false): FakeAddress => ({
  _id: id,
  firstName,
  lastName: "Rao",
  email: "asha@example.in",
  street: `${firstName} House, 12 MG Road`,
  city: "Bengaluru",
  state: "Karnataka",
  zipcode: "560001",
  country: "India",
  phone: "9876543210",
  isDefault,
});

export function fakeAccountApi() {
  const state = {
    user: { name: "Asha Rao", email: "asha@example.in", mailUpdates: true },
    addresses: [] as FakeAddress[],
  };
  const calls: Array<{ method: string; path: string; body: unknown; token: string | null }> = [];
  /** `"POST /api/user/password"` → the refusal to answer instead (status and message). */
  const refusals = new Map<string, { status: number; message: string }>();
  const ok = (body: object) => ({ status: 200, body: { success: true, ...body } });

  function answer(method: string, path: string, body: Record<string, unknown>): { status: number; body: object } {
    const id = path.split("/")[4];
    if (method === "GET" && path === "/api/user/me") return ok({ user: state.user });
    if (method === "POST" && path === "/api/user/me") {
      state.user = {
        ...state.user,
        name: String(body.name ?? state.user.name).trim(),
        email: String(body.email ?? state.user.email).toLowerCase(),
        // The account's language (issue 33), kept once a call sets it.
        ...(body.language === "en" || body.language === "hi" ? { language: body.language } : {}),
      };
      return ok({ message: "Your details are saved.", user: state.user });
    }
    if (method === "POST" && path === "/api/user/preferences") {
      state.user = { ...state.user, mailUpdates: Boolean(body.mailUpdates) };
      return ok({ message: "Preference saved.", user: state.user });
    }
    if (method === "POST" && path === "/api/user/password") return ok({ message: "Your password is changed. 2 other sessions were logged out." });
    if (method === "POST" && path === "/api/user/delete") return ok({ message: "Your account is deleted." });
    if (method === "GET" && path === "/api/user/addresses") {
      return ok({ addresses: [...state.addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault)) });
    }
    if (method === "POST" && path === "/api/user/address") {
      const address = {
        ...(body as Omit<FakeAddress, "_id" | "isDefault">),
        _id: `new-${state.addresses.length + 1}`,
        isDefault: state.addresses.length === 0,
      };
      state.addresses.push(address);
      return ok({ message: "Address saved.", address });
    }
    if (method === "PUT" && id) {
      state.addresses = state.addresses.map((address) => (address._id === id ? { ...address, ...body } : address));
      return ok({ message: "Address saved.", address: state.addresses.find((address) => address._id === id)! });
    }
    if (method === "DELETE" && id) {
      state.addresses = state.addresses.filter((address) => address._id !== id);
      return ok({ message: "Address deleted." });
    }
    if (method === "POST" && path.endsWith("/default")) {
      state.addresses = state.addresses.map((address) => ({ ...address, isDefault: address._id === id }));
      return ok({ message: "Checkout will use this address first." });
    }
    return ok({ message: "ok" });
  }

  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    const path = String(url);
    const body = init.body ? JSON.parse(String(init.body)) : {};
    calls.push({ method, path, body: init.body ? body : undefined, token: new Headers(init.headers).get("token") });
    const refusal = refusals.get(`${method} ${path}`);
    const { status, body: json } = refusal
      ? { status: refusal.status, body: { success: false, message: refusal.message } }
      : answer(method, path, body);
    return new Response(JSON.stringify(json), { status, headers: { "content-type": "application/json" } });
  });

  return {
    state,
    calls,
    refusals,
    fetch,
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
  };
}
