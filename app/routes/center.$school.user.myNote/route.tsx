import "~/components/page-kit";
import "~/components/list-kit";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useSearchParams, type ShouldRevalidateFunction } from "@remix-run/react";

import { ConfirmDialog } from "~/components/ui/modal";
import { EmptyState } from "~/components/ui/empty-state";
import { Pagination } from "~/components/ui/pagination";
import { MY_NOTES_PAGE_SIZE } from "~/domain/page-sizes";
import { parsePage } from "~/domain/pagination";
import { myNotesPath } from "~/domain/learner-paths";
import type { FormMessage } from "~/forms/form-message";
import { MyNoteFormSchema } from "~/forms/note-forms.server";
import { parseForm } from "~/forms/parse-form.server";
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
      const message: FormMessage = saved.uncertain
        ? { key: "myNote.saveUncertain", text: null }
        : { key: "myNote.saveFailed", text: saved.message || null };
      return refuse(message, saved.status);
    }
    const deleted = await settle(deleteNote(api, id));
    if (deleted.ok) return redirectWithToast(myNotesPath(school), { type: "success", key: "myNote.deleted" });
    const page = parsePage(new URL(request.url).searchParams.get("page"));
    return redirectWithToast(myNotesPath(school, page), {
      type: "error",
      key: "myNote.deleteFailed",
      text: deleted.message || undefined,
    });
  });

export const meta = screenMeta("myNote.title");

export default function MyNotes() {
  const t = useT();
  const { page, notes, total, failed, kept } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const hrefWith = useNotesHref();

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
