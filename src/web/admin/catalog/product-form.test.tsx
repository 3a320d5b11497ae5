import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, renderAdmin, signedInStaff } from "~/tests/support/admin";
import { ProductForm } from "./product-form";

const categories = [{ id: 1, name: "Sensors", position: 0, products: 3, activeProducts: 3 }];
const png = () => new File([new Uint8Array([137, 80, 78, 71])], "relay.png", { type: "image/png" });

const fetchMock = signedInStaff();

/** Answers the categories list and whatever `answer` says for the other calls. */
function serve(answer: (url: string, init: RequestInit) => Promise<Response>) {
  fetchMock.mockImplementation((url: string, init: RequestInit = {}) =>
    url === "/api/admin/categories" ? json({ success: true, categories }) : answer(url, init),
  );
}

const renderForm = () => renderAdmin(() => <ProductForm />, { path: "/admin/products/new" });

describe("product form", () => {
  it("names every missing or wrong field and sends nothing", async () => {
    serve(() => json({}, 500));
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText("Price (₹)"), "12.345");
    await user.clear(screen.getByLabelText("Discount (%)"));
    await user.type(screen.getByLabelText("Discount (%)"), "150");
    await user.click(screen.getByRole("button", { name: "Add product" }));

    expect(await screen.findByText("Name is required.")).toBeInTheDocument();
    expect(screen.getByText("Description is required.")).toBeInTheDocument();
    expect(screen.getByText("Price must have at most 2 decimals.")).toBeInTheDocument();
    expect(screen.getByText("Discount must be at most 100.")).toBeInTheDocument();
    expect(screen.getByText("Category is required.")).toBeInTheDocument();
    expect(screen.getByText("Add at least one picture.")).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(0);
  });

  it("explains the specifications format next to the description", () => {
    serve(() => json({}, 500));
    renderForm();
    const description = screen.getByLabelText("Description");
    expect(description).toHaveAccessibleDescription(/starts with Specifications: followed by one line per row, like - Voltage: 5 V/);
  });

  it("shows the server's refusal of an upload and keeps no picture", async () => {
    serve((url) =>
      url === "/api/admin/uploads" ? json({ success: false, message: "This file is not a JPEG, PNG or WebP image." }, 400) : json({}, 500),
    );
    const user = userEvent.setup();
    renderForm();
    await user.upload(screen.getByLabelText("Choose a picture"), png());

    expect(await screen.findByRole("alert")).toHaveTextContent("relay.png: This file is not a JPEG, PNG or WebP image.");
    expect(screen.queryByRole("img", { name: "Picture 1" })).not.toBeInTheDocument();
    const upload = fetchMock.mock.calls.find(([url]) => url === "/api/admin/uploads")!;
    expect(upload[1].headers.token).toBe("staff-token");
    expect((upload[1].body as FormData).get("file")).toBeInstanceOf(File);
  });

  it("creates the product with rupees, percent, opening stock and the uploaded picture, then opens it", async () => {
    serve((url, init) => {
      if (url === "/api/admin/uploads")
        return json({ success: true, image: "/uploads/abc.webp", fallback: "/uploads/abc.jpg", width: 800, height: 800 });
      if (url === "/api/admin/products" && init.method === "POST") {
        return json({ success: true, product: { _id: "relay-module-5v", name: "Relay Module 5V" } }, 201);
      }
      return json({}, 500);
    });
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText("Name"), "Relay Module 5V");
    await user.type(screen.getByLabelText("Description"), "Switches mains loads.");
    expect(screen.getByLabelText("Hindi name")).toHaveAttribute("lang", "hi");
    expect(screen.getByLabelText("Hindi description")).toHaveAttribute("lang", "hi");
    await user.type(screen.getByLabelText("Hindi name"), " रिले मॉड्यूल 5V ");
    await user.type(screen.getByLabelText("Hindi description"), "बिजली के उपकरण चालू-बंद करता है।");
    await user.type(screen.getByLabelText("Price (₹)"), "149.50");
    await user.clear(screen.getByLabelText("Discount (%)"));
    await user.type(screen.getByLabelText("Discount (%)"), "10");
    await user.selectOptions(await screen.findByLabelText("Category"), await screen.findByRole("option", { name: "Sensors" }));
    await user.clear(screen.getByLabelText("Opening stock"));
    await user.type(screen.getByLabelText("Opening stock"), "25");
    await user.click(screen.getByLabelText("Best seller"));
    await user.upload(screen.getByLabelText("Choose a picture"), png());
    expect(await screen.findByRole("img", { name: "Picture 1" })).toHaveAttribute("src", "/uploads/abc.webp");
    await user.click(screen.getByRole("button", { name: "Add product" }));

    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/admin/products/relay-module-5v"));
    const create = fetchMock.mock.calls.find(([url, init]) => url === "/api/admin/products" && init?.method === "POST")!;
    expect(JSON.parse(create[1].body)).toEqual({
      name: "Relay Module 5V",
      description: "Switches mains loads.",
      nameHi: "रिले मॉड्यूल 5V",
      descriptionHi: "बिजली के उपकरण चालू-बंद करता है।",
      price: 149.5,
      discount: 10,
      category: "Sensors",
      bestSeller: true,
      lowStockThreshold: 5,
      image: ["/uploads/abc.webp"],
      hsn: "8543",
      gstRate: 18,
      specs: {},
      stock: 25,
    });
  });

  it("offers the GST rates, starts at HSN 8543 and 18 %, and checks the HSN code before sending", async () => {
    serve(() => json({}, 500));
    const user = userEvent.setup();
    renderForm();
    const rate = screen.getByLabelText("GST rate");
    expect(rate).toHaveDisplayValue("18 %");
    expect(
      within(rate)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["0 %", "0.25 %", "3 %", "5 %", "18 %", "40 %"]);
    const hsn = screen.getByLabelText("HSN code");
    expect(hsn).toHaveValue("8543");
    await user.clear(hsn);
    await user.type(hsn, "85423");
    await user.click(screen.getByRole("button", { name: "Add product" }));
    expect(await screen.findByText("HSN must be a code of 4, 6 or 8 digits (for example 8542).")).toBeInTheDocument();
    expect(hsn).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(0);
  });

  it("keeps the server's refusal of an edit on screen (and an edit has no opening stock)", async () => {
    serve((url, init) =>
      url === "/api/admin/products/relay" && init.method === "PATCH"
        ? json({ success: false, message: "Unknown category 'Sensors'." }, 400)
        : json({}, 500),
    );
    const user = userEvent.setup();
    renderAdmin(
      () => (
        <ProductForm
          product={{
            _id: "relay",
            name: "Relay",
            description: "A relay.",
            nameHi: "",
            descriptionHi: "",
            price: 100,
            discount: 0,
            salePrice: 100,
            image: ["/uploads/a.webp"],
            category: "Sensors",
            stock: 3,
            bestSeller: false,
            rating: 0,
            reviews: 0,
            archived: false,
            lowStockThreshold: 5,
            hsn: "85423100",
            gstRate: 5,
            specs: {},
            documents: [],
            waitingAlerts: 0,
          }}
        />
      ),
      { path: "/admin/products/relay" },
    );
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Unknown category 'Sensors'.")).toBeInTheDocument();
    expect(screen.queryByLabelText("Opening stock")).not.toBeInTheDocument();
    expect(screen.getByLabelText("HSN code")).toHaveValue("85423100");
    expect(screen.getByLabelText("GST rate")).toHaveDisplayValue("5 %");
  });

  it("sends a changed HSN code and GST rate with an edit", async () => {
    serve((url, init) =>
      url === "/api/admin/products/relay" && init.method === "PATCH"
        ? json({ success: true, product: { _id: "relay", name: "Relay" } })
        : json({}, 500),
    );
    const user = userEvent.setup();
    renderAdmin(
      () => (
        <ProductForm
          product={{
            _id: "relay",
            name: "Relay",
            description: "A relay.",
            nameHi: "",
            descriptionHi: "",
            price: 100,
            discount: 0,
            salePrice: 100,
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
            specs: {},
            documents: [],
            waitingAlerts: 0,
          }}
        />
      ),
      { path: "/admin/products/relay" },
    );
    await user.selectOptions(await screen.findByLabelText("Category"), await screen.findByRole("option", { name: "Sensors" }));
    const hsn = screen.getByLabelText("HSN code");
    expect(hsn).toHaveValue("8543");
    await user.clear(hsn);
    await user.type(hsn, "853690");
    await user.selectOptions(screen.getByLabelText("GST rate"), "5 %");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PATCH")).toBe(true));
    const edit = fetchMock.mock.calls.find(([, init]) => init?.method === "PATCH")!;
    expect(JSON.parse(edit[1].body)).toMatchObject({ hsn: "853690", gstRate: 5 });
  });
});
