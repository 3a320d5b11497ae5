import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ENQUIRY_SUBMIT_DELAY_MS } from "../../../core/constants";
import { ENQUIRY_EMAIL_MESSAGE, ENQUIRY_REQUIRED_MESSAGE } from "../../../core/validation";
import { ENQUIRY_SUCCESS_MESSAGE, EnquiryForm } from "./enquiry-form";

describe("enquiry form (§4, §5)", () => {
  afterEach(() => vi.useRealTimers());

  const setup = () => {
    const user = userEvent.setup();
    render(<EnquiryForm />);
    return user;
  };

  it("asks for name, email and message, then for a valid email; phone is optional", async () => {
    const user = setup();
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));
    expect(screen.getByRole("alert")).toHaveTextContent(ENQUIRY_REQUIRED_MESSAGE);

    await user.type(screen.getByLabelText(/Name/), "Ravi Kumar");
    await user.type(screen.getByLabelText(/Email/), "ravi-at-school");
    await user.type(screen.getByLabelText(/Message/), "Thirty Arduino kits for our lab, please.");
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));
    expect(screen.getByRole("alert")).toHaveTextContent(ENQUIRY_EMAIL_MESSAGE);
    expect(screen.getByLabelText(/Email/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("button", { name: "Send enquiry" })).toBeEnabled();
  });

  it("is submitting for 2 seconds, then thanks the user and empties the form", async () => {
    const user = setup();
    await user.type(screen.getByLabelText(/Name/), "Ravi Kumar");
    await user.type(screen.getByLabelText(/Email/), "ravi@school.in");
    await user.type(screen.getByLabelText(/Message/), "Do you run workshops in Pune?");
    // The clock is ours from the moment the form is sent.
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole("button", { name: "Send enquiry" }));

    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sending…" })).toBeDisabled();
    expect(screen.getByLabelText(/Name/)).toBeDisabled();

    act(() => vi.advanceTimersByTime(ENQUIRY_SUBMIT_DELAY_MS - 100));
    expect(screen.getByRole("button", { name: "Sending…" })).toBeDisabled();
    expect(screen.queryByText(ENQUIRY_SUCCESS_MESSAGE)).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole("status")).toHaveTextContent(ENQUIRY_SUCCESS_MESSAGE);
    expect(screen.getByRole("button", { name: "Send enquiry" })).toBeEnabled();
    expect(screen.getByLabelText(/Name/)).toHaveValue("");
    expect(screen.getByLabelText(/Email/)).toHaveValue("");
    expect(screen.getByLabelText(/Message/)).toHaveValue("");
  });
});
