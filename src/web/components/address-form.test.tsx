import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import type { Address } from "~/src/core/shapes/address";
import { AddressForm, EMPTY_ADDRESS, useAddressDraft } from "./address-form";

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
