// The demo learner's certificates. Their PDF files are committed in static/certificates/ (decision 047); one
// certificate has no file.

export type DemoCertificate = {
  user: string;
  holder: string;
  name: string;
  orgName: string;
  date: string; // issue date and time, UTC
  num: string; // period number
  file: string | null;
};

const cert = (name: string, orgName: string, date: string, file: string | null): DemoCertificate => ({
  user: "learner",
  holder: "Li Hua",
  name,
  orgName,
  date,
  num: date.slice(0, 7),
  file,
});

export const demoCertificates: DemoCertificate[] = [
  cert(
    "Python Programming Fundamentals – Certificate of Completion",
    "2026 Information Technology Skills Training",
    "2026-10-18 09:30:00",
    "python-fundamentals-2026-10.pdf",
  ),
  cert(
    "Fire Safety Training Certificate",
    "2026 Campus Safety Training",
    "2026-09-20 14:00:00",
    "fire-safety-2026-09.pdf",
  ),
  cert(
    "Laboratory Safety Induction",
    "2026 Campus Safety Training",
    "2026-09-05 10:15:00",
    "laboratory-safety-2026-09.pdf",
  ),
  cert(
    "Mental Health Workshop – Certificate of Attendance",
    "2026 Student Wellbeing Programme",
    "2026-08-12 16:45:00",
    null,
  ),
  cert(
    "Party History Study – Certificate of Completion",
    "2026 Theory Study Programme",
    "2026-07-01 09:00:00",
    "party-history-2026-07.pdf",
  ),
  cert(
    "Project Management Essentials",
    "2026 Management Skills Training",
    "2026-06-15 11:20:00",
    "project-management-2026-06.pdf",
  ),
  cert(
    "Business English Writing – Intermediate",
    "2026 Language Skills Programme",
    "2026-05-28 15:30:00",
    "business-english-2026-05.pdf",
  ),
  cert(
    "First Aid and CPR – Certified Responder",
    "2026 Red Cross First Aid Training",
    "2026-04-22 13:10:00",
    "first-aid-2026-04.pdf",
  ),
  cert(
    "Hospitality Service Skills",
    "2026 Vocational Skills Training",
    "2026-03-18 10:00:00",
    "hospitality-2026-03.pdf",
  ),
  cert(
    "Folk Music Appreciation",
    "2026 Arts and Culture Programme",
    "2026-02-10 09:45:00",
    "folk-music-2026-02.pdf",
  ),
  cert(
    "Web Development Foundations",
    "2025 Information Technology Skills Training",
    "2025-12-05 14:30:00",
    "web-development-2025-12.pdf",
  ),
  cert(
    "Road Traffic Safety",
    "2025 Campus Safety Training",
    "2025-11-14 08:50:00",
    "road-traffic-safety-2025-11.pdf",
  ),
];
