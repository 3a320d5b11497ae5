import { afterEach, beforeEach, vi, type Mock } from "vitest";

/**
 * For every test of the file (or describe block) it is called in: `fetch` stubbed by the returned mock,
 * reset before each test and removed after it.
 */
export function stubbedFetch(): Mock {
  const fetchMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  return fetchMock;
}

/** The JSON body of the `call`-th request made through `fetchMock`. */
export const requestBody = (fetchMock: Mock, call = 0) => JSON.parse(fetchMock.mock.calls[call][1].body as string);
