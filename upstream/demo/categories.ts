// Demo course categories. Ids are fixed: the portal knows the roots 346 (school 100046) and 363 (100044).
// Top level 1-20, second level 21-99, third level 400-499; the special schools' trees use 3461-3649.
// Ids 100-399 (apart from 346 and 363) are left to the resource sites' fixed categories.

export type DemoCategory = { id: number; name: string; parentId: number; school: string | null };

const shared = null;

export const demoCategories: DemoCategory[] = [
  { id: 1, name: "Party Building and Ideology", parentId: 0, school: shared },
  { id: 21, name: "Party History", parentId: 1, school: shared },
  { id: 401, name: "The Founding Years", parentId: 21, school: shared },
  { id: 402, name: "Reform and Opening-up", parentId: 21, school: shared },
  { id: 22, name: "Theory Study", parentId: 1, school: shared },
  { id: 403, name: "Core Socialist Values", parentId: 22, school: shared },

  { id: 2, name: "Vocational Skills", parentId: 0, school: shared },
  { id: 23, name: "Manufacturing", parentId: 2, school: shared },
  { id: 404, name: "CNC Machining", parentId: 23, school: shared },
  { id: 405, name: "Welding", parentId: 23, school: shared },
  { id: 24, name: "Service Industry", parentId: 2, school: shared },
  { id: 406, name: "Hospitality", parentId: 24, school: shared },
  { id: 407, name: "Elder Care", parentId: 24, school: shared },

  { id: 3, name: "Information Technology", parentId: 0, school: shared },
  { id: 25, name: "Programming", parentId: 3, school: shared },
  { id: 408, name: "Python", parentId: 25, school: shared },
  { id: 409, name: "Web Development", parentId: 25, school: shared },
  { id: 26, name: "Data and AI", parentId: 3, school: shared },
  { id: 410, name: "Data Analysis", parentId: 26, school: shared },
  { id: 411, name: "Machine Learning", parentId: 26, school: shared },
  { id: 27, name: "Office Software", parentId: 3, school: shared },

  { id: 4, name: "Safety Education", parentId: 0, school: shared },
  { id: 28, name: "Fire Safety", parentId: 4, school: shared },
  { id: 29, name: "Laboratory Safety", parentId: 4, school: shared },
  { id: 30, name: "Traffic Safety", parentId: 4, school: shared },

  { id: 5, name: "Health and Wellbeing", parentId: 0, school: shared },
  { id: 31, name: "Mental Health", parentId: 5, school: shared },
  { id: 32, name: "First Aid", parentId: 5, school: shared },
  { id: 33, name: "Nutrition", parentId: 5, school: shared },

  { id: 6, name: "Arts and Culture", parentId: 0, school: "100001" },
  { id: 34, name: "Music", parentId: 6, school: "100001" },
  { id: 412, name: "Folk Music", parentId: 34, school: "100001" },
  { id: 35, name: "Calligraphy", parentId: 6, school: "100001" },
  { id: 36, name: "Film Appreciation", parentId: 6, school: "100001" },

  { id: 7, name: "Management", parentId: 0, school: "100001" },
  { id: 37, name: "Project Management", parentId: 7, school: "100001" },
  { id: 38, name: "Leadership", parentId: 7, school: "100001" },

  { id: 8, name: "Languages", parentId: 0, school: "100001" },
  { id: 39, name: "English", parentId: 8, school: "100001" },
  { id: 413, name: "Business English", parentId: 39, school: "100001" },
  { id: 414, name: "Spoken English", parentId: 39, school: "100001" },
  { id: 40, name: "Chinese Literature", parentId: 8, school: "100001" },

  { id: 9, name: "Agriculture and Environment", parentId: 0, school: shared },
  { id: 41, name: "Ecology", parentId: 9, school: shared },
  { id: 42, name: "Smart Farming", parentId: 9, school: shared },

  { id: 10, name: "Teaching Methods", parentId: 0, school: "100001" },
  { id: 43, name: "Lesson Design", parentId: 10, school: "100001" },
  { id: 44, name: "Assessment Literacy", parentId: 10, school: "100001" },

  // School 100041: its filters show the top level only.
  { id: 11, name: "Study-Travel Practice", parentId: 0, school: "100041" },
  { id: 45, name: "Field Research", parentId: 11, school: "100041" },
  { id: 46, name: "Heritage Routes", parentId: 11, school: "100041" },

  // School 100046 browses from root 346 at level 2.
  { id: 346, name: "Study-Travel Courses", parentId: 0, school: "100046" },
  { id: 3461, name: "Pre-trip Preparation", parentId: 346, school: "100046" },
  { id: 3471, name: "Route Planning", parentId: 3461, school: "100046" },
  { id: 3472, name: "Travel Safety", parentId: 3461, school: "100046" },
  { id: 3462, name: "Famous Teacher Classes", parentId: 346, school: "100046" },
  { id: 3473, name: "Local History", parentId: 3462, school: "100046" },
  { id: 3463, name: "Tools and Materials", parentId: 346, school: "100046" },

  // School 100044 (and its contest page) browses from root 363 at level 2.
  // The names are Chinese: the contest page (custom/clnyy) shows this tree as its cascading filters, and the
  // contest seed (demo/contest-100044.ts) upserts the same tree with two more branches.
  { id: 363, name: "农业科普", parentId: 0, school: "100044" },
  { id: 3631, name: "作物科学", parentId: 363, school: "100044" },
  { id: 3641, name: "水稻种植", parentId: 3631, school: "100044" },
  { id: 3642, name: "茶文化", parentId: 3631, school: "100044" },
  { id: 3632, name: "畜牧养殖", parentId: 363, school: "100044" },
  { id: 3633, name: "食品与营养", parentId: 363, school: "100044" },
];
