// Demo data of the catalogue, course detail and player: teachers, reviews, materials with a special state, and
// the schools' anti-cheat settings. Courses are found by school and name, materials by their number ("2.1").

export type DemoTeacher = { name: string; photo: string; intro: string }; // photo: a file in static/teachers, or ''

export const demoTeachers: { school: string; course: string; teachers: DemoTeacher[] }[] = [
  {
    school: "100001",
    course: "Python Programming Fundamentals",
    teachers: [
      {
        name: "Chen Yu",
        photo: "chen-yu.svg",
        intro:
          "Senior lecturer in software engineering with twelve years of teaching Python to beginners. " +
          "Chen Yu designed the school's programming track and maintains its practice exercises.",
      },
      {
        name: "Dr. Huang Lei",
        photo: "huang-lei.svg",
        intro:
          "Data scientist and guest teacher; shows how the basics of the course are used in real data projects, " +
          "from cleaning files to automating reports.",
      },
      { name: "Xu Jing", photo: "", intro: "Teaching assistant; answers forum questions." },
    ],
  },
  {
    school: "100001",
    course: "Welding Safety and Technique",
    teachers: [
      {
        name: "Master Fang Tao",
        // No photo: the portal draws his initials (he showed Dr. Huang Lei's picture, "HL", before).
        photo: "",
        intro:
          "Certified welding instructor with twenty years in shipyards and workshops, and a trainer of the " +
          "provincial vocational skills contest team.",
      },
    ],
  },
];

export type DemoReview = { user: string; level: 1 | 2 | 3 | 4 | 5; content: string; daysAgo: number };

const reviewTexts: [DemoReview["level"], string][] = [
  [5, "Clear explanations and good examples."],
  [4, "Useful course, the exercises help a lot."],
  [5, "The best introduction to Python I have seen."],
  [3, "Good content but the pace is a little fast."],
  [5, "Loved the chapter on functions."],
  [4, "Well structured, easy to follow."],
  [2, "Too basic for me, but well made."],
  [5, "Finally I understand loops!"],
  [4, "Nice slides and short videos."],
  [5, "Practical and to the point."],
  [3, "More exercises on files would be welcome."],
  [4, "Teacher explains patiently."],
  [5, "Recommended to every beginner."],
  [4, "Good balance of theory and practice."],
];
const reviewers = ["learner", "manager", "learner2"];

export const demoReviews: { school: string; course: string; reviews: DemoReview[] }[] = [
  {
    school: "100001",
    course: "Python Programming Fundamentals",
    // 14 reviews (two pages of 10) by learner, manager and learner2 in turn, one a day.
    reviews: reviewTexts.map(([level, content], i) => ({
      user: reviewers[i % reviewers.length] ?? "learner",
      level,
      content,
      daysAgo: 20 - i,
    })),
  },
  {
    school: "100001",
    course: "Welding Safety and Technique",
    reviews: [
      { user: "manager", level: 5, content: "Safety first, and explained very well.", daysAgo: 3 },
      { user: "learner", level: 4, content: "Short and clear lessons.", daysAgo: 1 },
    ],
  },
];

/** Materials with a state other than the default (playable, no signature, the generated introduction). */
export const demoMaterialStates: {
  school: string;
  course: string;
  material: string; // "chapter.number"
  status?: 2;
  sign?: 1;
  remark?: string;
}[] = [
  // "This content has flown away".
  { school: "100001", course: "Data Analysis with Spreadsheets", material: "2.2", status: 2 },
  // The portal must ask GET /api/tencent/vod/sign before playing it.
  { school: "100001", course: "Welding Safety and Technique", material: "2.1", sign: 1 },
  // An introduction the portal must sanitize.
  {
    school: "100001",
    course: "Welding Safety and Technique",
    material: "1.1",
    remark:
      "<p>Before the first weld, check your <strong>protective equipment</strong>.</p>" +
      "<script>alert('remark script')</script>" +
      `<p><a href="#checklist" onclick="alert('remark onclick')">Open the checklist</a></p>` +
      `<img src="x" onerror="alert('remark onerror')" alt="">`,
  },
];

/** Schools without an entry keep the defaults (play_status 2, hook_status 2, 1 min 0 s). */
export const demoSchoolSettings = [
  { school: "100035", playStatus: 1, hookStatus: 1, hookMinute: 0, hookSecond: 30 },
] as const;
