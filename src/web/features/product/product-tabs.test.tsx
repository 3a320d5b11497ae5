import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { stubbedFetch } from "~/tests/support/fetch-mock";
import { testProduct } from "~/tests/support/fixtures/product";
import { testReview, testReviewList } from "~/tests/support/fixtures/reviews";
import { answer, callsTo, renderInShop, routeFetch } from "~/tests/support/review-screens";
import { ProductSummary } from "./product-summary";
import { ProductTabs } from "./product-tabs";

const noReviews = testReviewList();
const MINE = "GET /api/products/arduino-uno-r3-ch340/reviews/mine";

describe("product description and reviews tabs", () => {
  const fetchMock = stubbedFetch();
  afterEach(() => localStorage.clear());

  it("shows the description with its specifications as a table", () => {
    renderInShop(<ProductTabs product={testProduct()} reviews={noReviews} />);
    expect(screen.getByRole("tab", { name: "Description" })).toHaveAttribute("aria-selected", "true");
    const panel = screen.getByRole("tabpanel", { name: "Description" });
    expect(within(panel).getByText("The board most school labs start with.")).toBeInTheDocument();
    expect(within(panel).getByText("Specifications:")).toBeInTheDocument();
    const table = within(panel).getByRole("table");
    expect(within(table).getByRole("rowheader", { name: "Microcontroller" })).toBeInTheDocument();
    expect(within(table).getByRole("cell", { name: "ATmega328P" })).toBeInTheDocument();
    expect(within(table).getAllByRole("row")).toHaveLength(2);
  });

  it("names the real count: 'Reviews (0)' with 'No ratings yet', switched by click and with the arrow keys", async () => {
    const user = renderInShop(<ProductTabs product={testProduct({ rating: 0, reviews: 0 })} reviews={noReviews} />);
    await user.click(screen.getByRole("tab", { name: "Reviews (0)" }));
    const panel = screen.getByRole("tabpanel", { name: "Reviews (0)" });
    expect(panel).toHaveTextContent("No ratings yet");
    expect(within(panel).queryByRole("img", { name: /out of 5 stars/ })).not.toBeInTheDocument();
    expect(within(panel).getByRole("link", { name: "How we check reviews" })).toHaveAttribute("href", "/review-guidelines");
    expect(screen.queryByRole("tabpanel", { name: "Description" })).not.toBeInTheDocument();

    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Description" })).toHaveFocus();
    expect(screen.getByRole("tab", { name: "Description" })).toHaveAttribute("aria-selected", "true");
  });

  it("puts the first page of reviews in the page, without asking the server again", async () => {
    const reviews = testReviewList([testReview()], [0, 0, 0, 1, 0]);
    const user = renderInShop(<ProductTabs product={testProduct({ rating: 4, reviews: 1 })} reviews={reviews} />);
    await user.click(screen.getByRole("tab", { name: "Reviews (1)" }));
    expect(screen.getByText("Worked first time")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks for the customer's own review only once the reviews are opened", async () => {
    localStorage.setItem("token", "customer-token");
    routeFetch(fetchMock, { [MINE]: () => answer({ success: true, canReview: true, review: null }) });
    const user = renderInShop(<ProductTabs product={testProduct({ reviews: 0 })} reviews={noReviews} />);
    await screen.findByRole("tab", { name: "Description" });
    expect(callsTo(fetchMock, MINE)).toHaveLength(0);
    await user.click(screen.getByRole("tab", { name: "Reviews (0)" }));
    expect(await screen.findByRole("button", { name: "Write a review" })).toBeInTheDocument();
    expect(callsTo(fetchMock, MINE)).toHaveLength(1);
  });

  it("opens the reviews and the form from a #write-review link (mails, orders)", async () => {
    localStorage.setItem("token", "customer-token");
    routeFetch(fetchMock, { [MINE]: () => answer({ success: true, canReview: true, review: null }) });
    renderInShop(<ProductTabs product={testProduct({ reviews: 0 })} reviews={noReviews} />, "/product/arduino-uno-r3-ch340#write-review");
    expect(await screen.findByRole("form", { name: "Write a review" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Reviews (0)" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("radio", { name: "5 stars" })).toBeInTheDocument();
  });

  it("opens the reviews each time the rating's link is followed, even after switching back", async () => {
    const product = testProduct({ rating: 4, reviews: 1 });
    const reviews = testReviewList([testReview()], [0, 0, 0, 1, 0]);
    const user = renderInShop(
      <>
        <ProductSummary product={product} />
        <ProductTabs product={product} reviews={reviews} />
      </>,
    );
    await user.click(screen.getByRole("link", { name: "1 rating" }));
    expect(screen.getByRole("tab", { name: "Reviews (1)" })).toHaveAttribute("aria-selected", "true");
    await user.click(screen.getByRole("tab", { name: "Description" }));
    await user.click(screen.getByRole("link", { name: "1 rating" }));
    expect(screen.getByRole("tab", { name: "Reviews (1)" })).toHaveAttribute("aria-selected", "true");
  });

  it("opens the reviews from the rating's #reviews link", async () => {
    renderInShop(<ProductTabs product={testProduct({ reviews: 0 })} reviews={noReviews} />, "/product/arduino-uno-r3-ch340#reviews");
    expect(await screen.findByRole("tab", { name: "Reviews (0)" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("link", { name: "Log in to write a review" })).toHaveAttribute(
      "href",
      "/login?redirect=%2Fproduct%2Farduino-uno-r3-ch340%23write-review",
    );
  });
});
