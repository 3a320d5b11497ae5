import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubbedFetch } from "~/tests/support/fetch-mock";
import { answer, renderInShop, routeFetch } from "~/tests/support/review-screens";
import LoginPage from "./login";

vi.mock("sonner", () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

describe("/login: where a login leads", () => {
  const fetchMock = stubbedFetch();
  afterEach(() => localStorage.clear());

  it.each([
    ["", "/"],
    ["?redirect=%2Fproduct%2Fservo-sg90%23write-review", "/product/servo-sg90#write-review"],
    ["?redirect=%2F%2Fevil.example%2Fphish", "/"],
    ["?redirect=https%3A%2F%2Fevil.example", "/"],
  ])("login%s goes to %s (only a path of this shop is followed)", async (search, where) => {
    routeFetch(fetchMock, { "POST /api/user/login": () => answer({ success: true, token: "new-token", message: "Logged in." }) });
    const user = renderInShop(<LoginPage />, `/login${search}`);
    await user.type(await screen.findByLabelText("Email"), "asha@example.in");
    await user.type(screen.getByLabelText("Password"), "a-long-password");
    await user.click(screen.getByRole("button", { name: "Login" }));
    await vi.waitFor(() => expect(screen.getByTestId("location").textContent).toBe(where));
    expect(localStorage.getItem("token")).toBe("new-token");
  });
});
