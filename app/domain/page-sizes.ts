// Page sizes of learner-area §9 and public-sites §9. They live in the domain, not in the services, because
// pages need them in the browser too (pagination, slicing) and *.server modules are empty there.

export const MY_COURSES_PAGE_SIZE = 10;
export const LATEST_RECORDS = 100;
export const MY_NOTES_PAGE_SIZE = 6;
export const PLAYER_NOTES_PAGE_SIZE = 10;
export const PRACTICE_SETS_PAGE_SIZE = 3;
export const MY_ASSESSMENTS_PAGE_SIZE = 5;
export const ASSESSMENT_RECORDS_PAGE_SIZE = 10;
export const CATALOGUE_PAGE_SIZE = 15;
export const CERTIFICATES_PAGE_SIZE = 10;
export const REVIEWS_PAGE_SIZE = 10;
export const SEARCH_PAGE_SIZE = 16;
export const SITE_MATERIALS_PAGE_SIZE = 16;
