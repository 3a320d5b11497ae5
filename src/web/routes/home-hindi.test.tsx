import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { englishWords } from "~/scripts/eslint-no-english-text.mjs";
import { stubIntersectionObserver } from "~/src/web/features/home/near-viewport-test-support";
import { testimonialTexts } from "~/src/web/features/home/testimonial-texts";
import { compiledTranslator } from "~/src/web/lib/compiled-message";
import { hindiMessages, InHindi } from "~/tests/support/hindi";
import Home from "./home";
import type { Route } from "./+types/home";

// The carousels' engines (Embla) measure a real layout; the slides and cards they drive are what is tested here.
vi.mock("~/src/web/features/home/hero-carousel", async (original) => ({
  ...(await original<object>()),
  HeroController: () => null,
}));
vi.mock("~/src/web/features/home/testimonials-carousel", () => ({ TestimonialsController: () => null }));

const HOME = {
  hotSale: [],
  bestSellers: [],
  featured: [],
  categories: ["Motors & Drivers", "Sensors"],
  categoryNamesHi: { "Motors & Drivers": "मोटर और ड्राइवर" },
};

beforeEach(() => {
  stubIntersectionObserver();
  vi.stubGlobal(
    "fetch",
    vi.fn(async () =>
      Response.json({
        success: true,
        categories: [
          { name: "Motors & Drivers", nameHi: "मोटर और ड्राइवर" },
          { name: "Sensors", nameHi: "" },
        ],
      }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderHome(path: string, wrap: (page: ReactNode) => ReactNode = (page) => page) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // As the loader words them for the page's language.
  const t = path.startsWith("/hi") ? compiledTranslator("hi", hindiMessages) : compiledTranslator("en");
  const props = { loaderData: { ...HOME, testimonials: testimonialTexts(t) } } as unknown as Route.ComponentProps;
  const Stub = createRoutesStub([{ path, Component: () => <QueryClientProvider client={client}>{wrap(<Home {...props} />)}</QueryClientProvider> }]);
  return render(<Stub initialEntries={[path]} />);
}

/** What a reader sees or hears of the page: its text and the labels, placeholders and alternative texts. */
function readable(root: HTMLElement): string {
  const attributes = [...root.querySelectorAll("[aria-label], [placeholder], [alt], [title]")].flatMap((element) =>
    ["aria-label", "placeholder", "alt", "title"].map((name) => element.getAttribute(name) ?? ""),
  );
  return [root.textContent ?? "", ...attributes].join(" ");
}

describe("the home page in Hindi (issue 33)", () => {
  it("shows every section in Hindi, categories by their Hindi names, and no English of the shop's own", async () => {
    const { container } = renderHome("/hi", (page) => <InHindi>{page}</InHindi>);

    expect(await screen.findByRole("heading", { level: 1, name: "आपकी टिंकरिंग लैब की हर ज़रूरत" })).toBeInTheDocument();
    // The other four banners join once the carousel's code has loaded (they travel with it), each "n of 5".
    await waitFor(() => expect(screen.getAllByRole("group", { name: /5 में से/ })).toHaveLength(5), { timeout: 4000 });
    expect(screen.getByRole("heading", { name: "स्कूलों के लिए ड्रोन बनाने की वर्कशॉप" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "वर्कशॉप देखें" })).toHaveAttribute("href", "/hi/workshops");

    const quickLinks = screen.getByRole("navigation", { name: "श्रेणी से झटपट खोज" });
    expect(within(quickLinks).getByRole("link", { name: "मोटर और ड्राइवर" })).toHaveAttribute("href", "/hi/category?category=Motors+%26+Drivers");
    // No Hindi name given: the English one shows.
    expect(within(quickLinks).getByRole("link", { name: "Sensors" })).toBeInTheDocument();

    const select = screen.getByRole("combobox", { name: "श्रेणी" });
    await waitFor(() => expect(within(select).getByRole("option", { name: "मोटर और ड्राइवर" })).toHaveValue("Motors & Drivers"));
    expect([...(select as HTMLSelectElement).options].map((option) => option.textContent)).toEqual(["कोई नहीं", "सभी", "मोटर और ड्राइवर", "Sensors"]);

    expect(screen.getByRole("timer", { name: "सेल ख़त्म होने में" })).toHaveTextContent("दिन");
    expect(screen.getByRole("heading", { name: "सबसे ज़्यादा बिकने वाले" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "पूरे प्रोजेक्ट के लिए एक बंडल" })).toBeInTheDocument();
    expect(screen.getByText("किट के कुल दाम पर 5% की छूट पाएँ")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "हमारे वादे" })).toHaveTextContent("बहुत तेज़ डिलीवरी");
    expect(screen.getByRole("heading", { name: "शिक्षकों और बनाने वालों का भरोसा" })).toBeInTheDocument();
    expect(screen.getByText("मीनाक्षी अय्यर")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "सदस्य बनें" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "देखें" })).toBeInTheDocument();

    // The only Latin-script words left are the category without a Hindi name (content) and the allowed names.
    expect(englishWords(readable(container)).filter((word: string) => word !== "Sensors")).toEqual([]);
  });

  it("keeps the English page's words as they were", async () => {
    renderHome("/");
    expect(await screen.findByRole("heading", { level: 1, name: "Everything your tinkering lab needs" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Featured Products" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View All Products" })).toHaveAttribute("href", "/collections");
    expect(screen.getByText("Get 5% off the kit total")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Motors & Drivers" })).toHaveAttribute("href", "/category?category=Motors+%26+Drivers");
    const select = screen.getByRole("combobox", { name: "Category" });
    await waitFor(() => expect(within(select).getByRole("option", { name: "Motors & Drivers" })).toBeInTheDocument());
    expect(screen.getByRole("timer", { name: "Sale ends in" })).toHaveTextContent("Days");
    expect(screen.getByText("Meenakshi Iyer")).toBeInTheDocument();
  });
});
