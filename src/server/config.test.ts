import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("has safe single-machine defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: "localhost", deliveryFeePaise: 2000, seedDemo: true, corsOrigins: [], databaseUrl: undefined });
    expect(config.dataDir).toMatch(/data$/);
  });

  it("reads every setting", () => {
    const config = loadConfig({
      PORT: "8080",
      DELIVERY_FEE: "49.5",
      SEED_DEMO: "off",
      DATABASE_URL: "postgres://u@h:5432/db",
      CORS_ORIGINS: "https://a.example, https://b.example",
    });
    expect(config).toMatchObject({
      port: 8080,
      deliveryFeePaise: 4950,
      seedDemo: false,
      databaseUrl: "postgres://u@h:5432/db",
      corsOrigins: ["https://a.example", "https://b.example"],
    });
  });

  it("lists every bad value with its name", () => {
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", DELIVERY_FEE: "-1", SEED_DEMO: "maybe" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join("\n");
      expect(problems).toContain("PORT must be a number");
      expect(problems).toContain("DATABASE_URL must be a postgres:// or postgresql:// URL");
      expect(problems).toContain("DELIVERY_FEE must not be negative");
      expect(problems).toContain("SEED_DEMO must be one of on/off");
    }
  });

  describe("OWNER_EMAIL / OWNER_PASSWORD", () => {
    const problemsOf = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        return (error as ConfigError).problems.join("\n");
      }
      return "";
    };

    it("reads the first owner, e-mail lower-cased, name defaulting to Owner", () => {
      expect(loadConfig({}).initialOwner).toBeUndefined();
      expect(loadConfig({ OWNER_EMAIL: " Boss@Shop.in ", OWNER_PASSWORD: "long-enough-1" }).initialOwner).toEqual({
        email: "boss@shop.in",
        password: "long-enough-1",
        name: "Owner",
      });
      expect(loadConfig({ OWNER_EMAIL: "boss@shop.in", OWNER_PASSWORD: "long-enough-1", OWNER_NAME: "Anil" }).initialOwner?.name).toBe("Anil");
    });

    it("refuses a bad e-mail or short password without printing the password", () => {
      const problems = problemsOf({ OWNER_EMAIL: "not-an-email", OWNER_PASSWORD: "long-enough-1" });
      expect(problems).toBe('OWNER_EMAIL must be an e-mail address (got "not-an-email")');
      const short = problemsOf({ OWNER_EMAIL: "boss@shop.in", OWNER_PASSWORD: "secret7" });
      expect(short).toBe("OWNER_PASSWORD must be at least 8 characters");
      expect(short).not.toContain("secret7");
    });

    it("needs both or neither", () => {
      expect(problemsOf({ OWNER_EMAIL: "boss@shop.in" })).toBe("OWNER_EMAIL and OWNER_PASSWORD must be set together (only OWNER_EMAIL is set)");
      expect(problemsOf({ OWNER_PASSWORD: "long-enough-1" })).toBe(
        "OWNER_EMAIL and OWNER_PASSWORD must be set together (only OWNER_PASSWORD is set)",
      );
    });
  });
});
