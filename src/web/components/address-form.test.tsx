import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import type { Address } from "~/src/core/shapes/address";
import { forgetPinLookups } from "~/src/web/lib/delivery";
import { stubbedFetch } from "~/tests/support/fetch-mock";
import { AddressForm, EMPTY_ADDRESS, useAddressDraft } from "./address-form";
import { PIN_LOOKUP_PAUSE_MS } from "./use-pin-place";

/** A tiny checkout-like host: the form plus a submit button showing what validate() returned. */
function Host() {
  const draft = useAddressDraft();
  const [result, setResult] = useState<Address | null | undefined>(undefined);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setResult(draft.validate());
      }}
    >
      <AddressForm {...draft.formProps} />
      <button type="submit">Continue</button>
      {result && <output>valid for {result.phone}</output>}
    </form>
  );
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/First name/), "Asha");
  await user.type(screen.getByLabelText(/Last name/), "Rao");
  await user.type(screen.getByLabelText(/Email/), "asha@example.in");
  await user.type(screen.getByLabelText(/Street address/), "12 MG Road");
  await user.type(screen.getByLabelText(/City/), "Bengaluru");
  await user.type(screen.getByLabelText(/State/), "Karnataka");
  await user.type(screen.getByLabelText(/PIN/), "560001");
  await user.type(screen.getByLabelText(/Phone/), "98765 43210");
}

describe("AddressForm", () => {
  it("has the nine fields, an email input of email type, PIN label and India as the default country", () => {
    render(<Host />);
    expect(screen.getAllByRole("textbox")).toHaveLength(9);
    expect(screen.getByLabelText(/Email/)).toHaveAttribute("type", "email");
    expect(screen.getByLabelText(/PIN/)).toHaveAttribute("name", "zipcode");
    expect(screen.getByLabelText(/Country/)).toHaveValue("India");
    for (const label of [/First name/, /Last name/, /Email/, /Street address/, /City/, /State/, /PIN/, /Country/, /Phone/]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
  });

  it("shows a required message under every empty field", async () => {
    const user = userEvent.setup();
    render(<Host />);
    await user.clear(screen.getByLabelText(/Country/));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    for (const message of [
      "First name is required.",
      "Last name is required.",
      "Email is required.",
      "Street is required.",
      "City is required.",
      "State is required.",
      "PIN is required.",
      "Country is required.",
      "Phone is required.",
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/First name/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("explains a PIN that is not 6 digits and a phone that is not an Indian mobile", async () => {
    const user = userEvent.setup();
    render(<Host />);
    await fillValid(user);
    await user.clear(screen.getByLabelText(/PIN/));
    await user.type(screen.getByLabelText(/PIN/), "5600");
    await user.clear(screen.getByLabelText(/Phone/));
    await user.type(screen.getByLabelText(/Phone/), "12345");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByText("PIN must be 6 digits and cannot start with 0.")).toBeInTheDocument();
    expect(screen.getByText("Phone must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9.")).toBeInTheDocument();
    expect(screen.queryByText(/valid for/)).not.toBeInTheDocument();
  });

  it("clears a message as soon as the field is fixed, and passes a complete address (phone normalised)", async () => {
    const user = userEvent.setup();
    render(<Host />);
    await fillValid(user);
    await user.clear(screen.getByLabelText(/PIN/));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByText("PIN is required.")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/PIN/), "560001");
    expect(screen.queryByText("PIN is required.")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByText("valid for 9876543210")).toBeInTheDocument();
  });

  it("rejects an email without a domain", async () => {
    const user = userEvent.setup();
    render(<Host />);
    await fillValid(user);
    await user.clear(screen.getByLabelText(/Email/));
    await user.type(screen.getByLabelText(/Email/), "asha@");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByText("Please enter a valid email address.")).toBeInTheDocument();
  });
});

// Keeps the controlled component usable without the hook too.
it("AddressForm reports each change to its parent", async () => {
  const user = userEvent.setup();
  const changes: string[] = [];
  function Plain() {
    const [value, setValue] = useState(EMPTY_ADDRESS);
    return (
      <AddressForm
        value={value}
        onChange={(next) => {
          changes.push(next.city);
          setValue(next);
        }}
        idPrefix="plain"
      />
    );
  }
  render(<Plain />);
  await user.type(screen.getByLabelText(/City/), "Pune");
  expect(changes.at(-1)).toBe("Pune");
  expect(screen.getByLabelText(/City/)).toHaveAttribute("id", "plain-city");
});

describe("AddressForm: the PIN's place", () => {
  const fetchMock = stubbedFetch();
  const places: Record<string, { district: string; state: string; stateCode: string; known?: boolean }> = {
    "560001": { district: "Bengaluru", state: "Karnataka", stateCode: "29" },
    "110001": { district: "New Delhi", state: "Delhi", stateCode: "07" },
    // Not in the directory: its state by its first digits, no town.
    "396999": { district: "", state: "Gujarat", stateCode: "24", known: false },
  };
  beforeEach(() => {
    forgetPinLookups();
    fetchMock.mockImplementation(async (path: string) => {
      const pin = path.split("/").at(-1)!;
      const place = places[pin];
      const body = place
        ? { success: true, pin, ...place, zone: "metro", serviceable: true, cod: true, estimatedDelivery: "2026-11-30" }
        : { success: false, message: `We do not know the PIN ${pin}. Please check it.` };
      return new Response(JSON.stringify(body), { status: place ? 200 : 404, headers: { "content-type": "application/json" } });
    });
  });
  const field = (label: RegExp) => screen.getByLabelText(label);

  it("fills City and State from the PIN once the customer pauses; both stay editable; each PIN is asked for once", async () => {
    const user = userEvent.setup();
    render(<Host />);
    await user.type(field(/PIN/), "560001");
    await waitFor(() => expect(field(/City/)).toHaveValue("Bengaluru"));
    expect(field(/State/)).toHaveValue("Karnataka");
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual(["/api/delivery/560001"]);
    await user.type(field(/City/), " East");
    expect(field(/City/)).toHaveValue("Bengaluru East");
    await new Promise((resolve) => setTimeout(resolve, PIN_LOOKUP_PAUSE_MS + 100));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("never overwrites what the customer typed, but replaces what an earlier PIN filled", async () => {
    const user = userEvent.setup();
    render(<Host />);
    await user.type(field(/City/), "Bangalore");
    await user.type(field(/PIN/), "560001");
    await waitFor(() => expect(field(/State/)).toHaveValue("Karnataka"));
    expect(field(/City/)).toHaveValue("Bangalore");
    await user.clear(field(/PIN/));
    await user.type(field(/PIN/), "110001");
    await waitFor(() => expect(field(/State/)).toHaveValue("Delhi"));
    expect(field(/City/)).toHaveValue("Bangalore");
  });

  it("names an unknown PIN next to the PIN field and stops the form", async () => {
    const user = userEvent.setup();
    render(<Host />);
    await fillValid(user);
    await user.clear(field(/PIN/));
    await user.type(field(/PIN/), "999999");
    expect(await screen.findByText("We do not know the PIN 999999. Please check it.")).toBeInTheDocument();
    expect(field(/PIN/)).toHaveAttribute("aria-invalid", "true");
    expect(field(/PIN/)).toHaveAccessibleDescription("We do not know the PIN 999999. Please check it.");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.queryByText(/valid for/)).not.toBeInTheDocument();
  });

  it("fills only the State for a PIN the directory does not list, and leaves its State to the server", async () => {
    const user = userEvent.setup();
    render(<Host />);
    await user.type(field(/PIN/), "396999");
    await waitFor(() => expect(field(/State/)).toHaveValue("Gujarat"));
    expect(field(/City/)).toHaveValue("");
    // 396 is Gujarat's and Dadra & Nagar Haveli and Daman & Diu's: the form does not call the other state wrong.
    await user.clear(field(/State/));
    await user.type(field(/State/), "Dadra and Nagar Haveli and Daman and Diu");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/PIN 396999 is in/)).not.toBeInTheDocument();
    expect(field(/PIN/)).not.toHaveAttribute("aria-invalid");
  });

  it("names a State other than the PIN's next to State, counting short forms and any letter case", async () => {
    const user = userEvent.setup();
    render(<Host />);
    await fillValid(user);
    await user.clear(field(/State/));
    await user.type(field(/State/), "KL");
    expect(await screen.findByText("PIN 560001 is in Karnataka, not Kerala.")).toBeInTheDocument();
    expect(field(/State/)).toHaveAccessibleDescription("PIN 560001 is in Karnataka, not Kerala.");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.queryByText(/valid for/)).not.toBeInTheDocument();
    await user.clear(field(/State/));
    await user.type(field(/State/), "karnataka");
    expect(screen.queryByText(/is in Karnataka/)).not.toBeInTheDocument();
    await user.clear(field(/State/));
    await user.type(field(/State/), "KA");
    expect(screen.queryByText(/is in Karnataka/)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByText("valid for 9876543210")).toBeInTheDocument();
  });

  it("a lookup that fails never stops the form: the server has the final word", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const user = userEvent.setup();
    render(<Host />);
    await fillValid(user);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByText("valid for 9876543210")).toBeInTheDocument();
  });

  it("suggests states and union territories while what is typed is not one yet", async () => {
    const user = userEvent.setup();
    render(<Host />);
    await user.type(field(/State/), "pra");
    const suggestions = screen.getByRole("group", { name: "Did you mean" });
    expect(
      within(suggestions)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Andhra Pradesh", "Arunachal Pradesh", "Himachal Pradesh", "Madhya Pradesh", "Uttar Pradesh"]);
    await user.clear(field(/State/));
    await user.type(field(/State/), "tamil");
    await user.click(screen.getByRole("button", { name: "Tamil Nadu" }));
    expect(field(/State/)).toHaveValue("Tamil Nadu");
    expect(screen.queryByRole("group", { name: "Did you mean" })).not.toBeInTheDocument();
  });
});
