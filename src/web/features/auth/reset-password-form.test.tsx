import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { json as answer } from "~/tests/support/admin";
import { requestBody, stubbedFetch } from "~/tests/support/fetch-mock";
import { ResetPasswordForm } from "./reset-password-form";

const fetchMock = stubbedFetch();

const sentBody = (call = 0) => requestBody(fetchMock, call);

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
