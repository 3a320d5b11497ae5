import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { json } from "~/tests/support/admin";
import { renderWithSession, signedInCustomer } from "~/tests/support/kit-orders";
import { BusinessPurchase, useBusinessPurchase, type BusinessCheck } from "./business-purchase";

const fetchMock = signedInCustomer("tok-1");

/** The section as a checkout uses it, with a button standing in for "Place order". */
function Harness() {
  const business = useBusinessPurchase();
  const [result, setResult] = useState<BusinessCheck | null>(null);
  if (business.loading) return <p>Loading</p>;
  return (
    <>
      <BusinessPurchase {...business.sectionProps} idPrefix="test" />
      <button type="button" onClick={() => setResult(business.validate())}>
        Place order
      </button>
      <output data-testid="result">{JSON.stringify(result)}</output>
    </>
  );
}

const onFile = (business: unknown) => fetchMock.mockImplementation(() => json({ success: true, business }));
const checkbox = () => screen.getByRole("checkbox", { name: "Buying for a business? Add your GSTIN for a GST tax invoice" });
const result = () => JSON.parse(screen.getByTestId("result").textContent || "null");

describe("business purchase at checkout", () => {
  it("is a closed, optional section until ticked; then it asks for the GSTIN and the legal name", async () => {
    onFile(null);
    const user = userEvent.setup();
    renderWithSession(<Harness />);
    expect(await screen.findByRole("region", { name: "Business purchase" })).toHaveTextContent("Optional");
    expect(checkbox()).not.toBeChecked();
    expect(screen.queryByLabelText(/^GSTIN/)).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/user/business", expect.objectContaining({ headers: expect.objectContaining({ token: "tok-1" }) }));

    await user.click(screen.getByRole("button", { name: "Place order" }));
    expect(result()).toEqual({ ok: true, business: null }); // closed: an ordinary purchase

    await user.click(checkbox());
    expect(screen.getByLabelText(/^GSTIN/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Legal name of the business/)).toBeInTheDocument();
  });

  it("opens prefilled with the last business purchase", async () => {
    onFile({ gstin: "29ABCDE1234F1ZW", businessName: "Makers Guild LLP" });
    const user = userEvent.setup();
    renderWithSession(<Harness />);
    await waitFor(() => expect(checkbox()).toBeChecked());
    expect(screen.getByLabelText(/^GSTIN/)).toHaveValue("29ABCDE1234F1ZW");
    expect(screen.getByLabelText(/^Legal name of the business/)).toHaveValue("Makers Guild LLP");
    await user.click(screen.getByRole("button", { name: "Place order" }));
    expect(result()).toEqual({ ok: true, business: { gstin: "29ABCDE1234F1ZW", businessName: "Makers Guild LLP" } });
  });

  it("upper-cases the GSTIN as it is typed, and drops spaces", async () => {
    onFile(null);
    const user = userEvent.setup();
    renderWithSession(<Harness />);
    await user.click(await screen.findByRole("checkbox"));
    const gstin = screen.getByLabelText(/^GSTIN/);
    await user.type(gstin, "29abcde 1234f1zw");
    expect(gstin).toHaveValue("29ABCDE1234F1ZW");
  });

  it("checks a field when it is left, with the message next to it; passing through an empty field is no mistake", async () => {
    onFile(null);
    const user = userEvent.setup();
    renderWithSession(<Harness />);
    await user.click(await screen.findByRole("checkbox"));
    const gstin = screen.getByLabelText(/^GSTIN/);
    await user.click(gstin);
    await user.tab();
    expect(gstin).not.toHaveAttribute("aria-invalid");

    await user.type(gstin, "29ABCDE1234F1Z5");
    await user.tab();
    expect(gstin).toHaveAttribute("aria-invalid", "true");
    expect(gstin).toHaveAccessibleDescription(/GSTIN's last character does not match the rest: please check it for a typing mistake\./);

    // Once checked, the message follows the typing: a fixed GSTIN loses it at once.
    await user.clear(gstin);
    await user.type(gstin, "29ABCDE1234F1ZW");
    expect(gstin).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText(/last character/)).not.toBeInTheDocument();
  });

  it("at submit, an open section needs both fields: each says what is wrong", async () => {
    onFile(null);
    const user = userEvent.setup();
    renderWithSession(<Harness />);
    await user.click(await screen.findByRole("checkbox"));
    await user.type(screen.getByLabelText(/^Legal name of the business/), "A");
    await user.click(screen.getByRole("button", { name: "Place order" }));
    expect(result()).toMatchObject({ ok: false });
    expect(screen.getByLabelText(/^GSTIN/)).toHaveAccessibleDescription(/GSTIN is required for a GST tax invoice\./);
    expect(screen.getByLabelText(/^Legal name of the business/)).toHaveAccessibleDescription(
      /Legal name of the business must be 2 to 99 characters\./,
    );

    // Unticking the box makes it an ordinary purchase again.
    await user.click(checkbox());
    await user.click(screen.getByRole("button", { name: "Place order" }));
    expect(result()).toEqual({ ok: true, business: null });
  });

  it("without a saved business (or when it cannot be read) the section stays closed", async () => {
    fetchMock.mockImplementation(() => json({ success: false, message: "Something went wrong." }, 500));
    renderWithSession(<Harness />);
    expect(await screen.findByRole("checkbox")).not.toBeChecked();
  });
});
