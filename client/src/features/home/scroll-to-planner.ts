/** The planner section's id, and moving the traveller to it with the destination field focused. */
export const PLANNER_SECTION_ID = 'plan-your-trip';

/** Returns false when the page has no planner section (the caller then goes home first). */
export function scrollToPlanner(): boolean {
  const section = document.getElementById(PLANNER_SECTION_ID);
  if (!section) return false;
  section.scrollIntoView({ behavior: 'smooth', block: 'start' });
  section.querySelector<HTMLInputElement>('input[role="combobox"]')?.focus({ preventScroll: true });
  return true;
}
