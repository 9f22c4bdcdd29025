import { Form } from "@remix-run/react";

import { useIsPending } from "~/hooks/use-is-pending";

// A button that posts a few hidden fields to the page's action (a list's 'start', 'practice now'): a real form,
// so it works without JavaScript. `describedBy`: the id of what the button acts on (its row's name). `rowField`:
// the field that names the row; with JavaScript the button is disabled from its post until the next page has
// loaded, while the other rows' buttons stay usable.

export function PostButton(props: {
  fields: Record<string, string>;
  label: string;
  describedBy: string;
  rowField: string;
  className?: string;
  buttonClassName: string;
}) {
  const posting = useIsPending({
    state: "non-idle",
    field: { name: props.rowField, value: props.fields[props.rowField] ?? "" },
  });
  return (
    <Form method="post" className={props.className}>
      {Object.entries(props.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        className={props.buttonClassName}
        aria-describedby={props.describedBy}
        disabled={posting}
      >
        {props.label}
      </button>
    </Form>
  );
}
