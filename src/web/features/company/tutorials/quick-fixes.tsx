import { Link } from "~/src/web/lib/localized-router";

/** Tutorial: quick fixes for the Arduino problems we are asked about most. */
export function QuickFixesTutorial() {
  return (
    <>
      <p>
        Most "my project does not work" moments come from a handful of causes. Work through these checks in order before you replace a single part.
        Each one takes a minute or two.
      </p>

      <h2>1. The upload fails: "avrdude: stk500_getsync(): not in sync"</h2>
      <ul>
        <li>
          In <strong>Tools → Board</strong>, pick the exact board you have (Uno, Nano, Mega). For many Nano clones, also set{" "}
          <strong>Tools → Processor → ATmega328P (Old Bootloader)</strong>.
        </li>
        <li>
          In <strong>Tools → Port</strong>, pick the port that appears only when the board is plugged in.
        </li>
        <li>Unplug anything connected to pins 0 and 1 (RX and TX), such as a Bluetooth module. They share the line used for uploading.</li>
        <li>Try another USB cable. Many cables sold with phones carry power only, not data.</li>
      </ul>

      <h2>2. No port shows up at all</h2>
      <p>
        Boards with a <strong>CH340</strong> USB chip (most compatible Unos and Nanos) need the CH340 driver on Windows and older macOS. Install it,
        restart the Arduino IDE and plug the board in again. On Linux, add yourself to the <code>dialout</code> group and log in again.
      </p>

      <h2>3. The Serial Monitor shows gibberish</h2>
      <p>
        The speed in the Serial Monitor must match the one in your sketch. If the sketch says <code>Serial.begin(9600);</code>, choose 9600 baud in
        the monitor&apos;s drop-down.
      </p>

      <h2>4. A button reads random values</h2>
      <p>
        An input pin connected to nothing "floats" and picks up noise. Use the board&apos;s built-in pull-up resistor and wire the button between the
        pin and GND:
      </p>
      <pre>
        <code>{`pinMode(2, INPUT_PULLUP);
// Pressed reads LOW, released reads HIGH.
bool pressed = digitalRead(2) == LOW;`}</code>
      </pre>

      <h2>5. The board resets when a motor or servo moves</h2>
      <p>
        Motors draw a burst of current when they start, the supply voltage dips and the microcontroller restarts. Power motors and servos from a
        separate supply (a battery pack or a buck converter), <strong>connect the grounds together</strong>, and add a 100 µF to 470 µF capacitor
        across the motor supply. Never power more than one small servo from the Arduino&apos;s 5V pin.
      </p>

      <h2>6. The 16x2 LCD shows only blocks or nothing</h2>
      <ul>
        <li>Turn the small contrast potentiometer on the I2C adapter slowly until text appears.</li>
        <li>
          If it still shows nothing, your adapter may use address <code>0x3F</code> instead of <code>0x27</code>. Run an I2C scanner sketch to find
          it.
        </li>
        <li>Check that SDA goes to A4 and SCL to A5 on an Uno or Nano.</li>
      </ul>

      <h2>7. A DHT11 or DHT22 reads "nan"</h2>
      <p>
        Check the data pin number in the sketch, add a 10 kΩ pull-up between DATA and 5V (modules usually have one), and read no more than once every
        two seconds. Our <Link to="/blogs/reading-a-dht22-with-arduino">step-by-step DHT22 post</Link> has a sketch that is known to work.
      </p>

      <h2>Still stuck?</h2>
      <p>
        Take a clear photo of your wiring and copy the full error message, then write to us from the <Link to="/support">support page</Link>. We
        answer every question, however small.
      </p>
    </>
  );
}
