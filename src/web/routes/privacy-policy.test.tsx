import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage } from "~/tests/support/shop";
import PrivacyPolicyPage from "./privacy-policy";

describe("company pages show the shop's settings", () => {
  it("privacy: the legal name and the e-mail to write to", async () => {
    const { container } = renderPage(PrivacyPolicyPage);
    expect(await screen.findByText(/This policy explains what Tinkerwala Maker Supplies Private Limited keeps/)).toBeInTheDocument();
    expect(container).toHaveTextContent("Write to hello@tinkerwala.in");
  });
});
