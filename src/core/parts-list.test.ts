import { describe, expect, it } from "vitest";
import { parsePartsList, type PartsListLine } from "./parts-list";

/** [line, name, quantity] for a line read; [line, "unreadable", a words of the reason] for one that is not. */
type Expected = [number, string, number | string];

function read(text: string): Expected[] {
  const parsed = parsePartsList(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.lines.map((line: PartsListLine) =>
    "name" in line ? [line.line, line.name, line.quantity] : [line.line, "unreadable", line.unreadable],
  );
}

const unreadable = (line: number, reason: string): Expected => [line, "unreadable", expect.stringContaining(reason) as unknown as string];

const LISTS: Array<[string, string, Expected[]]> = [
  [
    "each form a teacher writes",
    [
      "20 x Arduino Uno",
      "20x Arduino Nano",
      "20 × HC-SR04",
      "Arduino Mega, 4",
      "L298N x 10",
      "HC-SR04 ultrasonic 20",
      "40 SG90",
      "Breadboard",
      "Jumper wires - 100",
      "MG995 servo (6)",
      "DHT11 sensor: 12",
      "9V battery qty 30",
      "20 pcs LDR",
      "Buzzer 15 nos",
    ].join("\n"),
    [
      [1, "Arduino Uno", 20],
      [2, "Arduino Nano", 20],
      [3, "HC-SR04", 20],
      [4, "Arduino Mega", 4],
      [5, "L298N", 10],
      [6, "HC-SR04 ultrasonic", 20],
      [7, "SG90", 40],
      [8, "Breadboard", 1],
      [9, "Jumper wires", 100],
      [10, "MG995 servo", 6],
      [11, "DHT11 sensor", 12],
      [12, "9V battery", 30],
      [13, "LDR", 20],
      [14, "Buzzer", 15],
    ],
  ],
  [
    "bullets, numbering and blank lines (numbered by the input, blanks not reported)",
    "Parts list for the ATL lab\n\n- 2 x Arduino Uno\n• 4 x SG90\n\n1. 10 x LED\n2) Resistor 220 ohm, 50\n(3) Push button x 20\na) Buzzer\n----------\n",
    [
      [1, "Parts list for the ATL lab", 1],
      [3, "Arduino Uno", 2],
      [4, "SG90", 4],
      [6, "LED", 10],
      [7, "Resistor 220 ohm", 50],
      [8, "Push button", 20],
      [9, "Buzzer", 1],
    ],
  ],
  [
    "numbers that belong to the name",
    "16x2 LCD\nLCD 16x2 x 5\nArduino Mega 2560\n10 kΩ potentiometer\n5 mm LED, 100\nLiPo battery 3.7\n2 x AA battery holder\nBench Component 0042",
    [
      [1, "16x2 LCD", 1],
      [2, "LCD 16x2", 5],
      [3, "Arduino Mega 2560", 1],
      [4, "10 kΩ potentiometer", 1],
      [5, "5 mm LED", 100],
      [6, "LiPo battery 3.7", 1],
      [7, "AA battery holder", 2],
      [8, "Bench Component 0042", 1],
    ],
  ],
  [
    "quantities that cannot be right, each reported with its line",
    "0 x SG90\n-3 x Arduino Uno\n2.5 x HC-SR04\nArduino Uno, 0\nArduino Nano 100000\nL298N x 1000\n20 x\n555\nDHT11, ten",
    [
      unreadable(1, "the quantity 0 is less than 1"),
      unreadable(2, "the quantity -3 is less than 1"),
      unreadable(3, "the quantity 2.5 is not a whole number"),
      unreadable(4, "the quantity 0 is less than 1"),
      unreadable(5, "more than 999"),
      unreadable(6, "the quantity 1000 is more than 999"),
      unreadable(7, "no product name"),
      unreadable(8, "a number alone"),
      [9, "DHT11, ten", 1],
    ],
  ],
  [
    "a spreadsheet pasted with its header (tabs), columns in any order, others ignored",
    "S.No\tQty\tUnit price\tItem Description\n1\t20\t450\tArduino Uno R3\n2\t40 pcs\t90\tSG90 Servo\n3\t\t10\tBreadboard\n4\tfive\t150\tL298N\n5\t6\t\t\n\n",
    [
      [2, "Arduino Uno R3", 20],
      [3, "SG90 Servo", 40],
      [4, "Breadboard", 1],
      unreadable(5, 'the quantity "five" is not a number'),
      unreadable(6, "the name column is empty"),
    ],
  ],
  [
    "a CSV file with quotes, commas inside them, a value over two lines and a repeated header",
    'Product,Description,Quantity\r\n"Arduino Uno, R3","the board, blue",20\r\n"Ultrasonic\r\nsensor","HC-SR04",5\r\nProduct,Description,Quantity\r\nSG90,"servo ""9g""",0\r\n',
    [[2, "Arduino Uno, R3", 20], [3, "Ultrasonic sensor", 5], unreadable(6, "the quantity 0 is less than 1")],
  ],
  [
    "CSV with a title line first and a semicolon delimiter, as European Excel saves it",
    "Tinkerwala order\nName;Qty\nArduino Uno;3\nSG90;7",
    [
      [1, "Tinkerwala order", 1],
      [3, "Arduino Uno", 3],
      [4, "SG90", 7],
    ],
  ],
  [
    "rows copied without a header, with a serial number, and a quoted CSV row",
    '1\tArduino Uno\t20\n2\tSG90\t40\n"Resistor 10k, 1/4 W",100\nResistor 10k, 1/4 W, 100',
    [
      [1, "Arduino Uno", 20],
      [2, "SG90", 40],
      [3, "Resistor 10k, 1/4 W", 100],
      [4, "Resistor 10k, 1/4 W", 100],
    ],
  ],
  [
    "Hindi and odd Unicode: Devanagari and full-width digits, NBSP, zero-width spaces, smart quotes",
    "२० नग सर्वो मोटर\nअल्ट्रासोनिक सेंसर - 20\n\u00a0２０ x Arduino\u200b Uno\u00a0\n“Arduino Nano”, 5\n\uFEFF3 × L298N\n",
    [
      [1, "सर्वो मोटर", 20],
      [2, "अल्ट्रासोनिक सेंसर", 20],
      [3, "Arduino Uno", 20],
      [4, "Arduino Nano", 5],
      [5, "L298N", 3],
    ],
  ],
];

describe("parsePartsList", () => {
  it.each(LISTS)("reads %s", (_name, text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it("keeps each line's text as it was written, for the person to recognise", () => {
    const parsed = parsePartsList("  20 x Arduino\u200b Uno  \nSG90,\t4");
    expect(parsed).toEqual({
      ok: true,
      lines: [
        { line: 1, input: "20 x Arduino\u200b Uno", name: "Arduino Uno", quantity: 20 },
        { line: 2, input: "SG90,\t4", name: "SG90", quantity: 4 },
      ],
    });
  });

  it("reads 200 lines and refuses 201 in words", () => {
    const lines = (count: number) => Array.from({ length: count }, (_, index) => `${(index % 50) + 1} x Part ${index + 1}`).join("\n");
    const parsed = read(lines(200));
    expect(parsed).toHaveLength(200);
    expect(parsed[199]).toEqual([200, "Part 200", 50]);
    expect(parsePartsList(`Item,Qty\n${lines(201)}`)).toEqual({
      ok: false,
      message: "A parts list can hold at most 200 lines; this one has 201. Split it into lists of 200 or fewer.",
    });
  });

  it("counts unreadable lines towards the 200 but not blank ones or headers", () => {
    const text = ["Item Qty", ...Array.from({ length: 199 }, () => "0 x SG90"), "", "", "Arduino Uno"].join("\n");
    expect(read(text)).toHaveLength(200);
  });

  it("never fails on hostile text, and reads an overlong line as unreadable", () => {
    expect(read(`${" ".repeat(50_000)}x`)).toEqual([unreadable(1, "longer than 300 characters")]);
    expect(read(`"${"a,".repeat(5000)}`)).toHaveLength(1);
    expect(read("\u0000\u0007Arduino\u0001 Uno\uD800, 2")).toEqual([[1, "Arduino Uno\uFFFD", 2]]);
    expect(read("")).toEqual([]);
  });
});
