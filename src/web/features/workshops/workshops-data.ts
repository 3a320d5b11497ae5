import droneImage from "./drone-workshop.svg";

/** A workshop we run at schools (§3: built in, not loaded from the server). */
export interface Workshop {
  id: string;
  title: string;
  image: string;
  shortDescription: string;
  duration: string;
  /** A youtube-nocookie.com embed address (the only frame host the page's CSP allows). */
  videoUrl: string;
  /** Paragraphs separated by blank lines. */
  fullDescription: string;
  /** What every student takes away. */
  outcomes: string[];
}

export const WORKSHOPS: Workshop[] = [
  {
    id: "drone-building-workshop",
    title: "Drone Building Workshop",
    image: droneImage,
    shortDescription:
      "Students assemble a real quadcopter in teams, learn why it flies, and finish with a supervised hover test in the school ground.",
    duration: "3-4 hours",
    videoUrl: "https://www.youtube-nocookie.com/embed/yw1ARpE1jyM",
    fullDescription: `Drones are the most exciting way we know to teach physics, electronics and teamwork in one afternoon. In this hands-on workshop our trainers come to your school with everything needed: frames, motors, speed controllers, flight controllers, batteries, tools and safety gear.

Students work in teams of four. Each team builds one quadcopter from its parts: mounting the brushless motors, connecting the speed controllers to the power distribution board with pre-soldered plugs, fixing the flight controller and connecting the receiver. Along the way the trainer explains thrust, lift and torque, why two propellers spin clockwise and two anticlockwise, and how the flight controller uses its gyroscope and accelerometer to stay level.

The session ends with pre-flight checks and a supervised, tethered hover test for every team, followed by a short discussion of drone rules in India and careers in aerospace and robotics. Teachers receive the lesson notes so the school's Atal Tinkering Lab can continue the topic in later classes.`,
    outcomes: [
      "How lift, thrust and torque keep a quadcopter in the air",
      "Brushless motors, ESCs, LiPo batteries and how to handle them safely",
      "Wiring a flight controller and radio receiver",
      "Pre-flight checks and a supervised hover test",
      "Safe and legal drone use in India",
    ],
  },
];

export function findWorkshop(id: string): Workshop | undefined {
  return WORKSHOPS.find((workshop) => workshop.id === id);
}

export const WORKSHOP_NOT_FOUND = "Workshop not found";
