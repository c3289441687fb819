/**
 * True when a form on the page holds input the user typed and has not sent: a text field or
 * text area whose value differs from the one it was given, or a changed choice.
 */
export function hasUnsentInput(root: ParentNode): boolean {
  for (const field of root.querySelectorAll('form input, form textarea, form select')) {
    if (field instanceof HTMLInputElement) {
      if (field.type === 'checkbox' || field.type === 'radio') {
        if (field.checked !== field.defaultChecked) return true;
      } else if (field.type !== 'hidden' && field.value !== field.defaultValue) return true;
    } else if (field instanceof HTMLTextAreaElement) {
      if (field.value !== field.defaultValue) return true;
    } else if (field instanceof HTMLSelectElement) {
      if ([...field.options].some((option) => option.selected !== option.defaultSelected))
        return true;
    }
  }
  return false;
}
