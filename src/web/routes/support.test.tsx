import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { rupees } from "~/src/web/lib/format";
import { renderPage } from "~/tests/support/shop";
import SupportPage from "./support";

describe("company pages show the shop's settings", () => {
  it("support: phone, e-mail and the delivery fee", async () => {
    const { container } = renderPage(SupportPage);
    expect(await screen.findByText("+91 98450 12345", { exact: false })).toBeInTheDocument();
    expect(container).toHaveTextContent("hello@tinkerwala.in");
    expect(container).toHaveTextContent(rupees(35));
  });
});
