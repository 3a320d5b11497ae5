/** A representative catalog picture for each demo category (others get a neutral icon). */
export const CATEGORY_PICTURES: Record<string, string> = {
  "Boards & Microcontrollers": "/images/catalog/arduino-uno-r3.svg",
  Sensors: "/images/catalog/hc-sr04-ultrasonic-sensor.svg",
  "Motors & Drivers": "/images/catalog/servo-motor-standard.svg",
  "Wireless & Communication": "/images/catalog/nodemcu-esp8266.svg",
  Displays: "/images/catalog/lcd-16x2-character-display.svg",
  Power: "/images/catalog/lm2596-buck-converter.svg",
  "Prototyping & Passives": "/images/catalog/breadboard-mini-170.svg",
  "Drone & Robotics Kits": "/images/catalog/ardupilot-mega-flight-controller.svg",
};
