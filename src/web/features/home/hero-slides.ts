import { defineMessages, type Message } from "~/src/core/i18n";

const text = defineMessages("home.hero", {
  labEyebrow: "For Atal Tinkering Labs",
  labTitle: "Everything your tinkering lab needs",
  labText: "Boards, sensors, motors and tools, tested before they ship and priced for school budgets.",
  labCta: "Shop components",
});

/** A hero banner (§2): our own designs, gradients with catalog pictures; texts in the page's language. */
export interface HeroSlide {
  eyebrow: Message;
  title: Message;
  text: Message;
  cta: { label: Message; to: string };
  /** Tailwind gradient classes for the background. */
  background: string;
  /** Accent colour of the eyebrow badge. */
  badge: string;
  images: string[];
}

/** How many banners the hero has: the first here, the other four in ./hero-more-slides (loaded with the carousel). */
export const HERO_SLIDE_COUNT = 5;

/** The first banner, server-rendered: its heading is the page's largest paint. */
export const FIRST_SLIDE: HeroSlide = {
  eyebrow: text.labEyebrow,
  title: text.labTitle,
  text: text.labText,
  cta: { label: text.labCta, to: "/collections" },
  background: "from-brand-900 via-brand-700 to-brand-500",
  badge: "bg-accent-400 text-slate-900",
  images: ["/images/catalog/arduino-uno-r3.svg", "/images/catalog/hc-sr04-ultrasonic-sensor.svg", "/images/catalog/micro-servo-9g.svg"],
};
