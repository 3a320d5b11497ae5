import { describe, expect, it } from "vitest";
import { LOGIN_FREE_FAILURES, LOGIN_MAX_WAIT_SECONDS, loginThrottledMessage, loginWaitSeconds } from "./login-throttle";

describe("loginWaitSeconds", () => {
  it("costs nothing for the first few failures", () => {
    for (let failures = 0; failures < LOGIN_FREE_FAILURES; failures += 1) expect(loginWaitSeconds(failures)).toBe(0);
  });

  it("doubles the wait with each further failure, up to the cap", () => {
    expect(loginWaitSeconds(LOGIN_FREE_FAILURES)).toBe(30);
    expect(loginWaitSeconds(LOGIN_FREE_FAILURES + 1)).toBe(60);
    expect(loginWaitSeconds(LOGIN_FREE_FAILURES + 3)).toBe(240);
    expect(loginWaitSeconds(LOGIN_FREE_FAILURES + 40)).toBe(LOGIN_MAX_WAIT_SECONDS);
  });
});

describe("loginThrottledMessage", () => {
  it("names the wait in seconds or minutes", () => {
    expect(loginThrottledMessage(30)).toBe("Too many failed sign-ins for this account. Please try again in 30 seconds.");
    expect(loginThrottledMessage(0.2)).toBe("Too many failed sign-ins for this account. Please try again in 1 second.");
    expect(loginThrottledMessage(125)).toBe("Too many failed sign-ins for this account. Please try again in 3 minutes.");
  });
});
