import "~/components/page-kit";
import "~/components/list-kit";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import {
  useActionData,
  useLoaderData,
  useSearchParams,
  type ShouldRevalidateFunction,
} from "@remix-run/react";

import { ConfirmDialog } from "~/components/ui/modal";
import { EmptyState } from "~/components/ui/empty-state";
import { Pagination } from "~/components/ui/pagination";
import { MY_NOTES_PAGE_SIZE } from "~/domain/page-sizes";
import { parsePage } from "~/domain/pagination";
import { refusalMessage, refusalToast } from "~/domain/refusals";
import { myNotesPath } from "~/domain/learner-paths";
import type { FormMessage } from "~/forms/form-message";
import { MyNoteFormSchema } from "~/forms/note-forms.server";
import { parseForm, type FormReply } from "~/forms/parse-form.server";
import { useT } from "~/i18n/i18n";
import { createApi, settle } from "~/services/http.server";
import { deleteNote, editNote, listMyNotes, type Note } from "~/services/note.server";
import { redirectWithToast } from "~/utils/toast.server";

import { EditNoteDialog } from "./edit-note-dialog";
import { keepRefusedEdit, takeRefusedEdit } from "./kept-edit.server";
import { NoteCard, useNotesHref } from "./note-card";
import { requireSchool } from "~/forms/ids.server";
import { protectedAction } from "~/guard/guard.server";
import { screenMeta } from "~/utils/page-title";

// My notes (learner-area §2 My notes, §4 Notes, §5 note text, §7 Note list/edit/delete).

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const page = parsePage(url.searchParams.get("page"));
  const [notes, refused] = await Promise.all([
    settle(listMyNotes(createApi(request), page)),
    takeRefusedEdit(request),
  ]);
  // A refused edit redirected here without JavaScript (decision 043): shown once, in the modal it came from.
  const kept = refused.kept && refused.kept.id === url.searchParams.get("edit") ? refused.kept.reply : null;
  const init = refused.clear ? { headers: { "Set-Cookie": refused.clear } } : {};
  // The list stays empty with a friendly text (learner-area §8); a login redirect passes through.
  if (!notes.ok) return data({ page, notes: [] as Note[], total: 0, failed: true, kept }, init);
  return data(
    {
      page,
      notes: notes.data.items.slice(0, MY_NOTES_PAGE_SIZE),
      total: notes.data.total,
      failed: false,
      kept,
    },
    init,
  );
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

export const action = (args: ActionFunctionArgs) =>
  protectedAction(args, async ({ request, params }) => {
    const form = await parseForm(request, MyNoteFormSchema);
    // A refused edit without JavaScript: post/redirect/get to the modal, the reply kept (./kept-edit.server.ts).
    const refuse = async (message: FormMessage | null, status: number) => {
      const id = String(form.formData.get("id") ?? "");
      const kept = await keepRefusedEdit(request, { id, reply: form.reply(message) });
      if (!kept) return form.refused(message, status);
      const back = new URL(request.url);
      back.searchParams.set("edit", id);
      return redirect(`${back.pathname}${back.search}`, { status: 303, headers: { "Set-Cookie": kept } });
    };
    if (!form.ok) return form.formData.get("intent") === "edit" ? refuse(null, 400) : form.invalid();

    const school = requireSchool(params);
    const api = createApi(request);
    const { intent, id } = form.value;
    // Either way the list starts again at page 1 (learner-area §4 Notes).
    if (intent === "edit") {
      const saved = await settle(editNote(api, id, form.value.content));
      if (saved.ok) return redirectWithToast(myNotesPath(school), { type: "success", key: "myNote.saved" });
      // Shown in the modal, with the text kept; the failure's own status is the answer's.
      // A time-out may come after the note was stored: say what is known, not 'save failed' (decision 024).
      // A note that no longer exists or is not the learner's: the catalogue's words (decision 051).
      const message: FormMessage = saved.uncertain
        ? { key: "myNote.saveUncertain", text: null }
        : refusalMessage("note", saved, "myNote.saveFailed");
      return refuse(message, saved.status);
    }
    const deleted = await settle(deleteNote(api, id));
    if (deleted.ok) return redirectWithToast(myNotesPath(school), { type: "success", key: "myNote.deleted" });
    const page = parsePage(new URL(request.url).searchParams.get("page"));
    // The catalogue's words for a code it knows (a note already deleted), in the page's language (decision 051).
    return redirectWithToast(myNotesPath(school, page), {
      type: "error",
      ...refusalToast("note", deleted, "myNote.deleteFailed"),
    });
  });

export const meta = screenMeta("myNote.title");

/** The note a refused edit was for, made from what it sent, when the list no longer holds it; else undefined. */
function goneNote(id: string | null, reply: FormReply | null | undefined): Note | undefined {
  const sent = reply?.initialValue;
  if (!id || !sent || String(sent.id ?? "") !== id) return undefined;
  const content = typeof sent.content === "string" ? sent.content : "";
  return {
    id,
    course_id: "",
    content,
    created_at: "",
    type: null,
    position: 0,
    course_name: "",
    chapter_name: "",
    course_status: null,
  };
}

export default function MyNotes() {
  const t = useT();
  const { page, notes, total, failed, kept } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [params] = useSearchParams();
  const hrefWith = useNotesHref();

  // A refused edit of a note that is no longer in the list (deleted meanwhile): its modal still opens, with the
  // typed text and the message, so nothing typed is lost (decision 051).
  const refused = actionData ?? kept;
  const editing =
    notes.find((note) => note.id === params.get("edit")) ?? goneNote(params.get("edit"), refused);
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
      <Pagination page={page} total={total} size={MY_NOTES_PAGE_SIZE} target="my-notes-title" />

      {editing ? <EditNoteDialog note={editing} closeHref={hrefWith()} kept={kept} /> : null}
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
