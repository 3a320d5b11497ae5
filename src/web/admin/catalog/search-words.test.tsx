import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, renderAdmin, signedInStaff } from "~/tests/support/admin";
import { SearchWords } from "./search-words";

const fetchMock = signedInStaff();

const writes = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method && init.method !== "GET")
    .map(([url, init]) => [url, init.method, init.body && JSON.parse(init.body)]);

const list = {
  success: true,
  words: [{ word: "छलनी", meanings: ["filter"], createdAt: "2026-11-28T10:00:00.000Z" }],
  builtIn: [{ word: "मोटर", meanings: ["motor"] }],
};

describe("search words", () => {
  it("lists staff's words and the built-in ones, adds a word and removes one", async () => {
    fetchMock.mockImplementation((_url: string, init: RequestInit = {}) =>
      init.method === "POST"
        ? json({ success: true, synonym: { word: "पंखा", meanings: ["fan", "blower"], createdAt: "2026-11-28T11:00:00.000Z" } })
        : init.method === "DELETE"
          ? json({ success: true, synonym: list.words[0] })
          : json(list),
    );
    const user = userEvent.setup();
    renderAdmin(SearchWords, { path: "/admin/categories" });
    const added = await screen.findByRole("list", { name: "Search words added by staff" });
    expect(added).toHaveTextContent("छलनी → filter");
    expect(screen.getByText("Built-in search words (1)")).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Word customers type/), "पंखा");
    await user.type(screen.getByLabelText(/^Finds products named/), "fan, blower");
    await user.click(screen.getByRole("button", { name: "Save search word" }));
    await user.click(screen.getByRole("button", { name: "Remove छलनी" }));
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()).toEqual([
      ["/api/admin/search-synonyms", "POST", { word: "पंखा", meanings: "fan, blower" }],
      [`/api/admin/search-synonyms/${encodeURIComponent("छलनी")}`, "DELETE", undefined],
    ]);
  });

  it("keeps the server's refusal on screen", async () => {
    const message = "Word must be a single word, without spaces.";
    fetchMock.mockImplementation((_url: string, init: RequestInit = {}) =>
      init.method === "POST" ? json({ success: false, message }, 400) : json({ ...list, words: [] }),
    );
    const user = userEvent.setup();
    renderAdmin(SearchWords, { path: "/admin/categories" });
    expect(await screen.findByText("No search words added by staff yet.")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Word customers type/), "मोटर ड्राइवर");
    await user.type(screen.getByLabelText(/^Finds products named/), "driver");
    await user.click(screen.getByRole("button", { name: "Save search word" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
  });
});
