// Who is enrolled in which course, and how far they studied. The seed turns a study plan into learning logs
// spread over the given days (days before the seed day, oldest first); progress is then derived from the logs.

export type Progress = "full" | "most" | "half" | "started";

export type DemoEnrolment = {
  user: string;
  course: string; // a course of the user's school, by name
  enrolledDaysAgo: number;
  status?: 2 | 3; // completed, disabled; 1 (normal) otherwise
  validDays?: number; // professional courses: end date = seed day + validDays (negative: already expired)
  study?: { progress: Progress; days: number[] };
};

const enrol = (user: string, list: Omit<DemoEnrolment, "user">[]): DemoEnrolment[] =>
  list.map((e) => ({ user, ...e }));

export const demoEnrolments: DemoEnrolment[] = [
  // `learner`: 25 courses of school 100001 covering every state of the my-courses screen.
  ...enrol("learner", [
    {
      course: "Python Programming Fundamentals",
      enrolledDaysAgo: 120,
      validDays: 180,
      study: { progress: "full", days: [30, 28, 25] },
    },
    {
      course: "Web Development with HTML and CSS",
      enrolledDaysAgo: 100,
      validDays: 200,
      study: { progress: "half", days: [3, 2] },
    },
    {
      course: "Data Analysis with Spreadsheets",
      enrolledDaysAgo: 95,
      study: { progress: "started", days: [1] },
    },
    { course: "Introduction to Machine Learning", enrolledDaysAgo: 5, validDays: 5 },
    { course: "Office Software in Practice", enrolledDaysAgo: 90 },
    {
      course: "Fire Safety Essentials",
      enrolledDaysAgo: 85,
      validDays: 90,
      status: 2,
      study: { progress: "full", days: [40, 39] },
    },
    {
      course: "Laboratory Safety Rules",
      enrolledDaysAgo: 80,
      validDays: -10,
      study: { progress: "half", days: [20, 15] },
    },
    {
      course: "Road Traffic Safety for Students",
      enrolledDaysAgo: 75,
      study: { progress: "started", days: [7] },
    },
    {
      course: "Mental Health and Stress Management",
      enrolledDaysAgo: 70,
      validDays: 365,
      study: { progress: "most", days: [2, 1] },
    },
    {
      course: "First Aid and CPR Basics",
      enrolledDaysAgo: 65,
      validDays: 60,
      status: 3,
      study: { progress: "started", days: [12] },
    },
    { course: "Healthy Eating on a Budget", enrolledDaysAgo: 60 },
    {
      course: "The Party's Founding Years",
      enrolledDaysAgo: 55,
      validDays: 120,
      study: { progress: "half", days: [5, 4] },
    },
    {
      course: "Reform and Opening-up: Forty Years",
      enrolledDaysAgo: 50,
      study: { progress: "started", days: [9] },
    },
    { course: "Core Socialist Values in Daily Life", enrolledDaysAgo: 45, validDays: 30 },
    {
      course: "CNC Machining Basics",
      enrolledDaysAgo: 40,
      validDays: 150,
      study: { progress: "half", days: [14, 13] },
    },
    { course: "Welding Safety and Technique", enrolledDaysAgo: 35, validDays: 100 },
    {
      course: "Hospitality Service Skills",
      enrolledDaysAgo: 30,
      study: { progress: "started", days: [6] },
    },
    { course: "Folk Music Appreciation", enrolledDaysAgo: 25, study: { progress: "most", days: [8, 6] } },
    { course: "Chinese Calligraphy for Beginners", enrolledDaysAgo: 20, validDays: 45 },
    {
      course: "Project Management Essentials",
      enrolledDaysAgo: 15,
      validDays: 240,
      study: { progress: "half", days: [4, 3] },
    },
    { course: "Leadership and Team Communication", enrolledDaysAgo: 12 },
    {
      course: "Business English Writing",
      enrolledDaysAgo: 10,
      validDays: 300,
      study: { progress: "started", days: [2] },
    },
    { course: "Everyday Spoken English", enrolledDaysAgo: 8 },
    {
      course: "Smart Farming and Ecology",
      enrolledDaysAgo: 6,
      validDays: 75,
      study: { progress: "started", days: [3] },
    },
    {
      course: "Designing Engaging Lessons",
      enrolledDaysAgo: 3,
      validDays: 90,
      study: { progress: "half", days: [2, 1] },
    },
  ]),
  // Fellow learners, so that learn_num is more than 1 on some courses.
  ...enrol("manager", [
    {
      course: "Python Programming Fundamentals",
      enrolledDaysAgo: 60,
      validDays: 180,
      study: { progress: "started", days: [2] },
    },
    { course: "Fire Safety Essentials", enrolledDaysAgo: 50, validDays: 90 },
    { course: "Mental Health and Stress Management", enrolledDaysAgo: 40, validDays: 365 },
    { course: "The Party's Founding Years", enrolledDaysAgo: 30, validDays: 120 },
    { course: "Project Management Essentials", enrolledDaysAgo: 20, validDays: 240 },
    { course: "Leadership and Team Communication", enrolledDaysAgo: 10 },
  ]),
  ...enrol("learner100046", [
    {
      course: "Planning a Study-Trip Route",
      enrolledDaysAgo: 30,
      validDays: 60,
      study: { progress: "half", days: [6, 5] },
    },
    {
      course: "Staying Safe on a Study Trip",
      enrolledDaysAgo: 20,
      study: { progress: "started", days: [3] },
    },
    { course: "Local History of Shaoxing", enrolledDaysAgo: 10, validDays: 90 },
    { course: "Field Notebook and Tools", enrolledDaysAgo: 5 },
  ]),
  ...enrol("learner100044", [
    {
      course: "Rice Cultivation from Seed to Harvest",
      enrolledDaysAgo: 40,
      validDays: 120,
      study: { progress: "most", days: [9, 7] },
    },
    { course: "The Culture of Tea", enrolledDaysAgo: 25, study: { progress: "started", days: [4] } },
    { course: "Caring for Farm Animals", enrolledDaysAgo: 12, validDays: 30 },
    { course: "From Farm to Table", enrolledDaysAgo: 4 },
  ]),
  ...enrol("learner100041", [
    {
      course: "Field Research Methods",
      enrolledDaysAgo: 35,
      validDays: 100,
      study: { progress: "half", days: [8, 2] },
    },
    { course: "Heritage Route Walks", enrolledDaysAgo: 18, study: { progress: "started", days: [5] } },
    { course: "Writing a Study-Travel Journal", enrolledDaysAgo: 6 },
  ]),
  ...enrol("learner100035", [{ course: "Study-Trip Safety Briefing", enrolledDaysAgo: 2 }]),
];
