import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ENQUIRY_SUBMIT_DELAY_MS } from "~/src/core/constants";
import { ENQUIRY_EMAIL_MESSAGE, ENQUIRY_REQUIRED_MESSAGE } from "~/src/core/validation";
import { ENQUIRY_SUCCESS_MESSAGE, EnquiryForm } from "./enquiry-form";

const answer = (status: number, body: object) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("enquiry form (§4, §5)", () => {
  const fetchSpy = vi.fn();
  beforeEach(() => {
    fetchSpy.mockReset();
    fetchSpy.mockResolvedValue(answer(201, { success: true, message: ENQUIRY_SUCCESS_MESSAGE }));
    vi.stubGlobal("fetch", fetchSpy);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const setup = () => {
    const user = userEvent.setup();
    render(<EnquiryForm />);
    return user;
  };

  const fillIn = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(screen.getByLabelText(/Name/), "Ravi Kumar");
    await user.type(screen.getByLabelText(/Email/), "ravi@school.in");
    await user.type(screen.getByLabelText(/Phone/), "98450 12345");
    await user.type(screen.getByLabelText(/Message/), "Do you run workshops in Pune?");
  };

  it("asks for name, email and message, then for a valid email; phone is optional; sends nothing until then", async () => {
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
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("posts the enquiry, is submitting for 2 seconds, then thanks the user and empties the form", async () => {
    const user = setup();
    await fillIn(user);
    // The clock is ours from the moment the form is sent.
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole("button", { name: "Send enquiry" }));

    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0];
    expect(url).toBe("/api/enquiries");
    expect(init.method).toBe("POST");
    expect(JSON.parse(init.body)).toEqual({
      name: "Ravi Kumar",
      email: "ravi@school.in",
      phone: "98450 12345",
      message: "Do you run workshops in Pune?",
    });

    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sending…" })).toBeDisabled();
    expect(screen.getByLabelText(/Name/)).toBeDisabled();

    await act(async () => vi.advanceTimersByTime(ENQUIRY_SUBMIT_DELAY_MS - 100));
    expect(screen.getByRole("button", { name: "Sending…" })).toBeDisabled();
    expect(screen.queryByText(ENQUIRY_SUCCESS_MESSAGE)).not.toBeInTheDocument();

    await act(async () => vi.advanceTimersByTime(100));
    expect(screen.getByRole("status")).toHaveTextContent(ENQUIRY_SUCCESS_MESSAGE);
    expect(screen.getByRole("button", { name: "Send enquiry" })).toBeEnabled();
    expect(screen.getByLabelText(/Name/)).toHaveValue("");
    expect(screen.getByLabelText(/Email/)).toHaveValue("");
    expect(screen.getByLabelText(/Message/)).toHaveValue("");
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const refusal = "Phone must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9.";
    fetchSpy.mockResolvedValue(answer(400, { success: false, message: refusal }));
    const user = setup();
    await fillIn(user);
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole("button", { name: "Send enquiry" }));
    await act(async () => vi.advanceTimersByTime(ENQUIRY_SUBMIT_DELAY_MS));
    expect(screen.getByRole("alert")).toHaveTextContent(refusal);
    expect(screen.queryByText(ENQUIRY_SUCCESS_MESSAGE)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Name/)).toHaveValue("Ravi Kumar");
    expect(screen.getByRole("button", { name: "Send enquiry" })).toBeEnabled();
  });
});
