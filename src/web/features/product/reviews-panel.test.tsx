import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { OwnReview } from "~/src/core/shapes/reviews";
import { stubbedFetch } from "~/tests/support/fetch-mock";
import { testOwnReview, testReview, testReviewList } from "~/tests/support/fixtures/reviews";
import { answer, callsTo, renderInShop, routeFetch } from "~/tests/support/review-screens";
import { ReviewsPanel } from "./reviews-panel";

const ID = "arduino-uno-r3-ch340";
const MINE = `GET /api/products/${ID}/reviews/mine`;
const LIST = `GET /api/products/${ID}/reviews`;
const WRITE = `POST /api/products/${ID}/reviews`;

function renderPanel(initial = testReviewList(), at?: string) {
  return renderInShop(<ReviewsPanel productId={ID} initial={initial} active formRequest={0} />, at);
}

describe("reviews panel: what readers see", () => {
  const fetchMock = stubbedFetch();

  it("shows the average, the count and a labelled bar per star level", () => {
    const reviews = Array.from({ length: 10 }, (_, index) => testReview({ _id: `r-${index}` }));
    renderPanel(testReviewList(reviews, [1, 0, 2, 5, 12], 1, 2));
    expect(screen.getByText("4.4")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Rated 4.4 out of 5 stars" })).toBeInTheDocument();
    expect(screen.getByText("20 ratings")).toBeInTheDocument();
    const bars = within(screen.getByRole("list", { name: "Ratings by stars" })).getAllByRole("listitem");
    expect(bars.map((bar) => bar.textContent)).toEqual([
      expect.stringContaining("5 stars: 12"),
      expect.stringContaining("4 stars: 5"),
      expect.stringContaining("3 stars: 2"),
      expect.stringContaining("2 stars: 0"),
      expect.stringContaining("1 star: 1"),
    ]);
    expect(screen.getByText("Page 1 of 2")).toBeInTheDocument();
  });

  it("says 'No ratings yet' and invites the first review, with no stars", () => {
    renderPanel();
    expect(screen.getByText("No ratings yet")).toBeInTheDocument();
    expect(screen.getByText(/Be the first to review it once you have received it/)).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: /out of 5 stars/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Sort by" })).not.toBeInTheDocument();
  });

  it("shows what a customer wrote as plain text: markup stays literal, lines stay apart", () => {
    const text = '<script>alert("x")</script> and <b>bold</b> — see https://example.com\nSecond line';
    renderPanel(testReviewList([testReview({ title: "<b>Title</b>", text })], [0, 0, 0, 1, 0]));
    const article = screen.getByRole("article");
    expect(within(article).getByText("<b>Title</b>")).toBeInTheDocument();
    const body = within(article).getByText(/alert\("x"\)/);
    expect(body.textContent).toBe(text);
    expect(body).toHaveClass("whitespace-pre-line");
    expect(article.querySelector("script, b")).toBeNull();
    expect(within(article).queryByRole("link", { name: /example\.com/ })).not.toBeInTheDocument();
  });

  it("shows the writer, city, 'Verified purchase', the date, photos and the shop's reply", () => {
    const review = testReview({
      photos: ["/api/reviews/review-1/photos/1?v=1", "/api/reviews/review-1/photos/2?v=1"],
      reply: { text: "Thank you! Windows 7 needs the CH340 driver.\nIt is linked on the product page.", at: "2026-11-29T04:00:00.000Z" },
    });
    renderPanel(testReviewList([review], [0, 0, 0, 1, 0]));
    const article = screen.getByRole("article");
    expect(article).toHaveTextContent("Priya S., Pune");
    expect(within(article).getByText("Verified purchase")).toBeInTheDocument();
    expect(within(article).getByText("28 Nov 2026")).toHaveAttribute("datetime", "2026-11-28T06:30:00.000Z");
    const photo = within(article).getByRole("img", { name: "Photo 2 from Priya S.'s review" });
    expect(photo).toHaveAttribute("src", "/api/reviews/review-1/photos/2?v=1");
    expect(photo.closest("a")).toHaveAttribute("href", "/api/reviews/review-1/photos/2?v=1");
    expect(within(article).getByText(/Reply from Tinkerwala/)).toHaveTextContent("Reply from Tinkerwala · 29 Nov 2026");
    expect(within(article).getByText(/CH340 driver/)).toBeInTheDocument();
  });

  it("fetches other pages, orders and star filters from the server", async () => {
    const first = Array.from({ length: 10 }, (_, index) => testReview({ _id: `r-${index}`, title: `Review ${index + 1}` }));
    routeFetch(fetchMock, {
      [LIST]: (_init, url) =>
        answer(
          url.searchParams.get("stars") === "1"
            ? testReviewList([testReview({ _id: "low", title: "Arrived dead", stars: 1 })], [1, 0, 0, 0, 10], 1, 1)
            : testReviewList([testReview({ _id: "r-11", title: "Review 11" })], [1, 0, 0, 0, 10], 2, 2),
        ),
    });
    const user = renderPanel(testReviewList(first, [1, 0, 0, 0, 10], 1, 2));
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Review 11")).toBeInTheDocument();
    expect(screen.getByText("Page 2 of 2")).toBeInTheDocument();
    expect(callsTo(fetchMock, LIST)[0][0]).toBe(`/api/products/${ID}/reviews?page=2&sort=recent`);

    await user.selectOptions(screen.getByRole("combobox", { name: "Show" }), "1 star");
    expect(await screen.findByText("Arrived dead")).toBeInTheDocument();
    expect(callsTo(fetchMock, LIST).at(-1)![0]).toBe(`/api/products/${ID}/reviews?page=1&sort=recent&stars=1`);
    await user.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "Lowest rating");
    expect(callsTo(fetchMock, LIST).at(-1)![0]).toBe(`/api/products/${ID}/reviews?page=1&sort=low&stars=1`);
  });
});

describe("reviews panel: a visitor", () => {
  const fetchMock = stubbedFetch();

  it("is asked to log in to write a review or to vote, and comes back to the product", async () => {
    const user = renderPanel(testReviewList([testReview()], [0, 0, 0, 1, 0]));
    expect(await screen.findByRole("link", { name: "Log in to write a review" })).toHaveAttribute(
      "href",
      `/login?redirect=%2Fproduct%2F${ID}%23write-review`,
    );
    expect(screen.queryByRole("button", { name: "Report" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Helpful (3)" }));
    expect(screen.getByTestId("location")).toHaveTextContent(`/login?redirect=%2Fproduct%2F${ID}%23reviews`);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("reviews panel: a logged-in customer", () => {
  const fetchMock = stubbedFetch();
  afterEach(() => localStorage.clear());
  const signIn = () => localStorage.setItem("token", "customer-token");

  it("writes a review: the server's refusal is shown as it is, then the thanks", async () => {
    signIn();
    let refuse = true;
    let written: OwnReview | null = null;
    const sent: FormData[] = [];
    routeFetch(fetchMock, {
      [MINE]: () => answer({ success: true, canReview: true, review: written }),
      [WRITE]: (init) => {
        sent.push(init.body as FormData);
        if (refuse) return answer({ success: false, message: "text must be at least 10 characters." }, 400);
        written = testOwnReview({ status: "pending", title: "Solid board" });
        return answer({ success: true, review: written }, 201);
      },
    });
    const user = renderPanel();
    await user.click(await screen.findByRole("button", { name: "Write a review" }));
    const form = await screen.findByRole("form", { name: "Write a review" });
    // Nothing is refused here: an empty rating and a short text go to the server, which names the problem.
    await user.type(within(form).getByRole("textbox", { name: /Your review/ }), "Short");
    await user.click(within(form).getByRole("button", { name: "Send my review" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent("text must be at least 10 characters.");
    expect(sent[0].get("stars")).toBe("");
    expect(sent[0].get("text")).toBe("Short");

    refuse = false;
    await user.click(within(form).getByRole("radio", { name: "4 stars" }));
    await user.type(within(form).getByRole("textbox", { name: /Title/ }), "Solid board");
    await user.type(within(form).getByRole("textbox", { name: /Your review/ }), " and it works well in class.");
    await user.upload(within(form).getByLabelText("Add photos"), new File(["png"], "board.png", { type: "image/png" }));
    expect(within(form).getByRole("img", { name: "board.png" })).toBeInTheDocument();
    await user.click(within(form).getByRole("button", { name: "Send my review" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Thanks! Your review will appear here once our team has checked it (usually within a day).",
    );
    expect(sent[1].get("stars")).toBe("4");
    expect(sent[1].get("title")).toBe("Solid board");
    expect((sent[1].getAll("photos")[0] as File).name).toBe("board.png");
    // The customer's review now shows in its place, waiting for the team.
    expect(await screen.findByText("Waiting to be checked")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit your review" })).toBeInTheDocument();
    expect(callsTo(fetchMock, WRITE)[1][1].headers).toMatchObject({ token: "customer-token" });
  });

  it("shows the forbidden refusal when the server says the customer did not receive the part", async () => {
    signIn();
    routeFetch(fetchMock, {
      [MINE]: () => answer({ success: true, canReview: true, review: null }),
      [WRITE]: () => answer({ success: false, message: "Only customers who received this product can review it." }, 403),
    });
    const user = renderPanel();
    await user.click(await screen.findByRole("button", { name: "Write a review" }));
    await user.click(await screen.findByRole("button", { name: "Send my review" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Only customers who received this product can review it.");
  });

  it("tells a customer who has not received the part when they can review it", async () => {
    signIn();
    routeFetch(fetchMock, { [MINE]: () => answer({ success: true, canReview: false, review: null }) });
    renderPanel();
    expect(await screen.findByText("You can review this part once you have received it.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Write a review" })).not.toBeInTheDocument();
  });

  it.each([
    [testOwnReview({ status: "pending" }), "Waiting to be checked"],
    [testOwnReview({ status: "published" }), "Published"],
    [testOwnReview({ status: "rejected", reason: "personal-data" }), "Not published: Personal data (a phone number, an address, an e-mail)"],
    [testOwnReview({ status: "reported" }), "Reported by a reader, still shown while we check"],
  ])("shows the customer's own review with its status: %#", async (review, status) => {
    signIn();
    routeFetch(fetchMock, { [MINE]: () => answer({ success: true, canReview: true, review }) });
    renderPanel();
    expect(await screen.findByText(status)).toBeInTheDocument();
  });

  it("edits the review in a prefilled form that says it is checked again", async () => {
    signIn();
    const sent: FormData[] = [];
    const mine = testOwnReview({
      status: "published",
      stars: 3,
      title: "Fine",
      text: "Does the job for our lab.",
      photos: ["/api/reviews/own-1/photos/1?v=1"],
    });
    routeFetch(fetchMock, {
      [MINE]: () => answer({ success: true, canReview: true, review: mine }),
      [WRITE]: (init) => {
        sent.push(init.body as FormData);
        return answer({ success: true, review: { ...mine, status: "pending" } });
      },
      "GET /api/reviews/own-1/photos/1": () => Promise.resolve(new Response(new Blob(["jpeg"]), { status: 200 })),
    });
    const user = renderPanel();
    await user.click(await screen.findByRole("button", { name: "Edit your review" }));
    const form = await screen.findByRole("form", { name: "Edit your review" });
    expect(form).toHaveTextContent("checked again before it appears");
    expect(within(form).getByRole("radio", { name: "3 stars" })).toBeChecked();
    expect(within(form).getByRole("textbox", { name: /Title/ })).toHaveValue("Fine");
    expect(within(form).getByRole("textbox", { name: /Your review/ })).toHaveValue("Does the job for our lab.");
    await user.click(within(form).getByRole("checkbox", { name: /Remove the photo you added before/ }));
    await user.click(within(form).getByRole("button", { name: "Send my changes" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Thanks! Your review will appear here");
    expect(sent[0].get("removePhotos")).toBe("true");
    expect(sent[0].get("stars")).toBe("3");
  });

  it("votes 'Helpful' once, not on the customer's own review, and reports a review for a reason", async () => {
    signIn();
    routeFetch(fetchMock, {
      [MINE]: () => answer({ success: true, canReview: true, review: testOwnReview({ _id: "mine", status: "published" }) }),
      "POST /api/reviews/other/helpful": () => answer({ success: true, helpful: 4 }),
      "POST /api/reviews/other/report": () => answer({ success: true, message: "Thank you: our team will look at this review." }),
    });
    const user = renderPanel(
      testReviewList([testReview({ _id: "other" }), testReview({ _id: "mine", author: "Asha R.", helpful: 1 })], [0, 0, 0, 2, 0]),
    );
    const [other, mine] = await screen.findAllByRole("article");
    await within(mine).findByText("Your review");
    expect(within(mine).queryByRole("button", { name: /Helpful/ })).not.toBeInTheDocument();
    expect(within(mine).queryByRole("button", { name: "Report" })).not.toBeInTheDocument();

    await user.click(within(other).getByRole("button", { name: "Helpful (3)" }));
    expect(await within(other).findByRole("button", { name: "Helpful (4)" })).toHaveAttribute("aria-pressed", "true");

    await user.click(within(other).getByRole("button", { name: "Report" }));
    await user.selectOptions(await within(other).findByRole("combobox", { name: /Why should our team look/ }), "Advertising or links");
    await user.click(within(other).getByRole("button", { name: "Send report" }));
    expect(await within(other).findByRole("status")).toHaveTextContent("Thanks — our team will look at it.");
    expect(JSON.parse(callsTo(fetchMock, "POST /api/reviews/other/report")[0][1].body as string)).toEqual({ reason: "advertising" });
  });
});
