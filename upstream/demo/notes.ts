// The demo learner's notes. Each is attached to a material found by chapter (0-based) and kind; `at` is how far
// into the material (a share of its duration for videos, of its pages otherwise).

export type DemoNote = {
  user: string;
  course: string;
  chapter: number;
  kind: "video" | "slides" | "reading";
  at: number;
  daysAgo: number;
  content: string;
};

const long = {
  loops:
    "for loops iterate over any iterable, not only ranges: lists, strings, dictionaries (keys by default) and " +
    "files (line by line). Use enumerate() when the index is needed too, and zip() to walk two lists side by " +
    "side. while loops are for when the number of rounds is not known in advance - always make sure something " +
    "inside the loop changes the condition. break leaves the loop at once; continue skips to the next round; " +
    "an else block after a loop runs only when the loop was not ended by break, which is handy for searches.",
  cascade:
    "The cascade decides which rule wins when several match the same element. Order of importance: origin and " +
    "!important first, then specificity, then source order (the later rule wins). Specificity is counted as " +
    "(ids, classes/attributes/pseudo-classes, elements): #nav a = (1,0,1) beats .menu a:hover = (0,2,1). " +
    "Inline styles beat everything except !important. Practical rules from the lecture: keep specificity low " +
    "and flat, prefer classes over ids for styling, never fight specificity with !important, and use :where() " +
    "to write selectors with zero specificity for base styles. Inheritance is different from the cascade: " +
    "color and font properties inherit, box properties such as margin and border do not.",
  sleep:
    "Sleep routine plan from the slides: the same wake-up time every day, weekends included (a lie-in of at most " +
    "one hour). No screens for the last 30 minutes before bed; put the phone outside the bedroom. Caffeine only " +
    "before 2 pm. If I cannot fall asleep within about 20 minutes, get up and do something quiet in dim light, " +
    "then try again - staying in bed awake teaches the brain that bed is for worrying. A short nap (under 20 " +
    "minutes, before 3 pm) is fine during exam weeks. Exercise helps but not within two hours of bedtime. Keep " +
    "a simple sleep diary for two weeks: bedtime, wake time, how rested I feel from 1 to 5.",
  folk:
    "Reading notes on the three instruments. The erhu has only two strings and no fingerboard: the player presses " +
    "the strings in the air, which is why sliding between notes is so expressive and why it is often compared to " +
    "the human voice. The bow hair passes between the two strings, so the bow can never be taken off the " +
    "instrument. The pipa is held upright and plucked with picks on all five fingers of the right hand; the " +
    "tremolo (lunzhi) produces the long sustained notes, and famous pieces such as 'Ambush from Ten Sides' use " +
    "percussive techniques to imitate battle sounds. The guzheng has movable bridges, so each piece can be tuned " +
    "to its own pentatonic scale; the left hand presses the strings to the left of the bridges to bend notes and " +
    "add vibrato, while the right hand plucks. Questions for the next class: how are regional styles of guzheng " +
    "(Shandong, Henan, Chaozhou, Hakka) told apart when listening? Why do northern folk songs use wider melodic " +
    "leaps than songs from the south?",
};

const note = (course: string, n: Omit<DemoNote, "user" | "course">): DemoNote => ({
  user: "learner",
  course,
  ...n,
});

export const demoNotes: DemoNote[] = [
  note("Python Programming Fundamentals", {
    chapter: 0,
    kind: "video",
    at: 0.3,
    daysAgo: 30,
    content: "print() takes several values and separates them with a space; sep= and end= change that.",
  }),
  note("Python Programming Fundamentals", {
    chapter: 1,
    kind: "slides",
    at: 0.5,
    daysAgo: 28,
    content: long.loops,
  }),
  note("Python Programming Fundamentals", {
    chapter: 2,
    kind: "video",
    at: 0.6,
    daysAgo: 25,
    content: "A function without a return statement returns None. Default arguments are evaluated only once!",
  }),
  note("Fire Safety Essentials", {
    chapter: 1,
    kind: "slides",
    at: 0.4,
    daysAgo: 39,
    content: "PASS: pull the pin, aim at the base of the fire, squeeze the handle, sweep from side to side.",
  }),
  note("Laboratory Safety Rules", {
    chapter: 0,
    kind: "video",
    at: 0.5,
    daysAgo: 20,
    content:
      "Flame pictogram = flammable; skull = acute toxicity; exclamation mark = irritant. Check the SDS.",
  }),
  note("CNC Machining Basics", {
    chapter: 0,
    kind: "video",
    at: 0.45,
    daysAgo: 14,
    content: "Title block first: material, scale, tolerances. Dimensions are in millimetres unless stated.",
  }),
  note("CNC Machining Basics", {
    chapter: 1,
    kind: "slides",
    at: 0.3,
    daysAgo: 13,
    content:
      "Set the work offset (G54) by touching off X and Z; always run the first program in single block.",
  }),
  note("Road Traffic Safety for Students", {
    chapter: 0,
    kind: "video",
    at: 0.25,
    daysAgo: 7,
    content: "Blind spots of lorries are much larger than you think: never stop beside a turning lorry.",
  }),
  note("Folk Music Appreciation", {
    chapter: 2,
    kind: "reading",
    at: 0.8,
    daysAgo: 6,
    content: long.folk,
  }),
  note("The Party's Founding Years", {
    chapter: 0,
    kind: "video",
    at: 0.7,
    daysAgo: 5,
    content:
      "The first congress began in Shanghai in July 1921 and finished on a boat on South Lake, Jiaxing.",
  }),
  note("Project Management Essentials", {
    chapter: 1,
    kind: "slides",
    at: 0.6,
    daysAgo: 4,
    content:
      "Critical path = the longest chain of dependent tasks; any delay on it delays the whole project.",
  }),
  note("Web Development with HTML and CSS", {
    chapter: 0,
    kind: "video",
    at: 0.2,
    daysAgo: 3,
    content: "Use <button> for actions and <a> for navigation; a clickable <div> is invisible to keyboards.",
  }),
  note("Web Development with HTML and CSS", {
    chapter: 1,
    kind: "slides",
    at: 0.7,
    daysAgo: 2,
    content: long.cascade,
  }),
  note("Mental Health and Stress Management", {
    chapter: 1,
    kind: "slides",
    at: 0.9,
    daysAgo: 2,
    content: long.sleep,
  }),
  note("Business English Writing", {
    chapter: 0,
    kind: "video",
    at: 0.35,
    daysAgo: 2,
    content: "Put the request in the first two lines of an e-mail; the subject line says what and by when.",
  }),
  note("Designing Engaging Lessons", {
    chapter: 2,
    kind: "reading",
    at: 0.5,
    daysAgo: 1,
    content: "Exit tickets: two questions at the end of the lesson tell me who needs help tomorrow.",
  }),
  // Older Python notes, so that the player's notes panel of that course has more than one page of 10.
  note("Python Programming Fundamentals", {
    chapter: 0,
    kind: "video",
    at: 0.1,
    daysAgo: 31,
    content: "Comments start with #; a docstring is the string right under def, shown by help().",
  }),
  note("Python Programming Fundamentals", {
    chapter: 0,
    kind: "video",
    at: 0.5,
    daysAgo: 32,
    content: "input() always answers a string: int(input()) to read a number, and catch ValueError.",
  }),
  note("Python Programming Fundamentals", {
    chapter: 0,
    kind: "video",
    at: 0.8,
    daysAgo: 33,
    content: "f-strings: {value:.2f} keeps two decimals and {name:>10} pads to ten characters.",
  }),
  note("Python Programming Fundamentals", {
    chapter: 1,
    kind: "video",
    at: 0.2,
    daysAgo: 34,
    content: "Truthiness: 0, empty strings, empty lists and None are false; everything else is true.",
  }),
  note("Python Programming Fundamentals", {
    chapter: 1,
    kind: "video",
    at: 0.7,
    daysAgo: 35,
    content: "Comparisons chain: 0 < x < 10 reads like maths and evaluates x only once.",
  }),
  note("Python Programming Fundamentals", {
    chapter: 1,
    kind: "slides",
    at: 0.9,
    daysAgo: 36,
    content: "match/case (3.10+) compares structure, not only values; case _ is the default branch.",
  }),
  note("Python Programming Fundamentals", {
    chapter: 2,
    kind: "video",
    at: 0.3,
    daysAgo: 37,
    content: "Import a module once at the top; the __main__ guard keeps script code out of imports.",
  }),
  note("Python Programming Fundamentals", {
    chapter: 2,
    kind: "reading",
    at: 0.5,
    daysAgo: 38,
    content: "*args collects extra positional arguments into a tuple, **kwargs keyword ones into a dict.",
  }),
];
