import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { InHindi } from "~/tests/support/hindi";
import { StatusBadge } from "./status-badge";

describe("StatusBadge", () => {
  it("names a status as before on English pages, an unknown one capitalised", () => {
    render(
      <>
        <StatusBadge status="shipped" />
        <StatusBadge status=" Delivered " />
        <StatusBadge status="superseded" />
        <StatusBadge status="on-hold" />
      </>,
    );
    expect(screen.getByText("Shipped")).toHaveAttribute("data-status", "shipped");
    expect(screen.getByText("Delivered")).toBeInTheDocument();
    expect(screen.getByText("Superseded")).toBeInTheDocument();
    expect(screen.getByText("On-hold")).toBeInTheDocument();
  });

  it("names order, kit order and quote statuses in Hindi on Hindi pages (issue 33)", () => {
    render(
      <InHindi>
        <StatusBadge status="shipped" />
        <StatusBadge status="processing" />
        <StatusBadge status="expired" />
        <StatusBadge status="cancelled" />
      </InHindi>,
    );
    expect(screen.getByText("भेज दिया गया")).toHaveAttribute("data-status", "shipped");
    expect(screen.getByText("तैयार हो रहा है")).toBeInTheDocument();
    expect(screen.getByText("समय निकल गया")).toBeInTheDocument();
    expect(screen.getByText("रद्द")).toBeInTheDocument();
    expect(screen.queryByText("Shipped")).not.toBeInTheDocument();
  });
});
