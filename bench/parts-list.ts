/**
 * Issue 30's bench row: POST /api/parts-list/match with a school's 200-line list, against the large catalog. The
 * lines are the demo catalog's parts as people write them (forms, misspellings, a word too many, parts the shop
 * lacks), so they find what a real list finds among 10,000 names; each line's quantity differs.
 */

const ITEMS = [
  "Arduino Uno",
  "ardiuno uno r3",
  "Arduino Nano",
  "arduino mega 2560",
  "NodeMCU ESP8266",
  "ESP32 devkit",
  "Raspberry Pi 4 4GB",
  "HC-SR04 ultrasonic",
  "HC-SR04 ultrasonic sensor module",
  "DHT11 sensor",
  "DHT22",
  "DS18B20 waterproof probe",
  "PIR motion sensor",
  "MQ-2 gas sensor",
  "soil moisture sensor",
  "IR obstacle sensor",
  "LDR",
  "MPU6050",
  "L298N motor driver",
  "L293D IC",
  "sg 90 servo",
  "MG995 servo",
  "28BYJ-48 stepper with ULN2003",
  "A4988 driver",
  "BO motor",
  "HC-05 bluetooth",
  "nRF24L01",
  "433 MHz RF module",
  "16x2 LCD I2C",
  "0.96 OLED",
  "MAX7219 dot matrix",
  "TM1637 display",
  "9V battery",
  "2 x AA battery holder",
  "breadboard power supply",
  "LM2596 buck converter",
  "830 point breadboard",
  "resistor kit",
  "ceramic capacitor kit",
  "5mm LED assortment",
  "10k potentiometer",
  "tactile push button",
  "5V relay module",
  "joystick module",
  "2WD robot car chassis",
  "line follower kit",
  "jumper wires male to male",
  "soldering iron 25W",
  "flux pen",
  "multimeter DT830D",
];

const FORMS = [
  (name: string, quantity: number) => `${quantity} x ${name}`,
  (name: string, quantity: number) => `${name}, ${quantity}`,
  (name: string, quantity: number) => `${name} ${quantity}`,
  (name: string, quantity: number) => `${quantity} ${name}`,
  (name: string, quantity: number) => `- ${name} x ${quantity}`,
];

export function benchPartsList(lines = 200): string {
  return Array.from({ length: lines }, (_, index) => FORMS[index % FORMS.length](ITEMS[index % ITEMS.length], 1 + ((index * 7) % 40))).join("\n");
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Times the call one at a time, after a warm-up: the median and the slowest of `runs`. The call is limited per
 * address (AUTH_RATE_LIMIT, 10 a minute by default), so the runs stay under it.
 */
export interface PartsListTiming {
  lines: number;
  runs: number;
  medianMs: number;
  maxMs: number;
}

export async function measurePartsListMatch(base: string, runs = 7): Promise<PartsListTiming> {
  const body = JSON.stringify({ text: benchPartsList() });
  const call = async () => {
    const response = await fetch(`${base}/api/parts-list/match`, { method: "POST", headers: { "content-type": "application/json" }, body });
    const answer = (await response.json()) as { success: boolean; lines?: unknown[]; message?: string };
    if (!answer.success) throw new Error(`parts-list match answered ${response.status}: ${answer.message}`);
    return answer.lines!.length;
  };
  await call();
  const times: number[] = [];
  let lines = 0;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    lines = await call();
    times.push(performance.now() - started);
  }
  return { lines, runs, medianMs: Math.round(median(times)), maxMs: Math.round(Math.max(...times)) };
}
