import droneImage from "./drone-workshop.svg";
import { defineMessages, type Message } from "~/src/core/i18n";

const text = defineMessages("workshops.drone", {
  title: "Drone Building Workshop",
  short: "Students assemble a real quadcopter in teams, learn why it flies, and finish with a supervised hover test in the school ground.",
  duration: "3-4 hours",
  about1:
    "Drones are the most exciting way we know to teach physics, electronics and teamwork in one afternoon. In this hands-on workshop our trainers come to your school with everything needed: frames, motors, speed controllers, flight controllers, batteries, tools and safety gear.",
  about2:
    "Students work in teams of four. Each team builds one quadcopter from its parts: mounting the brushless motors, connecting the speed controllers to the power distribution board with pre-soldered plugs, fixing the flight controller and connecting the receiver. Along the way the trainer explains thrust, lift and torque, why two propellers spin clockwise and two anticlockwise, and how the flight controller uses its gyroscope and accelerometer to stay level.",
  about3:
    "The session ends with pre-flight checks and a supervised, tethered hover test for every team, followed by a short discussion of drone rules in India and careers in aerospace and robotics. Teachers receive the lesson notes so the school's Atal Tinkering Lab can continue the topic in later classes.",
  learnLift: "How lift, thrust and torque keep a quadcopter in the air",
  learnParts: "Brushless motors, ESCs, LiPo batteries and how to handle them safely",
  learnWiring: "Wiring a flight controller and radio receiver",
  learnChecks: "Pre-flight checks and a supervised hover test",
  learnRules: "Safe and legal drone use in India",
});

/** A workshop we run at schools (§3: built in, not loaded from the server); its texts in both languages. */
export interface Workshop {
  id: string;
  title: Message;
  image: string;
  shortDescription: Message;
  duration: Message;
  /** A youtube-nocookie.com embed address (the only frame host the page's CSP allows). */
  videoUrl: string;
  /** Its paragraphs. */
  fullDescription: Message[];
  /** What every student takes away. */
  outcomes: Message[];
}

export const WORKSHOPS: Workshop[] = [
  {
    id: "drone-building-workshop",
    title: text.title,
    image: droneImage,
    shortDescription: text.short,
    duration: text.duration,
    videoUrl: "https://www.youtube-nocookie.com/embed/yw1ARpE1jyM",
    fullDescription: [text.about1, text.about2, text.about3],
    outcomes: [text.learnLift, text.learnParts, text.learnWiring, text.learnChecks, text.learnRules],
  },
];

export function findWorkshop(id: string): Workshop | undefined {
  return WORKSHOPS.find((workshop) => workshop.id === id);
}

export const WORKSHOP_NOT_FOUND = "Workshop not found";
