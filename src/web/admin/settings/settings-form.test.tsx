import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { ShopSettings } from "~/src/core/shapes/shop";
import type { StaffRole } from "~/src/core/staff";
import { json, renderAdmin, signedInStaff } from "~/tests/support/admin";
import AdminSettingsPage from "~/src/web/admin/routes/admin-settings";
import { AdminUserProvider } from "~/src/web/admin/shell/admin-user";

const settings: ShopSettings = {
  legalName: "Tinkerwala Electronics LLP",
  displayName: "Tinkerwala",
  addressLines: ["2nd Floor, 14 Maker Lane", "Bengaluru 560034"],
  state: "Karnataka",
  phone: "98450 12345",
  email: "hello@tinkerwala.in",
  gstin: "29ABCDE1234F1ZW",
  invoicePrefix: "TW",
  signatory: "Meera Iyer",
  deliveryFee: 49,
  hours: [{ days: "Monday to Saturday", time: "10:00 am – 7:00 pm" }],
  workshopBookingsEnabled: true,
  bankAccountName: "",
  bankAccountNumber: "",
  bankIfsc: "",
  bankName: "",
  upiId: "",
  unpaidCancelDays: 7,
  prepaidCheckoutEnabled: false,
  prepaidCheckoutMinimum: 10000,
  reviewRequestDays: 3,
};

const fetchMock = signedInStaff();

function renderAs(role: StaffRole) {
  const user = { _id: "u1", name: "Meera", email: "meera@tinkerwala.in", role };
  renderAdmin(
    () => (
      <AdminUserProvider value={user}>
        <AdminSettingsPage />
      </AdminUserProvider>
    ),
    { path: "/admin/settings" },
  );
}

const putCalls = () => fetchMock.mock.calls.filter(([, init]) => init?.method === "PUT");

describe("shop settings form", () => {
  it("is read-only for staff: every field disabled and no Save button", async () => {
    fetchMock.mockImplementation(() => json({ success: true, settings }));
    renderAs("staff");
    expect(await screen.findByLabelText("Legal name (on invoices)")).toHaveValue("Tinkerwala Electronics LLP");
    expect(screen.getByRole("note")).toHaveTextContent("Only the owner can change the shop settings.");
    const labels = ["Legal name", "Display name", "State", "GSTIN", "Phone", "Invoice prefix", "Authorised signatory", "Address", "Delivery fee (₹)"];
    for (const label of labels.concat("Take workshop bookings")) {
      expect(screen.getByLabelText(new RegExp(`^${label.replace(/[()₹]/g, ".")}`))).toBeDisabled();
    }
    expect(screen.queryByRole("button", { name: "Save settings" })).not.toBeInTheDocument();
  });

  it("lets the owner save every field, address as lines and the fee in rupees", async () => {
    fetchMock.mockImplementation((_url: string, init: RequestInit = {}) =>
      json({ success: true, settings: init.method === "PUT" ? JSON.parse(String(init.body)) : settings }),
    );
    const user = userEvent.setup();
    renderAs("owner");
    const fee = await screen.findByLabelText("Delivery fee (₹)");
    await user.clear(fee);
    await user.type(fee, "59.50");
    await user.type(screen.getByLabelText("Address"), "\nIndia");
    await user.click(screen.getByLabelText(/^Take workshop bookings/));
    await user.click(screen.getByRole("button", { name: "Save settings" }));

    await waitFor(() => expect(putCalls()).toHaveLength(1));
    expect(JSON.parse(putCalls()[0][1].body)).toEqual({
      ...settings,
      addressLines: ["2nd Floor, 14 Maker Lane", "Bengaluru 560034", "India"],
      deliveryFee: 59.5,
      workshopBookingsEnabled: false,
    });
  });

  it("names the wrong field before sending, and shows the server's own refusal", async () => {
    fetchMock.mockImplementation((_url: string, init: RequestInit = {}) =>
      init.method === "PUT"
        ? json({ success: false, message: "Invalid request: displayName: Display name must be at most 60 characters." }, 400)
        : json({ success: true, settings }),
    );
    const user = userEvent.setup();
    renderAs("owner");
    const gstin = await screen.findByLabelText("GSTIN");
    await user.clear(gstin);
    await user.type(gstin, "29ABC");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("GSTIN must be 15 characters.")).toBeInTheDocument();
    expect(gstin).toHaveAttribute("aria-invalid", "true");
    expect(gstin).toHaveAccessibleDescription(/GSTIN must be 15 characters\./);
    expect(putCalls()).toHaveLength(0);

    await user.clear(gstin);
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Invalid request: displayName: Display name must be at most 60 characters.")).toBeInTheDocument();
  });

  it("offers the states and union territories by name, shows a state stored as a short form by its name", async () => {
    fetchMock.mockImplementation(() => json({ success: true, settings: { ...settings, state: "KA" } }));
    renderAs("owner");
    const state = await screen.findByLabelText("State");
    expect(state).toHaveValue("Karnataka");
    const names = within(state)
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(names).toContain("Dadra & Nagar Haveli and Daman & Diu");
    expect(names).toContain("Ladakh");
    expect(names).toHaveLength(38); // "Choose the state" and the 37 of INDIAN_STATES
  });

  it("checks the GSTIN's check character, and that it starts with the chosen state's code", async () => {
    fetchMock.mockImplementation((_url: string, init: RequestInit = {}) =>
      json({ success: true, settings: init.method === "PUT" ? JSON.parse(String(init.body)) : settings }),
    );
    const user = userEvent.setup();
    renderAs("owner");
    const gstin = await screen.findByLabelText("GSTIN");
    await user.clear(gstin);
    await user.type(gstin, "29abcde1234f1z5"); // typed in small letters: upper-cased as typed
    expect(gstin).toHaveValue("29ABCDE1234F1Z5");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("GSTIN's last character does not match the rest: please check it for a typing mistake.")).toBeInTheDocument();

    await user.clear(gstin);
    await user.type(gstin, "27AAPFU0939F1ZV"); // a Maharashtra GSTIN while the state is Karnataka
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("GSTIN must start with 29, the state code of Karnataka.")).toBeInTheDocument();
    expect(putCalls()).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText("State"), "Maharashtra");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(putCalls()).toHaveLength(1));
    expect(JSON.parse(putCalls()[0][1].body)).toMatchObject({ state: "Maharashtra", gstin: "27AAPFU0939F1ZV" });
    expect(screen.queryByText(/GSTIN must start with/)).not.toBeInTheDocument();
  });

  it("shows how invoice numbers read with the prefix, and saves the prefix and the signatory", async () => {
    fetchMock.mockImplementation((_url: string, init: RequestInit = {}) =>
      json({ success: true, settings: init.method === "PUT" ? JSON.parse(String(init.body)) : settings }),
    );
    const user = userEvent.setup();
    renderAs("owner");
    const prefix = await screen.findByLabelText("Invoice prefix");
    expect(prefix).toHaveAccessibleDescription(/Numbers look like TW\/\d\d-\d\d\/00042; credit notes TWCN\/\d\d-\d\d\/00042\./);
    await user.clear(prefix);
    await user.type(prefix, "0k");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText(/Invoice prefix must be 1 or 2 letters or digits \(not starting with 0\)/)).toBeInTheDocument();
    expect(putCalls()).toHaveLength(0);

    await user.clear(prefix);
    await user.type(prefix, "tk");
    expect(prefix).toHaveAccessibleDescription(/Numbers look like TK\/\d\d-\d\d\/00042/);
    const signatory = screen.getByLabelText("Authorised signatory");
    await user.clear(signatory);
    await user.type(signatory, "Ravi Kumar");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(putCalls()).toHaveLength(1));
    expect(JSON.parse(putCalls()[0][1].body)).toMatchObject({ invoicePrefix: "TK", signatory: "Ravi Kumar" });
  });

  it("payments: bank details, UPI ID, unpaid days and the checkout switch round-trip, numbers as numbers", async () => {
    const saved: ShopSettings = {
      ...settings,
      bankAccountName: "Tinkerwala Electronics LLP",
      bankAccountNumber: "50200012345678",
      bankIfsc: "HDFC0001234",
      bankName: "HDFC Bank, Koramangala",
      upiId: "tinkerwala@hdfcbank",
      unpaidCancelDays: 10,
      prepaidCheckoutEnabled: true,
      prepaidCheckoutMinimum: 25000,
    };
    fetchMock.mockImplementation((_url: string, init: RequestInit = {}) =>
      json({ success: true, settings: init.method === "PUT" ? saved : settings }),
    );
    const user = userEvent.setup();
    renderAs("owner");
    const section = (await screen.findByRole("group", { name: "Payments" })) as HTMLElement;
    const field = (label: string) => within(section).getByLabelText(label);
    expect(field("Days before an unpaid order is listed for cancelling")).toHaveValue("7");
    expect(field("Offer bank transfer and UPI at checkout")).not.toBeChecked();
    expect(field("Minimum order amount (₹)")).toHaveValue("10000");

    await user.type(field("Account name"), "Tinkerwala Electronics LLP");
    await user.type(field("Account number"), "50200012345678");
    await user.type(field("IFSC"), "hdfc0001234");
    expect(field("IFSC")).toHaveValue("HDFC0001234");
    await user.type(field("Bank name"), "HDFC Bank, Koramangala");
    await user.type(field("UPI ID"), "tinkerwala@hdfcbank");
    await user.clear(field("Days before an unpaid order is listed for cancelling"));
    await user.type(field("Days before an unpaid order is listed for cancelling"), "10");
    await user.click(field("Offer bank transfer and UPI at checkout"));
    await user.clear(field("Minimum order amount (₹)"));
    await user.type(field("Minimum order amount (₹)"), "25000");
    await user.click(screen.getByRole("button", { name: "Save settings" }));

    await waitFor(() => expect(putCalls()).toHaveLength(1));
    expect(JSON.parse(putCalls()[0][1].body)).toEqual(saved);
    expect(await screen.findByText("Shop settings saved.")).toBeInTheDocument();
    expect(field("UPI ID")).toHaveValue("tinkerwala@hdfcbank");
    expect(field("Offer bank transfer and UPI at checkout")).toBeChecked();
  });

  it("payments: a wrong IFSC or day count is named beside its field before sending", async () => {
    fetchMock.mockImplementation(() => json({ success: true, settings }));
    const user = userEvent.setup();
    renderAs("owner");
    const ifsc = await screen.findByLabelText("IFSC");
    await user.type(ifsc, "SBIN001");
    const days = screen.getByLabelText("Days before an unpaid order is listed for cancelling");
    await user.clear(days);
    await user.type(days, "0");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(ifsc).toHaveAccessibleDescription(/IFSC must be 11 characters: 4 letters, 0, then 6 letters or digits/);
    expect(days).toHaveAccessibleDescription(/Days before an unpaid order is cancelled must be at least 1\./);
    expect(putCalls()).toHaveLength(0);
  });

  it("reviews: the days after delivery before asking round-trip as a number, 0 allowed, above 60 refused", async () => {
    fetchMock.mockImplementation((_url: string, init: RequestInit = {}) =>
      json({ success: true, settings: init.method === "PUT" ? JSON.parse(String(init.body)) : settings }),
    );
    const user = userEvent.setup();
    renderAs("owner");
    const section = (await screen.findByRole("group", { name: "Reviews" })) as HTMLElement;
    const days = within(section).getByLabelText("Ask for a review, days after delivery");
    expect(days).toHaveValue("3");
    expect(days).toHaveAccessibleDescription(/0 turns the review request mail off\. Customers who turned off non-essential mails are never asked\./);

    await user.clear(days);
    await user.type(days, "61");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(days).toHaveAccessibleDescription(/Days before asking for a review must be at most 60\./);
    expect(putCalls()).toHaveLength(0);

    await user.clear(days);
    await user.type(days, "0");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(putCalls()).toHaveLength(1));
    expect(JSON.parse(putCalls()[0][1].body)).toEqual({ ...settings, reviewRequestDays: 0 });
    expect(await screen.findByText("Shop settings saved.")).toBeInTheDocument();
    expect(days).toHaveValue("0");
  });

  it("payments are read-only for staff", async () => {
    fetchMock.mockImplementation(() => json({ success: true, settings }));
    renderAs("staff");
    expect(await screen.findByLabelText("Account number")).toBeDisabled();
    expect(screen.getByLabelText("Offer bank transfer and UPI at checkout")).toBeDisabled();
    expect(screen.getByLabelText("Ask for a review, days after delivery")).toBeDisabled();
  });
});
