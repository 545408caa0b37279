/** The review queue's keyboard shortcuts, and the key of each. */
export const QUEUE_SHORTCUTS = [
  ['j', 'next'],
  ['k', 'previous'],
  ['Enter', 'open'],
  ['a', 'approve'],
  ['r', 'reject'],
  ['x', 'select'],
  ['?', 'help'],
] as const;

export type QueueAction = (typeof QUEUE_SHORTCUTS)[number][1];

const BY_KEY = new Map<string, QueueAction>(QUEUE_SHORTCUTS);

/** Where typing or a control's own keys matter: a shortcut there would steal the key. */
function ownsKeys(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('input, textarea, select, [contenteditable="true"]'))
    return true;
  // Enter on a link or a button activates it; a letter there is still a shortcut.
  return key === 'Enter' && target.closest('a[href], button, summary') !== null;
}

/**
 * The action a key press asks for, or null: never with Ctrl, Alt or Meta (browser and screen
 * reader keys), never while typing in a field, never behind a modal dialog.
 */
export function queueActionOf(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey' | 'target'>,
): QueueAction | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  const action = BY_KEY.get(event.key);
  if (!action || ownsKeys(event.target, event.key)) return null;
  if (typeof document !== 'undefined' && document.querySelector('[aria-modal="true"]')) return null;
  return action;
}
