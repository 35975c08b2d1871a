/**
 * After registering, the button that opened the modal is gone, so the modal cannot hand focus back to
 * it; the new Registration Status panel takes it instead.
 */
export function focusPanelIfFocusWasLost() {
  if (document.activeElement && document.activeElement !== document.body) return;
  document.getElementById('registration-heading')?.focus();
}
