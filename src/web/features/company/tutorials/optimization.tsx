import { Link } from "~/src/web/lib/localized-router";
import { defineMessages, type Message } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";
import { RichText, type TagRenderers } from "~/src/web/features/company/rich-text";

const text = defineMessages("company.tutorial.optimization", {
  intro:
    "A weather station that drains its battery in a day, or a Wi-Fi sensor that freezes every few hours, usually needs no new hardware. These changes make ESP8266, ESP32 and Arduino projects use less power and run more reliably.",
  measureHeading: "Measure before you optimise",
  measure:
    "Put a multimeter (set to mA) in series with the battery and note the current while the board is idle and while it sends data. Battery life in hours is roughly <strong>capacity in mAh ÷ average current in mA</strong>. A 2000 mAh pack at 80 mA lasts about a day; at 0.5 mA it lasts months.",
  sleepHeading: "Sleep between readings",
  sleep:
    "A sensor that reports every ten minutes does not need to be awake for the other nine and a half. On an ESP32, deep sleep cuts the current from tens of milliamps to a few microamps on a bare module:",
  sleepEsp8266: "On an ESP8266, call <code>ESP.deepSleep(600e6);</code> and connect GPIO16 (D0 on a NodeMCU) to RST so the timer can wake the chip.",
  wifiHeading: "Connect to Wi-Fi faster",
  wifiStaticIp: "Give the board a <strong>static IP</strong> with <code>WiFi.config()</code> so it skips the DHCP exchange.",
  wifiBatch: "Send several readings in one message instead of connecting once per reading.",
  wifiOff: "Turn the radio off as soon as you are done: <code>WiFi.disconnect(true);</code> and <code>WiFi.mode(WIFI_OFF);</code>.",
  millisHeading: "Replace delay() with millis()",
  millis:
    "<code>delay()</code> stops everything, so buttons are missed and connections time out. Check the clock instead and let <code>loop()</code> keep running:",
  memoryHeading: "Save memory on small boards",
  memoryFlash:
    'Wrap fixed text in <code>F()</code>, e.g. <code>Serial.println(F("Ready"));</code>, so it stays in flash instead of filling the Uno\'s 2 KB of RAM.',
  memoryStrings: "Avoid building long <code>String</code> objects in a loop; they fragment memory and cause random crashes after hours of running.",
  powerHeading: "Choose an efficient power supply",
  power:
    "A 7805 linear regulator turns the extra voltage into heat: from a 12 V supply more than half the energy is wasted. A buck converter such as the LM2596 wastes far less. Remove or cut the power LED on modules that stay on all the time, and power sensors from a GPIO pin so you can switch them off while the board sleeps. Our post on <link>powering projects safely</link> compares the options.",
  checklistHeading: "Checklist",
  checkMeasure: "Measure the idle and active current.",
  checkSleep: "Sleep between readings.",
  checkWifi: "Keep Wi-Fi sessions short and rare.",
  checkDelays: "No long delays in the main loop.",
  checkRegulator: "Efficient regulator, no always-on LEDs.",
});

// Code stays as the Arduino IDE shows it, in either language.
const DEEP_SLEEP_SKETCH = `#define MINUTES 10

void setup() {
  readSensorAndSend();  // your code
  esp_sleep_enable_timer_wakeup(MINUTES * 60ULL * 1000000ULL);
  esp_deep_sleep_start();  // the board restarts from setup() on waking
}

void loop() {}`;

const MILLIS_SKETCH = `unsigned long lastRead = 0;

void loop() {
  if (millis() - lastRead >= 2000) {
    lastRead = millis();
    readSensor();
  }
  handleButtons();  // still runs every pass
}`;

const POWER_POST: TagRenderers = { link: (chunk) => <Link to="/blogs/powering-projects-safely">{chunk}</Link> };

/** Tutorial: making IoT projects last longer on batteries and run more smoothly. */
export function OptimizationTutorial() {
  const t = useT();
  const rich = (message: Message, tags?: TagRenderers) => <RichText text={t(message)} tags={tags} />;
  return (
    <>
      <p>{t(text.intro)}</p>

      <h2>{t(text.measureHeading)}</h2>
      <p>{rich(text.measure)}</p>

      <h2>{t(text.sleepHeading)}</h2>
      <p>{t(text.sleep)}</p>
      <pre>
        <code>{DEEP_SLEEP_SKETCH}</code>
      </pre>
      <p>{rich(text.sleepEsp8266)}</p>

      <h2>{t(text.wifiHeading)}</h2>
      <ul>
        <li>{rich(text.wifiStaticIp)}</li>
        <li>{t(text.wifiBatch)}</li>
        <li>{rich(text.wifiOff)}</li>
      </ul>

      <h2>{rich(text.millisHeading)}</h2>
      <p>{rich(text.millis)}</p>
      <pre>
        <code>{MILLIS_SKETCH}</code>
      </pre>

      <h2>{t(text.memoryHeading)}</h2>
      <ul>
        <li>{rich(text.memoryFlash)}</li>
        <li>{rich(text.memoryStrings)}</li>
      </ul>

      <h2>{t(text.powerHeading)}</h2>
      <p>{rich(text.power, POWER_POST)}</p>

      <h2>{t(text.checklistHeading)}</h2>
      <ol>
        <li>{t(text.checkMeasure)}</li>
        <li>{t(text.checkSleep)}</li>
        <li>{t(text.checkWifi)}</li>
        <li>{t(text.checkDelays)}</li>
        <li>{t(text.checkRegulator)}</li>
      </ol>
    </>
  );
}
