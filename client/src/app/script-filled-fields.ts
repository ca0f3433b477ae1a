/**
 * Fields filled by a script (a password manager, a form-filling extension) reach their forms.
 *
 * React notices a field's new value by comparing it with the value it last saw; a filler that sets
 * `input.value` and then fires `input` or `change` updates that copy too, so React sees no change:
 * the form keeps its old value ("Name on card is required" under a filled field) and an MUI label,
 * which floats only for a value the form knows, sits on top of the text. For such events (script
 * events are not trusted; typing and the browser's own autofill are), React is made to see the
 * field as changed before it handles the event. The browser's own autofill needs nothing: MUI
 * floats the label on its `:-webkit-autofill` animation, and the browser's events are seen.
 */
const TEXT_LIKE = (field: EventTarget | null): field is HTMLInputElement | HTMLTextAreaElement =>
  field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && !['checkbox', 'radio', 'file', 'submit', 'button', 'reset'].includes(field.type));

function markChanged(event: Event): void {
  const field = event.target;
  if (event.isTrusted || !TEXT_LIKE(field) || field.value === '') return;
  const filled = field.value;
  // The element's own `value` setter is React's and records the value; the prototype's does not.
  field.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, filled);
}

/** Listens on the document, in the capture phase (before React's own listeners); returns the undo. */
export function syncScriptFilledFields(root: Document = document): () => void {
  root.addEventListener('input', markChanged, true);
  root.addEventListener('change', markChanged, true);
  return () => {
    root.removeEventListener('input', markChanged, true);
    root.removeEventListener('change', markChanged, true);
  };
}
