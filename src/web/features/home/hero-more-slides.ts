import { defineMessages } from "~/src/core/i18n";
import type { HeroSlide } from "./hero-slides";

// Shown only once the carousel has loaded, so their texts and pictures travel with it, not in the first load.
const text = defineMessages("home.hero", {
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

/** Banners two to five of the hero (§2). */
export const MORE_SLIDES: HeroSlide[] = [
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
