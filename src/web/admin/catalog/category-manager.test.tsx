import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { json, renderAdmin, signedInStaff } from "~/tests/support/admin";
import { CategoryManager } from "./category-manager";

const categories = [
  { id: 1, name: "Sensors", nameHi: "सेंसर", position: 0, products: 4, activeProducts: 3 },
  { id: 2, name: "Motors", nameHi: "", position: 1, products: 0, activeProducts: 0 },
];

const fetchMock = signedInStaff();
beforeEach(() => vi.stubGlobal("confirm", () => true));

const writes = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method && init.method !== "GET")
    .map(([url, init]) => [url, init.method, init.body && JSON.parse(init.body)]);

describe("categories", () => {
  it("shows counts, and the server's refusal to delete a category in use", async () => {
    const message = "Category 'Sensors' is used by 4 product(s) (1 of them archived); move them to another category first.";
    fetchMock.mockImplementation((_url: string, init: RequestInit = {}) =>
      init.method === "DELETE" ? json({ success: false, message }, 409) : json({ success: true, categories }),
    );
    const user = userEvent.setup();
    renderAdmin(CategoryManager, { path: "/admin/categories" });
    expect(await screen.findByText("3 products, 1 archived")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Delete Sensors" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("adds a category with its Hindi name, and gives an existing one a Hindi name", async () => {
    fetchMock.mockImplementation(() => json({ success: true, categories }));
    const user = userEvent.setup();
    renderAdmin(CategoryManager, { path: "/admin/categories" });
    expect(await screen.findByText("सेंसर")).toHaveAttribute("lang", "hi");
    await user.type(screen.getByLabelText("New category name"), "Tools");
    await user.type(screen.getByLabelText("Hindi name (optional)"), "औज़ार");
    await user.click(screen.getByRole("button", { name: "Add" }));
    await waitFor(() => expect(writes()).toHaveLength(1));

    await user.click(screen.getByRole("button", { name: "Rename Motors" }));
    await user.type(screen.getByLabelText("Hindi name for Motors"), "मोटर");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()).toEqual([
      ["/api/admin/categories", "POST", { name: "Tools", nameHi: "औज़ार" }],
      ["/api/admin/categories/2", "PATCH", { nameHi: "मोटर" }],
    ]);
  });

  it("moves a category down by swapping the two positions", async () => {
    fetchMock.mockImplementation(() => json({ success: true, categories }));
    const user = userEvent.setup();
    renderAdmin(CategoryManager, { path: "/admin/categories" });
    expect(await screen.findByRole("button", { name: "Move Sensors up" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Move Sensors down" }));
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()).toEqual([
      ["/api/admin/categories/2", "PATCH", { position: 0 }],
      ["/api/admin/categories/1", "PATCH", { position: 1 }],
    ]);
  });
});
