import { Form } from "@remix-run/react";

// A button that posts a few hidden fields to the page's action (a list's 'start', 'practice now'): a real form,
// so it works without JavaScript. `describedBy`: the id of what the button acts on (its row's name).

export function PostButton(props: {
  fields: Record<string, string>;
  label: string;
  describedBy: string;
  disabled: boolean;
  className?: string;
  buttonClassName: string;
}) {
  return (
    <Form method="post" className={props.className}>
      {Object.entries(props.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        className={props.buttonClassName}
        aria-describedby={props.describedBy}
        disabled={props.disabled}
      >
        {props.label}
      </button>
    </Form>
  );
}
