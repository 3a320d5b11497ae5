import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ForgotPasswordForm } from "./forgot-password-form";
import { ResetPasswordForm } from "./reset-password-form";

const fetchMock = vi.fn();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const answer = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
const sentBody = (call = 0) => JSON.parse(fetchMock.mock.calls[call][1].body as string);

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

describe("ResetPasswordForm", () => {
  const setup = (token = "mailed-token") => {
    const onReset = vi.fn();
    render(
      <MemoryRouter>
        <ResetPasswordForm token={token} onReset={onReset} />
      </MemoryRouter>,
    );
    return { user: userEvent.setup(), onReset };
  };

  it("needs the same password twice, then hands over the new session", async () => {
    const { user, onReset } = setup();
    await user.type(screen.getByLabelText("New password"), "new-secret-42");
    await user.type(screen.getByLabelText("New password again"), "new-secret-43");
    await user.click(screen.getByRole("button", { name: "Save the new password" }));
    expect(screen.getByText("The two passwords are not the same.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockReturnValueOnce(answer({ success: true, token: "new-session", message: "ok" }));
    await user.clear(screen.getByLabelText("New password again"));
    await user.type(screen.getByLabelText("New password again"), "new-secret-42");
    await user.click(screen.getByRole("button", { name: "Save the new password" }));
    await vi.waitFor(() => expect(onReset).toHaveBeenCalledWith("new-session"));
    expect(sentBody()).toEqual({ token: "mailed-token", password: "new-secret-42" });
  });

  it("shows a refused link with the way to ask for a new one", async () => {
    const { user, onReset } = setup();
    fetchMock.mockReturnValueOnce(
      answer({ success: false, message: "This password reset link has already been used. Please ask for a new one." }, 400),
    );
    await user.type(screen.getByLabelText("New password"), "new-secret-42");
    await user.type(screen.getByLabelText("New password again"), "new-secret-42");
    await user.click(screen.getByRole("button", { name: "Save the new password" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This password reset link has already been used.");
    expect(screen.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/forgot-password");
    expect(onReset).not.toHaveBeenCalled();
  });

  it("says so when the link has no token", () => {
    setup("");
    expect(screen.getByRole("alert")).toHaveTextContent("This link is missing its token.");
  });
});
