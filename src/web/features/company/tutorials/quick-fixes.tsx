import { Link } from "~/src/web/lib/localized-router";
import { defineMessages, type Message } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";
import { RichText, type TagRenderers } from "~/src/web/features/company/rich-text";

const text = defineMessages("company.tutorial.quickFixes", {
  intro:
    'Most "my project does not work" moments come from a handful of causes. Work through these checks in order before you replace a single part. Each one takes a minute or two.',
  uploadHeading: '1. The upload fails: "avrdude: stk500_getsync(): not in sync"',
  uploadBoard:
    "In <strong>Tools → Board</strong>, pick the exact board you have (Uno, Nano, Mega). For many Nano clones, also set <strong>Tools → Processor → ATmega328P (Old Bootloader)</strong>.",
  uploadPort: "In <strong>Tools → Port</strong>, pick the port that appears only when the board is plugged in.",
  uploadPins: "Unplug anything connected to pins 0 and 1 (RX and TX), such as a Bluetooth module. They share the line used for uploading.",
  uploadCable: "Try another USB cable. Many cables sold with phones carry power only, not data.",
  portHeading: "2. No port shows up at all",
  port: "Boards with a <strong>CH340</strong> USB chip (most compatible Unos and Nanos) need the CH340 driver on Windows and older macOS. Install it, restart the Arduino IDE and plug the board in again. On Linux, add yourself to the <code>dialout</code> group and log in again.",
  monitorHeading: "3. The Serial Monitor shows gibberish",
  monitor:
    "The speed in the Serial Monitor must match the one in your sketch. If the sketch says <code>Serial.begin(9600);</code>, choose 9600 baud in the monitor's drop-down.",
  buttonHeading: "4. A button reads random values",
  button:
    'An input pin connected to nothing "floats" and picks up noise. Use the board\'s built-in pull-up resistor and wire the button between the pin and GND:',
  resetHeading: "5. The board resets when a motor or servo moves",
  reset:
    "Motors draw a burst of current when they start, the supply voltage dips and the microcontroller restarts. Power motors and servos from a separate supply (a battery pack or a buck converter), <strong>connect the grounds together</strong>, and add a 100 µF to 470 µF capacitor across the motor supply. Never power more than one small servo from the Arduino's 5V pin.",
  lcdHeading: "6. The 16x2 LCD shows only blocks or nothing",
  lcdContrast: "Turn the small contrast potentiometer on the I2C adapter slowly until text appears.",
  lcdAddress:
    "If it still shows nothing, your adapter may use address <code>0x3F</code> instead of <code>0x27</code>. Run an I2C scanner sketch to find it.",
  lcdPins: "Check that SDA goes to A4 and SCL to A5 on an Uno or Nano.",
  dhtHeading: '7. A DHT11 or DHT22 reads "nan"',
  dht: "Check the data pin number in the sketch, add a 10 kΩ pull-up between DATA and 5V (modules usually have one), and read no more than once every two seconds. Our <link>step-by-step DHT22 post</link> has a sketch that is known to work.",
  stuckHeading: "Still stuck?",
  stuck:
    "Take a clear photo of your wiring and copy the full error message, then write to us from the <link>support page</link>. We answer every question, however small.",
});

// Code stays as the Arduino IDE shows it, in either language.
const PULL_UP_SKETCH = `pinMode(2, INPUT_PULLUP);
// Pressed reads LOW, released reads HIGH.
bool pressed = digitalRead(2) == LOW;`;

const DHT_POST: TagRenderers = { link: (chunk) => <Link to="/blogs/reading-a-dht22-with-arduino">{chunk}</Link> };
const SUPPORT_PAGE: TagRenderers = { link: (chunk) => <Link to="/support">{chunk}</Link> };

/** Tutorial: quick fixes for the Arduino problems we are asked about most. */
export function QuickFixesTutorial() {
  const t = useT();
  const rich = (message: Message, tags?: TagRenderers) => <RichText text={t(message)} tags={tags} />;
  return (
    <>
      <p>{t(text.intro)}</p>

      <h2>{rich(text.uploadHeading)}</h2>
      <ul>
        <li>{rich(text.uploadBoard)}</li>
        <li>{rich(text.uploadPort)}</li>
        <li>{t(text.uploadPins)}</li>
        <li>{t(text.uploadCable)}</li>
      </ul>

      <h2>{t(text.portHeading)}</h2>
      <p>{rich(text.port)}</p>

      <h2>{t(text.monitorHeading)}</h2>
      <p>{rich(text.monitor)}</p>

      <h2>{t(text.buttonHeading)}</h2>
      <p>{t(text.button)}</p>
      <pre>
        <code>{PULL_UP_SKETCH}</code>
      </pre>

      <h2>{t(text.resetHeading)}</h2>
      <p>{rich(text.reset)}</p>

      <h2>{t(text.lcdHeading)}</h2>
      <ul>
        <li>{t(text.lcdContrast)}</li>
        <li>{rich(text.lcdAddress)}</li>
        <li>{t(text.lcdPins)}</li>
      </ul>

      <h2>{rich(text.dhtHeading)}</h2>
      <p>{rich(text.dht, DHT_POST)}</p>

      <h2>{t(text.stuckHeading)}</h2>
      <p>{rich(text.stuck, SUPPORT_PAGE)}</p>
    </>
  );
}
