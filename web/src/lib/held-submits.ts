/**
 * A prerendered form is on the page before the code that handles it: the whole app on a
 * prerendered page until it hydrates (web/src/boot.ts), and a deferred component's form
 * until that component does (deferred-component.tsx). A submit meanwhile (a click on its
 * button, Enter in a field) would be the browser's own: a GET of the page with what was
 * typed, a password included, in the address. It is held instead, and sent again once the
 * form is live. What was typed stays in the fields, and React hands it to the form's state
 * when it hydrates.
 */

/** On <html>, once the app has rendered or adopted the page. */
export const APP_LIVE_ATTRIBUTE = 'data-app-live';
/** Wraps what a deferred component renders (with `display: contents`, so layout is unchanged). */
export const DEFERRED_CONTENTS_CLASS = 'deferred-contents';
/** On a deferred component's wrapper once its code has hydrated it. */
export const DEFERRED_LIVE_ATTRIBUTE = 'data-live';
const HELD_SUBMIT_ATTRIBUTE = 'data-held-submit';

function isLive(form: HTMLFormElement): boolean {
  if (!document.documentElement.hasAttribute(APP_LIVE_ATTRIBUTE)) return false;
  const contents = form.closest(`.${DEFERRED_CONTENTS_CLASS}`);
  return contents === null || contents.hasAttribute(DEFERRED_LIVE_ATTRIBUTE);
}

function holdSubmitUntilLive(event: Event): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || isLive(form)) return;
  event.preventDefault();
  form.setAttribute(HELD_SUBMIT_ATTRIBUTE, '');
}

/** From the first script on: every submit of a form that is not live yet is held. */
export function holdSubmitsUntilLive(): void {
  document.addEventListener('submit', holdSubmitUntilLive, true);
}

/**
 * Sends the submits held inside `scope` whose form is live now. Called once React has
 * finished hydrating (not from within its commit), so the submit reaches the form's own
 * handler. Returns a cancel for an effect's cleanup.
 */
export function sendHeldSubmits(scope: ParentNode): () => void {
  const timer = window.setTimeout(() => {
    for (const form of scope.querySelectorAll<HTMLFormElement>(`form[${HELD_SUBMIT_ATTRIBUTE}]`)) {
      if (!isLive(form)) continue;
      form.removeAttribute(HELD_SUBMIT_ATTRIBUTE);
      form.requestSubmit();
    }
  });
  return () => window.clearTimeout(timer);
}
