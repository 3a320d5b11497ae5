import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { StaffRole } from "~/src/core/staff";
import { json, renderAdmin, signedInStaff } from "~/tests/support/admin";
import AdminDeliveryPage from "~/src/web/admin/routes/admin-delivery";
import { AdminUserProvider } from "~/src/web/admin/shell/admin-user";
import { stateByCode } from "~/src/core/india-states";
import type { DeliverySettings, DeliverySettingsAnswer } from "./delivery-api";

const settings: DeliverySettingsAnswer = {
  zones: [
    { zone: "same-city", extraDays: 0 },
    { zone: "same-state", extraDays: 1 },
    { zone: "metro", extraDays: 2 },
    { zone: "rest-of-india", extraDays: 4 },
    { zone: "special", extraDays: 7 },
  ],
  skipSundays: true,
  blocked: [{ prefix: "7443", message: "Our courier does not reach the Nicobar islands." }],
  pins: [{ pin: "560300", district: "Bengaluru Urban", state: "Karnataka", stateCode: "29" }],
  origin: { pin: "560034", district: "Bengaluru Urban", state: "Karnataka", stateCode: "29" },
};

const fetchMock = signedInStaff();
const putCalls = () => fetchMock.mock.calls.filter(([, init]) => init?.method === "PUT");
const sent = () => JSON.parse(putCalls()[0][1].body);

function renderAs(role: StaffRole) {
  const user = { _id: "u1", name: "Meera", email: "meera@tinkerwala.in", role };
  renderAdmin(
    () => (
      <AdminUserProvider value={user}>
        <AdminDeliveryPage />
      </AdminUserProvider>
    ),
    { path: "/admin/delivery" },
  );
  return userEvent.setup();
}

/** Answers GET with `settings` and PUT with what was sent (plus the origin), or with `refusal`. */
const unknownPins = [{ pin: "560046", orders: 3, lastUsed: "2026-11-20T10:00:00.000Z", state: "Karnataka" }];

function serve(refusal?: { status: number; message: string }) {
  fetchMock.mockImplementation((url: string, init: RequestInit = {}) => {
    if (url === "/api/admin/delivery/unknown-pins") return json({ success: true, pins: unknownPins });
    if (init.method !== "PUT") return json({ success: true, ...settings });
    if (refusal) return json({ success: false, message: refusal.message }, refusal.status);
    const body = JSON.parse(String(init.body)) as DeliverySettings;
    const pins = body.pins?.map(({ pin, district, state }) => ({ pin, district, stateCode: state, state: stateByCode(state)?.name ?? state }));
    return json({ success: true, ...body, pins: pins ?? settings.pins, origin: settings.origin });
  });
}

describe("delivery settings (/admin/delivery)", () => {
  it("shows staff the PINs customers used that could not be confirmed, and leaves the settings to the owner", async () => {
    serve();
    renderAs("staff");
    const table = await screen.findByRole("table");
    expect(within(table).getByRole("row", { name: /560046 Karnataka 3 20 Nov 2026/ })).toBeInTheDocument();
    expect(within(table).queryByRole("button")).not.toBeInTheDocument();
    expect(screen.getByText("Only the owner can change the delivery settings and add PINs.")).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(["/api/admin/delivery/unknown-pins"]);
  });

  it("lets the owner add a PIN customers used, keeping the other settings and PINs as saved", async () => {
    serve();
    const user = renderAs("owner");
    await user.click(await screen.findByRole("button", { name: "Add PIN 560046" }));
    const form = screen.getByRole("form", { name: "Add or correct a PIN" });
    expect(within(form).getByLabelText("PIN")).toHaveValue("560046");
    expect(within(form).getByLabelText("State")).toHaveValue("29");
    expect(within(form).getByLabelText("District")).toHaveFocus();
    await user.click(within(form).getByRole("button", { name: "Save PIN" }));
    expect(within(form).getByLabelText("District")).toHaveAccessibleDescription("The district: 2 to 60 characters.");
    expect(putCalls()).toHaveLength(0);
    await user.type(within(form).getByLabelText("District"), "Bengaluru Urban");
    await user.click(within(form).getByRole("button", { name: "Save PIN" }));
    await waitFor(() => expect(putCalls()).toHaveLength(1));
    expect(sent()).toEqual({
      zones: settings.zones,
      skipSundays: true,
      blocked: settings.blocked,
      pins: [
        { pin: "560300", district: "Bengaluru Urban", state: "29" },
        { pin: "560046", district: "Bengaluru Urban", state: "29" },
      ],
    });
  });

  it("shows where the shop ships from, the extra days of each zone, Sundays and the PINs not served", async () => {
    serve();
    renderAs("owner");
    expect(await screen.findByText("Bengaluru, Karnataka (560034)")).toBeInTheDocument();
    expect(screen.getByText(/^Shipping from/)).toHaveTextContent("Shipping from Bengaluru, Karnataka (560034).");
    expect(fetchMock.mock.calls[0][0]).toBe("/api/admin/delivery");
    expect(fetchMock.mock.calls[0][1].headers.token).toBe("staff-token");
    const days = { "Same city": 0, "Same state": 1, "Metro cities": 2, "Rest of India": 4, "North-east, J&K, Ladakh, islands": 7 };
    for (const [label, value] of Object.entries(days)) expect(screen.getByRole("spinbutton", { name: label })).toHaveValue(value);
    expect(screen.getByRole("checkbox", { name: /Skip Sundays/ })).toBeChecked();
    expect(screen.getByRole("textbox", { name: "PIN or first digits, row 1" })).toHaveValue("7443");
    expect(screen.getByRole("textbox", { name: "Message to customers, row 1" })).toHaveValue("Our courier does not reach the Nicobar islands.");
  });

  it("saves every zone, Sundays and the list with PUT after the owner changes them", async () => {
    serve();
    const user = renderAs("owner");
    const metro = await screen.findByRole("spinbutton", { name: "Metro cities" });
    await user.clear(metro);
    await user.type(metro, "3");
    await user.click(screen.getByRole("checkbox", { name: /Skip Sundays/ }));
    await user.click(screen.getByRole("button", { name: "Add a PIN or prefix" }));
    await user.type(screen.getByRole("textbox", { name: "PIN or first digits, row 2" }), "194");
    await user.type(screen.getByRole("textbox", { name: "Message to customers, row 2" }), "  Ladakh is closed to couriers in winter. ");
    await user.click(screen.getByRole("button", { name: "Remove row 1" }));
    await user.click(screen.getByRole("button", { name: "Save delivery settings" }));

    await waitFor(() => expect(putCalls()).toHaveLength(1));
    expect(putCalls()[0][0]).toBe("/api/admin/delivery");
    expect(sent()).toEqual({
      zones: [
        { zone: "same-city", extraDays: 0 },
        { zone: "same-state", extraDays: 1 },
        { zone: "metro", extraDays: 3 },
        { zone: "special", extraDays: 7 },
        { zone: "rest-of-india", extraDays: 4 },
      ],
      skipSundays: false,
      blocked: [{ prefix: "194", message: "Ladakh is closed to couriers in winter." }],
    });
    expect(await screen.findByText("Delivery settings saved.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "PIN or first digits, row 1" })).toHaveValue("194");
  });

  it("names each wrong field before sending anything", async () => {
    serve();
    const user = renderAs("owner");
    const special = await screen.findByRole("spinbutton", { name: "North-east, J&K, Ladakh, islands" });
    await user.clear(special);
    await user.type(special, "31");
    const prefix = screen.getByRole("textbox", { name: "PIN or first digits, row 1" });
    await user.clear(prefix);
    await user.type(prefix, "74a");
    await user.clear(screen.getByRole("textbox", { name: "Message to customers, row 1" }));
    await user.click(screen.getByRole("button", { name: "Save delivery settings" }));

    expect(screen.getByRole("alert")).toHaveTextContent("Please correct the fields marked below.");
    expect(special).toHaveAttribute("aria-invalid", "true");
    expect(special).toHaveAccessibleDescription("North-east, J&K, Ladakh, islands: extra days must be a whole number from 0 to 30.");
    expect(prefix).toHaveAccessibleDescription("A PIN or its first digits: 1 to 6 digits.");
    expect(screen.getByRole("textbox", { name: "Message to customers, row 1" })).toHaveAccessibleDescription("Write the message customers will see.");
    expect(putCalls()).toHaveLength(0);
  });

  it("shows the server's refusal beside the form", async () => {
    serve({ status: 400, message: "blocked.0.prefix: A prefix is 1 to 6 digits." });
    const user = renderAs("owner");
    await user.click(await screen.findByRole("button", { name: "Save delivery settings" }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("blocked.0.prefix: A prefix is 1 to 6 digits.")).toBeInTheDocument();
  });

  it("says how to set the shop's place when its address has no PIN it knows", async () => {
    fetchMock.mockImplementation(() => json({ success: true, ...settings, origin: null }));
    renderAs("owner");
    expect(await screen.findByText(/The shop's address has no PIN we know/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Change the shop's address in Settings" })).toHaveAttribute("href", "/admin/settings");
  });
});
