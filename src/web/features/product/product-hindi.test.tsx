import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { REVIEW_REASON_LABELS, REVIEW_REASONS } from "~/src/core/reviews";
import { compiledTranslator } from "~/src/web/lib/compiled-message";
import { stubbedFetch } from "~/tests/support/fetch-mock";
import { testProduct } from "~/tests/support/fixtures/product";
import { testOwnReview, testReview, testReviewList } from "~/tests/support/fixtures/reviews";
import { InHindi } from "~/tests/support/hindi";
import { answer, renderInShop, routeFetch } from "~/tests/support/review-screens";
import { ProductSummary } from "./product-summary";
import { ProductTabs } from "./product-tabs";
import { REVIEW_REASON_TEXT, reviewStatusText } from "./review-status";

const HINDI_PAGE = "/hi/product/arduino-uno-r3-ch340";
const hindiNames = { nameHi: "आर्डुइनो ऊनो R3 बोर्ड", descriptionHi: "ज़्यादातर स्कूल लैब इसी बोर्ड से शुरू करती हैं।" };

describe("the product page in Hindi (issue 33)", () => {
  const fetchMock = stubbedFetch();
  afterEach(() => localStorage.clear());

  it("shows the staff's Hindi name and description, Hindi words, and links that stay in Hindi", () => {
    renderInShop(
      <InHindi>
        <ProductSummary product={{ ...testProduct({ rating: 4.3, reviews: 12 }), ...hindiNames }} />
      </InHindi>,
      HINDI_PAGE,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("आर्डुइनो ऊनो R3 बोर्ड");
    expect(screen.getByText("ज़्यादातर स्कूल लैब इसी बोर्ड से शुरू करती हैं।")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /कार्ट में डालें/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "अभी ख़रीदें" })).toBeInTheDocument();
    expect(screen.getByText("GST सहित")).toBeInTheDocument();
    expect(screen.getByText("7 दिन में आसान वापसी")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "5 में से 4.3 स्टार" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "12 रेटिंग" })).toHaveAttribute("href", `${HINDI_PAGE}#reviews`);
    expect(screen.getByRole("link", { name: "Boards & Microcontrollers" })).toHaveAttribute(
      "href",
      "/hi/collections?category=Boards+%26+Microcontrollers",
    );
    expect(screen.queryByText("Add to cart")).not.toBeInTheDocument();
    expect(screen.queryByText("Includes GST")).not.toBeInTheDocument();
  });

  it("falls back to the English name where staff gave no Hindi one, and sends an out-of-stock visitor to /hi/enquiry", () => {
    renderInShop(
      <InHindi>
        <ProductSummary product={testProduct({ stock: 0 })} />
      </InHindi>,
      HINDI_PAGE,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Arduino Uno R3 Compatible Board");
    expect(screen.getByRole("button", { name: "स्टॉक में नहीं" })).toBeDisabled();
    expect(screen.getByText("अभी उपलब्ध नहीं")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "उपलब्धता के बारे में हमसे पूछें" })).toHaveAttribute("href", "/hi/enquiry");
  });

  it("names the tabs in Hindi, and shows reviews with a Hindi date and a Hindi link to the guidelines", async () => {
    const reviews = testReviewList([testReview()], [0, 0, 0, 1, 0]);
    const user = renderInShop(
      <InHindi>
        <ProductTabs product={{ ...testProduct({ rating: 4, reviews: 1 }), ...hindiNames }} reviews={reviews} />
      </InHindi>,
      HINDI_PAGE,
    );
    expect(within(screen.getByRole("tabpanel", { name: "विवरण" })).getByText(hindiNames.descriptionHi)).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "रिव्यू (1)" }));
    const panel = screen.getByRole("tabpanel", { name: "रिव्यू (1)" });
    expect(within(panel).getByRole("heading", { name: "ग्राहक क्या कहते हैं" })).toBeInTheDocument();
    expect(within(panel).getByText("पक्का ख़रीदार")).toBeInTheDocument();
    expect(within(panel).getByText("28 नवंबर 2026")).toHaveAttribute("datetime", "2026-11-28T06:30:00.000Z");
    expect(within(panel).getByRole("link", { name: "हम रिव्यू कैसे जाँचते हैं" })).toHaveAttribute("href", "/hi/review-guidelines");
    expect((await within(panel).findByRole("link", { name: "रिव्यू लिखने के लिए लॉग इन करें" })).getAttribute("href")).toMatch(/^\/hi\/login\?/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("tells a logged-in writer where their review stands, in Hindi", async () => {
    localStorage.setItem("token", "customer-token");
    routeFetch(fetchMock, {
      "GET /api/products/arduino-uno-r3-ch340/reviews/mine": () =>
        answer({ success: true, canReview: true, review: testOwnReview({ status: "rejected", reason: "off-topic" }) }),
    });
    const user = renderInShop(
      <InHindi>
        <ProductTabs product={testProduct({ reviews: 0 })} reviews={testReviewList()} />
      </InHindi>,
      HINDI_PAGE,
    );
    await user.click(screen.getByRole("tab", { name: "रिव्यू (0)" }));
    expect(await screen.findByText("नहीं दिखाया गया: सामान के बारे में नहीं")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "अपना रिव्यू बदलें" })).toBeInTheDocument();
  });
});

describe("the storefront's copies of src/core's words", () => {
  it("say in English exactly what src/core says", () => {
    const english = compiledTranslator("en");
    for (const reason of REVIEW_REASONS) expect(english(REVIEW_REASON_TEXT[reason])).toBe(REVIEW_REASON_LABELS[reason]);
    expect(reviewStatusText({ status: "rejected", reason: "advertising" }, english)).toBe("Not published: Advertising or links");
  });
});
