// Demo exercise sets. Each chapter lists its questions' types (1 single choice, 2 multiple choice,
// 3 true/false, 4 short answer, 5 combination); the seed numbers them from 1.

export type DemoExercise = {
  school: string;
  name: string;
  cover: string;
  abstract: string;
  expired?: boolean;
  chapters: { name: string; questions: (1 | 2 | 3 | 4 | 5)[] }[];
};

/** A learner's answers to a chapter: per question number, right or wrong and whether it is marked. */
export type DemoPractice = {
  user: string;
  exercise: string;
  chapter: string;
  submitted: boolean;
  answers: { num: number; right: boolean; marked?: boolean }[];
};

export const demoExercises: DemoExercise[] = [
  {
    school: "100001",
    name: "Python Basics Practice",
    cover: "code.svg",
    abstract: "Short drills on variables, loops and functions to go with the Python course.",
    chapters: [
      { name: "Variables and types", questions: [1, 1, 2, 3, 4] },
      { name: "Loops and conditions", questions: [1, 2, 3, 3, 4, 5] },
      { name: "Writing functions", questions: [1, 2, 4] },
    ],
  },
  {
    school: "100001",
    name: "Traffic Rules Review",
    cover: "safety.svg",
    abstract: "Road signs and cycling rules. This set was open for the spring safety month only.",
    expired: true,
    chapters: [
      { name: "Road signs", questions: [1, 1, 3] },
      { name: "Cycling rules", questions: [1, 3, 4] },
    ],
  },
  {
    school: "100001",
    name: "Fire Safety Quiz Bank",
    cover: "safety.svg",
    abstract: "Prevention and evacuation questions from the campus fire drill.",
    chapters: [
      { name: "Fire prevention", questions: [1, 1, 2, 3] },
      { name: "Evacuation", questions: [1, 3, 4] },
    ],
  },
  {
    school: "100001",
    name: "Party History Knowledge Check",
    cover: "party.svg",
    abstract: "Four chapters of questions on the founding years, reform and the new era.",
    chapters: [
      { name: "The first congress", questions: [1, 1, 3] },
      { name: "Revolutionary bases and the Long March", questions: [1, 2, 3] },
      { name: "Reform and opening-up", questions: [1, 3] },
      { name: "The new era", questions: [2, 4] },
    ],
  },
  {
    school: "100001",
    name: "First Aid Scenarios",
    cover: "health.svg",
    abstract: "What would you do? Scenario questions on CPR, bleeding and burns.",
    chapters: [
      { name: "CPR", questions: [1, 2, 3] },
      { name: "Bleeding and burns", questions: [1, 3, 4, 5] },
    ],
  },
  {
    school: "100001",
    name: "Business English Drills",
    cover: "language.svg",
    abstract: "Vocabulary and phrasing for e-mails, reports and meetings.",
    chapters: [
      { name: "E-mail phrases", questions: [1, 1, 2] },
      { name: "Report vocabulary", questions: [1, 2, 3] },
      { name: "Meeting language", questions: [1, 4] },
    ],
  },
  {
    school: "100001",
    name: "Project Management Fundamentals",
    cover: "business.svg",
    abstract: "Scope, schedule and risk questions in the style of a certification exam.",
    chapters: [
      { name: "Scope and requirements", questions: [1, 2, 3] },
      { name: "Schedules and the critical path", questions: [1, 1, 5] },
      { name: "Risk registers", questions: [2, 3, 4] },
    ],
  },
  {
    school: "100044",
    name: "Tea Culture Quiz",
    cover: "nature.svg",
    abstract: "From picking to brewing.",
    chapters: [
      { name: "Kinds of tea", questions: [1, 3] },
      { name: "Brewing tea", questions: [1, 4] },
    ],
  },
];

export const demoPractice: DemoPractice[] = [
  {
    user: "learner",
    exercise: "Python Basics Practice",
    chapter: "Variables and types",
    submitted: true,
    answers: [
      { num: 1, right: true },
      { num: 2, right: false },
      { num: 3, right: true, marked: true },
      { num: 4, right: true },
      { num: 5, right: false },
    ],
  },
  {
    // Started, not submitted yet.
    user: "learner",
    exercise: "Python Basics Practice",
    chapter: "Loops and conditions",
    submitted: false,
    answers: [
      { num: 1, right: true },
      { num: 2, right: false, marked: true },
    ],
  },
];
