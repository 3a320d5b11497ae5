/**
 * Demo blog posts for Tinkerwala. `content` is trusted HTML written by us:
 * headings, paragraphs, lists, code blocks and internal links only.
 * Code inside <pre><code> is HTML-escaped (&lt; &gt; &amp;).
 */

export interface SeedBlogPost {
  /** Kebab-case slug, the post _id. */
  id: string;
  title: string;
  /** "/images/catalog/<file>.svg" */
  image: string;
  /** ISO date "2026-MM-DD". */
  date: string;
  readTime: string;
  excerpt: string;
  category: string;
  tags: string[];
  author: string;
  content: string;
}

export const SEED_BLOG_POSTS: SeedBlogPost[] = [
  {
    id: "atal-tinkering-lab-starter-bill-of-materials",
    title: "Setting up an Atal Tinkering Lab: a starter bill of materials",
    image: "/images/catalog/arduino-uno-r3.svg",
    date: "2026-05-06",
    readTime: "4 min read",
    excerpt:
      "A practical shopping list for the electronics corner of a new Atal Tinkering Lab, sized for eight student teams and built around parts that survive daily classroom use.",
    category: "For Schools",
    tags: ["Atal Tinkering Lab", "schools", "Arduino", "bill of materials"],
    author: "Ananya Rao",
    content: `<p>Every year we help dozens of schools set up their Atal Tinkering Lab (ATL), and the first question is always the same: <strong>what exactly should we buy?</strong> The official equipment list is broad, covering electronics, robotics, IoT, 3D printing, mechanical tools and safety gear. This post focuses on the electronics and robotics corner, the part students use every single day, and turns it into a concrete bill of materials.</p>

<h2>Plan around teams, not students</h2>
<p>Tinkering works best in teams of three or four. A class of thirty students therefore needs about <strong>eight workstations</strong>, and that is the unit we size everything around. Each workstation should be able to build any beginner project on its own without borrowing parts from the next table.</p>

<h2>Core kit for each workstation (buy 8 of each)</h2>
<ul>
<li><strong>Arduino Uno R3 compatible board</strong> with USB cable: the brain of almost every first project.</li>
<li><strong>830-point breadboard with jumper wires</strong>: solderless prototyping.</li>
<li><strong>HC-SR04 ultrasonic sensor</strong>, <strong>DHT11 temperature and humidity sensor</strong>, <strong>IR obstacle sensor</strong> and <strong>LDR pack</strong>: four sensors that cover distance, weather, line detection and light.</li>
<li><strong>SG90 micro servo</strong>: the easiest way to make something move.</li>
<li><strong>16x2 LCD with I2C adapter</strong>: lets projects show results without a computer.</li>
<li><strong>Push buttons, 10 kΩ potentiometers and a 5V relay module</strong>: inputs and a safe way to switch bigger loads.</li>
</ul>

<h2>Shared consumables (per lab)</h2>
<ul>
<li>4 resistor kits (600 pieces each) and 4 packs of assorted 5 mm LEDs.</li>
<li>2 ceramic and 2 electrolytic capacitor kits.</li>
<li>Battery holders (AA and AAA), a box of AA cells and a few 9V batteries for meters.</li>
<li>8 LM2596 buck converters and 8 breadboard power supply modules, so no team has to power motors from a laptop's USB port.</li>
</ul>

<h2>Robotics and IoT add-ons</h2>
<p>Once students are comfortable with the basics, they will want to build robots and connected devices. For eight teams we suggest:</p>
<ol>
<li><strong>4 × 2WD robot car chassis kits</strong> plus <strong>4 × L298N motor drivers</strong>. Two teams share one chassis while the other two work on code.</li>
<li><strong>4 × ESP32 or NodeMCU boards</strong> for Wi-Fi projects such as weather dashboards. Read our post comparing the two before you choose.</li>
<li><strong>2 × HC-05 Bluetooth modules</strong> for phone-controlled robots.</li>
<li><strong>1 or 2 × Raspberry Pi 4 (4 GB)</strong> with SD cards, for computer vision, Python and running a small lab server.</li>
</ol>

<h2>What it costs</h2>
<p>With our current catalog prices, the per-workstation core kit comes to roughly ₹1,500, so eight workstations cost about ₹12,000. The shared consumables add around ₹5,000, and the robotics and IoT add-ons about ₹17,000 with two Raspberry Pis (plus SD cards and power supplies). That is <strong>under ₹40,000 for a complete electronics corner</strong>, leaving most of the budget for 3D printers, hand tools, furniture, safety equipment and mentoring.</p>
<p>Ask us for a formal quotation on school letterhead: we accept bulk orders with cash on delivery and provide proper invoices for your ATL grant records.</p>

<h2>Tips from labs that are running well</h2>
<ul>
<li><strong>Buy 10 to 15 percent spares</strong> of cheap parts such as sensors, LEDs and servos. Students will break some, and that is part of learning.</li>
<li><strong>Label storage boxes</strong> by category and keep a simple issue register. Small parts vanish quickly otherwise.</li>
<li><strong>Keep mains power away from students.</strong> Use 5V to 12V adapters and battery packs for projects, and let a teacher handle anything that plugs into a wall socket.</li>
<li><strong>Start with a guided project</strong>, such as a distance meter or a plant monitor, before opening the lab for free tinkering.</li>
</ul>

<h2>Next steps</h2>
<p>Browse the full catalog in our <a href="/collections">collections</a>, or build a custom lab kit with 7 to 20 components and get an extra 5 percent off. If you have questions about equipment for your specific lab, our support team is happy to review your list before you order.</p>`,
  },
  {
    id: "reading-a-dht22-with-arduino",
    title: "Reading a DHT22 temperature and humidity sensor with Arduino",
    image: "/images/catalog/dht22-temperature-humidity-sensor.svg",
    date: "2026-05-22",
    readTime: "5 min read",
    excerpt:
      "Wire a DHT22 to an Arduino Uno, install the right library and print temperature, humidity and heat index to the Serial Monitor, with fixes for the most common errors.",
    category: "Tutorials",
    tags: ["DHT22", "Arduino", "sensors", "weather station"],
    author: "Rohan Mehta",
    content: `<p>The DHT22 (also sold as the AM2302) is the sensor we recommend for any project that needs to know how hot and how humid the air is: weather stations, greenhouse monitors, server-room alarms or a simple comfort meter for your classroom. In this tutorial you will wire it up and read it in about fifteen minutes.</p>

<h2>What you need</h2>
<ul>
<li>An Arduino Uno or Nano and a USB cable</li>
<li>A DHT22 sensor</li>
<li>A 10 kΩ resistor (not needed if your DHT22 is on a small module board)</li>
<li>A breadboard and three or four jumper wires</li>
</ul>
<p>All of these are in our <a href="/collections">collections</a>, and the Arduino starter kit already contains everything except the sensor.</p>

<h2>DHT22 or DHT11?</h2>
<p>Both sensors use the same single-wire protocol, but the DHT22 measures from −40 to 80 °C with about ±0.5 °C accuracy and covers the full 0 to 100 percent humidity range. The cheaper blue DHT11 only covers 0 to 50 °C with ±2 °C accuracy and 20 to 90 percent humidity. For a real weather station, the DHT22 is worth the extra cost.</p>

<h2>Wiring</h2>
<p>Hold the bare sensor with the grille facing you and the pins pointing down. From left to right the pins are:</p>
<ol>
<li><strong>VCC</strong> to the Arduino's 5V pin</li>
<li><strong>DATA</strong> to digital pin 2, plus a 10 kΩ resistor from DATA to 5V (the pull-up)</li>
<li><strong>Not connected</strong></li>
<li><strong>GND</strong> to the Arduino's GND</li>
</ol>
<p>If you bought the sensor on a 3-pin module, the pull-up is already on the board: just connect +, out and −.</p>

<h2>Install the library</h2>
<p>In the Arduino IDE open <strong>Tools → Manage Libraries</strong>, search for <strong>DHT sensor library</strong> by Adafruit and install it. When the IDE asks whether to install its dependency, the <strong>Adafruit Unified Sensor</strong> library, choose <strong>Install all</strong>.</p>

<h2>The sketch</h2>
<pre><code>#include &lt;DHT.h&gt;

const int DHT_PIN = 2;
DHT dht(DHT_PIN, DHT22);

void setup() {
  Serial.begin(9600);
  dht.begin();
  Serial.println("DHT22 reader ready");
}

void loop() {
  // The DHT22 needs at least 2 seconds between readings.
  delay(2000);

  float humidity = dht.readHumidity();
  float temperature = dht.readTemperature();  // Celsius

  if (isnan(humidity) || isnan(temperature)) {
    Serial.println("Reading failed, check the wiring");
    return;
  }

  float heatIndex = dht.computeHeatIndex(temperature, humidity, false);

  Serial.print("Humidity: ");
  Serial.print(humidity, 1);
  Serial.print(" %   Temperature: ");
  Serial.print(temperature, 1);
  Serial.print(" C   Feels like: ");
  Serial.print(heatIndex, 1);
  Serial.println(" C");
}</code></pre>
<p>Upload the sketch, open the Serial Monitor and set it to 9600 baud. A new line should appear every two seconds. Breathe gently on the sensor and watch the humidity climb.</p>

<h2>How it works</h2>
<p>The sensor contains a capacitive humidity element, a thermistor and a tiny microcontroller that does the calibration for you. When the Arduino pulls the data line low, the sensor replies with 40 bits: humidity, temperature and a checksum. The library handles the precise timing, so your sketch only sees finished numbers. The heat index combines temperature and humidity into a "feels like" value, which is very relevant during an Indian summer.</p>

<h2>Troubleshooting</h2>
<ul>
<li><strong>"Reading failed" every time:</strong> check that DATA goes to the same pin as in the code and that the pull-up resistor is in place.</li>
<li><strong>Readings stuck or occasionally failing:</strong> you are probably reading faster than once every two seconds, or using very long wires. Keep the cable under about 20 metres and add a 100 nF capacitor between VCC and GND close to the sensor.</li>
<li><strong>Temperature a few degrees too high:</strong> the sensor is too close to the Arduino's regulator or in direct sunlight. Mount it away from warm parts, in a ventilated, shaded box.</li>
</ul>

<h2>Where to go next</h2>
<p>Add a 16x2 I2C LCD to show the values without a computer, log readings to an SD card, or move the same sketch to an ESP32 and send the data to an online dashboard over Wi-Fi. The sensor code stays almost exactly the same.</p>`,
  },
  {
    id: "choosing-a-motor-driver-l293d-vs-l298n",
    title: "Choosing a motor driver: L293D vs L298N",
    image: "/images/catalog/l298-motor-driver-ic.svg",
    date: "2026-06-12",
    readTime: "5 min read",
    excerpt:
      "Both chips drive two DC motors in both directions, but they suit very different robots. Here is how to choose, with a test sketch for speed control.",
    category: "Buying Guides",
    tags: ["motor driver", "L293D", "L298N", "robotics"],
    author: "Priya Nair",
    content: `<p>An Arduino pin can supply only about 20 mA, while even a small BO gear motor needs 150 mA or more, and several times that when it starts. That is why every robot needs a <strong>motor driver</strong>: a circuit that takes a low-power signal from the microcontroller and switches the motor's own battery current. The two drivers we sell most are the <strong>L293D</strong> and the <strong>L298N</strong>. Both contain two H-bridges, so each can run two DC motors forwards and backwards. The difference is how much current they handle and how easy they are to use.</p>

<h2>The L293D: small and breadboard-friendly</h2>
<ul>
<li><strong>Current:</strong> 600 mA per channel continuous, 1.2 A peak.</li>
<li><strong>Motor voltage:</strong> 4.5 to 36 V.</li>
<li><strong>Package:</strong> a 16-pin DIP chip that sits directly in a breadboard.</li>
<li><strong>Built-in protection diodes</strong>, so no extra parts are needed.</li>
</ul>
<p>It is ideal for small robots with two BO motors running at 6 V, for fans and for learning how an H-bridge works, because students can see and wire every pin. The downside is that it gets hot near its limit, and a stalled motor can exceed 600 mA easily.</p>

<h2>The L298N module: more muscle</h2>
<ul>
<li><strong>Current:</strong> 2 A per channel continuous, about 3 A peak.</li>
<li><strong>Motor voltage:</strong> 5 to 35 V on the common red module.</li>
<li><strong>Heatsink, screw terminals and protection diodes</strong> already on the board.</li>
<li><strong>On-board 5 V regulator</strong> that can power your Arduino when the motor supply is 12 V or less.</li>
</ul>
<p>It is the standard choice for 4WD cars, bigger gear motors and bipolar stepper motors. It is larger and heavier than an L293D, but far more forgiving.</p>

<h2>The catch: voltage drop</h2>
<p>Both chips use bipolar transistors, which waste voltage as heat. Expect to lose <strong>around 2 V or more</strong> across the driver, rising with current. If you feed 6 V from four AA cells into an L298N, your motors may see only 4 V and feel sluggish. For these drivers, use a supply a couple of volts above the motor's rating, for example two 18650 Li-ion cells (7.4 V) for 6 V motors.</p>

<h2>Quick decision guide</h2>
<ol>
<li><strong>Two small BO motors, light chassis, breadboard build:</strong> L293D, or the L293D motor shield if you want four motors plus servos on an Uno.</li>
<li><strong>Four motors, heavier robot, or motors above 1 A:</strong> L298N module.</li>
<li><strong>Bipolar stepper such as a NEMA 17:</strong> use a dedicated stepper driver like the A4988 rather than either of these.</li>
<li><strong>Battery life matters most:</strong> consider a modern MOSFET driver, which wastes far less power; the wiring idea is the same.</li>
</ol>

<h2>Test sketch: speed ramp on one motor</h2>
<p>This sketch works with either driver. For the L298N, remove the ENA jumper so the Arduino can send PWM to it. For the L293D, ENA is pin 1 of the chip, IN1 is pin 2 and IN2 is pin 7.</p>
<pre><code>const int ENA = 9;   // PWM speed pin
const int IN1 = 8;   // direction pins
const int IN2 = 7;

void setup() {
  pinMode(ENA, OUTPUT);
  pinMode(IN1, OUTPUT);
  pinMode(IN2, OUTPUT);
}

void runMotor(bool forward, int speed) {
  digitalWrite(IN1, forward ? HIGH : LOW);
  digitalWrite(IN2, forward ? LOW : HIGH);
  analogWrite(ENA, speed);  // 0 = stop, 255 = full speed
}

void loop() {
  for (int speed = 0; speed &lt;= 255; speed += 5) {
    runMotor(true, speed);
    delay(40);
  }
  delay(1000);
  analogWrite(ENA, 0);
  delay(500);
  runMotor(false, 180);
  delay(1500);
  analogWrite(ENA, 0);
  delay(1000);
}</code></pre>
<p>You will notice the motor does not start turning until the PWM value reaches 60 to 100. Below that, the motor cannot overcome friction. Find that value for your motors and use it as the minimum speed in your robot code.</p>

<h2>Wiring safety</h2>
<ul>
<li>Always connect the <strong>ground of the motor battery to the Arduino's GND</strong>, otherwise the control signals have no reference.</li>
<li>Never power motors from the Arduino's 5V pin: the current spikes will reset or damage the board.</li>
<li>Solder a 100 nF ceramic capacitor across each motor's terminals to reduce electrical noise.</li>
</ul>
<p>Both drivers, the motors and chassis kits are in our <a href="/collections">collections</a>.</p>`,
  },
  {
    id: "your-first-line-follower-robot",
    title: "Your first line-follower robot",
    image: "/images/catalog/ir-obstacle-sensor-fc51.svg",
    date: "2026-07-03",
    readTime: "5 min read",
    excerpt:
      "Build a two-sensor line follower with an Arduino, an L298N and a 2WD chassis, then tune it to run a track smoothly. Complete wiring and code included.",
    category: "Projects",
    tags: ["line follower", "robotics", "Arduino", "IR sensor", "L298N"],
    author: "Arjun Iyer",
    content: `<p>A line follower is the classic first robot, and for good reason. It combines sensors, motors and decision-making in a project that takes one afternoon, and you can immediately see whether your code works. It is also the most common event at inter-school robotics competitions.</p>

<h2>Parts list</h2>
<ul>
<li>2WD robot car chassis kit (two BO motors, wheels, caster)</li>
<li>Arduino Uno R3 compatible board</li>
<li>L298N motor driver module</li>
<li>Two IR reflective sensor modules</li>
<li>Battery holder for two 18650 cells (7.4 V), plus cells</li>
<li>Jumper wires and black insulation tape for the track</li>
</ul>
<p>Our Line Follower Robot Kit contains all of these except the cells. You can find it in our <a href="/collections">collections</a>.</p>

<h2>How it works</h2>
<p>Each IR sensor shines infrared light at the floor. A white surface reflects the light back; black tape absorbs it. The module's comparator turns this into a digital signal. On most modules the output is <strong>LOW over white</strong> and <strong>HIGH over black</strong>, and the little on-board LED shows which state it is in.</p>
<p>Mount the two sensors at the front, pointing down, about 1 cm above the floor and slightly wider apart than the tape. When the robot is centred, both sensors see white and it drives straight. When the line drifts under the left sensor, the robot must turn left to bring it back to the centre, and the same for the right.</p>

<h2>Wiring</h2>
<ol>
<li>Left sensor OUT to pin 2, right sensor OUT to pin 3. Sensor VCC to 5V and GND to GND.</li>
<li>L298N: ENA to pin 5, IN1 to pin 6, IN2 to pin 7, IN3 to pin 8, IN4 to pin 9, ENB to pin 10. Remove both ENA and ENB jumpers first.</li>
<li>Left motor to OUT1/OUT2, right motor to OUT3/OUT4.</li>
<li>Battery + to the L298N's 12V terminal and to the Arduino's VIN pin; battery − to the L298N's GND and the Arduino's GND. All grounds must be connected together.</li>
</ol>

<h2>The code</h2>
<pre><code>const int LEFT_SENSOR = 2;
const int RIGHT_SENSOR = 3;

const int ENA = 5;   // left motor speed
const int IN1 = 6;
const int IN2 = 7;
const int IN3 = 8;
const int IN4 = 9;
const int ENB = 10;  // right motor speed

const int BASE_SPEED = 150;  // 0-255, tune for your track

void drive(int leftSpeed, int rightSpeed) {
  // Both motors always turn forwards; steering comes from speed difference.
  digitalWrite(IN1, HIGH);
  digitalWrite(IN2, LOW);
  digitalWrite(IN3, HIGH);
  digitalWrite(IN4, LOW);
  analogWrite(ENA, leftSpeed);
  analogWrite(ENB, rightSpeed);
}

void setup() {
  pinMode(LEFT_SENSOR, INPUT);
  pinMode(RIGHT_SENSOR, INPUT);
  pinMode(ENA, OUTPUT);
  pinMode(IN1, OUTPUT);
  pinMode(IN2, OUTPUT);
  pinMode(IN3, OUTPUT);
  pinMode(IN4, OUTPUT);
  pinMode(ENB, OUTPUT);
  delay(2000);  // time to place the robot on the track
}

void loop() {
  bool leftOnLine = digitalRead(LEFT_SENSOR) == HIGH;   // HIGH = black
  bool rightOnLine = digitalRead(RIGHT_SENSOR) == HIGH;

  if (!leftOnLine &amp;&amp; !rightOnLine) {
    drive(BASE_SPEED, BASE_SPEED);        // centred: straight ahead
  } else if (leftOnLine &amp;&amp; !rightOnLine) {
    drive(0, BASE_SPEED);                 // line on the left: turn left
  } else if (!leftOnLine &amp;&amp; rightOnLine) {
    drive(BASE_SPEED, 0);                 // line on the right: turn right
  } else {
    drive(0, 0);                          // both on black: stop line or junction
  }
}</code></pre>

<h2>Testing step by step</h2>
<ol>
<li><strong>Sensors first.</strong> With the robot lifted, move a strip of black tape under each sensor and watch its LED. Turn the sensor's trimmer until the LED changes cleanly between black and white.</li>
<li><strong>Motors second.</strong> Put the robot on a stand so the wheels are off the table. Cover the left sensor with tape: the left wheel should stop and the right wheel spin. If a wheel spins backwards, swap that motor's two wires.</li>
<li><strong>Track last.</strong> Make an oval with 18 to 20 mm black tape on a white chart sheet or light floor, with curves no tighter than about 15 cm radius to start with.</li>
</ol>

<h2>Tuning tips</h2>
<ul>
<li>If the robot overshoots and loses the line on curves, lower <strong>BASE_SPEED</strong>.</li>
<li>If it wobbles but never leaves the line, try turning with the inner wheel slowed instead of stopped, for example <code>drive(BASE_SPEED / 3, BASE_SPEED)</code>.</li>
<li>If the motors hum without moving, the speed is too low for them to overcome friction; raise it.</li>
<li>Fresh batteries change the speed noticeably. Tune with the batteries you will use on competition day.</li>
</ul>

<h2>Next level</h2>
<p>Once the two-sensor version runs smoothly, add a third sensor in the middle, or move to a five-sensor array and a proportional control loop. The robot then steers gently in proportion to how far it is from the line, instead of jerking left and right, and can run much faster.</p>`,
  },
  {
    id: "esp32-vs-nodemcu-for-classroom-iot",
    title: "ESP32 vs NodeMCU for classroom IoT",
    image: "/images/catalog/nodemcu-esp8266.svg",
    date: "2026-08-07",
    readTime: "4 min read",
    excerpt:
      "Both boards put your projects on Wi-Fi for a few hundred rupees. We compare pins, power, Bluetooth and ease of use to help teachers pick the right one.",
    category: "Buying Guides",
    tags: ["ESP32", "NodeMCU", "ESP8266", "IoT", "Wi-Fi"],
    author: "Kavya Menon",
    content: `<p>When a class moves from blinking LEDs to the Internet of Things, the first question is which Wi-Fi board to buy. In Indian school labs, the choice is almost always between the <strong>NodeMCU</strong> (based on the ESP8266) and an <strong>ESP32 DevKit</strong>. Both are cheap, both program from the Arduino IDE, and both have large communities. Here is how they differ in practice.</p>

<h2>At a glance</h2>
<ul>
<li><strong>Processor:</strong> NodeMCU has a single core at 80 or 160 MHz. ESP32 has two cores at up to 240 MHz.</li>
<li><strong>Wireless:</strong> NodeMCU has Wi-Fi only. ESP32 adds Bluetooth Classic and Bluetooth Low Energy.</li>
<li><strong>Analog inputs:</strong> NodeMCU has <strong>one</strong>. An ESP32 DevKit has up to 15, with a 12-bit converter; six of them (GPIO 32 to 36 and 39) keep working while Wi-Fi is on.</li>
<li><strong>Usable GPIO:</strong> about 11 on NodeMCU, about 25 on ESP32.</li>
<li><strong>Extras on ESP32:</strong> capacitive touch pins, two DAC outputs, more hardware serial ports and PWM on almost any pin.</li>
<li><strong>Price:</strong> the ESP32 costs roughly ₹150 more per board.</li>
</ul>

<h2>Where NodeMCU still wins</h2>
<p>For simple, single-sensor projects, the NodeMCU is perfectly adequate: a DHT22 weather station, a Wi-Fi-controlled relay, a door sensor that sends a notification. It has been around longer, so older tutorials and textbooks often use it, and its lower price matters when a lab needs fifteen boards.</p>

<h2>Where ESP32 is the better buy</h2>
<p>The single analog input is the NodeMCU's biggest limitation in a classroom. A plant monitor that reads soil moisture, light and a gas sensor needs three analog inputs, which means extra chips on a NodeMCU but just three wires on an ESP32. Bluetooth also opens up phone-controlled projects without a router, which helps in schools where the Wi-Fi network is locked down. For new labs, <strong>we recommend the ESP32</strong> as the standard board.</p>

<h2>One sketch, both boards</h2>
<p>The Wi-Fi code is nearly identical on both, so lessons transfer easily. This sketch connects to a network and prints the board's IP address. The preprocessor picks the right library for whichever board you select in the IDE.</p>
<pre><code>#if defined(ESP32)
#include &lt;WiFi.h&gt;
#else
#include &lt;ESP8266WiFi.h&gt;
#endif

const char* WIFI_SSID = "SchoolLab";
const char* WIFI_PASSWORD = "change-me";

void setup() {
  Serial.begin(115200);
  WiFi.mode(WIFI_STA);
  WiFi.begin(WIFI_SSID, WIFI_PASSWORD);

  Serial.print("Connecting");
  while (WiFi.status() != WL_CONNECTED) {
    delay(500);
    Serial.print(".");
  }
  Serial.println();
  Serial.print("Connected, IP address: ");
  Serial.println(WiFi.localIP());
}

void loop() {
}</code></pre>
<p>Install the board support first: in <strong>Tools → Board → Boards Manager</strong>, search for <strong>esp8266</strong> or <strong>esp32</strong> and install the package.</p>

<h2>Classroom gotchas (both boards)</h2>
<ul>
<li><strong>3.3 V logic.</strong> Neither board's pins are designed for 5 V signals. Use a voltage divider on the echo pin of an HC-SR04, for example.</li>
<li><strong>2.4 GHz only.</strong> Both connect to 2.4 GHz networks, not 5 GHz. Many school routers broadcast both; make sure the 2.4 GHz band is enabled.</li>
<li><strong>Enterprise Wi-Fi.</strong> Networks that need a username and password login page are hard to join from a microcontroller. A cheap dedicated router or a teacher's phone hotspot for the lab avoids the problem.</li>
<li><strong>Upload trouble on ESP32.</strong> If the IDE sits at "Connecting...", hold the BOOT button until the upload begins.</li>
<li><strong>Charge-only USB cables</strong> are the number one cause of "board not detected". Keep a labelled box of known-good data cables.</li>
</ul>

<h2>Our recommendation</h2>
<p>Standardise on the <strong>ESP32 DevKit</strong> for new labs, keep a few <strong>NodeMCU</strong> boards for simple single-sensor builds, and add a <strong>WeMos D1 Mini</strong> or two for projects that must fit in a tiny enclosure. All three are available in our <a href="/collections">collections</a>, and they count towards a custom kit discount.</p>`,
  },
  {
    id: "powering-projects-safely",
    title: "Powering projects safely: batteries, regulators and buck converters",
    image: "/images/catalog/lm2596-buck-converter.svg",
    date: "2026-09-02",
    readTime: "5 min read",
    excerpt:
      "Most 'mystery' resets and dead boards are power problems. Learn how to choose a battery, when to use a 7805 or a buck converter, and how to keep Li-ion cells safe.",
    category: "Tutorials",
    tags: ["power", "batteries", "LM2596", "7805", "safety"],
    author: "Vikram Singh",
    content: `<p>Ask any lab instructor what goes wrong most often and the answer is power: robots that reset when the motors start, sensors that give random readings, regulators too hot to touch and, occasionally, a puffed-up battery. The good news is that a few simple rules prevent almost all of it.</p>

<h2>Rule 1: know how much current you need</h2>
<p>Add up the current of everything in your project. A rough guide:</p>
<ul>
<li>Arduino Uno: about 50 mA</li>
<li>ESP32 on Wi-Fi: 100 to 250 mA, with short spikes higher</li>
<li>SG90 servo: 100 to 250 mA moving, up to about 700 mA stalled</li>
<li>BO gear motor: about 150 mA free running, 1 A or more stalled</li>
<li>SIM800L GSM module: peaks of 2 A when transmitting</li>
</ul>
<p>Then choose a supply that can deliver <strong>at least one and a half times</strong> your total.</p>

<h2>Rule 2: pick the right battery</h2>
<ul>
<li><strong>9V batteries</strong> are fine for multimeters and small LED circuits, but their capacity is tiny. A robot will flatten one in minutes.</li>
<li><strong>AA and AAA packs</strong> are safe and easy for beginners. Four AA cells give 6 V (4.8 V with rechargeable NiMH), ideal for servos and BO motors.</li>
<li><strong>18650 Li-ion cells</strong> (3.7 V each) are the best choice for robot cars: two in series give 7.4 V and plenty of current.</li>
<li><strong>LiPo packs</strong> deliver very high current for drones, but need a balance charger and careful handling.</li>
</ul>

<h2>Rule 3: regulate the voltage</h2>
<p>Most boards need exactly 5 V or 3.3 V. There are two ways to get it from a higher battery voltage.</p>
<p>A <strong>linear regulator</strong> such as the 7805 is simple, cheap and quiet. But it burns the extra voltage as heat: the power wasted is the voltage difference times the current. Dropping 12 V to 5 V at 500 mA wastes 3.5 W, enough to make a TO-220 package far too hot to touch without a large heatsink. Use a 7805 when the voltage difference is small or the current is under about 200 mA.</p>
<p>A <strong>buck converter</strong> such as the LM2596 module switches the voltage down efficiently, wasting only a small fraction of the power. It is the right choice for powering a Raspberry Pi or a bank of servos from a 12 V battery. Always set its output with a multimeter before connecting anything, because the modules often arrive set to a random voltage.</p>

<h2>Rule 4: share grounds, separate supplies</h2>
<p>Motors and servos cause voltage dips and electrical noise. Power them from their own supply, not the Arduino's 5V pin, and <strong>connect all the grounds together</strong> so the control signals have a common reference. A 470 µF electrolytic capacitor across the servo supply smooths out the dips.</p>

<h2>Rule 5: measure your battery</h2>
<p>A voltage divider lets an Arduino read a battery above 5 V. With a 30 kΩ resistor on top and 10 kΩ below, the pin sees a quarter of the battery voltage, so up to 20 V is safe to measure.</p>
<pre><code>const int BATTERY_PIN = A0;
const float R_TOP = 30000.0;
const float R_BOTTOM = 10000.0;
const float LOW_BATTERY_VOLTS = 6.6;  // 2S Li-ion: about 3.3 V per cell

void setup() {
  Serial.begin(9600);
  pinMode(LED_BUILTIN, OUTPUT);
}

void loop() {
  int raw = analogRead(BATTERY_PIN);
  float pinVolts = raw * 5.0 / 1023.0;
  float batteryVolts = pinVolts * (R_TOP + R_BOTTOM) / R_BOTTOM;

  Serial.print("Battery: ");
  Serial.print(batteryVolts, 2);
  Serial.println(" V");

  digitalWrite(LED_BUILTIN, batteryVolts &lt; LOW_BATTERY_VOLTS ? HIGH : LOW);
  delay(1000);
}</code></pre>
<p>The result is only as accurate as the Arduino's 5 V supply, so calibrate once against a multimeter.</p>

<h2>Lithium battery safety checklist</h2>
<ol>
<li>Charge Li-ion and LiPo cells only with a proper charger, never directly from a bench supply without current limiting.</li>
<li>Never leave charging batteries unattended, and charge them on a non-flammable surface.</li>
<li>Do not discharge below about 3.0 V per cell (3.5 V per cell under load for LiPo drone packs).</li>
<li>Retire any battery that is swollen, dented or gets hot while resting.</li>
<li>Store cells in a box so their terminals cannot short against tools or coins.</li>
</ol>

<h2>And mains?</h2>
<p>Projects that connect to 230 V, such as smart plugs using an HLK-PM01 module or a relay, must be built and checked by an adult, with a fuse and a closed enclosure. For everything else, stay with batteries and low-voltage adapters.</p>
<p>You will find batteries, holders, regulators and buck converters in our <a href="/collections">collections</a>.</p>`,
  },
  {
    id: "soil-moisture-plant-watering-project",
    title: "Soil-moisture plant watering project",
    image: "/images/catalog/soil-moisture-sensor.svg",
    date: "2026-10-09",
    readTime: "5 min read",
    excerpt:
      "Build an automatic plant waterer with a soil-moisture sensor, a relay and a small pump, with code that avoids sensor corrosion and over-watering.",
    category: "Projects",
    tags: ["soil moisture", "gardening", "relay", "Arduino"],
    author: "Meera Kulkarni",
    content: `<p>An automatic plant waterer is one of the most satisfying projects for a school science exhibition: it is useful, easy to explain and it works in front of the judges. It also teaches analog sensors, thresholds and switching a load with a relay. This guide builds a reliable version that will keep a potted plant alive over a long weekend.</p>

<h2>What you need</h2>
<ul>
<li>Arduino Uno or Nano</li>
<li>Soil moisture sensor with comparator board</li>
<li>5V single-channel relay module</li>
<li>Small 3 to 6 V submersible pump with a length of tubing</li>
<li>4 × AA battery holder (or a 5 V adapter) for the pump</li>
<li>Jumper wires and a water container</li>
</ul>
<p>All the electronics are in our <a href="/collections">collections</a>.</p>

<h2>How the sensor works</h2>
<p>The fork-shaped probe measures how easily current flows between its two prongs. Wet soil conducts well, dry soil does not. The comparator board turns that into an analog voltage on its <strong>AO</strong> pin: on the common modules the reading is <strong>high when dry</strong> (close to 1023 in air) and <strong>lower when wet</strong> (around 300 to 450 in a freshly watered pot).</p>
<p>The probe has one weakness: with current flowing all the time, the metal corrodes within weeks. The fix is simple. Power the sensor from an Arduino pin and switch it on only for the few milliseconds needed to take a reading.</p>

<h2>Wiring</h2>
<ol>
<li>Sensor board VCC to <strong>pin 7</strong> (used as a switchable power pin), GND to GND, AO to <strong>A0</strong>.</li>
<li>Relay module VCC to 5V, GND to GND, IN to <strong>pin 8</strong>.</li>
<li>Pump: battery + to relay <strong>COM</strong>, relay <strong>NO</strong> to pump +, pump − to battery −.</li>
</ol>
<p>Keep the pump and battery on their own circuit, and keep water well away from the Arduino. Put the electronics in a plastic box above the water level.</p>

<h2>Calibrate first</h2>
<p>Upload the sketch below, open the Serial Monitor at 9600 baud and note the reading with the probe in dry soil, then again after watering. Set <strong>DRY_THRESHOLD</strong> a little below your dry reading and <strong>WET_THRESHOLD</strong> a little above your wet reading. The gap between the two, called hysteresis, stops the pump from switching on and off repeatedly.</p>

<h2>The code</h2>
<pre><code>const int SENSOR_POWER = 7;
const int SENSOR_PIN = A0;
const int RELAY_PIN = 8;

const int DRY_THRESHOLD = 700;   // above this the soil is dry
const int WET_THRESHOLD = 450;   // below this the soil is wet enough
const unsigned long MAX_PUMP_MS = 5000;   // safety limit per watering
const unsigned long SOAK_MS = 60000;      // wait for water to spread
const unsigned long CHECK_EVERY_MS = 10000;

int readMoisture() {
  digitalWrite(SENSOR_POWER, HIGH);
  delay(10);                          // let the reading settle
  int value = analogRead(SENSOR_PIN);
  digitalWrite(SENSOR_POWER, LOW);    // protects the probe from corrosion
  return value;
}

void setPump(bool running) {
  // Most relay modules switch on when the input is LOW.
  digitalWrite(RELAY_PIN, running ? LOW : HIGH);
}

void setup() {
  digitalWrite(RELAY_PIN, HIGH);  // relay off before the pin becomes an output
  pinMode(RELAY_PIN, OUTPUT);
  pinMode(SENSOR_POWER, OUTPUT);
  digitalWrite(SENSOR_POWER, LOW);
  Serial.begin(9600);
}

void loop() {
  int moisture = readMoisture();
  Serial.print("Moisture reading: ");
  Serial.println(moisture);

  if (moisture &gt; DRY_THRESHOLD) {
    Serial.println("Soil is dry, watering");
    unsigned long started = millis();
    setPump(true);
    while (millis() - started &lt; MAX_PUMP_MS &amp;&amp; readMoisture() &gt; WET_THRESHOLD) {
      delay(500);
    }
    setPump(false);
    delay(SOAK_MS);
  }

  delay(CHECK_EVERY_MS);
}</code></pre>

<h2>Why the safety limits matter</h2>
<p>Water takes time to soak down to the probe, so the reading lags behind the pump. Without a time limit, the pump could flood the pot before the sensor notices. <strong>MAX_PUMP_MS</strong> caps each watering, and <strong>SOAK_MS</strong> gives the water a minute to spread before the next check. If a tube falls out or the container runs dry, the limits also stop the pump from running forever.</p>

<h2>Ideas to extend it</h2>
<ul>
<li>Add a <strong>16x2 LCD</strong> to show the moisture level, or a red LED that lights when the water container needs refilling.</li>
<li>Add a <strong>DHT22</strong> and water less on humid days.</li>
<li>Move to an <strong>ESP32</strong> and send readings to your phone, so you can see how the plant is doing during the holidays.</li>
<li>Try a <strong>capacitive</strong> moisture probe, which has no exposed metal and lasts even longer.</li>
</ul>
<p>For an exhibition, place two identical plants side by side, one watered by the system and one left alone, and let the results speak for themselves.</p>`,
  },
  {
    id: "ultrasonic-distance-meter-with-lcd",
    title: "Build an ultrasonic distance meter with an HC-SR04 and I2C LCD",
    image: "/images/catalog/hc-sr04-ultrasonic-sensor.svg",
    date: "2026-11-04",
    readTime: "4 min read",
    excerpt:
      "A pocket distance meter that shows centimetres on a 16x2 screen: a perfect first project that combines a sensor, a display and a little physics.",
    category: "Tutorials",
    tags: ["HC-SR04", "LCD", "Arduino", "beginner"],
    author: "Siddharth Banerjee",
    content: `<p>The HC-SR04 ultrasonic sensor is probably the most popular sensor in school labs. Paired with a 16x2 LCD, it makes a distance meter that works without a computer, which is great for demonstrations and an easy introduction to the speed of sound.</p>

<h2>What you need</h2>
<ul>
<li>Arduino Uno or Nano</li>
<li>HC-SR04 ultrasonic sensor</li>
<li>16x2 LCD with I2C adapter (four-wire version)</li>
<li>Breadboard and jumper wires</li>
</ul>
<p>Both the sensor and the display are in our <a href="/collections">collections</a>, and both come in our Arduino starter kit.</p>

<h2>The physics</h2>
<p>When you send a short pulse to the sensor's <strong>TRIG</strong> pin, it emits a burst of eight 40 kHz sound cycles, too high for people to hear. Its <strong>ECHO</strong> pin then stays high until the sound bounces back. Sound travels at about 343 metres per second at room temperature, which is 0.0343 cm per microsecond. The sound goes there and back, so:</p>
<p><strong>distance in cm = echo time in µs × 0.0343 ÷ 2</strong>, or simply echo time ÷ 58.</p>
<p>Sound is a little faster on a hot day: at 35 °C, about 352 metres per second. Students can measure the same wall in a cool and a warm room and see the effect, a nice extension for a physics class.</p>

<h2>Wiring</h2>
<ol>
<li>HC-SR04: VCC to 5V, GND to GND, TRIG to <strong>pin 9</strong>, ECHO to <strong>pin 10</strong>.</li>
<li>LCD I2C adapter: VCC to 5V, GND to GND, SDA to <strong>A4</strong>, SCL to <strong>A5</strong> (on an Uno R3 the same signals also appear on the pins marked SDA and SCL next to AREF).</li>
</ol>

<h2>Install the LCD library</h2>
<p>In <strong>Tools → Manage Libraries</strong>, search for <strong>LiquidCrystal I2C</strong> and install the library by Frank de Brabander. The display's I2C address is usually 0x27; some adapters use 0x3F. If the screen lights but shows nothing, try the other address, and turn the small blue trimmer on the back to adjust the contrast.</p>

<h2>The code</h2>
<pre><code>#include &lt;Wire.h&gt;
#include &lt;LiquidCrystal_I2C.h&gt;

const int TRIG_PIN = 9;
const int ECHO_PIN = 10;

LiquidCrystal_I2C lcd(0x27, 16, 2);

void setup() {
  pinMode(TRIG_PIN, OUTPUT);
  pinMode(ECHO_PIN, INPUT);
  lcd.init();
  lcd.backlight();
  lcd.setCursor(0, 0);
  lcd.print("Distance meter");
}

float readDistanceCm() {
  digitalWrite(TRIG_PIN, LOW);
  delayMicroseconds(2);
  digitalWrite(TRIG_PIN, HIGH);
  delayMicroseconds(10);
  digitalWrite(TRIG_PIN, LOW);

  // Wait at most 30 ms for the echo (about 5 m).
  unsigned long duration = pulseIn(ECHO_PIN, HIGH, 30000UL);
  if (duration == 0) {
    return -1.0;  // nothing detected
  }
  return duration / 58.0;
}

void loop() {
  float distance = readDistanceCm();

  lcd.setCursor(0, 1);
  if (distance &lt; 0 || distance &gt; 400) {
    lcd.print("Out of range    ");
  } else {
    lcd.print(distance, 1);
    lcd.print(" cm         ");
  }
  delay(200);
}</code></pre>
<p>The trailing spaces in the printed text overwrite leftover characters, so a short reading such as "9.5 cm" does not leave stray characters behind from a longer one such as "100.0 cm".</p>

<h2>Getting accurate readings</h2>
<ul>
<li>Point the sensor at a <strong>flat, hard surface</strong>. Curtains, cushions and clothing absorb sound and give weak or missing echoes.</li>
<li>The beam is about 15° wide. A narrow object off to the side can reflect first, so keep the path clear.</li>
<li>Readings below about 2 cm are unreliable, because the sensor cannot listen while it is still transmitting.</li>
<li>For a steadier display, take five readings and show the middle one (the median).</li>
</ul>

<h2>Ideas to extend it</h2>
<ul>
<li>Add a buzzer that beeps faster as you get closer, like a car's parking sensor.</li>
<li>Mount the sensor on the lid of a water tank and display how full it is in percent.</li>
<li>Put it on an SG90 servo and sweep it to map a room, the same idea used by our obstacle-avoiding robot kit.</li>
</ul>`,
  },
];
