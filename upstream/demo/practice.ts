import type { DemoQuestion } from "./questions";

// Demo exercise sets: real questions of every type with their right answers and explanations (demo/questions.ts).
// "Python Basics Practice" covers every type and state: fill-in-blank, a combination with sub-questions, a deleted
// question and questions with a file (a PDF, a video).

export type DemoExercise = {
  school: string;
  name: string;
  cover: string;
  abstract: string;
  expired?: boolean;
  chapters: { name: string; questions: DemoQuestion[] }[];
};

/**
 * A learner's answers to a chapter: per card position (from 1, sub-questions counted), right or wrong (the seed
 * writes the right answer or a wrong one) and whether it is flagged.
 */
export type DemoPractice = {
  user: string;
  exercise: string;
  chapter: string;
  submitted: boolean;
  answers: { num: number; right: boolean; marked?: boolean }[];
};

const tf = (q: string, right: boolean, why: string): DemoQuestion => ({ t: 3, q, right, why });
const one = (q: string, options: string[], right: number, why: string): DemoQuestion => ({
  t: 1,
  q,
  options,
  right: [right],
  why,
});
const many = (q: string, options: string[], right: number[], why: string): DemoQuestion => ({
  t: 2,
  q,
  options,
  right,
  why,
});
const short = (q: string, why: string): DemoQuestion => ({ t: 4, q, why });

export const demoExercises: DemoExercise[] = [
  {
    school: "100001",
    name: "Python Basics Practice",
    cover: "code.svg",
    abstract: "Short drills on variables, loops and functions to go with the Python course.",
    chapters: [
      {
        name: "Variables and types",
        questions: [
          one(
            "<p>Which of these is a valid variable name in Python?</p>",
            [
              "<code>2nd_value</code>",
              "<code>second-value</code>",
              "<code>second_value</code>",
              "<code>class</code>",
            ],
            2,
            "Names start with a letter or an underscore, contain only letters, digits and underscores, and cannot be keywords such as <code>class</code>.",
          ),
          one(
            "<p>What does <code>type(3 / 2)</code> return?</p>",
            [
              "<code>&lt;class 'int'&gt;</code>",
              "<code>&lt;class 'float'&gt;</code>",
              "<code>&lt;class 'str'&gt;</code>",
              "<code>&lt;class 'complex'&gt;</code>",
            ],
            1,
            "The <code>/</code> operator always divides exactly and gives a float (1.5); <code>//</code> is floor division.",
          ),
          many(
            "<p>Which of these types are immutable?</p>",
            ["list", "tuple", "str", "dict"],
            [1, 2],
            "Tuples and strings cannot be changed after they are made; lists and dictionaries can.",
          ),
          tf(
            "<p>Assigning <code>x = 5</code> and then <code>x = 'five'</code> is an error in Python.</p>",
            false,
            "Python is dynamically typed: a name can refer to a value of any type, and rebinding it is allowed.",
          ),
          short(
            "<p>Explain the difference between <code>==</code> and <code>is</code>.</p>",
            "<code>==</code> compares values (calls <code>__eq__</code>); <code>is</code> checks that both names refer to the very same object.",
          ),
          {
            t: 6,
            q: "<p>The built-in function ____ turns the string <code>'42'</code> into a number, and ____ gives the number of items in a list.</p>",
            blanks: [
              { label: "Blank 1", accept: ["int", "int()"] },
              { label: "Blank 2", accept: ["len", "len()"] },
            ],
            why: "<code>int('42')</code> is 42; <code>len([1, 2, 3])</code> is 3.",
          },
        ],
      },
      {
        name: "Loops and conditions",
        questions: [
          one(
            "<p>How many times does the body of <code>for i in range(2, 10, 3)</code> run?</p>",
            ["2", "3", "4", "8"],
            1,
            "The values are 2, 5 and 8: three iterations.",
          ),
          many(
            "<p>Which keywords change the flow of a loop?</p>",
            ["<code>break</code>", "<code>continue</code>", "<code>pass</code>", "<code>elif</code>"],
            [0, 1],
            "<code>break</code> leaves the loop and <code>continue</code> skips to the next iteration; <code>pass</code> does nothing.",
          ),
          tf(
            "<p>A <code>while</code> loop may have an <code>else</code> clause.</p>",
            true,
            "The <code>else</code> block runs when the loop ends without <code>break</code>.",
          ),
          tf(
            "<p><code>range(5)</code> includes the number 5.</p>",
            false,
            "<code>range(5)</code> is 0, 1, 2, 3, 4: the stop value is excluded.",
          ),
          short(
            "<p>When would you choose a <code>while</code> loop rather than a <code>for</code> loop?</p>",
            "When the number of iterations is not known in advance, e.g. reading input until the user types 'quit'.",
          ),
          {
            t: 5,
            q: "<p>Read the code and answer the questions below.</p><pre><code>total = 0\nfor n in range(1, 5):\n    if n % 2 == 0:\n        continue\n    total += n</code></pre>",
            why: "The loop visits 1, 2, 3, 4 and skips the even numbers, so only 1 and 3 are added.",
            file: { name: "loop-walkthrough.mp4", path: "loop-walkthrough.mp4" },
            subs: [
              {
                t: 1,
                q: "<p>What is <code>total</code> after the loop?</p>",
                options: ["4", "6", "9", "10"],
                right: [0],
                why: "1 + 3 = 4.",
              },
              {
                t: 6,
                q: "<p>The loop body runs ____ times.</p>",
                blanks: [{ label: "Number of runs", accept: ["4", "four"] }],
                why: "<code>range(1, 5)</code> has four values.",
              },
              {
                t: 3,
                q: "<p>Without the <code>continue</code> line, <code>total</code> would be 10.</p>",
                right: true,
                why: "1 + 2 + 3 + 4 = 10.",
              },
            ],
          },
        ],
      },
      {
        name: "Writing functions",
        questions: [
          one(
            "<p>What does a function return when it has no <code>return</code> statement?</p>",
            ["<code>0</code>", "<code>None</code>", "<code>False</code>", "an empty string"],
            1,
            "A function without <code>return</code> returns <code>None</code>.",
          ),
          many(
            "<p>Which calls work for <code>def greet(name, greeting='Hello')</code>?</p>",
            [
              "<code>greet('Ana')</code>",
              "<code>greet('Ana', 'Hi')</code>",
              "<code>greet(greeting='Hi')</code>",
              "<code>greet(name='Ana', greeting='Hi')</code>",
            ],
            [0, 1, 3],
            "<code>name</code> has no default, so every call must give it.",
          ),
          {
            ...one(
              "<p>Which keyword defines an anonymous function?</p>",
              ["<code>def</code>", "<code>lambda</code>", "<code>fn</code>", "<code>anon</code>"],
              1,
              "<code>lambda x: x * 2</code>.",
            ),
            deleted: true,
          },
          {
            ...short(
              "<p>Read the attached style guide and write a docstring for <code>area(r)</code>, which returns the area of a circle of radius <code>r</code>.</p>",
              '<pre><code>"""Return the area of a circle.\n\nArgs:\n    r: the radius, a non-negative number.\n"""</code></pre>',
            ),
            file: { name: "Docstring style guide.pdf", path: "style-guide.pdf" },
          },
        ],
      },
    ],
  },
  {
    school: "100001",
    name: "Traffic Rules Review",
    cover: "safety.svg",
    abstract: "Road signs and cycling rules. This set was open for the spring safety month only.",
    expired: true,
    chapters: [
      {
        name: "Road signs",
        questions: [
          one(
            "<p>What shape is a stop sign?</p>",
            ["Circle", "Triangle", "Octagon", "Square"],
            2,
            "Stop signs are red octagons.",
          ),
          one(
            "<p>A red circle with a white bar across it means:</p>",
            ["No entry", "Parking", "Speed camera", "One way"],
            0,
            "The red disc with a white bar is 'no entry'.",
          ),
          tf("<p>A triangular sign warns of a hazard ahead.</p>", true, "Triangles are warning signs."),
        ],
      },
      {
        name: "Cycling rules",
        questions: [
          one(
            "<p>Which side of the road do cyclists ride on in China?</p>",
            ["Left", "Right", "The middle", "Either"],
            1,
            "Traffic keeps to the right.",
          ),
          tf(
            "<p>Cyclists may carry a passenger on the handlebars.</p>",
            false,
            "Carrying passengers that way is forbidden and unsafe.",
          ),
          short(
            "<p>Name two things to check on a bicycle before riding.</p>",
            "Brakes, tyre pressure, lights, the chain.",
          ),
        ],
      },
    ],
  },
  {
    school: "100001",
    name: "Fire Safety Quiz Bank",
    cover: "safety.svg",
    abstract: "Prevention and evacuation questions from the campus fire drill.",
    chapters: [
      {
        name: "Fire prevention",
        questions: [
          one(
            "<p>What is the national fire emergency number in China?</p>",
            ["110", "119", "120", "122"],
            1,
            "119 is the fire service; 110 police, 120 ambulance.",
          ),
          one(
            "<p>Which extinguisher suits an electrical fire?</p>",
            ["Water", "Foam", "Carbon dioxide", "Sand bucket only"],
            2,
            "CO₂ does not conduct electricity and leaves no residue.",
          ),
          many(
            "<p>Which habits prevent fires in a dormitory?</p>",
            [
              "Unplugging chargers when not in use",
              "Using a hot plate under the bed",
              "Keeping corridors clear",
              "Covering smoke detectors",
            ],
            [0, 2],
            "Unplug chargers and keep escape routes clear; never cook in rooms or cover detectors.",
          ),
          tf(
            "<p>It is safe to use a lift during a fire.</p>",
            false,
            "Lifts can stop or open onto the fire floor: use the stairs.",
          ),
        ],
      },
      {
        name: "Evacuation",
        questions: [
          one(
            "<p>In a smoky corridor you should:</p>",
            [
              "Run upright",
              "Stay low and cover your nose and mouth",
              "Open every window",
              "Wait for the smoke to clear",
            ],
            1,
            "Cleaner air is near the floor; a damp cloth filters smoke.",
          ),
          tf(
            "<p>Touch a door with the back of your hand before opening it during a fire.</p>",
            true,
            "A hot door means fire behind it: use another way out.",
          ),
          short(
            "<p>Where is your class's assembly point, and why go there?</p>",
            "At the assembly point staff can count everyone and tell firefighters who is missing.",
          ),
        ],
      },
    ],
  },
  {
    school: "100001",
    name: "Party History Knowledge Check",
    cover: "party.svg",
    abstract: "Four chapters of questions on the founding years, reform and the new era.",
    chapters: [
      {
        name: "The first congress",
        questions: [
          one(
            "<p>In which year was the first National Congress of the Communist Party of China held?</p>",
            ["1911", "1919", "1921", "1949"],
            2,
            "July 1921.",
          ),
          one(
            "<p>In which city did the first congress open?</p>",
            ["Beijing", "Shanghai", "Guangzhou", "Wuhan"],
            1,
            "It opened in Shanghai and closed on a boat on South Lake in Jiaxing.",
          ),
          tf(
            "<p>The first congress ended on a boat on South Lake in Jiaxing.</p>",
            true,
            "The last session moved to Jiaxing.",
          ),
        ],
      },
      {
        name: "Revolutionary bases and the Long March",
        questions: [
          one(
            "<p>In which year did the Long March begin?</p>",
            ["1927", "1931", "1934", "1937"],
            2,
            "October 1934.",
          ),
          many(
            "<p>Which places are linked with the Long March?</p>",
            ["Zunyi", "Luding Bridge", "Yan'an", "Hong Kong"],
            [0, 1, 2],
            "The Zunyi Conference, the crossing of the Dadu River at Luding, and the arrival in northern Shaanxi.",
          ),
          tf("<p>The Zunyi Conference took place in 1935.</p>", true, "January 1935."),
        ],
      },
      {
        name: "Reform and opening-up",
        questions: [
          one(
            "<p>Which meeting in 1978 started reform and opening-up?</p>",
            [
              "The Third Plenary Session of the 11th Central Committee",
              "The 8th National Congress",
              "The Zunyi Conference",
              "The 15th National Congress",
            ],
            0,
            "December 1978.",
          ),
          tf(
            "<p>Shenzhen was one of the first special economic zones.</p>",
            true,
            "Shenzhen, Zhuhai, Shantou and Xiamen were the first four, in 1980.",
          ),
        ],
      },
      {
        name: "The new era",
        questions: [
          many(
            "<p>Which of these were goals of the 'two centenaries'?</p>",
            [
              "A moderately prosperous society in all respects",
              "A great modern socialist country",
              "Ending all trade",
              "Closing borders",
            ],
            [0, 1],
            "The first centenary goal and the second.",
          ),
          short(
            "<p>In a few sentences, describe one change in your community in recent years.</p>",
            "Any concrete, personal example is a good answer.",
          ),
        ],
      },
    ],
  },
  {
    school: "100001",
    name: "First Aid Scenarios",
    cover: "health.svg",
    abstract: "What would you do? Scenario questions on CPR, bleeding and burns.",
    chapters: [
      {
        name: "CPR",
        questions: [
          one(
            "<p>What is the recommended rate of chest compressions for an adult?</p>",
            ["60–80 per minute", "80–100 per minute", "100–120 per minute", "140–160 per minute"],
            2,
            "100 to 120 compressions a minute.",
          ),
          many(
            "<p>Before starting CPR you should:</p>",
            [
              "Check the scene is safe",
              "Check for a response and breathing",
              "Call for help and an AED",
              "Give the person water",
            ],
            [0, 1, 2],
            "Never give an unresponsive person anything to drink.",
          ),
          tf(
            "<p>For an adult, the compression-to-breath ratio is 30:2.</p>",
            true,
            "30 compressions, then 2 rescue breaths.",
          ),
        ],
      },
      {
        name: "Bleeding and burns",
        questions: [
          one(
            "<p>The first thing to do for heavy bleeding from an arm is:</p>",
            ["Apply firm direct pressure", "Raise the legs", "Wash the wound with soap", "Give painkillers"],
            0,
            "Press firmly on the wound with a clean pad.",
          ),
          tf(
            "<p>Butter or ice is good for a burn.</p>",
            false,
            "Cool the burn under cool running water for 20 minutes instead.",
          ),
          short(
            "<p>Describe how to treat a small kitchen burn.</p>",
            "Cool it under running water for 20 minutes, remove rings, cover loosely with cling film, and seek help if it is large or deep.",
          ),
          {
            t: 5,
            q: "<p>A classmate touches a hot pan and burns two fingertips. The skin is red and painful but not broken.</p>",
            why: "A small superficial burn: cool it, protect it, watch it.",
            subs: [
              {
                t: 1,
                q: "<p>How long should the burn be cooled?</p>",
                options: ["1 minute", "5 minutes", "20 minutes", "2 hours"],
                right: [2],
                why: "20 minutes of cool running water.",
              },
              {
                t: 3,
                q: "<p>Blisters should be popped.</p>",
                right: false,
                why: "Leave blisters intact: they protect against infection.",
              },
            ],
          },
        ],
      },
    ],
  },
  {
    school: "100001",
    name: "Business English Drills",
    cover: "language.svg",
    abstract: "Vocabulary and phrasing for e-mails, reports and meetings.",
    chapters: [
      {
        name: "E-mail phrases",
        questions: [
          one(
            "<p>Which opening fits a formal e-mail to someone you do not know?</p>",
            ["Hey there,", "Dear Ms Chen,", "Yo,", "Hi buddy,"],
            1,
            "Use a title and surname.",
          ),
          one(
            "<p>'Please find attached…' means:</p>",
            ["Look for a lost file", "A file comes with this e-mail", "Reply quickly", "Forward this e-mail"],
            1,
            "It introduces an attachment.",
          ),
          many(
            "<p>Which are polite closings?</p>",
            ["Kind regards,", "Best wishes,", "Whatever,", "Yours sincerely,"],
            [0, 1, 3],
            "'Whatever' is rude.",
          ),
        ],
      },
      {
        name: "Report vocabulary",
        questions: [
          one(
            "<p>Sales 'plummeted' means they:</p>",
            ["rose slowly", "fell sharply", "stayed flat", "doubled"],
            1,
            "To plummet is to fall fast.",
          ),
          many(
            "<p>Which words describe an increase?</p>",
            ["surge", "decline", "climb", "dip"],
            [0, 2],
            "Surge and climb go up; decline and dip go down.",
          ),
          tf(
            "<p>'Fluctuate' means to rise and fall irregularly.</p>",
            true,
            "Figures that fluctuate go up and down.",
          ),
        ],
      },
      {
        name: "Meeting language",
        questions: [
          one(
            "<p>To ask someone to speak next you can say:</p>",
            ["Shut up, please.", "Would you like to come in here?", "Go away.", "Not now."],
            1,
            "An inviting question hands over the floor.",
          ),
          short(
            "<p>Write one sentence to politely disagree with a colleague in a meeting.</p>",
            "For example: 'I see your point, but I'm not sure that will work because…'",
          ),
        ],
      },
    ],
  },
  {
    school: "100001",
    name: "Project Management Fundamentals",
    cover: "business.svg",
    abstract: "Scope, schedule and risk questions in the style of a certification exam.",
    chapters: [
      {
        name: "Scope and requirements",
        questions: [
          one(
            "<p>What is 'scope creep'?</p>",
            [
              "Finishing early",
              "Uncontrolled growth of the project's scope",
              "A type of risk register",
              "Cutting the budget",
            ],
            1,
            "Changes added without control of time, cost and resources.",
          ),
          many(
            "<p>Which belong in a scope statement?</p>",
            ["Deliverables", "Exclusions", "Team birthdays", "Acceptance criteria"],
            [0, 1, 3],
            "Deliverables, what is out of scope and how work is accepted.",
          ),
          tf(
            "<p>A work breakdown structure lists the project's activities in time order.</p>",
            false,
            "A WBS breaks deliverables down; the schedule orders activities.",
          ),
        ],
      },
      {
        name: "Schedules and the critical path",
        questions: [
          one(
            "<p>An activity on the critical path has a total float of:</p>",
            ["0", "1 day", "Any value", "A negative value only"],
            0,
            "Critical activities cannot slip without delaying the project.",
          ),
          one(
            "<p>Which diagram shows the schedule as bars over time?</p>",
            ["Pareto chart", "Gantt chart", "Fishbone diagram", "Histogram"],
            1,
            "A Gantt chart.",
          ),
          {
            t: 5,
            q: "<p>Activities: A (3 days) then B (2 days); A then C (4 days); B and C must both finish before D (1 day).</p>",
            why: "Paths: A-B-D = 6 days, A-C-D = 8 days; the longest is critical.",
            subs: [
              {
                t: 1,
                q: "<p>Which path is critical?</p>",
                options: ["A-B-D", "A-C-D", "Both", "Neither"],
                right: [1],
                why: "A-C-D is 8 days.",
              },
              {
                t: 6,
                q: "<p>The project takes ____ days.</p>",
                blanks: [{ label: "Days", accept: ["8", "eight"] }],
                why: "3 + 4 + 1 = 8.",
              },
            ],
          },
        ],
      },
      {
        name: "Risk registers",
        questions: [
          many(
            "<p>Which are responses to a negative risk?</p>",
            ["Avoid", "Transfer", "Mitigate", "Exploit"],
            [0, 1, 2],
            "Exploit is a response to an opportunity.",
          ),
          tf(
            "<p>A risk register should be updated throughout the project.</p>",
            true,
            "Risks change as the project goes on.",
          ),
          short(
            "<p>Describe one risk of a school trip and how you would reduce it.</p>",
            "E.g. a student gets lost: use a buddy system, head counts and a meeting point.",
          ),
        ],
      },
    ],
  },
  {
    school: "100044",
    name: "Tea Culture Quiz",
    cover: "nature.svg",
    abstract: "From picking to brewing.",
    chapters: [
      {
        name: "Kinds of tea",
        questions: [
          one(
            "<p>Longjing (Dragon Well) is a:</p>",
            ["green tea", "black tea", "oolong", "pu'er"],
            0,
            "Longjing is a green tea from Hangzhou.",
          ),
          tf("<p>Oolong tea is partly oxidised.</p>", true, "Oolong sits between green and black tea."),
        ],
      },
      {
        name: "Brewing tea",
        questions: [
          one(
            "<p>A good water temperature for green tea is about:</p>",
            ["60 °C", "80 °C", "100 °C", "120 °C"],
            1,
            "Boiling water scorches delicate leaves.",
          ),
          short(
            "<p>Describe how you would brew a cup of green tea.</p>",
            "Warm the cup, use water around 80 °C, steep 2–3 minutes.",
          ),
        ],
      },
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
      { num: 5, right: true },
      { num: 6, right: false },
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
