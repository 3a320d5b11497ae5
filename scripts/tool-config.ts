import { existsSync } from "node:fs";
import { ConfigError, loadConfig, type Config } from "~/src/server/config";

/**
 * The shop's settings for a command-line tool, as the shop reads them (.env, then the environment).
 * Bad settings are printed and give undefined, so the tool exits 1 without a stack trace.
 */
export function loadToolConfig(): Config | undefined {
  try {
    if (existsSync(".env")) process.loadEnvFile(".env");
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return undefined;
    }
    throw error;
  }
}
