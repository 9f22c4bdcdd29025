import "~/components/page-kit";
import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type ActionFunctionArgs,
} from "@remix-run/node";

import { fileMatchesName, streamMatchesName } from "~/domain/file-content.server";
import { CHUNK_BYTES, CHUNK_SLACK_BYTES } from "~/domain/upload-rules";
import { parseFormData } from "~/forms/parse-form.server";
import { translatorFor } from "~/i18n/locale.server";
import {
  checkChunk,
  ChunkFormSchema,
  problemText,
  type ChunkReply,
} from "~/features/question/answer-files.server";
import { createApi, UpstreamFailure } from "~/services/http.server";
import { downloadFile, mergeChunks, uploadChunk } from "~/services/upload.server";
import { protectedAction } from "~/guard/guard.server";

// The JavaScript upload's chunk proxy (docs/design.md §5; contract "Files"): the answer-files block posts each 3 MB
// chunk here, and the portal checks it and forwards it to /api/upload/file, so the browser talks only to the
// portal. No UI: every answer is JSON, a refusal with the spec's message in the reader's language.

/** Room for the text fields and the multipart framing around one chunk. */
const MAX_BODY_BYTES = CHUNK_BYTES + CHUNK_SLACK_BYTES + 16 * 1024;

function reply(body: ChunkReply, status = 200): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

export async function loader() {
  throw new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

export const action = (args: ActionFunctionArgs) =>
  protectedAction(args, async ({ request }) => {
    const t = translatorFor(request);
    const refuse = (problem: Parameters<typeof problemText>[1], status = 400) =>
      reply({ ok: false, problem, message: problemText(t, problem) }, status);

    if (request.method !== "POST") return refuse("failed", 405);
    const length = Number(request.headers.get("content-length") ?? "0");
    if (length > MAX_BODY_BYTES) return refuse("size", 413);

    let form: FormData;
    try {
      form = await unstable_parseMultipartFormData(
        request,
        unstable_createMemoryUploadHandler({ maxPartSize: CHUNK_BYTES + CHUNK_SLACK_BYTES }),
      );
    } catch (error) {
      if (error instanceof MaxPartSizeExceededError) return refuse("size", 413);
      if (request.signal.aborted) throw error;
      return refuse("failed");
    }

    const parsed = parseFormData(form, ChunkFormSchema);
    if (!parsed.ok) return refuse("failed");
    const chunk = parsed.value;
    const problem = await checkChunk(chunk);
    if (problem) return refuse(problem);
    // A file in one chunk is the final file: its whole content is judged here (file-content.server.ts).
    if (
      chunk.act === "upload" &&
      chunk.chunks === 1 &&
      chunk.file &&
      !(await fileMatchesName(chunk.name, chunk.file))
    )
      return refuse("type");

    // Not under the user layout's loader (a resource route): an expired session answers 401, and the page that
    // made the call shows 'Upload failed' (its next navigation logs in again).
    const api = createApi(request, { redirectWhenLoggedOut: false });
    try {
      if (chunk.act === "merge") {
        const file = await mergeChunks(api, {
          resourceType: chunk.resource_type,
          name: chunk.name,
          uploadId: chunk.upload_id,
          chunks: chunk.chunks,
        });
        // The merged file is judged by its content under the merge's name, read back from the upstream: chunk 0
        // was checked under its own name only (PNG chunks merged as renamed.pdf). A refused file is never attached
        // to an answer, so the upstream's sweep removes it.
        const stored = await downloadFile(api, {
          kind: chunk.resource_type === "tk_exam" ? "exam" : "practice",
          id: file.id ?? "",
          path: file.file_path ?? "",
          name: chunk.name,
          streamed: false,
        });
        if (!stored.body || !(await streamMatchesName(chunk.name, stored.body))) return refuse("type");
        return reply({ ok: true, file });
      }
      if (!chunk.file) return refuse("failed"); // checkChunk refused it already
      const file = await uploadChunk(api, {
        resourceType: chunk.resource_type,
        name: chunk.name,
        uploadId: chunk.upload_id,
        chunk: chunk.chunk,
        chunks: chunk.chunks,
        data: chunk.file,
      });
      return reply({ ok: true, file });
    } catch (error) {
      if (!(error instanceof UpstreamFailure)) throw error;
      // 503 for a failure worth retrying (the browser tries a chunk up to 10 more times), 422 for a refusal.
      const message = error.serverMessage ?? t("files.failed");
      return reply({ ok: false, problem: "failed", message }, error.retryable ? 503 : 422);
    }
  });
