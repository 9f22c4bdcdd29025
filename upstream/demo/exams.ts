import type { DemoQuestion } from "./questions";

// Demo assessments. Times count from midnight (UTC) of the first seed day (seed_meta 'learning_day'), in days;
// every status of the list exists for `learner`. learner3…learner22 are clean except learner9, learner10,
// learner21 and learner22, who each have a finished attempt of the self-scored and the teacher-scored assessment
// (a short answer pending).

export type DemoExam = {
  school: string;
  name: string;
  cover: string;
  intro: string;
  /** Seconds, 0 = none. */
  timeLimit: number;
  /** The window, in days from the seed day. */
  opensDay: number;
  closesDay: number;
  limitType?: 1 | 2;
  showResult?: 0 | 1;
  isSubjective?: 0 | 1;
  questions: DemoQuestion[];
};

/**
 * A demo attempt: finished `daysAgo` days before the seed day (or still open), with answers by card position
 * (right or wrong; short answers answered, and `scored` gives their points, else they are pending).
 */
export type DemoAttempt = {
  user: string;
  exam: string;
  daysAgo: number;
  open?: true;
  answers: { num: number; right: boolean; scored?: number; marked?: true }[];
};

const one = (q: string, options: string[], right: number, why: string, score = 5): DemoQuestion => ({
  t: 1,
  q,
  options,
  right: [right],
  why,
  score,
});
const many = (q: string, options: string[], right: number[], why: string, score = 5): DemoQuestion => ({
  t: 2,
  q,
  options,
  right,
  why,
  score,
});
const tf = (q: string, right: boolean, why: string, score = 5): DemoQuestion => ({
  t: 3,
  q,
  right,
  why,
  score,
});
const short = (q: string, why: string, score = 10): DemoQuestion => ({ t: 4, q, why, score });

const fireQuestions: DemoQuestion[] = [
  one(
    "<p>What number do you call for the fire service in China?</p>",
    ["110", "119", "120", "122"],
    1,
    "119.",
  ),
  one(
    "<p>Which extinguisher is safe on an electrical fire?</p>",
    ["Water", "Carbon dioxide", "Foam", "A wet towel"],
    1,
    "CO₂ does not conduct electricity.",
  ),
  tf("<p>During a fire you should take the lift to leave quickly.</p>", false, "Always use the stairs."),
  many(
    "<p>Which belong in a fire escape plan?</p>",
    [
      "Two ways out of every room",
      "A meeting point outside",
      "Hiding under the bed",
      "Practising it twice a year",
    ],
    [0, 1, 3],
    "Never hide: get out and stay out.",
  ),
  short(
    "<p>Describe what you do in the first minute after the fire alarm sounds in class.</p>",
    "Stop work, leave belongings, close the door behind you, follow the route to the assembly point, stay low in smoke.",
  ),
];

export const demoExams: DemoExam[] = [
  {
    school: "100001",
    name: "Two-minute quiz",
    cover: "code.svg",
    intro: "Five quick Python questions against a two-minute clock. Your answers are saved as you go.",
    timeLimit: 120,
    opensDay: -30,
    closesDay: 365,
    questions: [
      one(
        "<p>What does <code>len('hello')</code> return?</p>",
        ["4", "5", "6", "an error"],
        1,
        "Five characters.",
      ),
      tf(
        "<p><code>3 == 3.0</code> is <code>True</code>.</p>",
        true,
        "Equal values of int and float compare equal.",
      ),
      many(
        "<p>Which are sequence types?</p>",
        ["list", "tuple", "set", "str"],
        [0, 1, 3],
        "Sets have no order.",
      ),
      one(
        "<p>Which keyword starts a function definition?</p>",
        ["func", "def", "function", "lambda"],
        1,
        "<code>def</code>.",
      ),
      {
        t: 6,
        q: "<p><code>print(2 ** 3)</code> prints ____.</p>",
        blanks: [{ label: "Output", accept: ["8"] }],
        why: "2 to the power of 3.",
        score: 5,
      },
    ],
  },
  {
    school: "100001",
    name: "Timer drill",
    cover: "safety.svg",
    intro: "Thirty seconds, four questions: try what happens when the time runs out.",
    timeLimit: 30,
    opensDay: -30,
    closesDay: 365,
    showResult: 1,
    questions: [
      one("<p>How many seconds are in a minute?</p>", ["30", "60", "90", "100"], 1, "60."),
      tf("<p>Water boils at 100 °C at sea level.</p>", true, "At standard pressure."),
      many(
        "<p>Which are primary colours of light?</p>",
        ["Red", "Green", "Blue", "Yellow"],
        [0, 1, 2],
        "RGB.",
      ),
      short("<p>In one sentence, what did you learn today?</p>", "Any honest sentence.", 5),
    ],
  },
  {
    school: "100001",
    name: "Python self-check",
    cover: "code.svg",
    intro: "Objective questions are marked for you; you score your own short answers against the reference.",
    timeLimit: 900,
    opensDay: -30,
    closesDay: 365,
    isSubjective: 1,
    questions: [
      one(
        "<p>What does <code>[1, 2, 3][-1]</code> give?</p>",
        ["1", "2", "3", "an error"],
        2,
        "Negative indexes count from the end.",
      ),
      tf("<p>Strings in Python are mutable.</p>", false, "Strings cannot be changed in place."),
      short(
        "<p>Explain what a list comprehension is, with an example.</p>",
        "A compact way to build a list: <code>[n * n for n in range(5)]</code>.",
      ),
      short(
        "<p>Why should you avoid a mutable default argument such as <code>def f(x=[])</code>?</p>",
        "The default list is created once and shared between calls, so changes leak from one call to the next.",
      ),
    ],
  },
  {
    school: "100001",
    name: "Fire safety certification",
    cover: "safety.svg",
    intro: "The campus fire safety test. A teacher scores the written answer.",
    timeLimit: 1200,
    opensDay: -30,
    closesDay: 365,
    questions: fireQuestions,
  },
  {
    school: "100001",
    name: "Workplace English placement",
    cover: "language.svg",
    intro: "A placement test: results are not shown to learners.",
    timeLimit: 600,
    opensDay: -30,
    closesDay: 365,
    showResult: 0,
    questions: [
      one(
        "<p>Choose the polite request.</p>",
        [
          "Give me the report.",
          "Could you send me the report, please?",
          "Report now.",
          "You will send the report.",
        ],
        1,
        "A question with 'could' and 'please'.",
      ),
      one(
        "<p>'ASAP' means:</p>",
        ["as soon as possible", "always say a phrase", "after supper and play", "as simple as possible"],
        0,
        "As soon as possible.",
      ),
      tf(
        "<p>'I look forward to hearing from you' is a common e-mail closing line.</p>",
        true,
        "A standard formal line.",
      ),
    ],
  },
  {
    school: "100001",
    name: "Safety induction final",
    cover: "health.svg",
    intro: "You can take this test once only.",
    timeLimit: 600,
    opensDay: -30,
    closesDay: 365,
    limitType: 1,
    questions: [
      one(
        "<p>Where is the first-aid kit kept in most classrooms?</p>",
        ["Near the door", "In the teacher's car", "On the roof", "Nowhere"],
        0,
        "Near the exit, where everyone can reach it.",
      ),
      tf(
        "<p>You should report every accident, even a small one.</p>",
        true,
        "Small accidents show hazards early.",
      ),
      many(
        "<p>Which are personal protective equipment?</p>",
        ["Safety goggles", "Gloves", "Headphones for music", "A hard hat"],
        [0, 1, 3],
        "Music headphones protect nothing.",
      ),
    ],
  },
  {
    school: "100001",
    name: "Project management mock exam",
    cover: "business.svg",
    intro: "Opens next month.",
    timeLimit: 3600,
    opensDay: 30,
    closesDay: 60,
    questions: [
      one(
        "<p>The critical path is the:</p>",
        ["shortest path", "longest path", "cheapest path", "riskiest path"],
        1,
        "The longest chain of dependent activities.",
      ),
      tf("<p>A milestone has zero duration.</p>", true, "A milestone marks a point in time."),
    ],
  },
  {
    school: "100001",
    name: "Spring traffic safety test",
    cover: "safety.svg",
    intro: "The spring safety month test. It has closed.",
    timeLimit: 600,
    opensDay: -60,
    closesDay: -10,
    questions: [
      one("<p>What shape is a stop sign?</p>", ["Circle", "Octagon", "Triangle", "Square"], 1, "An octagon."),
      tf("<p>Cyclists may ride on the pavement.</p>", false, "Ride on the road or a cycle lane."),
    ],
  },
  {
    school: "100001",
    name: "Party history study",
    cover: "party.svg",
    intro: "No time limit: take the questions at your own pace and submit when you are done.",
    timeLimit: 0,
    opensDay: -30,
    closesDay: 365,
    questions: [
      one(
        "<p>In which year was the Communist Party of China founded?</p>",
        ["1911", "1921", "1927", "1949"],
        1,
        "1921.",
      ),
      tf("<p>The Long March began in 1934.</p>", true, "October 1934."),
      short(
        "<p>Name one lesson from the Long March.</p>",
        "Perseverance, unity, seeking truth from facts.",
        10,
      ),
    ],
  },
  {
    school: "100044",
    name: "Tea picking test",
    cover: "nature.svg",
    intro: "For the Young Farmers Club.",
    timeLimit: 600,
    opensDay: -30,
    closesDay: 365,
    questions: [one("<p>Longjing is a:</p>", ["green tea", "black tea"], 0, "Green tea.")],
  },
];

export const demoAttempts: DemoAttempt[] = [
  // learner: completed (scored), completed pending a teacher, completed without results, expired with a record,
  // and one in progress.
  {
    user: "learner",
    exam: "Python self-check",
    daysAgo: 6,
    answers: [
      { num: 1, right: true },
      { num: 2, right: false },
      { num: 3, right: true, scored: 8 },
      { num: 4, right: true, scored: 10 },
    ],
  },
  {
    user: "learner",
    exam: "Fire safety certification",
    daysAgo: 2,
    answers: [
      { num: 1, right: true },
      { num: 2, right: true, marked: true },
      { num: 3, right: false },
      { num: 4, right: true },
      { num: 5, right: true },
    ],
  },
  {
    user: "learner",
    exam: "Workplace English placement",
    daysAgo: 4,
    answers: [
      { num: 1, right: true },
      { num: 2, right: false },
      { num: 3, right: true },
    ],
  },
  {
    user: "learner",
    exam: "Spring traffic safety test",
    daysAgo: 20,
    answers: [
      { num: 1, right: true },
      { num: 2, right: true },
    ],
  },
  {
    user: "learner",
    exam: "Party history study",
    daysAgo: 1,
    open: true,
    answers: [{ num: 1, right: true }],
  },
  ...["learner9", "learner10", "learner21", "learner22"].flatMap((user): DemoAttempt[] => [
    {
      user,
      exam: "Python self-check",
      daysAgo: 1,
      answers: [
        { num: 1, right: true },
        { num: 2, right: true },
        { num: 3, right: true },
      ],
    },
    {
      user,
      exam: "Fire safety certification",
      daysAgo: 1,
      answers: [
        { num: 1, right: true },
        { num: 2, right: false },
        { num: 5, right: true },
      ],
    },
  ]),
];
