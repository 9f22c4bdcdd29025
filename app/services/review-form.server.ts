// Moved to app/forms/review-form.server.ts (server-only form schemas live in app/forms). Kept for the course
// page and the public course service until they import from there; then delete this file.
export { parseReviewForm } from "~/forms/review-form.server";
