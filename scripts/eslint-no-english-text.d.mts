import type { ESLint } from "eslint";

export function englishWords(text: string): string[];
export const noEnglishText: ESLint.Plugin;
