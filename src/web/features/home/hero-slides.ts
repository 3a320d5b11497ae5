import { defineMessages, type Message } from "~/src/core/i18n";

const text = defineMessages("home.hero", {
  labEyebrow: "For Atal Tinkering Labs",
  labTitle: "Everything your tinkering lab needs",
  labText: "Boards, sensors, motors and tools, tested before they ship and priced for school budgets.",
  labCta: "Shop components",
  saleEyebrow: "Mega sale",
  saleTitle: "Sensors and modules up to 50% off",
  saleText: "Stock up on ultrasonic, gas, motion and temperature sensors for the whole class.",
  saleCta: "See the deals",
  kitEyebrow: "Custom kits",
  kitTitle: "Build your own kit, save 5%",
  kitText: "Choose 7 to 20 parts for your project or class and we pack them as one bundle.",
  kitCta: "Start building",
  iotEyebrow: "Wireless week",
  iotTitle: "Up to 30% off on IoT boards",
  iotText: "ESP32, NodeMCU and radio modules to get your projects talking to the internet.",
  iotCta: "Shop wireless",
  droneEyebrow: "Workshops",
  droneTitle: "Hands-on drone workshops for schools",
  droneText: "A 3–4 hour session where students assemble and fly their own quadcopter.",
  droneCta: "Explore workshops",
});

/** The five hero banners (§2): our own designs, gradients with catalog pictures; texts in the page's language. */
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

export const HERO_SLIDES: HeroSlide[] = [
  {
    eyebrow: text.labEyebrow,
    title: text.labTitle,
    text: text.labText,
    cta: { label: text.labCta, to: "/collections" },
    background: "from-brand-900 via-brand-700 to-brand-500",
    badge: "bg-accent-400 text-slate-900",
    images: ["/images/catalog/arduino-uno-r3.svg", "/images/catalog/hc-sr04-ultrasonic-sensor.svg", "/images/catalog/micro-servo-9g.svg"],
  },
  {
    eyebrow: text.saleEyebrow,
    title: text.saleTitle,
    text: text.saleText,
    cta: { label: text.saleCta, to: "/collections?category=Sensors" },
    background: "from-rose-700 via-red-600 to-orange-500",
    badge: "bg-white text-red-700",
    images: ["/images/catalog/pir-motion-sensor.svg", "/images/catalog/dht22-temperature-humidity-sensor.svg", "/images/catalog/mq3-gas-sensor.svg"],
  },
  {
    eyebrow: text.kitEyebrow,
    title: text.kitTitle,
    text: text.kitText,
    cta: { label: text.kitCta, to: "/kit" },
    background: "from-emerald-800 via-emerald-600 to-teal-500",
    badge: "bg-accent-400 text-slate-900",
    images: ["/images/catalog/breadboard-full-size.svg", "/images/catalog/led-rgb-common-anode.svg", "/images/catalog/push-button-tactile.svg"],
  },
  {
    eyebrow: text.iotEyebrow,
    title: text.iotTitle,
    text: text.iotText,
    cta: { label: text.iotCta, to: "/collections?category=Wireless%20%26%20Communication" },
    background: "from-indigo-900 via-violet-700 to-fuchsia-600",
    badge: "bg-white text-violet-800",
    images: ["/images/catalog/nodemcu-esp8266.svg", "/images/catalog/esp32-wifi-lora-32-v2.svg", "/images/catalog/nrf24l01-wireless-module.svg"],
  },
  {
    eyebrow: text.droneEyebrow,
    title: text.droneTitle,
    text: text.droneText,
    cta: { label: text.droneCta, to: "/workshops" },
    background: "from-slate-900 via-slate-700 to-sky-600",
    badge: "bg-accent-400 text-slate-900",
    images: ["/images/catalog/ardupilot-mega-flight-controller.svg", "/images/catalog/lipo-battery-1100mah.svg", "/images/catalog/dc-gear-motor.svg"],
  },
];
