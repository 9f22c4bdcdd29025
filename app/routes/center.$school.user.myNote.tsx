import { getFormProps, getTextareaProps, parse, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useParams,
  useSearchParams,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { useState } from "react";
import { z } from "zod";

import { ConfirmDialog, Modal, ModalActions } from "~/components/ui/modal";
import { EmptyState } from "~/components/ui/empty-state";
import { Pagination } from "~/components/ui/pagination";
import {
  cutNote,
  NOTE_CUT_SCREEN,
  NOTE_MAX_LENGTH,
  NOTE_MIN_LENGTH,
  noteContentProblem,
  noteLength,
  notePosition,
} from "~/domain/note-rules";
import { MY_NOTES_PAGE_SIZE } from "~/domain/page-sizes";
import { parsePage } from "~/domain/pagination";
import { formatHms } from "~/domain/time-format";
import { useT, type Translate } from "~/i18n/i18n";
import { translatorFor } from "~/i18n/locale.server";
import { createApi, UpstreamFailure } from "~/services/http.server";
import { deleteNote, editNote, listMyNotes, type Note } from "~/services/note.server";
import { redirectWithToast } from "~/utils/toast.server";

// My notes (learner-area §2 My notes, §4 Notes, §5 note text, §7 Note list/edit/delete).

/**
 * The action's schema, built per request so its messages speak the reader's language. A function, not a
 * module-level value: the browser bundle then drops it, and zod with it (the component validates with the
 * same domain rule through conform's `parse`).
 */
function noteActionSchema(t: Translate) {
  const content = z.string({ error: t("myNote.tooShort") }).superRefine((value, context) => {
    const problem = noteContentProblem(value);
    if (problem) context.addIssue({ code: "custom", message: t(`myNote.${problem}`) });
  });
  return z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("edit"), id: z.string().min(1), content }),
    z.object({ intent: z.literal("delete"), id: z.string().min(1) }),
  ]);
}

/** The textarea's limits, from the domain constants (getZodConstraint would ship zod to the browser). */
const NOTE_CONSTRAINT = {
  id: { required: true },
  content: { required: true, minLength: NOTE_MIN_LENGTH, maxLength: NOTE_MAX_LENGTH },
};

function notesPath(school: string, page = 1): string {
  const base = `/center/${school}/user/myNote`;
  return page > 1 ? `${base}?page=${page}` : base;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  try {
    const { items, total } = await listMyNotes(createApi(request), page);
    return { page, notes: items.slice(0, MY_NOTES_PAGE_SIZE), total, failed: false };
  } catch (error) {
    // The list stays empty with a friendly text (learner-area §8); a login redirect passes through.
    if (!(error instanceof UpstreamFailure)) throw error;
    return { page, notes: [] as Note[], total: 0, failed: true };
  }
}

/** Opening and closing the modals or expanding a note changes only the URL's UI state: no reload of the list. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const listOf = (url: URL) => parsePage(url.searchParams.get("page"));
  return listOf(currentUrl) !== listOf(nextUrl) ? defaultShouldRevalidate : false;
};

export async function action({ request, params }: ActionFunctionArgs) {
  const t = translatorFor(request);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: noteActionSchema(t) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });

  const school = params.school ?? "";
  const api = createApi(request);
  const { intent, id } = submission.value;
  try {
    // Either way the list starts again at page 1 (learner-area §4 Notes).
    if (intent === "edit") {
      await editNote(api, id, submission.value.content);
      return redirectWithToast(notesPath(school), { type: "success", key: "myNote.saved" });
    }
    await deleteNote(api, id);
    return redirectWithToast(notesPath(school), { type: "success", key: "myNote.deleted" });
  } catch (error) {
    if (!(error instanceof UpstreamFailure)) throw error;
    const serverMessage = error.reason === "code" && error.upstreamMessage ? error.upstreamMessage : null;
    if (intent === "edit") {
      // Shown in the modal, with the text kept.
      const message = serverMessage ?? t("myNote.saveFailed");
      return data(submission.reply({ formErrors: [message] }), { status: error.status });
    }
    const page = parsePage(new URL(request.url).searchParams.get("page"));
    return redirectWithToast(notesPath(school, page), {
      type: "error",
      key: "myNote.deleteFailed",
      text: serverMessage ?? undefined,
    });
  }
}

/** The query of this page with one piece of UI state added, `page` kept. */
function useHref() {
  const [params] = useSearchParams();
  const school = useParams().school ?? "";
  const page = parsePage(params.get("page"));
  return (extra: [string, string][] = [], hash = "") => {
    const query = new URLSearchParams(page > 1 ? [["page", String(page)]] : []);
    for (const [name, value] of extra) query.append(name, value);
    const search = query.toString();
    return `/center/${school}/user/myNote${search ? `?${search}` : ""}${hash}`;
  };
}

export default function MyNotes() {
  const t = useT();
  const { page, notes, total, failed } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const hrefWith = useHref();

  const editing = notes.find((note) => note.id === params.get("edit"));
  const confirm = params.get("confirm") ?? "";
  const deleting = confirm.startsWith("delete-")
    ? notes.find((note) => note.id === confirm.slice("delete-".length))
    : undefined;

  return (
    <section className="my-notes" aria-labelledby="my-notes-title">
      <h1 id="my-notes-title">{t("myNote.title")}</h1>
      {notes.length === 0 ? (
        <EmptyState>{failed ? t("myNote.loadFailed") : t("common.noContent")}</EmptyState>
      ) : (
        <ul className="note-list" aria-label={t("myNote.listLabel")}>
          {notes.map((note) => (
            <NoteCard key={note.id} note={note} expanded={params.getAll("expand").includes(note.id)} />
          ))}
        </ul>
      )}
      <Pagination page={page} total={total} size={MY_NOTES_PAGE_SIZE} />

      {editing ? <EditNoteDialog note={editing} closeHref={hrefWith()} /> : null}
      {deleting ? (
        <ConfirmDialog
          title={t("myNote.deleteTitle")}
          message={t("myNote.confirmDelete")}
          closeHref={hrefWith()}
          fields={{ intent: "delete", id: deleting.id }}
        />
      ) : null}
    </section>
  );
}

function NoteCard({ note, expanded }: { note: Note; expanded: boolean }) {
  const t = useT();
  const school = useParams().school ?? "";
  const [params] = useSearchParams();
  const hrefWith = useHref();
  const page = parsePage(params.get("page"));

  const { text, cut } = cutNote(note.content, NOTE_CUT_SCREEN);
  const others = params.getAll("expand").filter((id) => id !== note.id);
  const toggleHref = hrefWith(
    (expanded ? others : [...others, note.id]).map((id) => ["expand", id]),
    `#note-${note.id}`,
  );
  const position = notePosition(note.type, note.position);
  // Both links open the player at the note's material, after the server checked the course (myNote.open).
  const openHref = `/center/${school}/user/myNote/open?${new URLSearchParams({ note: note.id, page: String(page) })}`;

  return (
    <li className="note-card" id={`note-${note.id}`}>
      <p className="note-card__content">{expanded ? note.content : text}</p>
      {cut ? (
        <Link
          className="note-card__toggle"
          to={toggleHref}
          preventScrollReset
          replace
          aria-expanded={expanded}
        >
          {expanded ? t("ui.collapse") : t("ui.expand")}
        </Link>
      ) : null}
      <p className="note-card__meta">
        <span>{t("myNote.createdAt", { time: note.created_at })}</span>
        <span>
          {position.kind === "time"
            ? t("myNote.positionTime", { time: formatHms(position.seconds) })
            : t("myNote.positionPage", { page: position.page })}
        </span>
      </p>
      <p className="note-card__links">
        <span>
          {t("myNote.courseLabel")}: <a href={openHref}>{note.course_name}</a>
        </span>
        {note.chapter_name ? (
          <span>
            {t("myNote.chapterLabel")}: <a href={openHref}>{note.chapter_name}</a>
          </span>
        ) : null}
      </p>
      <p className="note-card__actions">
        <Link className="button button--small" to={hrefWith([["edit", note.id]])} preventScrollReset>
          {t("myNote.edit")}
        </Link>
        <Link
          className="button button--small note-card__delete"
          to={hrefWith([["confirm", `delete-${note.id}`]])}
          preventScrollReset
        >
          {t("myNote.delete")}
        </Link>
      </p>
    </li>
  );
}

type EditFields = { intent: "edit"; id: string; content: string };

function EditNoteDialog({ note, closeHref }: { note: Note; closeHref: string }) {
  const t = useT();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<EditFields>({
    id: `edit-note-${note.id}`,
    lastResult,
    defaultValue: { content: note.content },
    constraint: NOTE_CONSTRAINT,
    shouldRevalidate: "onInput",
    // The same rule as the action's schema, without zod in the browser.
    onValidate: ({ formData }) =>
      parse<EditFields, string[]>(formData, {
        resolve: (payload) => {
          const problem = noteContentProblem(typeof payload.content === "string" ? payload.content : "");
          return problem
            ? { error: { content: [t(`myNote.${problem}`)] } }
            : { value: payload as EditFields };
        },
      }),
  });
  const initial = fields.content.initialValue;
  const [count, setCount] = useState(() => noteLength(typeof initial === "string" ? initial : ""));
  const { key, ...textarea } = getTextareaProps(fields.content);

  return (
    <Modal title={t("myNote.edit")} closeHref={closeHref}>
      <Form method="post" {...getFormProps(form)} preventScrollReset>
        <input type="hidden" name="intent" value="edit" />
        <input type="hidden" name="id" value={note.id} />
        <label htmlFor={fields.content.id} className="visually-hidden">
          {t("myNote.contentLabel")}
        </label>
        <textarea
          key={key}
          {...textarea}
          className="field note-editor"
          rows={8}
          placeholder={t("myNote.placeholder")}
          onInput={(event) => setCount(noteLength(event.currentTarget.value))}
        />
        <p className="char-counter" aria-hidden="true">
          {t("myNote.counter", { count, max: NOTE_MAX_LENGTH })}
        </p>
        {fields.content.errors ? (
          <p id={fields.content.errorId} className="form-error" role="alert">
            {fields.content.errors.join(" ")}
          </p>
        ) : null}
        {form.errors ? (
          <p id={form.errorId} className="form-error" role="alert">
            {form.errors.join(" ")}
          </p>
        ) : null}
        <ModalActions closeHref={closeHref} />
      </Form>
    </Modal>
  );
}
