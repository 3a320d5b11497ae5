import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, renderAdmin, signedInStaff } from "~/tests/support/admin";
import { testProduct } from "~/tests/support/fixtures/product";
import type { AdminProduct } from "./catalog-types";
import { DocumentManager } from "./document-manager";

const fetchMock = signedInStaff();
const sheet = { name: "L298N datasheet", url: "/uploads/docs/0123456789abcdef0123456789abcdef.pdf", bytes: 1_234_567 };
const product = (documents: AdminProduct["documents"]): AdminProduct => ({
  ...testProduct({ _id: "l298n", documents }),
  archived: false,
  lowStockThreshold: 5,
  waitingAlerts: 0,
});
const calls = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith("/api/admin/products/l298n/documents"));

describe("datasheets on the product editor", () => {
  it("uploads a PDF with the name typed, then lists what the server answers", async () => {
    fetchMock.mockImplementation(() => json({ success: true, product: product([sheet]) }));
    const user = userEvent.setup();
    renderAdmin(() => <DocumentManager product={product([])} />, { path: "/admin/products/l298n" });
    expect(screen.getByText(/None yet/)).toBeInTheDocument();
    await user.upload(screen.getByLabelText("PDF file (at most 20 MB)"), new File(["%PDF-1.4"], "l298n.pdf", { type: "application/pdf" }));
    await user.type(screen.getByLabelText("Name shown (optional)"), "L298N datasheet");
    await user.click(screen.getByRole("button", { name: "Upload" }));

    await waitFor(() => expect(calls()).toHaveLength(1));
    const [call] = calls();
    expect(call[1].method).toBe("POST");
    const form = call[1].body as FormData;
    expect(form.get("name")).toBe("L298N datasheet");
    expect((form.get("file") as File).name).toBe("l298n.pdf");
  });

  it("shows each document with its size and removes one by its place, showing a refusal in words", async () => {
    fetchMock.mockImplementation(() => json({ success: false, message: "The product has no document 1." }, 404));
    const user = userEvent.setup();
    renderAdmin(() => <DocumentManager product={product([sheet])} />, { path: "/admin/products/l298n" });
    const row = screen.getByRole("listitem");
    expect(within(row).getByRole("link", { name: "L298N datasheet" })).toHaveAttribute("href", sheet.url);
    expect(within(row).getByText("PDF, 1.2 MB")).toBeInTheDocument();
    await user.click(within(row).getByRole("button", { name: "Remove L298N datasheet" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The product has no document 1.");
    expect(calls()[0][0]).toBe("/api/admin/products/l298n/documents/1");
    expect(calls()[0][1].method).toBe("DELETE");
  });
});
