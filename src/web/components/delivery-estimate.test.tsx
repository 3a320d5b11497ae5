import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forgetPinLookups } from "~/src/web/lib/delivery";
import { DeliveryEstimate } from "./delivery-estimate";

const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } }));

beforeEach(() => {
  forgetPinLookups();
  vi.stubGlobal("fetch", (path: string) => {
    const pin = path.split("/").at(-1)!;
    const place =
      pin === "744301"
        ? {
            district: "Nicobar",
            state: "Andaman & Nicobar Islands",
            zone: "special",
            serviceable: false,
            cod: false,
            // The server says the whole sentence (src/server/delivery/delivery-messages.ts); the page shows it once.
            message: "We do not deliver to 744301 yet: Our courier does not reach the Nicobar islands.",
          }
        : { district: "Bengaluru", state: "Karnataka", zone: "same-city", serviceable: true, cod: true };
    return json({ success: true, pin, stateCode: "29", estimatedDelivery: "2026-11-30", ...place });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** A checkout stand-in: two addresses to choose between. */
function Checkout() {
  const [pin, setPin] = useState<string | null>(null);
  return (
    <>
      <DeliveryEstimate pin={pin} />
      <button type="button" onClick={() => setPin("560001")}>
        Home
      </button>
      <button type="button" onClick={() => setPin("744301")}>
        Island
      </button>
    </>
  );
}

function renderCheckout() {
  render(<Checkout />);
  return userEvent.setup();
}

const note = () => screen.getByRole("status");

describe("DeliveryEstimate (checkout)", () => {
  it("follows the delivery address's PIN, with no PIN field of its own", async () => {
    const user = renderCheckout();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(note()).toHaveTextContent("Shown once the delivery address has its PIN.");
    await user.click(screen.getByRole("button", { name: "Home" }));
    await waitFor(() => expect(note()).toHaveTextContent("Delivered by Mon, 30 Nov to Bengaluru, Karnataka · Cash on delivery available"));
    expect(screen.getByText("Delivery to 560001")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Island" }));
    await waitFor(() => expect(note()).toHaveTextContent("We do not deliver to 744301 yet: Our courier does not reach the Nicobar islands."));
  });
});
