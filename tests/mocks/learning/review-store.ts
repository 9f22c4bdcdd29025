// The course reviews of a mock (getCourseComment, addCourseComment): one store per mock, reset between tests.

/** A review as getCourseComment answers it, with the course it is on. */
export type MockReview = {
  id: number;
  user_id: number;
  user_name: string;
  user_photo: string;
  level: number;
  content: string;
  created_at: string;
  course_id: number;
};

/** A review before the store numbers it; the photo is empty unless given. */
export type NewReview = Omit<MockReview, "id" | "user_photo"> & { user_photo?: string };

export type ReviewStore = {
  /** Back to the seeded reviews, numbered from 1. */
  reset(): void;
  /** Every review, oldest first. */
  all(): MockReview[];
  /** The reviews of one course, newest first (the order getCourseComment answers). */
  of(courseId: number): MockReview[];
  /** Adds a review posted now (2026-11-22 01:00:00) by `user`; its id. */
  post(review: {
    user: { id: number; name: string };
    course_id: number;
    level: number;
    content: string;
  }): number;
  /** Takes reviews out. */
  remove(keep: (review: MockReview) => boolean): void;
};

/** A store seeded by `seed()` on every reset (and once now). */
export function createReviewStore(seed: () => NewReview[]): ReviewStore {
  let reviews: MockReview[] = [];
  let nextId = 1;
  const add = (review: NewReview) => {
    const added = { id: nextId++, ...review, user_photo: review.user_photo ?? "" };
    reviews.push(added);
    return added.id;
  };
  const store: ReviewStore = {
    reset() {
      nextId = 1;
      reviews = [];
      for (const review of seed()) add(review);
    },
    all: () => reviews,
    of: (courseId) => reviews.filter((review) => review.course_id === courseId).reverse(),
    post: ({ user, course_id, level, content }) =>
      add({
        user_id: user.id,
        user_name: user.name,
        level,
        content,
        created_at: "2026-11-22 01:00:00",
        course_id,
      }),
    remove(keep) {
      reviews = reviews.filter(keep);
    },
  };
  store.reset();
  return store;
}
