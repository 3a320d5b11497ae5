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
});
