import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { OwnReview } from "~/src/core/shapes/reviews";
import { stubbedFetch } from "~/tests/support/fetch-mock";
import { testOwnReview } from "~/tests/support/fixtures/reviews";
import { answer, callsTo, renderInShop, routeFetch } from "~/tests/support/review-screens";
import ReviewsPage from "./reviews";

const MINE = "GET /api/reviews/mine";

describe("/reviews: My reviews", () => {
  const fetchMock = stubbedFetch();
  afterEach(() => localStorage.clear());

  it("asks a visitor to log in", async () => {
    renderInShop(<ReviewsPage />, "/reviews");
    expect(await screen.findByRole("heading", { name: "Log in to see your reviews" })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says how to review something when the customer has written nothing", async () => {
    localStorage.setItem("token", "customer-token");
    routeFetch(fetchMock, { [MINE]: () => answer({ success: true, reviews: [] }) });
    renderInShop(<ReviewsPage />, "/reviews");
    expect(
      await screen.findByText("You have not reviewed anything yet. Parts you have received can be reviewed from My Orders."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "My orders" })).toHaveAttribute("href", "/orders");
  });

  it("lists each review with its status, the reason of a refusal and the shop's reply, and deletes one after asking", async () => {
    localStorage.setItem("token", "customer-token");
    let reviews: OwnReview[] = [
      testOwnReview({ _id: "a", productId: "servo-sg90", productName: "Servo SG90", status: "pending", title: "Strong little servo" }),
      testOwnReview({
        _id: "b",
        productId: "esp32-devkit",
        productName: "ESP32 DevKit",
        status: "published",
        reply: { text: "Glad it worked for your lab!", at: "2026-11-30T05:00:00.000Z" },
      }),
      testOwnReview({ _id: "c", productId: "hc-sr04", productName: "HC-SR04", status: "rejected", reason: "advertising" }),
      testOwnReview({ _id: "d", productId: "l298n", productName: "L298N Driver", status: "reported" }),
    ];
    routeFetch(fetchMock, {
      [MINE]: () => answer({ success: true, reviews }),
      "DELETE /api/reviews/a": () => {
        reviews = reviews.filter((review) => review._id !== "a");
        return answer({ success: true, message: "Your review is deleted." });
      },
    });
    const user = renderInShop(<ReviewsPage />, "/reviews");
    const items = await screen.findAllByRole("listitem");
    expect(items).toHaveLength(4);
    const [pending, published, rejected, reported] = items;

    expect(within(pending).getByRole("link", { name: "Servo SG90" })).toHaveAttribute("href", "/product/servo-sg90#write-review");
    expect(pending).toHaveTextContent("Waiting to be checked");
    expect(pending).toHaveTextContent("Strong little servo");
    expect(within(pending).getByRole("img", { name: "Rated 4 out of 5 stars" })).toBeInTheDocument();
    expect(within(pending).getByText("28 Nov 2026")).toBeInTheDocument();
    expect(within(pending).getByRole("link", { name: "Edit your review of Servo SG90" })).toHaveAttribute("href", "/product/servo-sg90#write-review");
    expect(published).toHaveTextContent("Published");
    expect(published).toHaveTextContent("Reply from Tinkerwala · 30 Nov 2026");
    expect(published).toHaveTextContent("Glad it worked for your lab!");
    expect(rejected).toHaveTextContent("Not published: Advertising or links");
    expect(reported).toHaveTextContent("Reported by a reader, still shown while we check");

    await user.click(within(pending).getByRole("button", { name: "Delete your review of Servo SG90" }));
    expect(within(pending).getByText("Delete this review? It cannot be brought back.")).toBeInTheDocument();
    expect(callsTo(fetchMock, "DELETE /api/reviews/a")).toHaveLength(0);
    await user.click(within(pending).getByRole("button", { name: "Yes, delete" }));
    await vi.waitFor(() => expect(screen.queryByRole("link", { name: "Servo SG90" })).not.toBeInTheDocument());
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    expect(callsTo(fetchMock, "DELETE /api/reviews/a")[0][1]).toMatchObject({ headers: { token: "customer-token" } });
  });
});
