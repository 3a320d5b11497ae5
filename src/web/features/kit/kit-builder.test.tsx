import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { paiseToRupees, rupeesToPaise } from "../../../core/money";
import { kitTotals } from "../../../core/pricing";
import { KIT_HINT, KIT_SIZE_MESSAGE, KIT_TOO_MANY_MESSAGE } from "../../../core/kit";
import { testProduct } from "../../../../tests/support/fixtures/product";
import { rupees } from "../../lib/format";
import { KitBuilder } from "./kit-builder";
import { KIT_STORAGE_KEY } from "./kit-storage";

const toastError = vi.hoisted(() => vi.fn());
vi.mock("sonner", () => ({ toast: { error: toastError, info: vi.fn(), success: vi.fn() } }));

// 22 parts in stock with varied prices and discounts, and one sold out.
const products = [
  ...Array.from({ length: 22 }, (_, index) => {
    const price = 49.99 + index * 37.5;
    const discount = [0, 5, 10, 15, 33][index % 5];
    return testProduct({
      _id: `part-${index + 1}`,
      name: `Part ${String(index + 1).padStart(2, "0")} ${index % 2 ? "Servo" : "Sensor"}`,
      price,
      discount,
      salePrice: paiseToRupees(Math.round((rupeesToPaise(price) * (100 - discount)) / 100)),
      category: index % 2 ? "Motors" : "Sensors",
    });
  }),
  testProduct({ _id: "sold-out", name: "Sold Out Board", stock: 0 }),
];

const card = (name: string) => screen.getByRole("button", { name });
const checkout = () => screen.getByRole("button", { name: "Proceed to checkout" });

async function pick(user: ReturnType<typeof userEvent.setup>, count: number, from = 0) {
  for (let index = from; index < from + count; index += 1) await user.click(card(products[index].name));
}

function renderBuilder(onConfirm = vi.fn()) {
  render(<KitBuilder products={products} onConfirm={onConfirm} />);
  return onConfirm;
}

describe("kit builder (§4, §5)", () => {
  beforeEach(() => {
    toastError.mockReset();
    localStorage.clear();
  });

  it("toggles parts in and out and shows the running count and the hint", async () => {
    const user = userEvent.setup();
    renderBuilder();
    expect(screen.getByText(KIT_HINT)).toBeInTheDocument();
    await pick(user, 3);
    expect(screen.getByTestId("kit-count")).toHaveTextContent("3");
    expect(card(products[0].name)).toHaveAttribute("aria-pressed", "true");
    await user.click(card(products[0].name));
    expect(card(products[0].name)).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByTestId("kit-count")).toHaveTextContent("2");
  });

  it("refuses a 21st part with the §5 message", async () => {
    const user = userEvent.setup();
    renderBuilder();
    await pick(user, 20);
    expect(toastError).not.toHaveBeenCalled();
    await user.click(card(products[20].name));
    expect(toastError).toHaveBeenCalledWith(KIT_TOO_MANY_MESSAGE, expect.anything());
    expect(screen.getByTestId("kit-count")).toHaveTextContent("20");
    expect(card(products[20].name)).toHaveAttribute("aria-pressed", "false");
  });

  it("keeps checkout disabled outside 7–20 and explains why when clicked", async () => {
    const user = userEvent.setup();
    renderBuilder();
    await pick(user, 6);
    expect(checkout()).toHaveAttribute("aria-disabled", "true");
    await user.click(checkout());
    expect(screen.getByRole("alert")).toHaveTextContent(KIT_SIZE_MESSAGE);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await pick(user, 1, 6);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(checkout()).toHaveAttribute("aria-disabled", "false");
    await user.click(checkout());
    expect(screen.getByRole("dialog", { name: "Create this kit?" })).toBeInTheDocument();
  });

  it("shows total, 5% discount and final price exactly as kitTotals computes them", async () => {
    const user = userEvent.setup();
    renderBuilder();
    await pick(user, 9);
    const expected = kitTotals(products.slice(0, 9).map((product) => ({ pricePaise: rupeesToPaise(product.price), discount: product.discount })));
    expect(screen.getByTestId("kit-total")).toHaveTextContent(rupees(paiseToRupees(expected.totalPaise)));
    expect(screen.getByTestId("kit-discount")).toHaveTextContent(rupees(paiseToRupees(expected.discountPaise)));
    expect(screen.getByTestId("kit-final")).toHaveTextContent(rupees(paiseToRupees(expected.finalPaise)));
  });

  it("keeps the selection in localStorage and restores it, without sold-out parts", async () => {
    const user = userEvent.setup();
    localStorage.setItem(KIT_STORAGE_KEY, JSON.stringify(["part-2", "sold-out", "part-5"]));
    renderBuilder();
    expect(await screen.findByText("2")).toHaveAttribute("data-testid", "kit-count");
    expect(card(products[1].name)).toHaveAttribute("aria-pressed", "true");
    expect(card("Sold Out Board")).toBeDisabled();
    await user.click(card(products[7].name));
    expect(JSON.parse(localStorage.getItem(KIT_STORAGE_KEY)!)).toEqual(["part-2", "part-5", "part-8"]);
  });

  it("Escape answers No; Yes hands over the kit and clears the stored selection", async () => {
    const user = userEvent.setup();
    const onConfirm = renderBuilder();
    await pick(user, 7);
    await user.click(checkout());
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByRole("button", { name: "No" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(checkout());
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Yes" }));
    const kit = products.slice(0, 7);
    const totals = kitTotals(kit.map((product) => ({ pricePaise: rupeesToPaise(product.price), discount: product.discount })));
    expect(onConfirm).toHaveBeenCalledWith(kit, {
      total: paiseToRupees(totals.totalPaise),
      discount: paiseToRupees(totals.discountPaise),
      finalPrice: paiseToRupees(totals.finalPaise),
    });
    expect(localStorage.getItem(KIT_STORAGE_KEY)).toBeNull();
  });

  it("finds parts by a case-insensitive name search and by category", async () => {
    const user = userEvent.setup();
    renderBuilder();
    await user.type(screen.getByLabelText("Search parts"), "sERVO");
    expect(screen.getAllByRole("button", { pressed: false }).every((button) => /Servo/.test(button.getAttribute("aria-label")!))).toBe(true);
    await user.clear(screen.getByLabelText("Search parts"));
    await user.selectOptions(screen.getByLabelText("Category"), "Sensors");
    expect(screen.queryByRole("button", { name: products[1].name })).not.toBeInTheDocument();
    expect(card(products[0].name)).toBeInTheDocument();
  });
});
