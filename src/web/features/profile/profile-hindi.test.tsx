import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeAccountApi, fakeAddress } from "~/tests/support/fake-account-api";
import { InHindi } from "~/tests/support/hindi";
import { SessionProvider } from "~/src/web/shop/session";
import { ProfileView } from "./profile-view";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

let api: ReturnType<typeof fakeAccountApi>;
beforeEach(() => {
  api = fakeAccountApi();
  window.localStorage.setItem("token", "session-token");
  vi.stubGlobal("fetch", api.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.history.replaceState(null, "", "/");
});

async function renderProfile(address: string, wrap: (page: ReactNode) => ReactNode = (page) => page) {
  window.history.replaceState(null, "", address);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Page = () =>
    wrap(
      <QueryClientProvider client={client}>
        <SessionProvider>
          <ProfileView />
        </SessionProvider>
      </QueryClientProvider>,
    );
  const Stub = createRoutesStub([{ path: "*", Component: Page }]);
  render(<Stub initialEntries={[address]} />);
  await screen.findByDisplayValue("Asha Rao");
  return userEvent.setup();
}

const inHindi = (page: ReactNode) => <InHindi>{page}</InHindi>;
const region = (name: string) => screen.getByRole("region", { name });

describe("the account page in Hindi (issue 33)", () => {
  it("speaks Hindi, and its links stay in Hindi", async () => {
    api.state.addresses = [fakeAddress("a1", "Asha", true)];
    await renderProfile("/hi/profile", inHindi);
    expect(screen.getByRole("link", { name: /^ऑर्डर/ })).toHaveAttribute("href", "/hi/orders");
    expect(screen.getByRole("link", { name: /मेरी समीक्षाएँ/ })).toHaveAttribute("href", "/hi/reviews");
    expect(within(region("आपकी जानकारी")).getByLabelText("ईमेल")).toHaveValue("asha@example.in");
    const addresses = region("सहेजे हुए पते");
    expect(await within(addresses).findByText("मुख्य पता")).toBeInTheDocument();
    expect(within(addresses).getByText("फ़ोन: 9876543210")).toBeInTheDocument();
    expect(within(region("पासवर्ड बदलें")).getByRole("button", { name: "पासवर्ड बदलें" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "हर जगह से लॉग आउट करें" })).toBeInTheDocument();
    expect(screen.queryByText(/Your details|Saved addresses|Log Out|Delete account/)).not.toBeInTheDocument();
    // Every call asks the server for Hindi messages.
    expect(api.fetch.mock.calls.every(([, init]) => new Headers(init?.headers).get("x-shop-language") === "hi")).toBe(true);
  });

  it("checks a new password in Hindi before asking the server", async () => {
    const user = await renderProfile("/hi/profile", inHindi);
    const panel = within(region("पासवर्ड बदलें"));
    await user.click(panel.getByRole("button", { name: "पासवर्ड बदलें" }));
    expect(panel.getByRole("alert")).toHaveTextContent("कृपया अपना अभी का पासवर्ड लिखें।");
    expect(api.callsTo("POST", "/api/user/password")).toHaveLength(0);
  });
});

describe("the language of mails and messages (issue 33)", () => {
  it("is offered on the English page too, English until the customer chooses Hindi, and saved with the profile call", async () => {
    const user = await renderProfile("/profile");
    const choice = screen.getByRole("group", { name: "Language for emails and messages" });
    expect(within(choice).getByRole("radio", { name: "English" })).toBeChecked();
    await user.click(within(choice).getByRole("radio", { name: "हिन्दी" }));
    await vi.waitFor(() => expect(api.callsTo("POST", "/api/user/me").map((call) => call.body)).toEqual([{ language: "hi" }]));
    expect(await within(choice).findByRole("status")).toHaveTextContent("Your details are saved.");
    expect(within(choice).getByRole("radio", { name: "हिन्दी" })).toBeChecked();
  });

  it("shows the account's language as the server has it, and goes back to it when a change is refused", async () => {
    (api.state.user as { language?: string }).language = "hi";
    api.refusals.set("POST /api/user/me", { status: 400, message: "भाषा en या hi होनी चाहिए।" });
    const user = await renderProfile("/hi/profile", inHindi);
    const choice = screen.getByRole("group", { name: "ईमेल और संदेशों की भाषा" });
    expect(within(choice).getByRole("radio", { name: "हिन्दी" })).toBeChecked();
    await user.click(within(choice).getByRole("radio", { name: "English" }));
    expect(await within(choice).findByRole("alert")).toHaveTextContent("भाषा en या hi होनी चाहिए।");
    expect(within(choice).getByRole("radio", { name: "हिन्दी" })).toBeChecked();
  });
});
