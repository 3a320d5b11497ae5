import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SubscribeBlock } from "./subscribe-block";

describe("subscribe block (§2, §5, §7)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("needs an e-mail, says thank you and sends nothing", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    const user = userEvent.setup();
    render(<SubscribeBlock />);
    const email = screen.getByRole("textbox", { name: "Email address" });
    expect(email).toBeRequired();
    expect(email).toHaveAttribute("type", "email");

    await user.click(screen.getByRole("button", { name: "SUBSCRIBE" }));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();

    await user.type(email, "teacher@school.edu.in");
    await user.click(screen.getByRole("button", { name: "SUBSCRIBE" }));
    expect(screen.getByRole("status")).toHaveTextContent("Thank you for subscribing!");
    expect(email).toHaveValue("");
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
