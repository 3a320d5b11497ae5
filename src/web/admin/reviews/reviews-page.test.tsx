import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { StaffReview } from "~/src/core/shapes/reviews";
import { json, renderAdmin, signedInStaff } from "~/tests/support/admin";
import { fetchCalls } from "~/tests/support/admin-orders";
import AdminReviewsPage from "~/src/web/admin/routes/admin-reviews";

const fetchMock = signedInStaff();
const calls = () => fetchCalls(fetchMock).filter((call) => call.url.startsWith("/api/admin/reviews"));
const sent = (method: string) => calls().filter((call) => call.method === method);
/** The list asked again after a decision (the test render asks twice at first: before and after the session is read). */
const getsAfterDecision = () =>
  calls()
    .slice(calls().findIndex((call) => call.method === "POST"))
    .filter((call) => call.method === "GET");

const review = (overrides: Partial<StaffReview> = {}): StaffReview => ({
  _id: "rev-1",
  productId: "arduino-uno-r3",
  productName: "Arduino Uno R3",
  stars: 4,
  title: "Works with the IDE at once",
  text: "Flashed blink in a minute.\nThe USB chip is the original one.",
  photos: [],
  author: "Asha V.",
  city: "Pune",
  verifiedPurchase: true,
  createdAt: "2026-11-20T09:30:00.000Z",
  updatedAt: "2026-11-20T09:30:00.000Z",
  helpful: 0,
  status: "pending",
  reason: null,
  customer: { id: "u-7", name: "Asha Verma", email: "asha@example.in" },
  reports: [],
  version: 2,
  ...overrides,
});

/**
 * The list answers `reviews` as they are now; a POST or PUT answers `after` (and the list shows it from then on),
 * or is refused with `refusal`.
 */
function serve(start: StaffReview[], { after, refusal }: { after?: StaffReview[]; refusal?: { status: number; message: string } } = {}) {
  let current = start;
  fetchMock.mockImplementation((url: string, init?: RequestInit) => {
    if (!String(url).startsWith("/api/admin/reviews")) return Promise.resolve(new Response(new Blob(["jpeg"]), { status: 200 }));
    if (init?.method === "POST" || init?.method === "PUT") {
      if (refusal) return json({ success: false, message: refusal.message }, refusal.status);
      current = after ?? current;
      return json({ success: true, review: current[0] });
    }
    return json({ success: true, reviews: current, total: current.length, page: 1, pages: 1 });
  });
}

const card = (name = "Review of Arduino Uno R3 by Asha Verma") => screen.findByRole("article", { name });

describe("reviews page: the list", () => {
  it("asks for the waiting ones by default and shows each review with its product, stars, text, writer and dates", async () => {
    serve([review({ updatedAt: "2026-11-21T10:00:00.000Z", photos: ["/api/reviews/rev-1/photos/1?v=2"] })]);
    renderAdmin(AdminReviewsPage, { path: "/admin/reviews" });
    const one = await card();
    expect(calls()[0]).toMatchObject({ url: "/api/admin/reviews?status=pending", method: "GET" });
    const listCalls = fetchMock.mock.calls.filter(([url]) => String(url).startsWith("/api/admin/reviews"));
    expect(listCalls.at(-1)![1].headers.token).toBe("staff-token");
    const product = within(one).getByRole("link", { name: "Arduino Uno R3" });
    expect(product).toHaveAttribute("href", "/product/arduino-uno-r3");
    expect(product).toHaveAttribute("target", "_blank");
    expect(one).toHaveTextContent("arduino-uno-r3");
    expect(within(one).getByRole("img", { name: "Rated 4 out of 5 stars" })).toBeInTheDocument();
    expect(one).toHaveTextContent("4 of 5 stars");
    expect(within(one).getByRole("heading", { name: "Works with the IDE at once" })).toBeInTheDocument();
    expect(within(one).getByText(/Flashed blink in a minute\./)).toHaveClass("whitespace-pre-line");
    expect(one).toHaveTextContent("Asha Verma · asha@example.in · Pune");
    expect(one).toHaveTextContent("Written 20 Nov 2026");
    expect(one).toHaveTextContent("edited 21 Nov 2026");
    expect(within(one).getByText("Waiting")).toBeInTheDocument();
    // The photo of a waiting review is only for staff: fetched with the session token, like a return's photos.
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === "/api/reviews/rev-1/photos/1?v=2")).toBe(true));
    const photo = fetchMock.mock.calls.filter(([url]) => url === "/api/reviews/rev-1/photos/1?v=2").at(-1)!;
    expect(photo[1].headers.token).toBe("staff-token");
    expect(screen.getByText("1 review waiting")).toBeInTheDocument();
  });

  it("filters by status, product and stars through the URL, and asks the API with them", async () => {
    serve([review({ status: "published" })]);
    const user = userEvent.setup();
    renderAdmin(AdminReviewsPage, { path: "/admin/reviews?status=published&stars=4" });
    await card();
    expect(calls()[0].url).toBe("/api/admin/reviews?status=published&stars=4");
    const filters = screen.getByRole("search", { name: "Filter reviews" });
    const status = within(filters).getByLabelText("Status");
    expect(
      within(status)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Waiting", "Reported", "Published", "Rejected"]);
    expect(status).toHaveValue("published");
    expect(within(filters).getByLabelText("Stars")).toHaveValue("4");

    await user.selectOptions(status, "reported");
    await user.type(within(filters).getByLabelText("Product id"), " servo-sg90 ");
    await user.selectOptions(within(filters).getByLabelText("Stars"), "");
    await user.click(within(filters).getByRole("button", { name: "Apply" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/admin/reviews?status=reported&productId=servo-sg90");
    await waitFor(() => expect(calls().at(-1)!.url).toBe("/api/admin/reviews?status=reported&productId=servo-sg90"));
  });

  it("shows readers' reports with their reasons and dates, and a rejection's reason", async () => {
    serve([
      review({
        status: "reported",
        reports: [
          { reason: "personal-data", at: "2026-11-22T08:00:00.000Z" },
          { reason: "abusive", at: "2026-11-23T08:00:00.000Z" },
        ],
      }),
      review({ _id: "rev-2", status: "rejected", reason: "advertising", customer: { id: "u-8", name: "Ravi Kumar", email: "ravi@example.in" } }),
    ]);
    renderAdmin(AdminReviewsPage, { path: "/admin/reviews?status=reported" });
    const reports = within(await card()).getByRole("region", { name: "Reports" });
    expect(reports).toHaveTextContent("Reported 2 times by readers");
    expect(reports).toHaveTextContent("Personal data (a phone number, an address, an e-mail) · 22 Nov 2026");
    expect(reports).toHaveTextContent("Abusive or hateful language · 23 Nov 2026");
    expect(await card("Review of Arduino Uno R3 by Ravi Kumar")).toHaveTextContent("Rejected: Advertising or links");
  });

  it("counts them and pages through them, keeping the filters", async () => {
    fetchMock.mockImplementation(() => json({ success: true, reviews: [review({ status: "published" })], total: 45, page: 1, pages: 3 }));
    renderAdmin(AdminReviewsPage, { path: "/admin/reviews?status=published" });
    expect(await screen.findByText("45 reviews")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Page 2" })).toHaveAttribute("href", "/admin/reviews?status=published&page=2");
  });

  it("says when no review waits", async () => {
    serve([]);
    renderAdmin(AdminReviewsPage, { path: "/admin/reviews" });
    expect(await screen.findByRole("heading", { name: "No reviews here" })).toBeInTheDocument();
    expect(screen.getByText("No review waits for a check. New and edited reviews appear here.")).toBeInTheDocument();
  });

  it("renders markup in a title or text as the letters the customer typed", async () => {
    const payload = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
    serve([review({ title: payload, text: `Nice ${payload} part`, customer: { id: "u-7", name: payload, email: "asha@example.in" } })]);
    renderAdmin(AdminReviewsPage, { path: "/admin/reviews" });
    const one = await card(`Review of Arduino Uno R3 by ${payload}`);
    expect(within(one).getByRole("heading", { name: payload })).toBeInTheDocument();
    expect(within(one).getByText(`Nice ${payload} part`)).toBeInTheDocument();
    expect(one.querySelector("script")).toBeNull();
    expect(one.querySelector("img[src=x]")).toBeNull();
  });
});

describe("reviews page: deciding", () => {
  it("Publish sends the version the card showed, and the review leaves the waiting list", async () => {
    serve([review()], { after: [review({ status: "published", version: 3 })] });
    const user = userEvent.setup();
    renderAdmin(AdminReviewsPage, { path: "/admin/reviews" });
    const one = await card();
    expect(within(one).getByRole("link", { name: "published reasons" })).toHaveAttribute("href", "/review-guidelines");
    expect(one).toHaveTextContent("Reject only for one of the published reasons — never because a review is negative.");
    await user.click(within(one).getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(sent("POST")).toHaveLength(1));
    expect(sent("POST")[0]).toEqual({ url: "/api/admin/reviews/rev-1/status", method: "POST", body: { status: "published", version: 2 } });
    expect(await screen.findByText("Review published.")).toBeInTheDocument();
    // The list is asked again, so a decided review leaves the filter it no longer matches.
    await waitFor(() => expect(getsAfterDecision()).toHaveLength(1));
  });

  it("Reject stays disabled until a published reason is chosen, then sends it with the version", async () => {
    serve([review()], { after: [review({ status: "rejected", reason: "off-topic", version: 3 })] });
    const user = userEvent.setup();
    renderAdmin(AdminReviewsPage, { path: "/admin/reviews" });
    const one = await card();
    await user.click(within(one).getByRole("button", { name: "Reject" }));
    const confirm = within(one).getByRole("button", { name: "Reject the review" });
    expect(confirm).toBeDisabled();
    const reason = within(one).getByLabelText("Reason for rejecting");
    expect(
      within(reason)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "Choose a reason",
      "Abusive or hateful language",
      "Personal data (a phone number, an address, an e-mail)",
      "Not about the product",
      "Advertising or links",
      "The same text posted again",
    ]);
    await user.selectOptions(reason, "Not about the product");
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await waitFor(() => expect(sent("POST")).toHaveLength(1));
    expect(sent("POST")[0].body).toEqual({ status: "rejected", reason: "off-topic", version: 2 });
    await waitFor(() => expect(one).toHaveTextContent("Rejected: Not about the product"));
  });

  it("a reported review offers Keep published, which publishes it", async () => {
    serve([review({ status: "reported", version: 5, reports: [{ reason: "abusive", at: "2026-11-22T08:00:00.000Z" }] })], {
      after: [review({ status: "published", version: 6 })],
    });
    const user = userEvent.setup();
    renderAdmin(AdminReviewsPage, { path: "/admin/reviews?status=reported" });
    const one = await card();
    expect(within(one).queryByRole("button", { name: "Publish" })).not.toBeInTheDocument();
    expect(within(one).getByRole("button", { name: "Reject" })).toBeInTheDocument();
    await user.click(within(one).getByRole("button", { name: "Keep published" }));
    await waitFor(() => expect(sent("POST")).toHaveLength(1));
    expect(sent("POST")[0].body).toEqual({ status: "published", version: 5 });
  });

  it("a 409 shows the server's message in the card and loads the list again", async () => {
    const message = "This review changed after you opened it (it is now published): reload it and decide again.";
    serve([review()], { refusal: { status: 409, message } });
    const user = userEvent.setup();
    renderAdmin(AdminReviewsPage, { path: "/admin/reviews" });
    const one = await card();
    await user.click(within(one).getByRole("button", { name: "Publish" }));
    expect(await within(one).findByRole("alert")).toHaveTextContent(message);
    await waitFor(() => expect(getsAfterDecision()).toHaveLength(1));
  });
});

describe("reviews page: the public reply", () => {
  it("writes a reply with a counter, sends it, and shows it as the shop's", async () => {
    const reply = { text: "Thank you!\nThe Uno is back in stock.", at: "2026-11-24T11:00:00.000Z" };
    serve([review({ status: "published" })], { after: [review({ status: "published", reply })] });
    const user = userEvent.setup();
    renderAdmin(AdminReviewsPage, { path: "/admin/reviews?status=published" });
    const one = await card();
    await user.click(within(one).getByRole("button", { name: "Reply publicly" }));
    const box = within(one).getByLabelText("Reply from Tinkerwala");
    expect(box).toHaveAttribute("maxLength", "1000");
    expect(within(one).getByRole("button", { name: "Save reply" })).toBeDisabled();
    await user.type(box, "Thank you!{Enter}The Uno is back in stock.");
    expect(one).toHaveTextContent("36 / 1000");
    await user.click(within(one).getByRole("button", { name: "Save reply" }));
    await waitFor(() => expect(sent("PUT")).toHaveLength(1));
    expect(sent("PUT")[0]).toEqual({ url: "/api/admin/reviews/rev-1/reply", method: "PUT", body: { text: "Thank you!\nThe Uno is back in stock." } });
    const shown = await within(one).findByRole("region", { name: "Reply from Tinkerwala" });
    expect(shown).toHaveTextContent("The Uno is back in stock.");
    expect(within(shown).getByRole("button", { name: "Edit reply" })).toBeInTheDocument();
  });

  it("Remove reply sends an empty text; Edit reply starts from the reply", async () => {
    const reply = { text: "We have sent a new cable.", at: "2026-11-24T11:00:00.000Z" };
    serve([review({ status: "published", reply })], { after: [review({ status: "published" })] });
    const user = userEvent.setup();
    renderAdmin(AdminReviewsPage, { path: "/admin/reviews?status=published" });
    const one = await card();
    await user.click(within(one).getByRole("button", { name: "Edit reply" }));
    expect(within(one).getByLabelText("Reply from Tinkerwala")).toHaveValue("We have sent a new cable.");
    await user.click(within(one).getByRole("button", { name: "Cancel" }));
    await user.click(within(one).getByRole("button", { name: "Remove reply" }));
    await waitFor(() => expect(sent("PUT")).toHaveLength(1));
    expect(sent("PUT")[0].body).toEqual({ text: "" });
    expect(await within(one).findByRole("button", { name: "Reply publicly" })).toBeInTheDocument();
  });

  it("shows the server's refusal of a reply beside the form", async () => {
    serve([review({ status: "published" })], { refusal: { status: 400, message: "text must be at most 1000 characters." } });
    const user = userEvent.setup();
    renderAdmin(AdminReviewsPage, { path: "/admin/reviews?status=published" });
    const one = await card();
    await user.click(within(one).getByRole("button", { name: "Reply publicly" }));
    await user.type(within(one).getByLabelText("Reply from Tinkerwala"), "Thanks");
    await user.click(within(one).getByRole("button", { name: "Save reply" }));
    expect(await within(one).findByRole("alert")).toHaveTextContent("text must be at most 1000 characters.");
  });
});
