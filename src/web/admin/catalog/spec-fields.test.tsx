import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { ProductSpecs } from "~/src/core/specs";
import { json, renderAdmin, signedInStaff } from "~/tests/support/admin";
import type { AdminProduct } from "./catalog-types";
import { ProductForm } from "./product-form";

const fetchMock = signedInStaff();
const categories = [{ id: 1, name: "Sensors", position: 0, products: 3, activeProducts: 3 }];

function serve() {
  fetchMock.mockImplementation((url: string, init: RequestInit = {}) => {
    if (url === "/api/admin/categories") return json({ success: true, categories });
    if (url === "/api/admin/products/uno" && init.method === "PATCH") return json({ success: true, product: { _id: "uno", name: "Uno" } });
    return json({}, 500);
  });
}

const product = (specs: ProductSpecs): AdminProduct => ({
  _id: "uno",
  name: "Uno",
  nameHi: "",
  descriptionHi: "",
  description: "A board.",
  price: 500,
  discount: 0,
  salePrice: 500,
  image: ["/uploads/a.webp"],
  category: "Sensors",
  stock: 3,
  bestSeller: false,
  rating: 0,
  reviews: 0,
  archived: false,
  lowStockThreshold: 5,
  hsn: "8543",
  gstRate: 18,
  specs,
  documents: [],
  waitingAlerts: 0,
});

const renderEditor = (specs: ProductSpecs) => renderAdmin(() => <ProductForm product={product(specs)} />, { path: "/admin/products/uno" });
const sentSpecs = () => JSON.parse(fetchMock.mock.calls.find(([, init]) => init?.method === "PATCH")![1].body).specs;
const specsSection = () => within(screen.getByRole("group", { name: "Specifications" }));

describe("product form: specifications", () => {
  it("shows the product's specs, and sends the whole edited object with the product", async () => {
    serve();
    const user = userEvent.setup();
    renderEditor({
      voltageMin: 5,
      voltageMax: 5,
      logic: "5",
      interfaces: ["PWM", "USB"],
      dimensionsMm: { length: 68.6, width: 53.4 },
      kind: "board",
      extra: [
        { key: "Microcontroller", value: "ATmega328P" },
        { key: "Memory", value: "32 KB flash" },
      ],
    });
    const section = specsSection();
    expect(section.getByLabelText("Minimum voltage (V)")).toHaveValue("5");
    expect(section.getByLabelText("Logic level")).toHaveDisplayValue("5 V");
    expect(section.getByLabelText("PWM")).toBeChecked();
    expect(section.getByLabelText("I²C")).not.toBeChecked();
    expect(section.getByLabelText("Length")).toHaveValue("68.6");
    expect(section.getByLabelText("Kind of part")).toHaveDisplayValue("Board (runs the program)");
    expect(section.getByLabelText("Specification 2 value")).toHaveValue("32 KB flash");

    await user.clear(section.getByLabelText("Maximum voltage (V)"));
    await user.type(section.getByLabelText("Maximum voltage (V)"), "12");
    await user.selectOptions(section.getByLabelText("Logic level"), "3.3 V and 5 V");
    await user.click(section.getByLabelText("I²C"));
    await user.click(section.getByLabelText("USB"));
    await user.type(section.getByLabelText("Current draw (mA)"), "45");
    await user.selectOptions(section.getByLabelText("Needs a motor driver"), "No");
    await user.type(section.getByLabelText("Power source voltage (V)"), "7,4");
    await user.type(section.getByLabelText("Height"), "15");
    await user.type(section.getByLabelText("Weight (g)"), "25");
    await user.click(section.getByRole("button", { name: "Remove specification 1" }));
    await user.click(section.getByRole("button", { name: "Add a row" }));
    await user.type(section.getByLabelText("Specification 2 name"), "Clock");
    await user.type(section.getByLabelText("Specification 2 value"), "16 MHz");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PATCH")).toBe(true));
    expect(sentSpecs()).toEqual({
      voltageMin: 5,
      voltageMax: 12,
      logic: "both",
      interfaces: ["I2C", "PWM"],
      currentMa: 45,
      needsDriver: false,
      powerSource: { voltage: 7.4 },
      dimensionsMm: { length: 68.6, width: 53.4, height: 15 },
      weightG: 25,
      kind: "board",
      extra: [
        { key: "Memory", value: "32 KB flash" },
        { key: "Clock", value: "16 MHz" },
      ],
    });
  });

  it("names each wrong fact beside its input and sends nothing", async () => {
    serve();
    const user = userEvent.setup();
    renderEditor({});
    const section = specsSection();
    await user.type(section.getByLabelText("Minimum voltage (V)"), "12");
    await user.type(section.getByLabelText("Maximum voltage (V)"), "5");
    await user.type(section.getByLabelText("Current draw (mA)"), "lots");
    await user.type(section.getByLabelText("Width"), "20");
    await user.click(section.getByRole("button", { name: "Add a row" }));
    await user.type(section.getByLabelText("Specification 1 value"), "ATmega328P");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("Minimum voltage must not be above the maximum voltage.")).toBeInTheDocument();
    expect(section.getByLabelText("Minimum voltage (V)")).toHaveAttribute("aria-invalid", "true");
    expect(section.getByText("Current draw must be a number of mA.")).toBeInTheDocument();
    expect(section.getByText("Length must be a number of mm.")).toBeInTheDocument();
    expect(section.getByLabelText("Specification 1 name")).toHaveAccessibleDescription("Specification name is required.");
    expect(screen.getByText("Please correct the fields marked below.")).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "PATCH")).toHaveLength(0);
  });

  it("sends {} when every fact is left empty (an empty row is not sent)", async () => {
    serve();
    const user = userEvent.setup();
    renderEditor({});
    await user.click(specsSection().getByRole("button", { name: "Add a row" }));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PATCH")).toBe(true));
    expect(sentSpecs()).toEqual({});
  });
});
