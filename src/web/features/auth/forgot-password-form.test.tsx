import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { json as answer } from "~/tests/support/admin";
import { requestBody, stubbedFetch } from "~/tests/support/fetch-mock";
import { ForgotPasswordForm } from "./forgot-password-form";

const fetchMock = stubbedFetch();

const sentBody = (call = 0) => requestBody(fetchMock, call);

describe("ForgotPasswordForm", () => {
  it("checks the address first, then shows the server's answer", async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <ForgotPasswordForm />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole("button", { name: "Send the link" }));
    expect(screen.getByText("Email is required.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockReturnValueOnce(answer({ success: true, message: "If an account uses this e-mail address, we have sent it a link." }));
    await user.type(screen.getByLabelText("Email"), "Asha@Example.in");
    await user.click(screen.getByRole("button", { name: "Send the link" }));
    expect(await screen.findByRole("status")).toHaveTextContent("If an account uses this e-mail address, we have sent it a link.");
    expect(String(fetchMock.mock.calls[0][0])).toContain("/api/user/password/forgot");
    expect(sentBody()).toEqual({ email: "asha@example.in" });
  });
});
