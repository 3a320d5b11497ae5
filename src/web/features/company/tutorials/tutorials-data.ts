import type { ComponentType } from "react";
import { OptimizationTutorial } from "./optimization";
import { QuickFixesTutorial } from "./quick-fixes";

export interface Tutorial {
  /** The address segment the home menu links to (§2: /tutorials/react, /tutorials/node). */
  topic: string;
  title: string;
  summary: string;
  readTime: string;
  Content: ComponentType;
}

export const TUTORIALS: Tutorial[] = [
  {
    topic: "react",
    title: "Quick Fixes",
    summary: "Upload errors, missing ports, floating inputs, resetting boards, blank LCDs: fast fixes for the Arduino problems students hit most.",
    readTime: "6 min read",
    Content: QuickFixesTutorial,
  },
  {
    topic: "node",
    title: "Optimization",
    summary:
      "Make IoT projects last months on a battery and run for weeks without freezing: sleep, faster Wi-Fi, millis(), memory and power supplies.",
    readTime: "7 min read",
    Content: OptimizationTutorial,
  },
];

export function findTutorial(topic: string): Tutorial | undefined {
  return TUTORIALS.find((tutorial) => tutorial.topic === topic);
}
