import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SubscribeBlock } from "./subscribe-block";

const answer = (status: number, body: object) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("subscribe block (§2, §5)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("needs an e-mail, posts it, says thank you and empties the field", async () => {
    const fetchSpy = vi.fn().mockResolvedValue(answer(201, { success: true, message: "Thank you for subscribing!" }));
    vi.stubGlobal("fetch", fetchSpy);
    const user = userEvent.setup();
    render(<SubscribeBlock />);
    const email = screen.getByRole("textbox", { name: "Email address" });
    expect(email).toBeRequired();
    expect(email).toHaveAttribute("type", "email");

    await user.click(screen.getByRole("button", { name: "SUBSCRIBE" }));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(fetchSpy).not.toHaveBeenCalled();

    await user.type(email, "teacher@school.edu.in");
    await user.click(screen.getByRole("button", { name: "SUBSCRIBE" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Thank you for subscribing!"));
    expect(email).toHaveValue("");
    const [url, init] = fetchSpy.mock.calls[0];
    expect(url).toBe("/api/subscriptions");
    expect(JSON.parse(init.body)).toEqual({ email: "teacher@school.edu.in" });
  });

  it("shows the server's refusal and keeps the address", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(answer(400, { success: false, message: "Please enter a valid email address." })));
    const user = userEvent.setup();
    render(<SubscribeBlock />);
    const email = screen.getByRole("textbox", { name: "Email address" });
    await user.type(email, "a@b.c");
    await user.click(screen.getByRole("button", { name: "SUBSCRIBE" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Please enter a valid email address."));
    expect(email).toHaveValue("a@b.c");
  });
});
