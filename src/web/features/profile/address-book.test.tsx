import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeAccountApi, fakeAddress } from "~/tests/support/fake-account-api";
import { SessionProvider } from "~/src/web/shop/session";
import { AddressBook } from "./address-book";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

let api: ReturnType<typeof fakeAccountApi>;
beforeEach(() => {
  api = fakeAccountApi();
  api.state.addresses = [fakeAddress("home-1", "Home", true), fakeAddress("office-2", "Office")];
  window.localStorage.setItem("token", "session-token");
  vi.stubGlobal("fetch", api.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

async function renderBook() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Page = () => (
    <QueryClientProvider client={client}>
      <SessionProvider>
        <AddressBook />
      </SessionProvider>
    </QueryClientProvider>
  );
  const Stub = createRoutesStub([{ path: "/profile", Component: Page }]);
  render(<Stub initialEntries={["/profile"]} />);
  await screen.findByText("Home Rao");
  return userEvent.setup();
}

const card = (firstName: string) => screen.getByRole("listitem", { name: new RegExp(`^${firstName} Rao`) });
const badges = () =>
  screen
    .getAllByRole("listitem")
    .filter((item) => within(item).queryByText("Default"))
    .map((item) => item.getAttribute("aria-label"));

describe("saved addresses on the profile page", () => {
  it("marks the default, and 'Use by default' moves the mark after the server agrees", async () => {
    const user = await renderBook();
    expect(badges()).toEqual([expect.stringMatching(/^Home Rao/)]);
    expect(within(card("Home")).queryByRole("button", { name: "Use by default" })).not.toBeInTheDocument();
    await user.click(within(card("Office")).getByRole("button", { name: "Use by default" }));
    await vi.waitFor(() => expect(badges()).toEqual([expect.stringMatching(/^Office Rao/)]));
    expect(api.callsTo("POST", "/api/user/addresses/office-2/default")).toHaveLength(1);
    expect(screen.getByRole("status")).toHaveTextContent("Checkout will use this address first.");
  });

  it("deletes only after the second, confirming click", async () => {
    const user = await renderBook();
    await user.click(within(card("Office")).getByRole("button", { name: "Delete" }));
    expect(within(card("Office")).getByText("Delete this address?")).toBeInTheDocument();
    await user.click(within(card("Office")).getByRole("button", { name: "Keep it" }));
    expect(api.calls.filter((call) => call.method === "DELETE")).toHaveLength(0);

    await user.click(within(card("Office")).getByRole("button", { name: "Delete" }));
    await user.click(within(card("Office")).getByRole("button", { name: "Yes, delete" }));
    await vi.waitFor(() => expect(screen.queryByText("Office Rao")).not.toBeInTheDocument());
    expect(api.callsTo("DELETE", "/api/user/addresses/office-2")).toHaveLength(1);
  });

  it("edits an address in place, checking the fields first", async () => {
    const user = await renderBook();
    await user.click(within(card("Office")).getByRole("button", { name: "Edit" }));
    const form = within(screen.getByRole("form", { name: "Edit address" }));
    expect(form.getByLabelText(/First name/)).toHaveValue("Office");
    await user.clear(form.getByLabelText(/PIN/));
    await user.type(form.getByLabelText(/PIN/), "012345");
    await user.click(form.getByRole("button", { name: "Save address" }));
    expect(form.getByText("PIN must be 6 digits and cannot start with 0.")).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === "PUT")).toHaveLength(0);

    await user.clear(form.getByLabelText(/PIN/));
    await user.type(form.getByLabelText(/PIN/), "411001");
    await user.click(form.getByRole("button", { name: "Save address" }));
    await vi.waitFor(() => expect(card("Office")).toHaveTextContent("411001"));
    expect(api.callsTo("PUT", "/api/user/addresses/office-2")[0].body).toMatchObject({ firstName: "Office", zipcode: "411001" });
  });

  it("adds a new address with the shared form and shows a refusal from the server", async () => {
    api.refusals.set("POST /api/user/address", { status: 400, message: "Phone must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9." });
    const user = await renderBook();
    await user.click(screen.getByRole("button", { name: "Add an address" }));
    const form = within(screen.getByRole("form", { name: "New address" }));
    for (const [label, value] of [
      [/First name/, "Nila"],
      [/Last name/, "Das"],
      [/Email/, "nila@example.in"],
      [/Street address/, "4 Park Street"],
      [/City/, "Kolkata"],
      [/State/, "West Bengal"],
      [/PIN/, "700016"],
      [/Phone/, "9830012345"],
    ] as const) {
      await user.type(form.getByLabelText(label), value);
    }
    await user.click(form.getByRole("button", { name: "Save address" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Phone must be a 10-digit Indian mobile");
    api.refusals.clear();
    await user.click(form.getByRole("button", { name: "Save address" }));
    await screen.findByText("Nila Das");
    expect(api.callsTo("POST", "/api/user/address").at(-1)?.body).toMatchObject({ firstName: "Nila", city: "Kolkata", country: "India" });
  });
});
