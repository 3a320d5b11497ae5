import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage } from "~/tests/support/shop";
import ContactPage from "./contact";

describe("company pages show the shop's settings", () => {
  it("contact: address lines, phone, hours and e-mail", async () => {
    const { container } = renderPage(ContactPage);
    expect(await screen.findByRole("link", { name: "+91 98450 12345" })).toHaveAttribute("href", "tel:+919845012345");
    expect(screen.getByRole("link", { name: "hello@tinkerwala.in" })).toHaveAttribute("href", "mailto:hello@tinkerwala.in");
    expect(screen.getByText("12 Church Street")).toBeInTheDocument();
    expect(screen.getByText("Monday to Friday: 9:00 am – 6:00 pm")).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/\{phone\}|\{email\}/);
  });
});
