import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, renderAdmin, signedInStaff } from "~/tests/support/admin";
import { CsvImport, DryRunResult } from "./csv-import";

const csv = "id,name,category,price\nrelay,Relay,Sensors,100\n";
const file = () => new File([csv], "products.csv", { type: "text/csv" });

describe("CSV dry run result", () => {
  it("lists what would be created and changed, and every bad row by line number, without Apply", () => {
    render(
      <DryRunResult
        fileName="products.csv"
        busy={false}
        onApply={() => {}}
        result={{
          dryRun: true,
          creates: ["relay-module-5v"],
          updates: [{ id: "arduino-uno-r3", changes: { price: [549, 499] } }],
          errors: [
            { line: 4, message: "Price must be greater than 0." },
            { line: 9, message: "Unknown category 'Robots'." },
          ],
        }}
      />,
    );
    const result = screen.getByRole("region", { name: "Dry run result" });
    expect(result).toHaveTextContent("products.csv would create 1 product and update 1.");
    expect(within(result).getByText("relay-module-5v")).toBeInTheDocument();
    expect(within(result).getByText(/price 549 → 499/)).toBeInTheDocument();
    expect(result).toHaveTextContent("2 bad rows: fix them and choose the file again. Nothing was changed.");
    const rows = within(result)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(rows).toContain("Line 4: Price must be greater than 0.");
    expect(rows).toContain("Line 9: Unknown category 'Robots'.");
    expect(within(result).queryByRole("button", { name: "Apply" })).not.toBeInTheDocument();
  });
});

describe("CSV import", () => {
  const fetchMock = signedInStaff();

  it("runs a dry run first, then Apply sends the same file for real", async () => {
    fetchMock.mockImplementation((url: string) =>
      url.endsWith("?dryRun=1")
        ? json({ success: true, dryRun: true, creates: ["relay"], updates: [], errors: [] })
        : json({ success: true, dryRun: false, created: ["relay"], updated: [] }),
    );
    const user = userEvent.setup();
    renderAdmin(CsvImport, { path: "/admin/products" });
    await user.upload(screen.getByLabelText("CSV file"), file());
    expect(await screen.findByRole("region", { name: "Dry run result" })).toHaveTextContent("would create 1 product and update 0.");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [dryUrl, dryInit] = fetchMock.mock.calls[0];
    expect(dryUrl).toBe("/api/admin/products/import?dryRun=1");
    expect(dryInit).toMatchObject({ method: "POST", body: csv, headers: { "content-type": "text/csv", token: "staff-token" } });

    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("Imported: 1 created, 0 updated.")).toHaveAttribute("role", "status");
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === "/api/admin/products/import")).toBe(true));
  });

  it("shows the bad rows of a refused import", async () => {
    fetchMock.mockImplementation(() =>
      json({ success: false, message: "Nothing was imported: 1 problem in the file.", errors: [{ line: 2, message: "Name is required." }] }, 400),
    );
    const user = userEvent.setup();
    renderAdmin(CsvImport, { path: "/admin/products" });
    await user.upload(screen.getByLabelText("CSV file"), file());
    expect((await screen.findAllByText("Nothing was imported: 1 problem in the file."))[0]).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Dry run result" })).toHaveTextContent("Line 2: Name is required.");
  });
});
