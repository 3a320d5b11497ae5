import { Link } from "~/src/web/lib/localized-router";

/** Tutorial: making IoT projects last longer on batteries and run more smoothly. */
export function OptimizationTutorial() {
  return (
    <>
      <p>
        A weather station that drains its battery in a day, or a Wi-Fi sensor that freezes every few hours, usually needs no new hardware. These
        changes make ESP8266, ESP32 and Arduino projects use less power and run more reliably.
      </p>

      <h2>Measure before you optimise</h2>
      <p>
        Put a multimeter (set to mA) in series with the battery and note the current while the board is idle and while it sends data. Battery life in
        hours is roughly <strong>capacity in mAh ÷ average current in mA</strong>. A 2000 mAh pack at 80 mA lasts about a day; at 0.5 mA it lasts
        months.
      </p>

      <h2>Sleep between readings</h2>
      <p>
        A sensor that reports every ten minutes does not need to be awake for the other nine and a half. On an ESP32, deep sleep cuts the current from
        tens of milliamps to a few microamps on a bare module:
      </p>
      <pre>
        <code>{`#define MINUTES 10

void setup() {
  readSensorAndSend();  // your code
  esp_sleep_enable_timer_wakeup(MINUTES * 60ULL * 1000000ULL);
  esp_deep_sleep_start();  // the board restarts from setup() on waking
}

void loop() {}`}</code>
      </pre>
      <p>
        On an ESP8266, call <code>ESP.deepSleep(600e6);</code> and connect GPIO16 (D0 on a NodeMCU) to RST so the timer can wake the chip.
      </p>

      <h2>Connect to Wi-Fi faster</h2>
      <ul>
        <li>
          Give the board a <strong>static IP</strong> with <code>WiFi.config()</code> so it skips the DHCP exchange.
        </li>
        <li>Send several readings in one message instead of connecting once per reading.</li>
        <li>
          Turn the radio off as soon as you are done: <code>WiFi.disconnect(true);</code> and <code>WiFi.mode(WIFI_OFF);</code>.
        </li>
      </ul>

      <h2>Replace delay() with millis()</h2>
      <p>
        <code>delay()</code> stops everything, so buttons are missed and connections time out. Check the clock instead and let <code>loop()</code>{" "}
        keep running:
      </p>
      <pre>
        <code>{`unsigned long lastRead = 0;

void loop() {
  if (millis() - lastRead >= 2000) {
    lastRead = millis();
    readSensor();
  }
  handleButtons();  // still runs every pass
}`}</code>
      </pre>

      <h2>Save memory on small boards</h2>
      <ul>
        <li>
          Wrap fixed text in <code>F()</code>, e.g. <code>Serial.println(F("Ready"));</code>, so it stays in flash instead of filling the Uno&apos;s 2
          KB of RAM.
        </li>
        <li>
          Avoid building long <code>String</code> objects in a loop; they fragment memory and cause random crashes after hours of running.
        </li>
      </ul>

      <h2>Choose an efficient power supply</h2>
      <p>
        A 7805 linear regulator turns the extra voltage into heat: from a 12 V supply more than half the energy is wasted. A buck converter such as
        the LM2596 wastes far less. Remove or cut the power LED on modules that stay on all the time, and power sensors from a GPIO pin so you can
        switch them off while the board sleeps. Our post on <Link to="/blogs/powering-projects-safely">powering projects safely</Link> compares the
        options.
      </p>

      <h2>Checklist</h2>
      <ol>
        <li>Measure the idle and active current.</li>
        <li>Sleep between readings.</li>
        <li>Keep Wi-Fi sessions short and rare.</li>
        <li>No long delays in the main loop.</li>
        <li>Efficient regulator, no always-on LEDs.</li>
      </ol>
    </>
  );
}
